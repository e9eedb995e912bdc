// A card's middle line with the winner marked: home team, the score told, away team (the full card and
// the scoreboard; the first-paint card shows only matches in play, which have no winner yet).
import { type MatchSummary, type ScoreTelling, tellScore } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TeamName } from '../follow/TeamName';
import { LazyImage } from '../ui/LazyImage';
import { ToldScore } from './MatchScore';
import { hasStarted } from './matchPhase';
import { SpoilerScore } from './SpoilerFree';
import { useSportTerms } from './SportTerms';
import { useScoreHidden } from './spoilerFree';

/** A team's class on a finished match: its winner stands out (bold), its loser steps back. */
export function sideClass(told: ScoreTelling, side: 'home' | 'away', hidden: boolean): string {
  if (hidden || told.winner === null) return '';
  return told.winner === side ? ' winner' : ' loser';
}

/** Read out beside the winner's name; the bold is for the eye. */
export function WinnerMark({ on }: { on: boolean }) {
  const t = useSportTerms();
  return on ? <span className="visually-hidden">{t('terms.winner')}</span> : null;
}

/**
 * A card's middle line: home team, the score told (covered in spoiler-free mode), away team; the
 * winner in bold once the match is over and the score is not hidden. The score links to the match and
 * stretches over the card (live.css); each team name links to its team page and carries its follow
 * star, above that.
 */
export function CardScoreLine({
  match,
  to,
  flash = false,
}: {
  match: MatchSummary;
  to: string;
  flash?: boolean;
}) {
  const { t } = useTranslation();
  const hidden = useScoreHidden(match.id);
  const told = tellScore(match);
  const team = (side: 'home' | 'away') => {
    const logo = (
      <LazyImage src={side === 'home' ? match.homeLogo : match.awayLogo} alt="" width={28} height={28} />
    );
    return (
      <span className={`team ${side}${sideClass(told, side, hidden)}`}>
        {side === 'home' && logo}
        {side === 'home' ? (
          <TeamName id={match.homeId} name={match.homeName} short={match.homeShortName} />
        ) : (
          <TeamName id={match.awayId} name={match.awayName} short={match.awayShortName} />
        )}
        {side === 'away' && logo}
        <WinnerMark on={!hidden && told.winner === side} />
      </span>
    );
  };
  return (
    <div className="match-link-row">
      {team('home')}
      <Link to={to} className="match-link">
        <span className="visually-hidden">
          {match.homeName} - {match.awayName}
        </span>
        <span className={flash ? 'match-score flash' : 'match-score'} data-testid="score">
          {hasStarted(match.status) ? (
            <SpoilerScore matchId={match.id} inLink>
              <ToldScore match={match} />
            </SpoilerScore>
          ) : (
            t('home.vs')
          )}
        </span>
      </Link>
      {team('away')}
    </div>
  );
}
