// The site's server entry (docs/ARCHITECTURE.md, "The first paint"): the gateway loads its build
// (web/dist-ssr/entry-server.js) and hands it a visitor's page request and the data it holds. It
// draws the page React draws in the browser, with the same components, into HTML, and returns the
// start state the browser hydrates from: the topic states with their epoch and version, and the
// origin's answers the page drew, so nothing is fetched again on arrival.
import {
  isUnknownRecord,
  LOCALES,
  type Locale,
  matchRoute,
  type PageData,
  type PageRequest,
  type RenderedPage,
  type RouteMatch,
  type TopicName,
  type TopicSnapshot,
} from '@pitchside/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { answerQueriesWith } from './api/queryCall';
import { App } from './app/App';
import { LAYOUTS } from './app/AppShell';
import { routeQueries, routeSubject } from './app/pageQueries';
import { pageSources, type RouteRequest, routeTopics, type ShellPageKey } from './app/pages';
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

function pageOf(route: RouteMatch | null): ShellPageKey | null {
  return route && route.page !== 'notFound' ? route.page : null;
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';
const searchOf = (url: string) => new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** The page a request asks for and what its data is a function of (app/pages.ts, RouteRequest). */
function routeOf(request: PageRequest): {
  page: ShellPageKey | null;
  route: RouteMatch | null;
  on: RouteRequest;
} {
  const route = matchRoute(pathOf(request.url));
  return {
    page: pageOf(route),
    route,
    on: {
      params: route?.params ?? {},
      search: searchOf(request.url),
      locale: request.locale,
      routeSet: request.routeSet,
      timeZone: request.timeZone,
      now: request.now,
    },
  };
}

export function topicsOf(request: PageRequest): TopicName[] {
  const { page, on } = routeOf(request);
  return routeTopics(page, on);
}

/**
 * Fills the query cache with the answers the page's entry names (the options its components read,
 * whose calls go to the gateway's origin calls here), so the server draws them and the browser starts
 * with them. An answer a topic replaces is asked for only when the gateway holds no state of it.
 */
async function prefetch(
  queryClient: QueryClient,
  page: ShellPageKey | null,
  on: RouteRequest,
  topics: Partial<Record<TopicName, TopicSnapshot>>,
): Promise<void> {
  await Promise.all(
    routeQueries(page, on).map((answer) =>
      answer.topic && topics[answer.topic] ? null : answer.prefetch(queryClient),
    ),
  );
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
  const { page, route, on } = routeOf(request);
  const topics: Partial<Record<TopicName, TopicSnapshot>> = {};
  for (const name of topicsOf(request)) {
    const snapshot = data.topic(name);
    if (snapshot) topics[name] = snapshot;
  }
  // Never retried on the server: a failed call is left for the browser to make.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  answerQueriesWith(queryClient, (key, call) => data.call(key, call));
  await prefetch(queryClient, page, on, topics);
  // The route table's subject (a match, a player, a competition) the origin does not know: a 404, as a
  // loader that finds no record answers one. Drawn all the same: the page tells the reader so.
  const subject = routeSubject(page, on);
  const unknown = subject !== null && isUnknownRecord(queryClient.getQueryState(subject.queryKey)?.error);

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
    status: route && !unknown ? 200 : 404,
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
