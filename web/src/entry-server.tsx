// The site's server entry (docs/ARCHITECTURE.md, "The first paint"): the gateway loads its build
// (web/dist-ssr/entry-server.js) and hands it a visitor's page request and the data it holds. It
// draws the page React draws in the browser, with the same components, into HTML, and returns the
// start state the browser hydrates from: the topic states with their epoch and version, and the
// origin's answers the page drew, so nothing is fetched again on arrival.
import {
  LOCALES,
  type Locale,
  matchRoute,
  type PageData,
  type PageRequest,
  type RenderedPage,
  type RouteMatch,
  SPORT_CODES,
  SPORTS,
  type Sport,
  type TopicName,
  type TopicSnapshot,
} from '@pitchside/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { indexHotQuery, initConfigQuery } from './api/queries';
import { App } from './app/App';
import { LAYOUTS } from './app/AppShell';
import { pageSources, type ShellPageKey } from './app/pages';
import { indexFootballQuery, liveListQuery } from './features/live/liveQueries';
import { liveTopic, matchTopic } from './features/live/liveTopics';
import { detailQuery, streamQuery } from './features/match-detail/detailData';
import { apiDates } from './features/matches/dateStrip';
import { resultQuery, scheduleQuery } from './features/matches/matchesApi';
import { parseSport } from './features/matches/ScheduleView';
import { chosenDay, stripDays } from './features/matches/useStripDay';
import cn from './i18n/catalogs/cn';
import en from './i18n/catalogs/en';
import vi from './i18n/catalogs/vi';
import type { PageState } from './render/pageState';
import { splitSetPrefix } from './routing/routeSetContext';

