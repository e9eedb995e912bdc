import type { MatchView, SoundFilterValue } from '@pitchside/shared';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../routing/pageProps';
import MatchBell from '../alerts/MatchBell';
import { publishStreamHold } from '../alerts/streamHold';
import { LiveStatus } from '../live/LiveStatus';
import { useLiveRuntime } from '../live/loadLive';
import { useScoreHidden } from '../live/spoilerFree';
import { MatchSeasonNote } from '../season/SeasonNote';
import { useTrackerMessages } from '../tracker/trackerMessages';
import { Skeleton } from '../ui/Skeleton';
import { DetailSwitches } from './DetailSwitches';
import { DetailTabs } from './DetailTabs';
import { useMatchDetail } from './detailData';
import { registerDetailMessages } from './detailMessages';
import { LoginInfoPopup } from './LoginInfoPopup';
import { Scoreboard } from './Scoreboard';
import { useGoalSound } from './useGoalSound';
import { useHeldValue } from './video/streamSync';
import { VideoArea } from './video/VideoArea';
import { useVideoSource } from './video/videoSource';
import '../live/live.css';
import './detail.css';
import './telling.css';

registerDetailMessages(i18next);

/** Match detail (/live/detail/{id}, /zq/detail/{id}): video, scoreboard and the seven tabs, pushed live. */
export default function MatchLiveView({ params }: PageProps) {
  const matchId = Number(params.id);
  useTrackerMessages();
  const { t } = useTranslation();
  const runtime = useLiveRuntime('now');
  const { detail, stale, failed } = useMatchDetail(matchId, runtime);
  const video = useVideoSource(matchId, detail?.match.anchorCount, runtime);
  const [latency, setLatency] = useState<number | null>(null);
  const [syncOn, setSyncOn] = useState(true);
  const [soundOn, setSoundOn] = useState(false);
  const [sound, setSound] = useState<SoundFilterValue>('');
  const [loginInfo, setLoginInfo] = useState(false);

  // Scores held to the picture: the pushed state waits as long as the stream is behind.
  const holdMs = syncOn && video.src && latency !== null ? Math.round(latency) : 0;
  const shown = useHeldMatch(matchId, detail, holdMs);
  useShownGoalSound(matchId, shown, soundOn, sound);

  if (!shown) {
    return failed ? <p className="load-failed">{t('home.loadFailed')}</p> : <Skeleton rows={6} />;
  }
  const match = shown.match;
  const onSignIn = () => setLoginInfo(true);
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
        <VideoArea
          video={video}
          view={shown}
          runtime={runtime}
          syncOn={syncOn}
          holdMs={holdMs}
          latency={latency}
          onLatency={setLatency}
          onNeedsSignIn={onSignIn}
        />
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
            video={video.src !== ''}
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
      <DetailTabs
        view={shown}
        runtime={runtime}
        holdMs={holdMs}
        anchors={video.shownAnchors}
        anchorId={video.source?.kind === 'anchor' ? video.source.id : null}
        onChooseAnchor={(id) => video.choose({ kind: 'anchor', id })}
        onSignIn={onSignIn}
      />
      {loginInfo && <LoginInfoPopup onClose={() => setLoginInfo(false)} />}
    </article>
  );
}

/**
 * The match as the page shows it, held `holdMs` behind the pushed state. Goal alerts for this match wait
 * as long, and for this page to show their goal, in whichever tab sends them.
 */
function useHeldMatch(matchId: number, detail: MatchView | null, holdMs: number): MatchView | null {
  const shown = useHeldValue(detail, holdMs);
  const shownGoals = shown ? shown.match.homeScore + shown.match.awayScore : -1;
  useEffect(() => publishStreamHold(matchId, holdMs, shownGoals), [matchId, holdMs, shownGoals]);
  useEffect(() => () => publishStreamHold(matchId, 0), [matchId]);
  return shown;
}

/** The goal sound is football's, and in spoiler-free mode it would give the goal away. */
function useShownGoalSound(
  matchId: number,
  shown: MatchView | null,
  on: boolean,
  sound: SoundFilterValue,
): void {
  const hidden = useScoreHidden(matchId);
  const goals =
    shown && shown.match.sport === 1 && !hidden ? shown.match.homeScore + shown.match.awayScore : null;
  useGoalSound(goals, on, sound);
}
