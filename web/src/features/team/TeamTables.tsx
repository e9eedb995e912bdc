import { type TeamCompetition, tableTopic } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale';
import { useSetPath } from '../../routing/routeSetContext';
import { FollowStar } from '../follow/FollowStar';
import { useLiveRuntime, useTopic } from '../live/loadLive';
import { AsItStands, PlaceMove } from '../special/LeagueTable';
import { LazyImage } from '../ui/LazyImage';
import { useTeamMessages } from './teamMessages';

/**
 * The team's row in one competition's table, as it stands (docs/PRODUCT.md §2): the page's answer first, then
 * the row of the competition's pushed table (`table:{leagueId}`), so a goal in play moves it here too;
 * a changed place has its arrow, a table counting matches in play its mark.
 */
function TeamTableEntry({ teamId, competition }: { teamId: number; competition: TeamCompetition }) {
  const { t } = useTranslation();
  const setPath = useSetPath();
  const locale = useLocale();
  const runtime = useLiveRuntime('now');
  const view = useTopic(runtime, tableTopic(competition.leagueId, locale));
  const pushed = view.state ? Object.values(view.state.table) : null;
  const row = pushed ? (pushed.find((entry) => entry.teamId === teamId) ?? null) : competition.standing;
  const size = pushed ? pushed.length : competition.tableSize;
  const live = view.state ? view.state.live : competition.live;
  return (
    <li
      className="team-table"
      data-league-id={competition.leagueId}
      data-pushed={view.state !== null}
      data-live={live}
    >
      <div className="team-table-head">
        <LazyImage src={competition.logo} alt="" width={24} height={24} />
        <Link to={setPath(`/special/${competition.leagueId}`)}>{competition.name}</Link>
        <FollowStar kind="league" id={competition.leagueId} name={competition.name} />
        <strong
          className="team-rank"
          data-rank={row?.rank ?? ''}
          data-previous-rank={row?.previousRank ?? ''}
        >
          {row ? t('team.rank', { rank: row.rank, size }) : t('team.noRank')}
          {row && <PlaceMove rank={row.rank} previousRank={row.previousRank} />}
        </strong>
      </div>
      {live && <AsItStands />}
      {row && (
        <table className="standings team-row">
          <thead>
            <tr>
              <th scope="col">{t('team.played')}</th>
              <th scope="col">{t('team.won')}</th>
              <th scope="col">{t('team.drawn')}</th>
              <th scope="col">{t('team.lost')}</th>
              <th scope="col">{t('team.goals')}</th>
              <th scope="col">{t('team.pts')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-stat="played">{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>
                {row.goalsFor}:{row.goalsAgainst}
              </td>
              <td>
                <strong data-stat="points" data-points={row.points}>
                  {row.points}
                </strong>
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </li>
  );
}

/** The team's row in each competition's table: the figures the league page shows for it. */
export function TeamTables({
  teamId,
  competitions,
}: {
  teamId: number;
  competitions: readonly TeamCompetition[];
}) {
  useTeamMessages();
  const { t } = useTranslation();
  if (competitions.length === 0) return <p className="muted empty-state">{t('team.noTables')}</p>;
  return (
    <ul className="team-tables">
      {competitions.map((competition) => (
        <TeamTableEntry key={competition.leagueId} teamId={teamId} competition={competition} />
      ))}
    </ul>
  );
}

/** The last five results, oldest first, as W/D/L chips. */
export function FormStrip({ form }: { form: readonly ('W' | 'D' | 'L')[] }) {
  useTeamMessages();
  const { t } = useTranslation();
  if (form.length === 0) return <p className="muted empty-state">{t('team.noForm')}</p>;
  return (
    <ol className="form-strip" aria-label={t('team.formLabel')}>
      {form.map((outcome, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence of at most five results
        <li key={index} className={`form form-${outcome}`} data-outcome={outcome}>
          {t(`team.outcome.${outcome}`)}
        </li>
      ))}
    </ol>
  );
}
