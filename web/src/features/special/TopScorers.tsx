import { type LeagueScorers, type ScorerRow, scorersOf, topicName } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { TeamName } from '../follow/TeamName';
import { QueryState } from '../lists/QueryState';
import { LiveStatus } from '../live/LiveStatus';
import { useLiveRuntime, useTopic } from '../live/loadLive';
import { PlayerLink } from '../player/PlayerLink';
import { TallyFactsNote } from '../player/TallyFactsNote';
import { LazyImage } from '../ui/LazyImage';
import { TableScroll } from '../ui/TableScroll';
import { useFlash } from '../ui/useFlash';
import { leagueScorersQuery } from './specialApi';
import { useSpecialMessages } from './specialMessages';

type Count = 'goals' | 'assists' | 'cards';
const countOf = (row: ScorerRow, count: Count) =>
  count === 'cards' ? row.redCards * 1000 + row.yellowCards : row[count];

function Row({ row, count }: { row: ScorerRow; count: Count }) {
  const { t } = useTranslation();
  const flash = useFlash(countOf(row, count));
  return (
    <tr data-player-id={row.playerId}>
      <td className="col-place">{row.rank}</td>
      <th scope="row" className="col-name">
        <PlayerLink id={row.playerId}>{row.name}</PlayerLink>
        {/* A phone has no room for a column of teams: the team under the player (special.css). */}
        <span className="scorer-team-under">
          <LazyImage src={row.teamLogo} alt="" width={16} height={16} />
          <TeamName id={row.teamId} name={row.teamName} star={false} stat="team" wraps />
        </span>
      </th>
      <td className="scorer-team">
        <LazyImage src={row.teamLogo} alt="" width={20} height={20} />
        <TeamName id={row.teamId} name={row.teamName} star={false} stat="team" wraps />
      </td>
      {count === 'cards' ? (
        <td
          className={flash ? 'scorer-count col-total flash' : 'scorer-count col-total'}
          data-yellow={row.yellowCards}
          data-red={row.redCards}
        >
          <span className="card-yellow" title={t('special.scorers.yellow')}>
            <span className="visually-hidden">{t('special.scorers.yellow')}</span>
          </span>
          <strong>{row.yellowCards}</strong>{' '}
          <span className="card-red" title={t('special.scorers.red')}>
            <span className="visually-hidden">{t('special.scorers.red')}</span>
          </span>
          <strong>{row.redCards}</strong>
        </td>
      ) : (
        <td
          className={flash ? 'scorer-count col-total flash' : 'scorer-count col-total'}
          data-count={row[count]}
        >
          <strong>{row[count]}</strong>
          {count === 'goals' && row.penalties > 0 && (
            <span className="muted" title={t('special.scorers.penalties')}>
              {' '}
              ({row.penalties})
            </span>
          )}
        </td>
      )}
    </tr>
  );
}

function ScorerTable({
  rows,
  count,
  title,
  empty,
}: {
  rows: readonly ScorerRow[];
  count: Count;
  title: string;
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={`scorers scorers-${count}`} aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted empty-state">{empty}</p>
      ) : (
        <TableScroll label={title}>
          <table className="standings scorer-table">
            <thead>
              <tr>
                <th scope="col" className="col-place">
                  {t('special.scorers.rank')}
                </th>
                <th scope="col" className="col-name">
                  {t('special.scorers.player')}
                </th>
                <th scope="col" className="scorer-team">
                  {t('special.scorers.team')}
                </th>
                <th scope="col" className="col-total">
                  {t(`special.scorers.${count}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.playerId} row={row} count={count} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/**
 * A competition's top scorers, assists and cards. They move by push: the gateway polls the scorers call for
 * the topic `scorers:{leagueId}`, so a goal in any match of the competition changes the counts here.
 */
export function TopScorers({ leagueId }: { leagueId: number }) {
  useSpecialMessages();
  const { t } = useTranslation();
  const locale = useLocale();
  const runtime = useLiveRuntime('now');
  const view = useTopic(runtime, topicName({ kind: 'scorers', leagueId: String(leagueId), locale }));
  const rest = useQuery({ ...leagueScorersQuery(locale, leagueId), enabled: view.state === null });
  const data: LeagueScorers | undefined = view.state ? scorersOf(view.state) : rest.data;
  return (
    <QueryState query={{ ...rest, data, isPending: !data && rest.isPending }} empty={false} emptyText="">
      {data && (
        <div className="top-scorers" data-pushed={view.state !== null} data-goals={data.goals}>
          <LiveStatus runtime={runtime} stale={view.stale} />
          <TallyFactsNote
            facts={data.facts}
            lineups={false}
            lead={t('special.scorers.counted', { matches: data.matches, goals: data.goals })}
          />
          <div className="scorer-columns">
            <ScorerTable
              rows={data.scorers}
              count="goals"
              title={t('special.scorers.title')}
              empty={t('special.scorers.none')}
            />
            <ScorerTable
              rows={data.assists}
              count="assists"
              title={t('special.scorers.assistsTitle')}
              // A full file names no assist: said so, rather than "none yet".
              empty={t(
                data.facts.assists === 'absent'
                  ? 'special.scorers.assistsAbsent'
                  : 'special.scorers.noAssists',
              )}
            />
            <ScorerTable
              rows={data.cards}
              count="cards"
              title={t('special.scorers.cardsTitle')}
              empty={t('special.scorers.noCards')}
            />
          </div>
        </div>
      )}
    </QueryState>
  );
}
