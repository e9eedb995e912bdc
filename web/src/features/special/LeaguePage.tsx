import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { initConfigQuery } from '../../api/queries';
import type { PageProps } from '../../routing/pageProps';
import { TabLink, useTabParam } from '../../routing/tabLink';
import { FollowStar } from '../follow/FollowStar';
import { MatchRows } from '../lists/MatchRow';
import { QueryState } from '../lists/QueryState';
import { hotLeaguesQuery } from '../matches/matchesApi';
import { CompetitionSeasonNote } from '../season/SeasonNote';
import { useViewer } from '../session/useViewer';
import { LazyImage } from '../ui/LazyImage';
import { Bracket } from './Bracket';
import { LeagueTable } from './LeagueTable';
import { SeasonRounds } from './SeasonRounds';
import { leagueRoundsQuery } from './specialApi';
import { TopScorers } from './TopScorers';
import { useLeagueTable } from './useLeagueTable';
import '../lists/lists.css';
import './special.css';
import { useSpecialMessages } from './specialMessages';

const TABS = ['fixtures', 'results', 'standings', 'bracket', 'scorers', 'hot'] as const;
type Tab = (typeof TABS)[number];

/** /special/{id}: a league's page: its season by rounds, its own table, a cup's bracket, its hot matches. */
export function LeaguePage({ params }: PageProps) {
  const leagueId = Number(params.id);
  useSpecialMessages();
  const { t } = useTranslation();
  const { locale, token } = useViewer();
  const asked = useTabParam(TABS, 'fixtures');
  const base = useId();
  const config = useQuery(initConfigQuery(locale));
  const hot = useQuery(hotLeaguesQuery(locale, token));
  // The table as it stands, pushed; the page needs it on every tab for the competition's kind.
  const table = useLeagueTable(leagueId);
  // The fixtures tab's first page (shared with it): a league off the menus is named by its matches.
  const fixtures = useInfiniteQuery(leagueRoundsQuery(locale, leagueId, 'fixtures', token));
  const anyMatch = fixtures.data?.pages[0]?.list[0]?.matches[0];
  const menu = config.data?.leagueMenu.find((league) => league.leagueId === leagueId);
  const hotLeague = hot.data?.list.find((league) => league.leagueId === leagueId);
  const name = menu?.nameStr ?? hotLeague?.nameStr ?? anyMatch?.leagueName ?? '';
  const logo = menu?.imageUrl ?? hotLeague?.imageUrl ?? anyMatch?.leagueLogo ?? '';
  const hotMatches =
    hotLeague?.matches ??
    (fixtures.data?.pages[0]?.list.flatMap((round) => round.matches) ?? [])
      .filter((match) => match.status > 0)
      .slice(0, 6);
  const cup = table.data?.kind === 'cup';
  const tabs = TABS.filter((key) => key !== 'bracket' || cup);
  const tab: Tab = tabs.includes(asked) ? asked : 'fixtures';
  const suffix = locale === 'cn' ? t('nav.specialSuffix') : '';

  if (table.error instanceof ApiError && table.error.code === 10005) {
    return (
      <article className="page league-page">
        <h1>{t('pages.specialDetail.title')}</h1>
        <p className="muted empty-state">{t('special.notFound')}</p>
      </article>
    );
  }

  return (
    <article className="page league-page" data-league-kind={table.data?.kind ?? ''}>
      <div className="league-head">
        <h1 className="league-title">
          {logo && <LazyImage src={logo} alt="" width={40} height={40} />}
          {name ? `${name}${suffix}` : t('pages.specialDetail.title')}
        </h1>
        {name && <FollowStar kind="league" id={leagueId} name={name} labelled />}
      </div>
      {table.data?.season && <CompetitionSeasonNote season={table.data.season} />}
      <div role="tablist" className="tab-list" aria-label={t('special.tabsLabel')}>
        {tabs.map((key) => (
          <TabLink
            key={key}
            tab={key}
            id={`${base}-${key}`}
            selected={tab === key}
            controls={`${base}-panel`}
            className={tab === key ? 'tab-button active' : 'tab-button'}
          >
            {t(`special.tab.${key}`)}
          </TabLink>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`}>
        {(tab === 'fixtures' || tab === 'results') && (
          <SeasonRounds key={tab} leagueId={leagueId} part={tab} />
        )}
        {tab === 'standings' && (
          <QueryState
            query={table.query}
            empty={(table.data?.table.length ?? 0) === 0}
            emptyText={t('special.noStandings')}
          >
            <div className="league-table" data-pushed={table.pushed}>
              <LeagueTable
                rows={table.data?.table ?? []}
                kind={table.data?.kind ?? 'league'}
                live={table.data?.live ?? false}
              />
            </div>
          </QueryState>
        )}
        {tab === 'bracket' && (
          <QueryState query={table.query} empty={false} emptyText="">
            <Bracket rounds={table.data?.bracket ?? []} />
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
