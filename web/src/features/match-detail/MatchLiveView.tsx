import {
  isLiveStatus,
  isolatedName,
  MATCH_STATUS,
  type MatchView,
  type SoundFilterValue,
  topicName,
} from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../api/client';
import { useLocale } from '../../i18n/useLocale';
import { lazyOnline } from '../../render/preloadable';
import { useHydrated } from '../../render/renderEnv';
import type { PageProps } from '../../routing/pageProps';
import { TabLink, useTabParam } from '../../routing/tabLink';
import MatchBell from '../alerts/MatchBell';
import { publishStreamHold } from '../alerts/streamHold';
import { useBulletSettings } from '../chat/bulletSettings';
import { LiveStatus } from '../live/LiveStatus';
import { useLiveRuntime, useTopic } from '../live/loadLive';
import { hasStarted } from '../live/matchPhase';
import { SpoilerScore } from '../live/SpoilerFree';
import { useScoreHidden } from '../live/spoilerFree';
import { ANCHOR_PARAM, roomIdOf } from '../matches/anchorWatch';
import { MatchSeasonNote } from '../season/SeasonNote';
import { useSignedInUser } from '../session/session';
import { MatchTracker } from '../tracker/MatchTracker';
import { useTrackerMessages } from '../tracker/trackerMessages';
import { Skeleton } from '../ui/Skeleton';
import { AnchorTab } from './AnchorTab';
import { EventTimeline } from './centre/EventTimeline';
import { MomentumGraph } from './centre/MomentumGraph';
import { PeriodTable } from './centre/PeriodTable';
import { StatsBars } from './centre/StatsBars';
import { DetailSwitches } from './DetailSwitches';
import { useMatchDetail, useMatchStreams } from './detailData';
import { registerDetailMessages } from './detailMessages';
import { FactsNote } from './FactsNote';
import { IntelTab } from './IntelTab';
import { LoginInfoPopup } from './LoginInfoPopup';
import { LineupTab } from './lineups/LineupTab';
import { OddsTab } from './odds/OddsTab';
import { Scoreboard } from './Scoreboard';
import { TableTab } from './TableTab';
import { useGoalSound } from './useGoalSound';
import { useAnchorRoomMessages } from './video/anchorRoomMessages';
import { BulletControls } from './video/BulletControls';
import { useHeldValue } from './video/streamSync';
import { VideoBullets } from './video/VideoBullets';
import { VideoPlayer } from './video/VideoPlayer';
import '../live/live.css';
import './detail.css';
import './telling.css';

registerDetailMessages(i18next);

const LiveChatTab = lazyOnline(() => import('./LiveChatTab'));
// The shot map and the xG race: one chunk of their own, loaded when the live tab draws them.
const matchViews = () => import('./centre/MatchViews');
const ShotMap = lazyOnline(() => matchViews().then((module) => ({ default: module.ShotMap })));
const XgRaceChart = lazyOnline(() => matchViews().then((module) => ({ default: module.XgRaceChart })));

const TABS = ['live', 'lineup', 'odds', 'intel', 'table', 'anchor', 'chat'] as const;
type DetailTab = (typeof TABS)[number];
/**
 * Basketball and esports have no line-ups, odds or intel at the origin, nor has a knockout tie whose
 * sides the world has not decided yet (a side's id is 0): their tabs are not offered.
 */
const OTHER_SPORT_TABS: readonly DetailTab[] = ['live', 'anchor', 'chat'];

/** What the video area shows: a stream, an anchor's room, or the live tracker drawn from the events. */
type Source = { kind: 'feed'; id: string } | { kind: 'anchor'; id: number } | { kind: 'tracker' };

/**
 * Football: the timeline, the momentum graph and the stats, each of which tells the score, so in
 * spoiler-free mode each stays covered until the fan taps (one tap reveals the whole match). Basketball
 * and esports: their periods table (football's stats, corners and cards are not theirs).
 */
