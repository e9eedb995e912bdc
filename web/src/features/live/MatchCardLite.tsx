import { isLiveStatus, type MatchSummary, tellScore } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { LazyImage } from '../ui/LazyImage';
import { givesAwayLevel, hasStarted, SportStatus, sideClass, ToldScore, WinnerMark } from './MatchScore';
import { SpoilerScore } from './SpoilerFree';
import { useScoreHidden } from './spoilerFree';

/**
 * The first paint of a match on the home page: league, kick-off, status, teams and score. The full
 * card (clock, odds, corners, cards, favourite) replaces it with the live chunk, which loads once the
 * page has settled, so the phone's first download stays small.
 */
export function MatchCardLite({ match }: { match: MatchSummary }) {
  const { t, i18n } = useTranslation();
  const setPath = useSetPath();
  const live = isLiveStatus(match.status);
  const started = hasStarted(match.status);
  const hidden = useScoreHidden(match.id);
  const told = tellScore(match);
  const kickOff = new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(match.startTime);
  return (
    <li className={live ? 'match-card is-live' : 'match-card'} data-match-id={match.id}>
      <div className="match-meta">
        <span className="match-league">{match.leagueName}</span>
        <time dateTime={new Date(match.startTime).toISOString()}>{kickOff}</time>
        <span className={live ? 'match-state live' : 'match-state'}>
          {hidden && givesAwayLevel(match.status) ? (
            <span className="status-label">{t('live.score.inPlay')}</span>
          ) : (
            <>
              <SportStatus match={match} />
              {match.sport === 1 && live && /^\d/.test(match.playingTime) && (
                <span className="match-clock">{match.playingTime}'</span>
              )}
            </>
          )}
        </span>
      </div>
      <Link to={setPath(`/live/detail/${match.id}`)} className="match-link">
        <span className={`team home${sideClass(told, 'home', hidden)}`}>
          <LazyImage src={match.homeLogo} alt="" width={28} height={28} />
          <span>{match.homeName}</span>
          <WinnerMark on={!hidden && told.winner === 'home'} />
        </span>
        <span className="match-score" data-testid="score">
          {started ? (
            <SpoilerScore matchId={match.id} inLink>
              <ToldScore match={match} />
            </SpoilerScore>
          ) : (
            t('home.vs')
          )}
        </span>
        <span className={`team away${sideClass(told, 'away', hidden)}`}>
          <span>{match.awayName}</span>
          <LazyImage src={match.awayLogo} alt="" width={28} height={28} />
          <WinnerMark on={!hidden && told.winner === 'away'} />
        </span>
      </Link>
    </li>
  );
}
