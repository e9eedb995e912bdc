import { isLiveStatus, type MatchSummary, matchStatusLabel } from '@pitchside/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { lazyComponent, onDemandChunk } from '../../render/preloadable';
import { useDrawnChunk, useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { FittedTeamName } from '../ui/FittedTeamName';
import { LazyImage } from '../ui/LazyImage';
import { kickOffText } from './kickOffTime';
import { givesAwayLevel, hasStarted } from './matchPhase';
import { SeasonTags } from './SeasonTags';
import { SpoilerScore } from './SpoilerFree';
import { useScoreHidden } from './spoilerFree';

/**
 * The score told (a.e.t., the shoot-out as it goes) is needed only past 90 minutes: loaded then, so the
 * phone's first download does not carry it (bench:web).
 */
const TOLD_SCORE_SOURCE = 'src/features/live/MatchScore.tsx';
const toldScoreChunk = onDemandChunk(TOLD_SCORE_SOURCE, () => import('./MatchScore'));
const ToldScore = lazyComponent(toldScoreChunk, (module) => module.ToldScore);

function PlainScore({ match }: { match: MatchSummary }) {
  return (
    <span className="score-main">
      {match.homeScore} - {match.awayScore}
    </span>
  );
}

/** The told score, its chunk named to a server render so the browser has it before hydrating. */
function LazyToldScore({ match }: { match: MatchSummary }) {
  useDrawnChunk(TOLD_SCORE_SOURCE);
  return (
    <Suspense fallback={<PlainScore match={match} />}>
      <ToldScore match={match} />
    </Suspense>
  );
}

/**
 * The first paint of a match in play on the home page: league, kick-off, status, teams and the score
 * told (after extra time, the shoot-out as it goes). The full
 * card (clock, odds, corners, cards, favourite) replaces it with the live chunk, which loads once the
 * page has settled, so the phone's first download stays small.
 */
export function MatchCardLite({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const live = isLiveStatus(match.status);
  // A status that says the score was level (extra time, penalties) is not named in spoiler-free mode.
  const masked = useScoreHidden(match.id) && givesAwayLevel(match.status);
  // The server's zone while hydrating, the reader's after (render/renderEnv.tsx).
  const timeZone = useTimeZone();
  const kickOff = kickOffText(i18n.language, timeZone, match.startTime);
  return (
    <li className={live ? 'match-card is-live' : 'match-card'} data-match-id={match.id}>
      <div className="match-meta">
        <span className="match-league">{match.leagueName}</span>
        <time dateTime={new Date(match.startTime).toISOString()}>{kickOff}</time>
        <SeasonTags match={match} />
        <span className={live ? 'match-state live' : 'match-state'}>
          {/* Basketball and esports in play get their quarter or game with the full card (live chunk). */}
          <span className="status-label" data-status={match.status}>
            {masked || (live && match.sport !== 1)
              ? t('live.score.inPlay')
              : matchStatusLabel(match.status, locale)}
          </span>
          {match.sport === 1 && live && !masked && /^\d/.test(match.playingTime) && (
            <span className="match-clock">{match.playingTime}'</span>
          )}
        </span>
      </div>
      <Link to={setPath(`/live/detail/${match.id}`)} className="match-link">
        <span className="team home">
          <LazyImage src={match.homeLogo} alt="" width={28} height={28} />
          <FittedTeamName name={match.homeName} short={match.homeShortName} />
        </span>
        <span className="match-score" data-testid="score">
          {hasStarted(match.status) ? (
            <SpoilerScore matchId={match.id} inLink>
              {match.extraTimeScore || match.penaltyScore ? (
                <LazyToldScore match={match} />
              ) : (
                <PlainScore match={match} />
              )}
            </SpoilerScore>
          ) : (
            t('home.vs')
          )}
        </span>
        <span className="team away">
          <FittedTeamName name={match.awayName} short={match.awayShortName} />
          <LazyImage src={match.awayLogo} alt="" width={28} height={28} />
        </span>
      </Link>
    </li>
  );
}