// Every catalog is in; each language has an instance of its own over one shared store (feature
// strings added by one render are there for all), so concurrent renders never switch a language
// under one another.
void i18next.use(initReactI18next).init({
  lng: 'cn',
  fallbackLng: 'cn',
  resources: { cn: { translation: cn }, en: { translation: en }, vi: { translation: vi } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
const languages = Object.fromEntries(
  LOCALES.map(({ code }) => [code, i18next.cloneInstance({ lng: code, initAsync: false })]),
) as Record<Locale, I18n>;

const CATALOG_SOURCES: Record<Locale, string> = {
  cn: 'src/i18n/catalogs/cn.ts',
  en: 'src/i18n/catalogs/en.ts',
  vi: 'src/i18n/catalogs/vi.ts',
};

const LIVE_SECTIONS: Partial<Record<ShellPageKey, readonly Sport[]>> = {
  home: ['football'],
  live: SPORTS,
  liveVideo: SPORTS,
  liveFootball: ['football'],
  liveBasketball: ['basketball'],
  liveEsport: ['esport'],
  zq: ['football'],
};

function pageOf(route: RouteMatch | null): ShellPageKey | null {
  return route && route.page !== 'notFound' ? route.page : null;
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';
const searchOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** The id of a detail route, when it has one. */
function detailId(route: RouteMatch | null): number | null {
  if (!route || (route.page !== 'liveDetail' && route.page !== 'zqDetail')) return null;
  const id = Number(route.params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function topicsOf(request: PageRequest): TopicName[] {
  const route = matchRoute(pathOf(request.url));
  const page = pageOf(route);
  const sports = page ? (LIVE_SECTIONS[page] ?? []) : [];
  const topics: TopicName[] = sports.map((sport) => liveTopic(sport, request.locale));
  const id = detailId(route);
  if (id !== null) topics.push(matchTopic(id, request.locale));
  return topics;
}

/**
 * Fills the query cache with what the page draws from REST, under the keys its components read, so
 * the server draws it and the browser starts with it. A topic the gateway could not provide falls
 * back to the call the page makes without the socket.
 */
async function prefetch(
  queryClient: QueryClient,
  request: PageRequest,
  route: RouteMatch | null,
  data: PageData,
  topics: Partial<Record<TopicName, TopicSnapshot>>,
): Promise<void> {
  const { locale } = request;
  const page = pageOf(route);
  const search = searchOf(request.url);
  const calls: Promise<void>[] = [
    queryClient.prefetchQuery({
      ...initConfigQuery(locale),
      queryFn: () => data.call('GET /vdapi/config/initconfig', {}),
    }),
  ];
  for (const sport of page ? (LIVE_SECTIONS[page] ?? []) : []) {
    if (topics[liveTopic(sport, locale)]) continue;
    calls.push(
      queryClient.prefetchQuery({
        ...liveListQuery(sport, locale),
        queryFn: () => data.call('GET /vdapi/match/v1/live', { query: { sport: SPORT_CODES[sport] } }),
      }),
    );
  }
  if (page === 'home') {
    calls.push(
      queryClient.prefetchQuery({
        ...indexHotQuery(locale),
        queryFn: () => data.call('GET /vdapi/config/v2/index/hot', {}),
      }),
    );
  }
  if (page === 'zq') {
    calls.push(
      queryClient.prefetchQuery({
        ...indexFootballQuery(locale),
        queryFn: () => data.call('GET /vdapi/config/v2/index/football', {}),
      }),
    );
  }
  const id = detailId(route);
  if (id !== null) {
    calls.push(
      queryClient.prefetchQuery({
        ...streamQuery(id, locale),
        queryFn: () => data.call('GET /vdapi/detail/v1/stream/:id', { params: { id } }),
      }),
    );
    if (!topics[matchTopic(id, locale)]) {
      calls.push(
        queryClient.prefetchQuery({
          ...detailQuery(id, locale),
          queryFn: () => data.call('GET /vdapi/detail/v1/info/:id', { params: { id } }),
        }),
      );
    }
  }
  if (page === 'matchesResults' || page === 'matches') {
    // The day strip's chosen day, as the page works it out (useStripDay, ScheduleView).
    const kind = page === 'matches' ? 'schedule' : 'result';
    const day = chosenDay(
      stripDays(kind === 'schedule' ? 'next' : 'past', request.now, request.timeZone),
      search.get('date'),
    );
    const sport = parseSport(search.get('sport'));
    for (const date of apiDates(day, 8)) {
      calls.push(
        kind === 'schedule'
          ? queryClient.prefetchQuery({
              ...scheduleQuery(locale, sport, date, ''),
              queryFn: () =>
                data.call('GET /vdapi/match/v1/schedule', { query: { sport, date, pageSize: 100 } }),
            })
          : queryClient.prefetchQuery({
              ...resultQuery(locale, sport, date, ''),
              queryFn: () =>
                data.call('GET /vdapi/match/v1/result', { query: { sport, date, pageSize: 100 } }),
            }),
      );
    }
  }
  await Promise.all(calls);
}

/**
 * The whole page once every lazy part and suspended query has settled (nothing is streamed: it is
 * cached). A part that throws is left for the browser to draw; its error is reported with the page.
 */
async function html(node: ReactNode, errors: string[]): Promise<string> {
  const { prelude } = await prerender(node, {
    // Every boundary inline, in place: never a large one moved after the page with a script to put
    // it back (React's progressive reveal for streams; this page is sent whole, and scripts in #root
    // would not run where it is inserted).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  return new Response(prelude).text();
}

export async function render(request: PageRequest, data: PageData): Promise<RenderedPage> {
  const path = pathOf(request.url);
  const route = matchRoute(path);
  const page = pageOf(route);
  const topics: Partial<Record<TopicName, TopicSnapshot>> = {};
  for (const name of topicsOf(request)) {
    const snapshot = data.topic(name);
    if (snapshot) topics[name] = snapshot;
  }
  // Never retried on the server: a failed call is left for the browser to make.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await prefetch(queryClient, request, route, data, topics);

  const drawnChunks = new Set<string>();
  const env = {
    routeSet: request.routeSet,
    timeZone: request.timeZone,
    now: request.now,
    topics,
    drawnChunks,
  };
  const errors: string[] = [];
  const markup = await html(
    <App
      env={env}
      i18n={languages[request.locale]}
      queryClient={queryClient}
      router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>}
    />,
    errors,
  );
  const { prefix } = splitSetPrefix(path);
  const set = prefix === '/mobile' ? 'mobile' : prefix === '/pc' ? 'pc' : request.routeSet;
  const state: PageState = {
    locale: request.locale,
    routeSet: request.routeSet,
    timeZone: request.timeZone,
    now: request.now,
    topics,
    queries: dehydrate(queryClient),
    chunks: [...drawnChunks],
  };
  queryClient.clear();
  return {
    status: route ? 200 : 404,
    html: markup,
    state: JSON.stringify(state),
    modules: [
      // The browser's hydration starts from a chunk of its own (app/hydratePage.tsx).
      'src/app/hydratePage.tsx',
      CATALOG_SOURCES[request.locale],
      LAYOUTS[set].source,
      ...(page ? pageSources(page) : []),
      ...drawnChunks,
    ],
    errors,
  };
}
