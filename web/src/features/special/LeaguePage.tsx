import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { initConfigQuery } from '../../api/queries';
import { FollowStar } from '../follow/FollowStar';
import { TeamName } from '../follow/TeamName';
import { MatchRows } from '../matches/MatchRow';
import { hotLeaguesQuery } from '../matches/matchesApi';
import { QueryState } from '../matches/QueryState';
import { TimeZoneNote } from '../matches/TimeZoneNote';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { leagueScheduleQuery, leagueTableQuery } from './specialApi';
import { type StandingRow, splitLeagueMatches } from './standings';
import { TopScorers } from './TopScorers';
import '../matches/matches.css';
import './special.css';
import { useSpecialMessages } from './specialMessages';

const TABS = ['fixtures', 'results', 'standings', 'scorers', 'hot'] as const;
type Tab = (typeof TABS)[number];

function Standings({ rows }: { rows: readonly StandingRow[] }) {
  useSpecialMessages();
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="standings">
        <caption className="visually-hidden">{t('special.tab.standings')}</caption>
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
            <th scope="col">{t('special.goals')}</th>
            <th scope="col">{t('special.points')}</th>
            <th scope="col" className="form-col">
              {t('special.form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} data-team-id={row.teamId}>
              <td>{row.rank}</td>
              <th scope="row">
                <span className="team-cell">
                  <TeamName id={row.teamId} name={row.teamName} />
                </span>
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>
                {row.goalsFor}:{row.goalsAgainst}
              </td>
              <td>
                <strong>{row.points}</strong>
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
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /special/{id}: a league's page with its fixtures, results, table and hot matches. */
export function LeaguePage({ leagueId }: { leagueId: number }) {
  useSpecialMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const [tab, setTab] = useState<Tab>('fixtures');
  const base = useId();
  const config = useQuery(initConfigQuery(locale));
  const schedule = useQuery(leagueScheduleQuery(locale, leagueId, token));
  const hot = useQuery(hotLeaguesQuery(locale));
  const matches = schedule.data?.list ?? [];
  const { fixtures, results } = useMemo(() => splitLeagueMatches(matches), [matches]);
  const table = useQuery({ ...leagueTableQuery(locale, leagueId), enabled: tab === 'standings' });
  const standings = table.data?.table ?? [];
  const menu = config.data?.leagueMenu.find((league) => league.leagueId === leagueId);
  const hotLeague = hot.data?.list.find((league) => league.leagueId === leagueId);
  const name = menu?.nameStr ?? hotLeague?.nameStr ?? matches[0]?.leagueName ?? '';
  const logo = menu?.imageUrl ?? hotLeague?.imageUrl ?? matches[0]?.leagueLogo ?? '';
  const hotMatches = hotLeague?.matches ?? fixtures.filter((m) => m.status > 0).slice(0, 6);
  const unknown = schedule.error instanceof ApiError && schedule.error.code === 10005;
  const suffix = locale === 'cn' ? t('nav.specialSuffix') : '';

  if (unknown) {
    return (
      <article className="page league-page">
        <h1>{t('pages.specialDetail.title')}</h1>
        <p className="muted empty-state">{t('special.notFound')}</p>
      </article>
    );
  }

  return (
    <article className="page league-page">
      <div className="league-head">
        <h1 className="league-title">
          {logo && <LazyImage src={logo} alt="" width={40} height={40} />}
          {name ? `${name}${suffix}` : t('pages.specialDetail.title')}
        </h1>
        {name && <FollowStar kind="league" id={leagueId} name={name} labelled />}
      </div>
      <div role="tablist" className="tab-list" aria-label={t('special.tabsLabel')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${base}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${base}-panel`}
            className={tab === key ? 'tab-button active' : 'tab-button'}
            onClick={() => setTab(key)}
          >
            {t(`special.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`}>
        {tab !== 'standings' && tab !== 'scorers' && <TimeZoneNote />}
        {tab === 'fixtures' && (
          <QueryState query={schedule} empty={fixtures.length === 0} emptyText={t('special.noFixtures')}>
            <MatchRows matches={fixtures} />
          </QueryState>
        )}
        {tab === 'results' && (
          <QueryState query={schedule} empty={results.length === 0} emptyText={t('special.noResults')}>
            <MatchRows matches={results} />
          </QueryState>
        )}
        {tab === 'standings' && (
          <QueryState query={table} empty={standings.length === 0} emptyText={t('special.noStandings')}>
            <Standings rows={standings} />
          </QueryState>
        )}
        {tab === 'scorers' && <TopScorers leagueId={leagueId} />}
        {tab === 'hot' && (
          <QueryState query={hot} empty={hotMatches.length === 0} emptyText={t('special.noHot')}>
            <MatchRows matches={hotMatches} />
          </QueryState>
        )}
      </div>
    </article>
  );
}