function LivePanel({ detail }: { detail: MatchView }) {
  const { t } = useTranslation();
  // The views' chunk is fetched once the page is the browser's own (the server and hydration draw without it).
  const hydrated = useHydrated();
  const { match } = detail;
  if (match.sport !== 1) {
    return (
      <div className="live-panel">
        <h2>{t(match.sport === 3 ? 'detail:periods.series' : 'detail:periods.title')}</h2>
        {match.periods.length > 0 ? (
          <SpoilerScore matchId={match.id}>
            <PeriodTable match={match} />
          </SpoilerScore>
        ) : (
          <p className="muted">{t('detail:events.none')}</p>
        )}
      </div>
    );
  }
  const views = {
    matchId: match.id,
    shots: detail.shots,
    homeName: match.homeName,
    awayName: match.awayName,
    homeShortName: match.homeShortName,
    awayShortName: match.awayShortName,
    facts: detail.facts,
  };
  return (
    <div className="live-panel">
      <FactsNote facts={detail.facts} place="events" started={match.status !== MATCH_STATUS.NOT_STARTED} />
      <h2>{t('detail:tabs.live')}</h2>
      <SpoilerScore matchId={match.id}>
        <EventTimeline events={detail.events} />
      </SpoilerScore>
      <div className="detail-charts">
        <section>
          <h2>{t('detail:momentum.title')}</h2>
          <SpoilerScore matchId={match.id}>
            <MomentumGraph points={detail.momentum} homeName={match.homeName} awayName={match.awayName} />
          </SpoilerScore>
        </section>
        {hydrated && (
          <Suspense fallback={<Skeleton rows={2} />}>
            <XgRaceChart {...views} momentum={detail.momentum} />
          </Suspense>
        )}
      </div>
      {hydrated && (
        <Suspense fallback={<Skeleton rows={4} />}>
          <ShotMap {...views} />
        </Suspense>
      )}
      <h2>{t('detail:stats')}</h2>
      <SpoilerScore matchId={match.id}>
        <StatsBars stats={detail.stats} />
      </SpoilerScore>
    </div>
  );
}

