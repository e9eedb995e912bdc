import type { LeagueTable as LeagueTableAnswer } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { TeamName } from '../follow/TeamName';
import { LazyImage } from '../ui/LazyImage';
import { TableScroll } from '../ui/TableScroll';
import { useLeagueMessages } from './leagueMessages';
import { useSpecialMessages } from './specialMessages';

type Row = LeagueTableAnswer['table'][number];

/**
 * A changed place while matches are in play: an arrow up or down from the place before play, named
 * for readers ("Up from 7 before play"); nothing when the place is unchanged or the table is final.
 */
export function PlaceMove({ rank, previousRank }: Pick<Row, 'rank' | 'previousRank'>) {
  useLeagueMessages();
  const { t } = useTranslation();
  if (previousRank === null || previousRank === rank) return null;
  const up = rank < previousRank;
  return (
    <span
      className={up ? 'place-move up' : 'place-move down'}
      role="img"
      data-move={up ? 'up' : 'down'}
      aria-label={t(up ? 'league.movedUp' : 'league.movedDown', { from: previousRank })}
      title={t(up ? 'league.movedUp' : 'league.movedDown', { from: previousRank })}
    >
      {up ? '▲' : '▼'}
    </span>
  );
}

/** The mark of a table that counts matches in play. */
export function AsItStands() {
  useLeagueMessages();
  const { t } = useTranslation();
  return (
    <p className="table-live" data-live="true">
      <span className="table-live-dot" aria-hidden="true" />
      {t('league.asItStands')}
    </p>
  );
}

/** A team's crest, at the path docs/API.md gives pictures ("Pictures"). */
const crestOf = (teamId: number) => `/vdapi/img/team/${teamId}.svg`;

/**
 * The competition's own table (GET /vdapi/match/v1/league/table, or its topic): ranked by its
 * tie-breaks on the server, as it stands while matches are in play (`live`: marked, with arrows for
 * changed places); a cup shows its league phase. `highlight`: the teams of the match page's tab. Each
 * cell carries what it counts, for readers and tests alike.
 */
export function LeagueTable({
  rows,
  kind,
  live = false,
  highlight = [],
}: {
  rows: readonly Row[];
  kind: LeagueTableAnswer['kind'];
  live?: boolean;
  highlight?: readonly number[];
}) {
  useSpecialMessages();
  useLeagueMessages();
  const { t } = useTranslation();
  const caption = kind === 'cup' ? t('league.leaguePhase') : t('league.tableCaption');
  return (
    <>
      {live && <AsItStands />}
      <TableScroll label={caption}>
        <table className="standings" data-kind={kind} data-live={live}>
          <caption className={kind === 'cup' ? 'standings-caption' : 'visually-hidden'}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="col-place">
                #
              </th>
              <th scope="col" className="col-name col-grow">
                {t('special.team')}
              </th>
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
              <th scope="col" className="col-total">
                {t('special.points')}
              </th>
              <th scope="col" className="form-col">
                {t('special.form')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const difference = row.goalsFor - row.goalsAgainst;
              return (
                <tr
                  key={row.teamId}
                  data-team-id={row.teamId}
                  data-rank={row.rank}
                  data-previous-rank={row.previousRank ?? ''}
                  data-live-match={row.liveMatchId ?? ''}
                  className={highlight.includes(row.teamId) ? 'highlight' : undefined}
                >
                  <td className="rank-cell col-place">
                    {row.rank}
                    <PlaceMove rank={row.rank} previousRank={row.previousRank} />
                  </td>
                  <th scope="row" className="col-name col-grow">
                    <span className="standings-team">
                      <LazyImage src={crestOf(row.teamId)} alt="" width={18} height={18} />
                      <TeamName id={row.teamId} name={row.teamName} stat="team" wraps />
                      {row.liveMatchId !== null && (
                        <span className="row-in-play">
                          <span className="row-in-play-text">{t('league.inPlay')}</span>
                        </span>
                      )}
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
                  <td className="col-total">
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
    </>
  );
}
