import {
  isLiveStatus,
  type MatchStatus,
  type MatchSummary,
  matchStatusLabel,
  type OddsTriple,
  oddsColour,
  parseStats,
} from '@pitchside/shared';
import { type ComponentType, memo, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { useEarlyTap } from '../../render/earlyTaps';
import { lazyOnline } from '../../render/preloadable';
import { useHydrated, useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { openSignIn } from '../auth/authEntry';
import { useSignedInUser } from '../session/session';
import { LazyImage } from '../ui/LazyImage';
import { useFlash } from '../ui/useFlash';
import { toggleFavourite, useFavourite } from './favourites';
import { kickOffText } from './kickOffTime';
import { givesAwayLevel, hasStarted, shownCounts } from './matchPhase';
import { CardScoreLine } from './ScoreLine';
import { SeasonTags } from './SeasonTags';
import { SpoilerScore } from './SpoilerFree';
import { PeriodLine, SportStatus, useSportTerms } from './SportTerms';
import { useScoreHidden } from './spoilerFree';

/** Draws a match's status and clock: the live chunk's running MatchClock, or the static one. */
export type MatchClockComponent = ComponentType<{ status: MatchStatus; playingTime: string }>;

export interface MatchCardProps {
  match: MatchSummary;
  /** The live chunk's clock once it is loaded (it then runs between pushes); the static one before. */
  Clock?: MatchClockComponent | undefined;
  /** Where the card leads: the live detail (default) or the football section's detail. */
  detailBase?: '/live/detail' | '/zq/detail';
  /** The live streams' page: the card says which streams list it (the anchors live on the match). */
  streams?: boolean;
}

type OddsState = MatchSummary['stats1State'];

/**
 * A market that is not open says so (suspended in play, closed once its period is over) rather than
 * showing nothing or an older price; both lines in the same state say it once.
 */
function OddsLines({ match }: { match: MatchSummary }) {
  const t = useSportTerms();
  const shut = (state: OddsState): state is 'suspended' | 'closed' =>
    state === 'suspended' || state === 'closed';
  const state = (label: string, of: 'suspended' | 'closed') => (
    <span className="card-odds odds-state" data-odds-state={of}>
      <span className="card-odds-label">{label}</span> {t(`terms.${of}`)}
    </span>
  );
  if (!match.stats1 && !match.stats2 && shut(match.stats1State) && match.stats1State === match.stats2State) {
    return state(t('terms.odds'), match.stats1State);
  }
  return (
    <>
      {!match.stats1 && shut(match.stats1State) ? (
        state(t('live.card.wdl'), match.stats1State)
      ) : (
        <OddsLine label={t('live.card.wdl')} stats={match.stats1} />
      )}
      {!match.stats2 && shut(match.stats2State) ? (
        state(t('live.card.spread'), match.stats2State)
      ) : (
        <OddsLine label={t('live.card.spread')} stats={match.stats2} />
      )}
    </>
  );
}

/** The odds of stats1/stats2 with the colour of their last move (PRODUCT §4: up red, down green). */
function OddsLine({ label, stats }: { label: string; stats: string }) {
  const current = parseStats(stats);
  const previous = useRef<{ values: OddsTriple | null; before: OddsTriple | null }>({
    values: current,
    before: null,
  });
  const held = previous.current;
  if (held.values?.join() !== current?.join()) {
    previous.current = { values: current, before: held.values };
  }
  const flash = useFlash(stats);
  if (!current) return null;
  const before = previous.current.before;
  return (
    <span className={flash ? 'card-odds flash' : 'card-odds'}>
      <span className="card-odds-label">{label}</span>
      {current.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed positions (home, draw or line, away)
        <span key={index} className={`odds-${oddsColour(before?.[index], value)}`}>
          {value}
        </span>
      ))}
    </span>
  );
}

/**
 * A match's bell (alerts for that match): its own chunk, with the follows and the account calls it
 * needs, fetched once the page is the browser's, so the phone's first download for / does not carry it.
 */
const MatchBell = lazyOnline(() => import('../alerts/MatchBell'));