/** Match detail (/live/detail/{id}, /zq/detail/{id}): video, scoreboard and the seven tabs, pushed live. */
export default function MatchLiveView({ params }: PageProps) {
  const matchId = Number(params.id);
  useTrackerMessages();
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const runtime = useLiveRuntime('now');
  const { detail, stale, failed } = useMatchDetail(matchId, runtime);
  const stream = useMatchStreams(matchId, detail?.match.anchorCount);
  const tab = useTabParam(TABS, 'live');
  // An anchor's card leads here with its room chosen (`?anchor=`, anchorWatch.ts): it plays at once.
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<Source | null>(() => {
    const anchorId = roomIdOf(search.get(ANCHOR_PARAM));
    return anchorId === null ? null : { kind: 'anchor', id: anchorId };
  });
  const [latency, setLatency] = useState<number | null>(null);
  const [syncOn, setSyncOn] = useState(true);
  const [soundOn, setSoundOn] = useState(false);
  const [sound, setSound] = useState<SoundFilterValue>('');
  const [loginInfo, setLoginInfo] = useState(false);
  const bullets = useBulletSettings();
  const ids = useId();

  const feeds = stream.data?.isLive ? stream.data.sources : [];
  const anchors = stream.data?.anchors ?? [];
  const source: Source | null = chosen ?? (feeds[0] ? { kind: 'feed', id: feeds[0].id } : null);
  const room = useQuery({
    queryKey: ['anchor-room', source?.kind === 'anchor' ? source.id : 0, locale],
    queryFn: ({ signal }) =>
      apiCall(
        'GET /vdapi/anchor/room/:id',
        { params: { id: source?.kind === 'anchor' ? source.id : 0 } },
        signal,
      ),
    enabled: source?.kind === 'anchor',
  });
  // Watching an anchor's room is holding its topic: the gateway counts the room's viewers by it, and
  // pushes the count on it as it changes.
  const roomTopic = useTopic(
    runtime,
    source?.kind === 'anchor' ? topicName({ kind: 'room', anchorId: String(source.id), locale }) : null,
  );
  const watched = roomTopic.state?.anchor;
  const shownAnchors = anchors.map((anchor) =>
    watched && anchor.id === watched.id ? { ...anchor, viewers: watched.viewers } : anchor,
  );
  useAnchorRoomMessages();
  const feed = source?.kind === 'feed' ? feeds.find((candidate) => candidate.id === source.id) : undefined;
  // An anchor's stream comes and goes with their software: the room's topic pushes each change, so the
  // player says when they are offline and mounts the new stream (a new address) by itself.
  const roomNow = roomTopic.state ?? room.data;
  const anchorOffline = source?.kind === 'anchor' && roomNow !== undefined && roomNow.hlsUrl === '';
  const src = source?.kind === 'anchor' ? (roomNow?.hlsUrl ?? '') : (feed?.hlsUrl ?? '');

  // Scores held to the picture: the pushed state waits as long as the stream is behind.
  const holdMs = syncOn && src && latency !== null ? Math.round(latency) : 0;
  const shown = useHeldValue(detail, holdMs);
  // Goal alerts for this match wait as long, and for this page to show their goal, in whichever tab
  // sends them.
  const shownGoals = shown ? shown.match.homeScore + shown.match.awayScore : -1;
  useEffect(() => publishStreamHold(matchId, holdMs, shownGoals), [matchId, holdMs, shownGoals]);
  useEffect(() => () => publishStreamHold(matchId, 0), [matchId]);
  // The goal sound is football's, and in spoiler-free mode it would give the goal away.
  const hidden = useScoreHidden(matchId);
  const goals =
    shown && shown.match.sport === 1 && !hidden ? shown.match.homeScore + shown.match.awayScore : null;
  useGoalSound(goals, soundOn, sound);

  if (!shown) {
    return failed ? <p className="load-failed">{t('home.loadFailed')}</p> : <Skeleton rows={6} />;
  }
  const match = shown.match;
  const live = isLiveStatus(match.status);
  const tabs = match.sport === 1 && match.homeId > 0 && match.awayId > 0 ? TABS : OTHER_SPORT_TABS;
  const current = tabs.includes(tab) ? tab : 'live';

  return (
    <article
      className="page detail-page"
      data-hold-ms={holdMs}
      data-latency-ms={latency ?? ''}
      // The score as pushed, before the hold: what the stream-sync check compares the shown one with.
      data-pushed-score={detail ? `${detail.match.homeScore}-${detail.match.awayScore}` : ''}
    >
      <h1 className="visually-hidden">
        {match.homeName} - {match.awayName}
      </h1>
      <LiveStatus runtime={runtime} stale={stale} />
      <div className="detail-top">
        <div className="detail-video">
          {src ? (
            <VideoPlayer
              key={src}
              src={src}
              onLatency={setLatency}
              signedIn={user !== null}
              onNeedsSignIn={() => setLoginInfo(true)}
              overlay={
                <>
                  {
                    // With sync on, bullets wait until the picture's delay is known: none runs ahead of it.
                    runtime && bullets.on && (!syncOn || latency !== null) && (
                      <VideoBullets matchId={matchId} runtime={runtime} holdMs={holdMs} />
                    )
                  }
                  {feed?.test && (
                    <p className="video-test-badge" data-testid="test-signal">
                      {t('tracker.testSignal')}
                    </p>
                  )}
                </>
              }
            />
          ) : match.sport === 1 && !anchorOffline ? (
            // No stream covers the match (or the fan chose the tracker): the match drawn from its events.
            // A chosen anchor off the air is said so instead, until their stream comes back.
            <MatchTracker view={shown} Clock={runtime?.MatchClock} />
          ) : (
            <div className="video-player off-air">
              <p className="video-note" data-anchor-offline={anchorOffline ? '' : undefined}>
                {anchorOffline
                  ? t('anchorLive.offline')
                  : live
                    ? t('detail:video.none')
                    : t('detail:video.offAir')}
              </p>
            </div>
          )}
          {src && <BulletControls />}
          {(feeds.length > 0 || anchors.length > 0) && (
            <label className="source-choice">
              {t('detail:video.source')}{' '}
              <select
                value={
                  source && source.kind !== 'tracker'
                    ? `${source.kind}:${source.id}`
                    : match.sport === 1
                      ? 'tracker:'
                      : ''
                }
                onChange={(event) => {
                  const [kind, id] = event.target.value.split(':');
                  setChosen(
                    kind === 'anchor'
                      ? { kind: 'anchor', id: Number(id) }
                      : kind === 'tracker'
                        ? { kind: 'tracker' }
                        : { kind: 'feed', id: id ?? '' },
                  );
                }}
              >
                {match.sport === 1 && <option value="tracker:">{t('tracker.source')}</option>}
                {feeds.map((feed) => (
                  <option key={feed.id} value={`feed:${feed.id}`}>
                    {feed.name}
                  </option>
                ))}
                {anchors
                  // The live rooms, and the chosen one off the air: the menu still names the fan's choice
                  // while the player says the anchor is offline.
                  .filter((anchor) => anchor.isLive || (source?.kind === 'anchor' && anchor.id === source.id))
                  .map((anchor) => (
                    <option key={anchor.id} value={`anchor:${anchor.id}`}>
                      {t('detail:video.anchor', { name: isolatedName(anchor.nickName) })}
                    </option>
                  ))}
              </select>
            </label>
          )}
        </div>
        <div className="detail-side">
          <Scoreboard match={match} Clock={runtime?.MatchClock} />
          <MatchSeasonNote facts={shown.facts} status={match.status} />
          {match.homeId > 0 && match.awayId > 0 && match.status >= 0 && (
            <MatchBell
              matchId={match.id}
              sport={match.sport}
              home={match.homeName}
              away={match.awayName}
              labelled
            />
          )}
          <DetailSwitches
            football={match.sport === 1}
            video={src !== ''}
            syncOn={syncOn}
            onSync={setSyncOn}
            holdMs={holdMs}
            soundOn={soundOn}
            onSoundOn={setSoundOn}
            sound={sound}
            onSound={setSound}
          />
        </div>
      </div>
      <div className="detail-tabs" role="tablist" aria-label={t('detail:tabs.label')}>
        {tabs.map((key) => (
          <TabLink
            key={key}
            tab={key}
            id={`${ids}-tab-${key}`}
            selected={current === key}
            controls={`${ids}-panel`}
          >
            {t(`detail:tabs.${key}`)}
          </TabLink>
        ))}
      </div>
      <section
        className="detail-panel"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${current}`}
      >
        {current === 'live' && <LivePanel detail={shown} />}
        {current === 'lineup' && (
          <LineupTab
            matchId={matchId}
            facts={shown.facts}
            events={shown.events}
            ratings={shown.ratings}
            bestPlayer={shown.bestPlayer}
            announced={shown.lineupAnnounced}
          />
        )}
        {current === 'odds' && (
          <OddsTab matchId={matchId} runtime={runtime} holdMs={holdMs} spoiler={hasStarted(match.status)} />
        )}
        {current === 'intel' && <IntelTab matchId={matchId} />}
        {current === 'table' && <TableTab match={match} holdMs={holdMs} />}
        {current === 'anchor' && (
          <AnchorTab
            anchors={shownAnchors}
            current={source?.kind === 'anchor' ? source.id : null}
            onChoose={(id) => setChosen({ kind: 'anchor', id })}
          />
        )}
        {current === 'chat' &&
          (runtime ? (
            <Suspense fallback={<Skeleton rows={3} />}>
              <LiveChatTab matchId={matchId} runtime={runtime} onSignIn={() => setLoginInfo(true)} />
            </Suspense>
          ) : (
            <Skeleton rows={3} />
          ))}
      </section>
      {loginInfo && <LoginInfoPopup onClose={() => setLoginInfo(false)} />}
    </article>
  );
}
