import type { MatchSummary } from '@pitchside/shared';
import { periodName, useSportTerms } from '../../live/SportTerms';
import { TableScroll } from '../../ui/TableScroll';
import { fitStep } from '../../ui/teamNameFit';

/**
 * A basketball box score by quarter (overtimes after the fourth) with the total, or an esports series
 * game by game (map, score, the game's winner in bold) with the series score: each sport's own table.
 */
export function PeriodTable({ match }: { match: MatchSummary }) {
  const t = useSportTerms();
  const esports = match.sport === 3;
  const name = (side: 'home' | 'away') => (side === 'home' ? match.homeName : match.awayName);
  const caption =
    esports && match.bestOf > 0 ? t('terms.bestOf', { n: match.bestOf }) : t('detail:periods.title');
  const row = (side: 'home' | 'away') => (
    <tr>
      <th scope="row" className="col-name col-grow">
        {/* The whole name, in two lines where one is too narrow (follow.css), never cut. */}
        <span className="team-name-wraps" data-fit={fitStep(name(side))}>
          {name(side)}
        </span>
      </th>
      {match.periods.map((period, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: periods are in play order and never reorder
        <td key={index} className={period.winner === side ? 'winner' : undefined}>
          {period[side]}
        </td>
      ))}
      <td className="period-total col-total">{side === 'home' ? match.homeScore : match.awayScore}</td>
    </tr>
  );
  return (
    <div className="period-table-wrap">
      <TableScroll label={caption}>
        <table className="period-table" data-testid="period-table">
          {/* The live tab's heading already says "by quarter"; a series' length is worth seeing. */}
          <caption className={esports && match.bestOf > 0 ? 'period-caption' : 'visually-hidden'}>
            {caption}
          </caption>
          <thead>
            <tr>
              <td className="col-name col-grow" />
              {match.periods.map((period, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <th key={index} scope="col">
                  {periodName(match.sport, index, t)}
                  {period.name && <span className="period-map">{period.name}</span>}
                </th>
              ))}
              <th scope="col" className="col-total">
                {t(esports ? 'detail:periods.series' : 'detail:periods.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {row('home')}
            {row('away')}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
