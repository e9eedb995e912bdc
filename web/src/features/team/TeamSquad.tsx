import type { SquadPlayer, TeamPage } from '@pitchside/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { dataMonth } from '../player/asOf';
import { PlayerLink } from '../player/PlayerLink';
import { TallyFactsNote } from '../player/TallyFactsNote';
import { TableScroll } from '../ui/TableScroll';
import { useTeamMessages } from './teamMessages';

/**
 * The squad with this season's appearances, minutes, goals, assists and cards, and where those figures
 * come from: the month the squads data places its real players, and whose numbers are shown (a
 * nation's; a club's are not in it).
 */
export function TeamSquad({
  squad,
  facts,
  national,
  squadAsOf,
}: {
  squad: readonly SquadPlayer[];
  facts: TeamPage['facts'];
  national: boolean;
  squadAsOf: string | null;
}) {
  useTeamMessages();
  const { t } = useTranslation();
  const locale = useLocale();
  // A squad of its season's players has no shirt numbers in the data: no column of blanks.
  const numbered = squad.some((p) => p.number !== null);
  return (
    <>
      <TallyFactsNote facts={facts} generatedPlayers={squad.some((p) => p.generated)} />
      {!numbered && squad.length > 0 && (
        <p className="muted facts-note" data-numbers="none">
          {t('team.noNumbers')}
        </p>
      )}
      {squadAsOf !== null && (
        <p className="muted facts-note" data-squad-as-of={squadAsOf}>
          {t(national ? 'team.squadAsOfNation' : 'team.squadAsOfClub', {
            month: dataMonth(squadAsOf, locale),
          })}
        </p>
      )}
      <TableScroll label={t('team.squad')}>
        <table className="standings squad">
          <caption className="visually-hidden">{t('team.squad')}</caption>
          <thead>
            <tr>
              {numbered && <th scope="col">{t(national ? 'team.nationalNumber' : 'team.number')}</th>}
              <th scope="col">{t('team.player')}</th>
              <th scope="col">{t('team.position')}</th>
              <th scope="col" title={t('team.appsTitle')}>
                {t('team.appsCol')}
              </th>
              <th scope="col">{t('team.goalsCol')}</th>
              <th scope="col">{t('team.assists')}</th>
              <th scope="col">
                <span className="card-yellow" title={t('team.yellow')}>
                  <span className="visually-hidden">{t('team.yellow')}</span>
                </span>
              </th>
              <th scope="col">
                <span className="card-red" title={t('team.red')}>
                  <span className="visually-hidden">{t('team.red')}</span>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {squad.map((player) => (
              <tr key={player.id} data-player-id={player.id}>
                {/* A real player's club number is not in the data: none, rather than a made-up one. */}
                {numbered && <td>{player.number ?? ''}</td>}
                <th scope="row">
                  <PlayerLink id={player.id}>{player.name}</PlayerLink>
                  {player.generated && (
                    <span className="generated-mark" title={t('team.generatedTitle')}>
                      {t('team.generatedMark')}
                    </span>
                  )}
                </th>
                <td>{t(`team.pos.${player.position}`, { defaultValue: player.position })}</td>
                {/* Appearances over minutes, in one column: the squad fits a phone whole. */}
                <td className={player.appearances > 0 ? 'count' : 'count zero'}>
                  {player.appearances}
                  <span className="squad-minutes muted" title={t('team.minutesTitle')}>
                    {t('team.minutesMark', { count: player.minutes })}
                  </span>
                </td>
                <td className={player.goals > 0 ? 'count' : 'count zero'}>
                  {player.goals}
                  {player.penalties > 0 && (
                    <span className="muted" title={t('team.penaltiesCol')}>
                      {' '}
                      ({player.penalties})
                    </span>
                  )}
                  {player.ownGoals > 0 && (
                    <span className="muted" title={t('team.ownGoalsTitle')}>
                      {' '}
                      {t('team.ownGoalsMark', { count: player.ownGoals })}
                    </span>
                  )}
                </td>
                <td className={player.assists > 0 ? 'count' : 'count zero'}>{player.assists}</td>
                <td className={player.yellowCards > 0 ? 'count' : 'count zero'}>{player.yellowCards}</td>
                <td className={player.redCards > 0 ? 'count' : 'count zero'}>{player.redCards}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
