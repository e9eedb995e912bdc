import type { MatchSummary } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';

/**
 * A basketball box score by quarter (overtimes after the fourth) with the total, or an esports series
 * game by game (map, score, the game's winner in bold) with the series score: each sport's own table.
 */
export function PeriodTable({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  const esports = match.sport === 3;
  const heading = (index: number) =>
    esports
      ? t('live.sport.game', { n: index + 1 })
      : index < 4
        ? t('live.sport.quarter', { n: index + 1 })
        : t('live.sport.overtime', { n: index - 3 });
  const row = (side: 'home' | 'away') => (
    <tr>
      <th scope="row">{side === 'home' ? match.homeName : match.awayName}</th>
      {match.periods.map((period, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: periods are in play order and never reorder
        <td key={index} className={period.winner === side ? 'winner' : undefined}>
          {period[side]}
        </td>
      ))}
      <td className="period-total">{side === 'home' ? match.homeScore : match.awayScore}</td>
    </tr>
  );
  return (
    <div className="period-table-wrap">
      <table className="period-table" data-testid="period-table">
        <caption className="period-caption">
          {esports && match.bestOf > 0
            ? t('live.sport.bestOf', { n: match.bestOf })
            : t('detail:periods.title')}
        </caption>
        <thead>
          <tr>
            <td />
            {match.periods.map((period, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th key={index} scope="col">
                {heading(index)}
                {period.name && <span className="period-map">{period.name}</span>}
              </th>
            ))}
            <th scope="col">{t(esports ? 'detail:periods.series' : 'detail:periods.total')}</th>
          </tr>
        </thead>
        <tbody>
          {row('home')}
          {row('away')}
        </tbody>
      </table>
    </div>
  );
}
