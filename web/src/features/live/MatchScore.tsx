// How every surface tells a match (card, first-paint card, scoreboard): the score with what decided
// it (after extra time, on penalties), the winner, and each sport's own clock and periods. The rule is
// the shared `tellScore`; the words are the catalogs' (live.score, live.sport).
import {
  type MatchStatus,
  type MatchSummary,
  matchStatusLabel,
  type ScoredMatch,
  type ScoreTelling,
  tellScore,
} from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';

/** Kicked off (or abandoned after kick-off): a score exists. Not started, pending, postponed, cancelled: none. */
export function hasStarted(status: MatchStatus): boolean {
  return status !== 0 && status !== -11 && status !== -14 && status !== -10;
}

/** Extra time and the shoot-out say the score was level: spoiler-free mode does not name them. */
export const givesAwayLevel = (status: MatchStatus) => status === 4 || status === 5;

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

/** A team's class on a finished match: its winner stands out (bold), its loser steps back. */
export function sideClass(told: ScoreTelling, side: 'home' | 'away', hidden: boolean): string {
  if (hidden || told.winner === null) return '';
  return told.winner === side ? ' winner' : ' loser';
}

/** Read out beside the winner's name; the bold is for the eye. */
export function WinnerMark({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return on ? <span className="visually-hidden">{t('live.score.winner')}</span> : null;
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Status in the sport's own terms: basketball quarters with the game clock ("Q3 7:00", "第3节 7:00"),
 * esports games ("Game 2 · 14'"); football's labels otherwise (its running clock is MatchClock).
 */
export function sportStatus(
  match: Pick<MatchSummary, 'sport' | 'status' | 'periods' | 'gameClock'>,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: 'cn' | 'en' | 'vi',
): { label: string; clock: string } {
  const { status, periods, gameClock } = match;
  const n = periods.length;
  const inPlay = status === 1 || status === 3 || status === 4;
  if (match.sport === 2) {
    if (status === -1) return { label: t('live.sport.final'), clock: '' };
    if (!inPlay || n === 0) return { label: matchStatusLabel(status, locale), clock: '' };
    const period = n > 4 ? t('live.sport.overtime', { n: n - 4 }) : t('live.sport.quarter', { n });
    if (gameClock === 0) return { label: n > 4 ? period : t('live.sport.quarterEnd', { n }), clock: '' };
    return { label: period, clock: gameClock === null ? '' : clockText(gameClock) };
  }
  if (match.sport === 3) {
    if (status === -1) return { label: t('live.sport.final'), clock: '' };
    if (status === 2 || (inPlay && periods[n - 1]?.winner))
      return { label: t('live.sport.gameBreak'), clock: '' };
    if (!inPlay || n === 0) return { label: matchStatusLabel(status, locale), clock: '' };
    return { label: t('live.sport.game', { n }), clock: gameClock ? `${Math.floor(gameClock / 60)}'` : '' };
  }
  return { label: matchStatusLabel(status, locale), clock: '' };
}

/** The status of a basketball or esports match, drawn like the football clock. */
export function SportStatus({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { label, clock } = sportStatus(match, t, locale);
  return (
    <>
      <span className="status-label" data-status={match.status}>
        {label}
      </span>
      {clock && <span className="match-clock">{clock}</span>}
    </>
  );
}

/**
 * A basketball or esports match's periods in one line: quarter scores, or the series' length and each
 * game (its map, its score, its winner in bold).
 */
export function PeriodLine({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const esports = match.sport === 3;
  return (
    <span className="period-line" data-testid="periods">
      {esports && match.bestOf > 0 && (
        <span className="period-best-of">{t('live.sport.bestOf', { n: match.bestOf })}</span>
      )}
      {match.periods.map((period, index) => {
        const name = esports
          ? t('live.sport.game', { n: index + 1 })
          : index < 4
            ? t('live.sport.quarter', { n: index + 1 })
            : t('live.sport.overtime', { n: index - 3 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods are in play order and never reorder
          <span key={index} className="period" title={period.name ? `${name} · ${period.name}` : name}>
            <span className="period-name">{period.name || name}</span>{' '}
            <span className={period.winner === 'home' ? 'winner' : undefined}>{period.home}</span>-
            <span className={period.winner === 'away' ? 'winner' : undefined}>{period.away}</span>
          </span>
        );
      })}
    </span>
  );
}
