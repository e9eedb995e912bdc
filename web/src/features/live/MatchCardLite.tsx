import { isLiveStatus, type MatchSummary, matchStatusLabel } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { useTimeZone } from '../../render/renderEnv';
import { useSetPath } from '../../routing/routeSetContext';
import { LazyImage } from '../ui/LazyImage';
import { kickOffText } from './kickOffTime';
import { SpoilerScore } from './SpoilerFree';

/**
 * The first paint of a match on the home page: league, kick-off, status, teams and score. The full
 * card (clock, odds, corners, cards, favourite) replaces it with the live chunk, which loads once the
 * page has settled, so the phone's first download stays small.
 */
export function MatchCardLite({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const setPath = useSetPath();
  const live = isLiveStatus(match.status);
  const started = match.status !== 0 && match.status !== -11 && match.status !== -14 && match.status !== -10;
  // The server's zone while hydrating, the reader's after (render/renderEnv.tsx).
  const timeZone = useTimeZone();
  const kickOff = kickOffText(i18n.language, timeZone, match.startTime);
  return (
    <li className={live ? 'match-card is-live' : 'match-card'} data-match-id={match.id}>
      <div className="match-meta">
        <span className="match-league">{match.leagueName}</span>
        <time dateTime={new Date(match.startTime).toISOString()}>{kickOff}</time>
        <span className={live ? 'match-state live' : 'match-state'}>
          <span className="status-label" data-status={match.status}>
            {matchStatusLabel(match.status, locale)}
          </span>
          {live && /^\d/.test(match.playingTime) && <span className="match-clock">{match.playingTime}'</span>}
        </span>
      </div>
      <Link to={setPath(`/live/detail/${match.id}`)} className="match-link">
        <span className="team home">
          <LazyImage src={match.homeLogo} alt="" width={28} height={28} />
          <span>{match.homeName}</span>
        </span>
        <span className="match-score" data-testid="score">
          {started ? (
            <SpoilerScore matchId={match.id} inLink>
              {match.homeScore} - {match.awayScore}
            </SpoilerScore>
          ) : (
            t('home.vs')
          )}
        </span>
        <span className="team away">
          <span>{match.awayName}</span>
          <LazyImage src={match.awayLogo} alt="" width={28} height={28} />
        </span>
      </Link>
    </li>
  );
}
