import type { LeagueTable as LeagueTableAnswer } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { TeamName } from '../follow/TeamName';
import { LazyImage } from '../ui/LazyImage';
import { TableScroll } from '../ui/TableScroll';
import { useLeagueMessages } from './leagueMessages';
import { useSpecialMessages } from './specialMessages';

type Row = LeagueTableAnswer['table'][number];

/** A team's crest, at the path docs/API.md gives pictures ("Pictures"). */
const crestOf = (teamId: number) => `/vdapi/img/team/${teamId}.svg`;

/**
 * The competition's own table (GET /vdapi/match/v1/league/table): ranked by its tie-breaks on the
 * server; a cup shows its league phase. Each cell carries what it counts, for readers and tests alike.
 */
export function LeagueTable({ rows, kind }: { rows: readonly Row[]; kind: LeagueTableAnswer['kind'] }) {
  useSpecialMessages();
  useLeagueMessages();
  const { t } = useTranslation();
  const caption = kind === 'cup' ? t('league.leaguePhase') : t('league.tableCaption');
  return (
    <TableScroll label={caption}>
      <table className="standings" data-kind={kind}>
        <caption className={kind === 'cup' ? 'standings-caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('special.team')}</th>
            <th scope="col" title={t('special.playedLong')}>
              {t('special.played')}
            </th>
            <th scope="col">{t('special.won')}</th>
            <th scope="col">{t('special.drawn')}</th>
            <th scope="col">{t('special.lost')}</th>
            <th scope="col" title={`${t('league.goalsFor')} : ${t('league.goalsAgainst')}`}>
              {t('special.goals')}
            </th>
            <th scope="col" className="gd-col">
              {t('league.goalDiff')}
            </th>
            <th scope="col">{t('special.points')}</th>
            <th scope="col" className="form-col">
              {t('special.form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const difference = row.goalsFor - row.goalsAgainst;
            return (
              <tr key={row.teamId} data-team-id={row.teamId}>
                <td>{row.rank}</td>
                <th scope="row">
                  <span className="standings-team">
                    <LazyImage src={crestOf(row.teamId)} alt="" width={18} height={18} />
                    <TeamName id={row.teamId} name={row.teamName} stat="team" />
                  </span>
                </th>
                <td data-stat="played">{row.played}</td>
                <td data-stat="won">{row.won}</td>
                <td data-stat="drawn">{row.drawn}</td>
                <td data-stat="lost">{row.lost}</td>
                <td>
                  <span data-stat="goalsFor">{row.goalsFor}</span>:
                  <span data-stat="goalsAgainst">{row.goalsAgainst}</span>
                </td>
                <td className="gd-col">{difference > 0 ? `+${difference}` : difference}</td>
                <td>
                  <strong data-stat="points">{row.points}</strong>
                </td>
                <td className="form-col">
                  {row.form.map((outcome, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the form is a fixed sequence of five.
                    <span key={index} className={`form form-${outcome}`}>
                      {t(`special.outcome.${outcome}`)}
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
