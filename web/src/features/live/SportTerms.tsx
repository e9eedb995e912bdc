// Basketball and esports in their own terms: the quarter and its game clock ("Q3 7:00", "第3节 7:00"),
// the game of a series ("Game 2 · 14'"), their periods line. Football's running clock is MatchClock.

import type { Locale, MatchSummary } from '@pitchside/shared';
import { matchStatusLabel } from '@pitchside/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/featureMessages';
import { asTranslate, type Translate } from '../../i18n/translate';
import { useLocale } from '../../i18n/useLocale';
import { sportTermsMessages } from './sportTermsMessages';

/** The strings of this file and of the market states, registered as a component using them renders. */
export function useSportTerms(): Translate {
  useMessages(sportTermsMessages);
  const { t } = useTranslation();
  return useMemo(() => asTranslate(t), [t]);
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A period's name: a basketball quarter (overtimes after the fourth) or an esports game. */
export function periodName(sport: MatchSummary['sport'], index: number, t: Translate): string {
  if (sport === 3) return t('terms.game', { n: index + 1 });
  return index < 4 ? t('terms.quarter', { n: index + 1 }) : t('terms.overtime', { n: index - 3 });
}

/** The status label and clock of a basketball or esports match; football's labels otherwise. */
export function sportStatus(
  match: Pick<MatchSummary, 'sport' | 'status' | 'periods' | 'gameClock'>,
  t: Translate,
  locale: Locale,
): { label: string; clock: string } {
  const { status, periods, gameClock } = match;
  const n = periods.length;
  const inPlay = status === 1 || status === 3 || status === 4;
  if (match.sport === 1) return { label: matchStatusLabel(status, locale), clock: '' };
  if (status === -1) return { label: t('terms.final'), clock: '' };
  if (match.sport === 3 && (status === 2 || (inPlay && periods[n - 1]?.winner))) {
    return { label: t('terms.gameBreak'), clock: '' };
  }
  if (!inPlay || n === 0) return { label: matchStatusLabel(status, locale), clock: '' };
  if (match.sport === 3) {
    return { label: t('terms.game', { n }), clock: gameClock ? `${Math.floor(gameClock / 60)}'` : '' };
  }
  const period = periodName(2, n - 1, t);
  if (gameClock === 0) return { label: n > 4 ? period : t('terms.quarterEnd', { n }), clock: '' };
  return { label: period, clock: gameClock === null ? '' : clockText(gameClock) };
}

/** The status of a match in its sport's terms, drawn like the football clock. */
export function SportStatus({ match }: { match: MatchSummary }) {
  const t = useSportTerms();
  const { label, clock } = sportStatus(match, t, useLocale());
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
  const t = useSportTerms();
  const esports = match.sport === 3;
  return (
    <span className="period-line" data-testid="periods">
      {esports && match.bestOf > 0 && (
        <span className="period-best-of">{t('terms.bestOf', { n: match.bestOf })}</span>
      )}
      {match.periods.map((period, index) => {
        const name = periodName(match.sport, index, t);
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
