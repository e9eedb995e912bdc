import type { Locale, MatchIntel } from '@pitchside/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { useTimeZone } from '../../render/renderEnv';
import { INTL } from '../days/kickOff';
import { TeamName } from '../follow/TeamName';
import { realDate } from '../season/seasonWords';
import { useSpecialMessages } from '../special/specialMessages';
import { TableScroll } from '../ui/TableScroll';
import { intelQuery } from './detailData';

type Past = MatchIntel['headToHead'][number];

/**
 * Past matches, the newest first, each with its season and the date it was played in the data (a
 * generated match, the site's date in the reader's locale: 28/11/2026, 2026/11/28), a simulated score
 * marked as such. docs/API.md "Real and generated".
 */
function PastList({
  list,
  title,
  matches,
  locale,
  empty,
}: {
  list: 'headToHead' | 'homeRecent' | 'awayRecent';
  title: string;
  matches: readonly Past[];
  locale: Locale;
  empty: string;
}) {
  useSpecialMessages();
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  // In the page's zone, not the runtime's: the server's and the browser's differ (hydration).
  const format = new Intl.DateTimeFormat(INTL[locale], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  return (
    <section data-list={list}>
      <h2>{title}</h2>
      {matches.length === 0 && <p className="muted">{empty}</p>}
      <ul className="past-list">
        {matches.map((match) => (
          <li key={`${match.startTime}-${match.homeName}`} data-season={match.season}>
            {match.realStart !== null ? (
              <span className="muted" title={t('detail:intel.realDate')}>
                {realDate(locale, match.realStart)}
              </span>
            ) : (
              <span className="muted">{format.format(match.startTime)}</span>
            )}{' '}
            <span>{match.leagueName}</span>{' '}
            {match.season && (
              <span className="past-season">{t('detail:intel.seasonOf', { season: match.season })}</span>
            )}{' '}
            <span>
              {match.homeName} {match.homeScore}-{match.awayScore} {match.awayName}
            </span>{' '}
            {/* The league page's and the team page's badges, in the reader's language (胜, T). */}
            <span className={`outcome outcome-${match.outcome}`} data-outcome={match.outcome}>
              {t(`special.outcome.${match.outcome}`)}
            </span>
            {match.simulated && (
              <>
                {' '}
                <span className="simulated-mark" title={t('detail:intel.simulatedTitle')}>
                  {t('detail:intel.simulated')}
                  <span className="visually-hidden">: {t('detail:intel.simulatedTitle')}</span>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function IntelTab({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intel = useQuery(intelQuery(matchId, locale));
  if (intel.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (!intel.data) return <p className="muted">{t('home.loadFailed')}</p>;
  const data = intel.data;
  const standings = [data.homeStanding, data.awayStanding].filter((row) => row !== null);
  return (
    <div className="intel">
      {data.preview && <p className="preview">{data.preview}</p>}
      {standings.length > 0 && (
        <TableScroll label={t('detail:intel.standings')}>
          <table className="standings intel-standings">
            <caption>{t('detail:intel.standings')}</caption>
            <thead>
              <tr>
                <th scope="col" className="col-place">
                  #
                </th>
                <th scope="col" className="col-name col-grow">
                  {t('detail:intel.team')}
                </th>
                <th scope="col">{t('detail:intel.played')}</th>
                <th scope="col">{t('detail:intel.wdl')}</th>
                <th scope="col">{t('detail:intel.goals')}</th>
                <th scope="col" className="col-total">
                  {t('detail:intel.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {standings.map((row) => (
                <tr key={row.teamId}>
                  <td className="col-place">{row.rank}</td>
                  <th scope="row" className="col-name col-grow">
                    <TeamName id={row.teamId} name={row.teamName} star={false} stat="team" wraps />
                  </th>
                  <td data-stat="played">{row.played}</td>
                  <td>
                    {row.won}/{row.drawn}/{row.lost}
                  </td>
                  <td>
                    {row.goalsFor}:{row.goalsAgainst}
                  </td>
                  <td className="col-total">
                    <strong data-stat="points">{row.points}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <PastList
        list="headToHead"
        title={t('detail:intel.headToHead')}
        matches={data.headToHead}
        locale={locale}
        empty={t(data.meetingsToReplay > 0 ? 'detail:intel.meetingsToReplay' : 'detail:intel.noMeeting')}
      />
      <PastList
        list="homeRecent"
        title={t('detail:intel.homeRecent')}
        matches={data.homeRecent}
        locale={locale}
        empty={t('detail:intel.noneYet')}
      />
      <PastList
        list="awayRecent"
        title={t('detail:intel.awayRecent')}
        matches={data.awayRecent}
        locale={locale}
        empty={t('detail:intel.noneYet')}
      />
      <section>
        <h2>{t('detail:intel.injuries')}</h2>
        {data.homeInjuries.length + data.awayInjuries.length > 0 && (
          <p className="muted small">{t('detail:intel.injuriesSimulated')}</p>
        )}
        <ul className="past-list">
          {[...data.homeInjuries, ...data.awayInjuries].map((injury) => (
            <li key={injury.playerId}>
              {injury.name}{' '}
              <span className="muted">
                {t(`detail:lineup.pos.${injury.position}`, { defaultValue: injury.position })}
              </span>{' '}
              {injury.reason}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
