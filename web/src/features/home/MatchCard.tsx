import type { MatchSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../app/routeSetContext';
import { LazyImage } from '../ui/LazyImage';

const LIVE_STATUSES = new Set([1, 2, 3, 4, 5]);

/** One match in a list: league, teams with logos, score or kick-off, and the live badge. */
export function MatchCard({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  const live = LIVE_STATUSES.has(match.status);
  const kickOff = new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(match.startTime);
  const state = live
    ? `${t('home.liveBadge')} ${match.playingTime ? `${match.playingTime}'` : ''}`
    : match.status === 0
      ? t('home.notStarted')
      : t('home.finished');

  return (
    <li className="match-card">
      <Link to={setPath(`/live/detail/${match.id}`)} className="match-link">
        <div className="match-meta">
          <span className="match-league">{match.leagueName}</span>
          <time dateTime={new Date(match.startTime).toISOString()}>{kickOff}</time>
          <span className={live ? 'match-state live' : 'match-state'}>{state}</span>
        </div>
        <div className="match-teams">
          <span className="team home">
            <LazyImage src={match.homeLogo} alt="" width={28} height={28} />
            <span>{match.homeName}</span>
          </span>
          <span className="match-score">
            {match.status === 0 ? t('home.vs') : `${match.homeScore} - ${match.awayScore}`}
          </span>
          <span className="team away">
            <span>{match.awayName}</span>
            <LazyImage src={match.awayLogo} alt="" width={28} height={28} />
          </span>
        </div>
      </Link>
    </li>
  );
}
