import type { TeamCompetition } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetPath } from '../../routing/routeSetContext';
import { FollowStar } from '../follow/FollowStar';
import { LazyImage } from '../ui/LazyImage';
import { useTeamMessages } from './teamMessages';

/** The team's row in each competition's table: the figures the league page shows for it. */
export function TeamTables({ competitions }: { competitions: readonly TeamCompetition[] }) {
  useTeamMessages();
  const { t } = useTranslation();
  const setPath = useSetPath();
  if (competitions.length === 0) return <p className="muted empty-state">{t('team.noTables')}</p>;
  return (
    <ul className="team-tables">
      {competitions.map((competition) => {
        const row = competition.standing;
        return (
          <li key={competition.leagueId} className="team-table" data-league-id={competition.leagueId}>
            <div className="team-table-head">
              <LazyImage src={competition.logo} alt="" width={24} height={24} />
              <Link to={setPath(`/special/${competition.leagueId}`)}>{competition.name}</Link>
              <FollowStar kind="league" id={competition.leagueId} name={competition.name} />
              <strong className="team-rank" data-rank={row?.rank ?? ''}>
                {row ? t('team.rank', { rank: row.rank, size: competition.tableSize }) : t('team.noRank')}
              </strong>
            </div>
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
                    <td>{row.played}</td>
                    <td>{row.won}</td>
                    <td>{row.drawn}</td>
                    <td>{row.lost}</td>
                    <td>
                      {row.goalsFor}:{row.goalsAgainst}
                    </td>
                    <td>
                      <strong data-points={row.points}>{row.points}</strong>
                    </td>
                  </tr>
                </tbody>
              </table>
            )}
          </li>
        );
      })}
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
