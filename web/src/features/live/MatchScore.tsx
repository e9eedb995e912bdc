// How every surface tells a score (card, first-paint card, scoreboard): the score with what decided
// it (after extra time, on penalties). The rule is the shared `tellScore`; the words are the catalogs'
// (live.score). The winner's mark (ScoreLine) and each sport's own clock and periods (SportTerms) ship
// with the full card; the first-paint card only shows matches in play, which have no winner yet, and
// loads this file only for a match past 90 minutes (MatchCardLite), so the phone's first download
// stays where it was.
import { type ScoredMatch, type ScoreTelling, tellScore } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

/** "AET" and the shoot-out's score beside a football score ("加时 · 点球 4-3", "AET (4-3 pens)"). */
export function ScoreNote({ told }: { told: ScoreTelling }) {
  const { t } = useTranslation();
  if (!told.afterExtraTime && !told.penalties) return null;
  return (
    <span className="score-note">
      {told.afterExtraTime && (
        <abbr className="score-aet" title={t('live.score.aetLong')}>
          {t('live.score.aet')}
        </abbr>
      )}
      {told.penalties && (
        <span className="score-pens" data-testid="penalties">
          {t('live.score.pens', { home: told.penalties.home, away: told.penalties.away })}
        </span>
      )}
    </span>
  );
}

/** The score and its note; `separator` is how the surface writes it ('1 - 0' on cards, '1-0' on the scoreboard). */
export function ToldScore({ match, separator = ' - ' }: { match: ScoredMatch; separator?: string }) {
  const told = tellScore(match);
  return (
    <>
      <span className="score-main">
        {told.home}
        {separator}
        {told.away}
      </span>
      <ScoreNote told={told} />
    </>
  );
}