function StaticClock({ status, playingTime }: { status: MatchStatus; playingTime: string }) {
  const locale = useLocale();
  const clock = isLiveStatus(status) && /^\d/.test(playingTime) ? playingTime : '';
  return (
    <>
      <span className="status-label" data-status={status}>
        {matchStatusLabel(status, locale)}
      </span>
      {clock && <span className="match-clock">{clock}'</span>}
    </>
  );
}

function FavouriteButton({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const on = useFavourite(match.id, match.hasColect);
  const toggle = () => (user ? void toggleFavourite(match.id, on) : openSignIn());
  const ref = useEarlyTap<HTMLButtonElement>(toggle);
  const names = { home: match.homeName, away: match.awayName };
  const label = t(on ? 'live.card.favouriteOff' : 'live.card.favourite', names);
  return (
    <button
      ref={ref}
      type="button"
      className={on ? 'fav-toggle on' : 'fav-toggle'}
      aria-pressed={on}
      aria-label={label}
      title={label}
      data-favourite={match.id}
      onClick={toggle}
    >
      {/* A star favourites the match; a team is followed with the bell (follow/FollowStar.tsx). */}
      {on ? '★' : '☆'}
    </button>
  );
}

/** Football's extras: half-time score, the counts shown (shownCounts), then the first bookmaker's odds. */
function FootballExtras({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const reachedHalfTime = match.status === -1 || match.status >= 2;
  const shown = shownCounts(match);
  return (
    <>
      {reachedHalfTime && (
        <span title={t('live.card.halfTime')}>
          {t('live.card.ht')} {match.halfHomeScore}-{match.halfAwayScore}
        </span>
      )}
      {shown.corners && (
        <span title={t('live.card.corners')} data-count="corners">
          <span aria-hidden="true">⚑</span>
          <span className="visually-hidden">{t('live.card.corners')}</span> {match.homeCorner}-
          {match.awayCorner}
        </span>
      )}
      {shown.cards && (
        <span className="cards" title={t('live.card.cards')} data-count="cards">
          <span className="card-yellow">
            <span className="visually-hidden">{t('live.card.yellow')}</span>
            {match.homeYellowCard}-{match.awayYellowCard}
          </span>
          <span className="card-red">
            <span className="visually-hidden">{t('live.card.red')}</span>
            {match.homeRedCard}-{match.awayRedCard}
          </span>
        </span>
      )}
      <OddsLines match={match} />
    </>
  );
}

/**
 * One match in a list (PRODUCT §3 Match): league, teams and crests, status and clock, the score told
 * as fans tell it (after extra time, on penalties, the winner in bold), then each sport's own extras:
 * football's half-time score, corners, cards and odds; basketball's quarters; esports' games. In
 * spoiler-free mode everything that gives the result away is covered until tapped.
 */
export const MatchCard = memo(function MatchCard({
  match,
  Clock = StaticClock,
  detailBase = '/live/detail',
  streams = false,
}: MatchCardProps) {
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  const live = isLiveStatus(match.status);
  const scoreFlash = useFlash(`${match.homeScore}-${match.awayScore}`);
  const statusFlash = useFlash(match.status);
  const hidden = useScoreHidden(match.id);
  const started = hasStarted(match.status);
  const football = match.sport === 1;
  // The server's zone while hydrating, the reader's after (render/renderEnv.tsx).
  const timeZone = useTimeZone();
  const hydrated = useHydrated();
  const kickOff = kickOffText(i18n.language, timeZone, match.startTime);

  return (
    <li
      className={live ? 'match-card is-live' : 'match-card'}
      data-match-id={match.id}
      data-sport={match.sport}
    >
      <div className="match-meta">
        <span className="match-league">
          {match.leagueLogo && <LazyImage src={match.leagueLogo} alt="" width={16} height={16} />}
          {match.leagueName}
        </span>
        <time dateTime={new Date(match.startTime).toISOString()}>{kickOff}</time>
        <SeasonTags match={match} />
        <span className={`match-state${live ? ' live' : ''}${statusFlash ? ' flash' : ''}`}>
          {hidden && givesAwayLevel(match.status) ? (
            <span className="status-label">{t('live.score.inPlay')}</span>
          ) : football ? (
            <Clock status={match.status} playingTime={match.playingTime} />
          ) : (
            <SportStatus match={match} />
          )}
        </span>
        {
          // No match has a real stream yet: `isVideo` is set only by a test server (TEST_STREAMS=1), for the
          // synthetic test picture, and the mark says so rather than promising the match's video (in words
          // on the live streams' page, the line below).
          match.isVideo && !streams && (
            <span className="video-mark" title={t('live.card.testPicture')} data-testid="test-picture-mark">
              <span aria-hidden="true">▶</span>
              <span className="visually-hidden">{t('live.card.testPicture')}</span>
            </span>
          )
        }
        {match.homeId > 0 && match.awayId > 0 && match.status >= 0 && (
          // The bell's place is kept from the server's drawing on, so the line does not wrap or move
          // when the bell's chunk comes in after hydration (a layout shift on a phone).
          <span className="match-bell-slot">
            {hydrated && (
              <Suspense fallback={null}>
                <MatchBell
                  matchId={match.id}
                  sport={match.sport}
                  home={match.homeName}
                  away={match.awayName}
                />
              </Suspense>
            )}
          </span>
        )}
        <FavouriteButton match={match} />
      </div>
      {streams && (match.isVideo || match.anchorCount > 0) && (
        // The live streams' page: which streams list the match, in words.
        <p className="card-streams">
          {match.isVideo && (
            <span className="video-mark" data-testid="test-picture-mark">
              ▶ {t('live.card.testPicture')}
            </span>
          )}
          {match.anchorCount > 0 && (
            <span className="anchor-mark" data-testid="anchors-live-mark">
              {t('live.card.anchorsLive', { count: match.anchorCount })}
            </span>
          )}
        </p>
      )}
      <CardScoreLine match={match} to={setPath(`${detailBase}/${match.id}`)} flash={scoreFlash} />
      {started && (
        <div className="match-extra">
          <SpoilerScore matchId={match.id}>
            {football ? <FootballExtras match={match} /> : <PeriodLine match={match} />}
          </SpoilerScore>
        </div>
      )}
      {!started && football && (match.stats1 || match.stats2) && (
        <div className="match-extra">
          <OddsLine label={t('live.card.wdl')} stats={match.stats1} />
          <OddsLine label={t('live.card.spread')} stats={match.stats2} />
        </div>
      )}
    </li>
  );
});
