import { type MatchSummary, matchStatusLabel } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import type { MatchClockComponent } from '../live/MatchCard';
import { SpoilerScore } from '../live/SpoilerFree';
import { LazyImage } from '../ui/LazyImage';
import { TeamName } from '../ui/TeamName';
import { useFlash } from '../ui/useFlash';

/** Teams, score (highlighted when it changes), status with the running clock, half-time score. */
export function Scoreboard({
  match,
  Clock,
}: {
  match: MatchSummary;
  Clock: MatchClockComponent | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flash = useFlash(`${match.homeScore}-${match.awayScore}`);
  const started = match.status !== 0 && match.status !== -11 && match.status !== -14 && match.status !== -10;
  return (
    <header className="scoreboard">
      <p className="scoreboard-league">
        {match.leagueName} {match.round}
      </p>
      <div className="scoreboard-teams">
        <span className="team home">
          <LazyImage src={match.homeLogo} alt="" width={48} height={48} />
          <TeamName name={match.homeName} short={match.homeShortName} />
        </span>
        <span className="scoreboard-centre">
          <span className={flash ? 'scoreboard-score flash' : 'scoreboard-score'} data-testid="detail-score">
            {started ? (
              <SpoilerScore matchId={match.id}>
                {match.homeScore}-{match.awayScore}
              </SpoilerScore>
            ) : (
              t('home.vs')
            )}
          </span>
          <span className="scoreboard-status" data-testid="detail-status">
            {Clock ? (
              <Clock status={match.status} playingTime={match.playingTime} />
            ) : (
              // Before the live chunk's clock: the status in words (playingTime is a code: 'HT', 'FT').
              <span className="status-label" data-status={match.status}>
                {matchStatusLabel(match.status, locale)}
              </span>
            )}
          </span>
          {started && match.status !== 1 && (
            <SpoilerScore matchId={match.id}>
              <span className="muted small">
                {t('live.card.ht')} {match.halfHomeScore}-{match.halfAwayScore}
              </span>
            </SpoilerScore>
          )}
        </span>
        <span className="team away">
          <LazyImage src={match.awayLogo} alt="" width={48} height={48} />
          <TeamName name={match.awayName} short={match.awayShortName} />
        </span>
      </div>
    </header>
  );
}
