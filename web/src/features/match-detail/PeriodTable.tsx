import type { MatchSummary } from '@pitchside/shared';
import { periodName, useSportTerms } from '../live/SportTerms';

/**
 * A basketball box score by quarter (overtimes after the fourth) with the total, or an esports series
 * game by game (map, score, the game's winner in bold) with the series score: each sport's own table.
 */
export function PeriodTable({ match }: { match: MatchSummary }) {
  const t = useSportTerms();
  const esports = match.sport === 3;
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
        {/* The live tab's heading already says "by quarter"; a series' length is worth seeing. */}
        <caption className={esports && match.bestOf > 0 ? 'period-caption' : 'visually-hidden'}>
          {esports && match.bestOf > 0 ? t('terms.bestOf', { n: match.bestOf }) : t('detail:periods.title')}
        </caption>
        <thead>
          <tr>
            <td />
            {match.periods.map((period, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th key={index} scope="col">
                {periodName(match.sport, index, t)}
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
