// The query options behind each answer a route entry names (docs/ARCHITECTURE.md, "Each page declares
// its data once"): the options the components read, so the server entry's prefetch (entry-server.tsx),
// the shell's loader on a navigation (app/pages.ts, loadRouteData) and the components ask for one and
// the same thing, by a call that is the same on both ends (api/queryCall.ts). A chunk of its own: the
// builders of every page's answers are not needed to draw or hydrate the page the server drew, so they
// stay out of the first download and come with the first navigation (the phone's / budget, bench:web).
import {
  PAGES,
  type PageDeclaration,
  type PageKey,
  type PageQueries,
  type RouteRequest,
  shellAnswers,
  type TopicName,
} from '@pitchside/shared';
import {
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { indexHotQuery, initConfigQuery } from '../api/queries';
import {
  channelTagsQuery,
  collectionDetailQuery,
  collectionsQuery,
} from '../features/collection/collectionApi';
import { resultDayQueries, scheduleDayQueries } from '../features/days/dayQueries';
import { indexFootballQuery, liveListQuery } from '../features/live/liveQueries';
import { recentQuery, todayQueries } from '../features/live/todayQueries';
import { detailQuery, oddsQuery, streamQuery } from '../features/match-detail/detailData';
import { anchorsQuery, hotLeaguesQuery, leagueOf, parseSport } from '../features/matches/matchesApi';
import { chosenDay, stripDays } from '../features/matches/useStripDay';
import { playerPageQuery } from '../features/player/playerApi';
import { searchQuery, searchSuggestionsQuery, searchText } from '../features/search/searchApi';
import { leagueRoundsQuery, leagueTableQuery } from '../features/special/specialApi';
import { teamPageQuery } from '../features/team/teamApi';

/** One answer a page draws, made by `query` from the options its component reads (built once). */
export interface RouteQuery {
  readonly queryKey: QueryKey;
  /** The topic whose state replaces the answer (the options' `meta.topic`), else null. */
  readonly topic: TopicName | null;
  /** Asks a client for it with those options (nothing is asked while the client holds it fresh). */
  prefetch(client: QueryClient): Promise<void>;
}

/** A page's answer, from the very options (queryKey, queryFn) its component hands useQuery. */
export function query<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): RouteQuery {
  const topic = options.meta?.topic;
  return {
    queryKey: options.queryKey,
    topic: typeof topic === 'string' ? (topic as TopicName) : null,
    prefetch: (client) => client.prefetchQuery(options),
  };
}

/** A page's answer read a page at a time (useInfiniteQuery): its first page. */
export function infiniteQuery<TData, TKey extends QueryKey, TPage>(
  options: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPage>,
): RouteQuery {
  const topic = options.meta?.topic;
  return {
    queryKey: options.queryKey,
    topic: typeof topic === 'string' ? (topic as TopicName) : null,
    prefetch: (client) => client.prefetchInfiniteQuery(options),
  };
}

/** A builder of query options as a builder of a page's answers, with the same arguments. */
const answer =
  <A extends unknown[], TData, TKey extends QueryKey>(
    build: (...args: A) => FetchQueryOptions<TData, Error, TData, TKey>,
  ) =>
  (...args: A): RouteQuery =>
    query(build(...args));

/**
 * The options behind each answer a route entry names: one builder per answer, the one its component
 * reads. A name added to PageQueries in shared does not compile until it is built here.
 */
export const PAGE_QUERIES: PageQueries<RouteQuery> = {
  initConfig: answer(initConfigQuery),
  indexHot: answer(indexHotQuery),
  indexFootball: answer(indexFootballQuery),
  liveList: answer(liveListQuery),
  recent: answer(recentQuery),
  today: (request) => {
    const today = todayQueries(request.locale, request.now, request.timeZone);
    return [
      ...today.schedule.map((options) => query(options)),
      ...today.results.map((options) => query(options)),
    ];
  },
  // For a reader not signed in, as the page is drawn until the browser has read its session.
  dayMatches: (kind, request) => {
    const sport = parseSport(request.search.get('sport'));
    const direction = kind === 'schedule' ? 'next' : 'past';
    const day = chosenDay(stripDays(direction, request.now, request.timeZone), request.search.get('date'));
    return kind === 'schedule'
      ? scheduleDayQueries(request.locale, sport, day, '').map((options) => query(options))
      : resultDayQueries(request.locale, sport, day, '').map((options) => query(options));
  },
  // Football only, of `?league=` (FootballView), for a reader not signed in.
  footballSchedule: (request) => {
    const day = chosenDay(stripDays('next', request.now, request.timeZone), request.search.get('date'));
    return scheduleDayQueries(request.locale, 1, day, '', leagueOf(request.search)).map((options) =>
      query(options),
    );
  },
  matchDetail: answer(detailQuery),
  matchStreams: answer(streamQuery),
  matchOdds: answer(oddsQuery),
  leagueTable: answer(leagueTableQuery),
  player: answer(playerPageQuery),
  // As a reader not signed in (the token keys them), as the page is drawn until the browser has read its session.
  team: (locale, teamId) => query(teamPageQuery(locale, teamId, '')),
  collection: (locale, collectionId) => query(collectionDetailQuery(locale, collectionId, '')),
  // The collection list's first view: every tag, page 1 (CollectionList).
  collections: (locale) => [query(channelTagsQuery(locale)), query(collectionsQuery(locale, undefined, 1))],
  anchors: (locale) => query(anchorsQuery(locale, 1)),
  hotLeagues: (locale) => query(hotLeaguesQuery(locale, '')),
  leagueRounds: (locale, leagueId) => infiniteQuery(leagueRoundsQuery(locale, leagueId, 'fixtures', '')),
  search: (request) => {
    const text = searchText(request.search.get('q') ?? '');
    return text
      ? query(searchQuery(request.locale, text, ''))
      : query(searchSuggestionsQuery(request.locale));
  },
};

/** The answer whose "not found" makes the page at a request a 404, if its entry names one. */
export function routeSubject(key: PageKey | null, request: RouteRequest): RouteQuery | null {
  const declared: PageDeclaration | undefined = key ? PAGES[key] : undefined;
  return declared?.subject?.(request, PAGE_QUERIES) ?? null;
}

/** The answers the page at a request draws: the shell's, its subject, its others (each once). */
export function routeQueries(key: PageKey | null, request: RouteRequest): RouteQuery[] {
  const declared: PageDeclaration | undefined = key ? PAGES[key] : undefined;
  const subject = routeSubject(key, request);
  const all = [
    ...shellAnswers(request, PAGE_QUERIES),
    ...(subject ? [subject] : []),
    ...(declared?.queries?.(request, PAGE_QUERIES) ?? []),
  ];
  const keys = all.map((answer) => hashKey(answer.queryKey));
  return all.filter((_, index) => keys.indexOf(keys[index] ?? '') === index);
}
