import { type MatchSummary, matchStatusLabel } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../app/routeSetContext';
import { LazyImage } from '../ui/LazyImage';
import { FavouriteToggle } from './FavouriteToggle';
import { kickOffDateTime, kickOffTime } from './kickOff';
import { useViewer } from './useViewer';
import './matches.css';

const LIVE = new Set<number>([1, 2, 3, 4, 5]);

/**
 * One match of a schedule, a result list or the favourites: league, kick-off in the visitor's zone,
 * status, teams, score, and the favourite star. Links to the live match page.
 */
export function MatchRow({ match, withDate = false }: { match: MatchSummary; withDate?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useViewer();
  const setPath = useSetPath();
  const live = LIVE.has(match.status);
  const started = match.status !== 0 && match.status !== -11 && match.status !== -14 && match.status !== -10;
  const time = withDate ? kickOffDateTime(match.startTime, locale) : kickOffTime(match.startTime, locale);
  // A running clock reads "37'" or "45+2'"; for 'HT', 'Pen' and the like the status label says it in the reader's language.
  const state =
    live && /^\d/.test(match.playingTime) ? `${match.playingTime}'` : matchStatusLabel(match.status, locale);

  return (
    <li className="match-card match-row" data-match-id={match.id}>
      <Link to={setPath(`/live/detail/${match.id}`)} className="match-link">
        <div className="match-meta">
          <span className="match-league">{match.leagueName}</span>
          <time dateTime={new Date(match.startTime).toISOString()}>{time}</time>
          <span className={live ? 'match-state live' : 'match-state'}>{state}</span>
        </div>
        <div className="match-teams">
          <span className="team home">
            <LazyImage src={match.homeLogo} alt="" width={24} height={24} />
            <span>{match.homeName}</span>
          </span>
          <span className="match-score">
            {started ? `${match.homeScore} - ${match.awayScore}` : t('matches.vs')}
          </span>
          <span className="team away">
            <span>{match.awayName}</span>
            <LazyImage src={match.awayLogo} alt="" width={24} height={24} />
          </span>
        </div>
        {started && match.status === -1 && (
          <div className="match-extra muted">
            {t('matches.halfTime', { score: `${match.halfHomeScore}-${match.halfAwayScore}` })}
            {' · '}
            {t('matches.corners', { score: `${match.homeCorner}-${match.awayCorner}` })}
          </div>
        )}
      </Link>
      <FavouriteToggle matchId={match.id} initial={match.hasColect} />
    </li>
  );
}

export function MatchRows({ matches, withDate }: { matches: readonly MatchSummary[]; withDate?: boolean }) {
  return (
    <ul className="match-list">
      {matches.map((match) => (
        <MatchRow key={match.id} match={match} withDate={withDate} />
      ))}
    </ul>
  );
}
