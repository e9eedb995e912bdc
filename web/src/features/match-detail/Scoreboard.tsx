import { type MatchSummary, tellScore } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { TeamName } from '../follow/TeamName';
import type { MatchClockComponent } from '../live/MatchCard';
import { ToldScore } from '../live/MatchScore';
import { givesAwayLevel, hasStarted } from '../live/matchPhase';
import { sideClass, WinnerMark } from '../live/ScoreLine';
import { SeasonTags } from '../live/SeasonTags';
import { SpoilerScore } from '../live/SpoilerFree';
import { PeriodLine, SportStatus } from '../live/SportTerms';
import { useScoreHidden } from '../live/spoilerFree';
import { LazyImage } from '../ui/LazyImage';
import { useFlash } from '../ui/useFlash';

/**
 * Teams, the score told as on every card (after extra time, on penalties, the winner in bold), the
 * status with the running clock, and each sport's own line: football's half-time score, basketball's
 * quarters, esports' games (their full table is the Live tab's). Spoiler-free mode covers all of it until tapped.
 */
export function Scoreboard({
  match,
  Clock,
}: {
  match: MatchSummary;
  Clock: MatchClockComponent | undefined;
}) {
  const { t } = useTranslation();
  const flash = useFlash(`${match.homeScore}-${match.awayScore}`);
  const hidden = useScoreHidden(match.id);
  const started = hasStarted(match.status);
  const told = tellScore(match);
  const football = match.sport === 1;
  return (
    <header className="scoreboard" data-sport={match.sport}>
      <p className="scoreboard-league">
        {match.leagueName} {match.round} <SeasonTags match={match} />
      </p>
      <div className="scoreboard-teams">
        <span className={`team home${sideClass(told, 'home', hidden)}`} data-testid="home-team">
          <LazyImage src={match.homeLogo} alt="" width={48} height={48} />
          <TeamName id={match.homeId} name={match.homeName} short={match.homeShortName} />
          <WinnerMark on={!hidden && told.winner === 'home'} />
        </span>
        <span className="scoreboard-centre">
          <span className={flash ? 'scoreboard-score flash' : 'scoreboard-score'} data-testid="detail-score">
            {started ? (
              <SpoilerScore matchId={match.id}>
                <ToldScore match={match} separator="-" />
              </SpoilerScore>
            ) : (
              t('home.vs')
            )}
          </span>
          <span className="scoreboard-status" data-testid="detail-status">
            {hidden && givesAwayLevel(match.status) ? (
              <span className="status-label">{t('live.score.inPlay')}</span>
            ) : football && Clock ? (
              <Clock status={match.status} playingTime={match.playingTime} />
            ) : (
              <SportStatus match={match} />
            )}
          </span>
          {football && started && match.status !== 1 && (
            <SpoilerScore matchId={match.id}>
              <span className="muted small">
                {t('live.card.ht')} {match.halfHomeScore}-{match.halfAwayScore}
              </span>
            </SpoilerScore>
          )}
        </span>
        <span className={`team away${sideClass(told, 'away', hidden)}`} data-testid="away-team">
          <LazyImage src={match.awayLogo} alt="" width={48} height={48} />
          <TeamName id={match.awayId} name={match.awayName} short={match.awayShortName} />
          <WinnerMark on={!hidden && told.winner === 'away'} />
        </span>
      </div>
      {!football && started && match.periods.length > 0 && (
        <p className="scoreboard-periods">
          <SpoilerScore matchId={match.id}>
            <PeriodLine match={match} />
          </SpoilerScore>
        </p>
      )}
    </header>
  );
}
