import {
  type Locale,
  matchTopic,
  matchViewOf,
  type OddsType,
  oddsTopic,
  oddsTopicState,
} from '@pitchside/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiCall } from '../../api/client';
import { ASKED_ON_ARRIVAL } from '../../api/queries';
import { queryCall } from '../../api/queryCall';
import { useLocale } from '../../i18n/useLocale';
import { type LiveRuntime, useTopic } from '../live/loadLive';

/** The detail over REST until `meta.topic`, the match's topic, has a state (useMatchDetail). */
export const detailQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['detail', id, locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/detail/v1/info/:id', { params: { id } }),
    meta: { topic: matchTopic(id, locale) },
  });
/**
 * Where to watch the match: its sources and its anchors' rooms. Read again whenever the pushed match's
 * count of live anchors differs from the list's (useMatchStreams); the slow interval only catches what no
 * count shows (one anchor going off the air as another comes on).
 */
export const streamQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['stream', id, locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/detail/v1/stream/:id', { params: { id } }),
    refetchInterval: 60_000,
  });
export const lineupQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['lineup', id, locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/detail/v1/lineup/:id', { params: { id } }, signal),
    retry: false,
  });
export const intelQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['intel', id, locale],
    queryFn: ({ signal }) => apiCall('GET /vdapi/detail/v1/intel/:id', { params: { id } }, signal),
  });
/** Every odds type over REST until `meta.topic`, the match's odds topic, has a state (useMatchOdds). */
export const oddsQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['odds', id, locale],
    queryFn: (context) => queryCall(context, 'GET /vdapi/detail/v1/odds/:id', { params: { id } }),
    meta: { topic: oddsTopic(id, locale) },
  });
export const oddsHistoryQuery = (id: number, type: OddsType, companyIds: readonly number[], locale: Locale) =>
  queryOptions({
    queryKey: ['odds-history', id, type, companyIds.join(','), locale],
    // Its bookmakers are the odds answer's first three.
    meta: ASKED_ON_ARRIVAL,
    queryFn: ({ signal }) =>
      apiCall(
        'GET /vdapi/odds/v1/getOddsDetailWithComIds',
        { query: { matchId: id, type, comIds: companyIds.join(',') } },
        signal,
      ),
    refetchInterval: 30_000,
  });

/** The match detail, pushed on `match:{id}` once the live chunk is in, from REST before that. */
export function useMatchDetail(id: number, runtime: LiveRuntime | null) {
  const locale = useLocale();
  const view = useTopic(runtime, matchTopic(id, locale));
  const rest = useQuery({ ...detailQuery(id, locale), enabled: view.state === null });
  const detail = useMemo(
    () => (view.state ? matchViewOf(view.state) : (rest.data ?? null)),
    [view.state, rest.data],
  );
  return { detail, pushed: view.state !== null, stale: view.stale, failed: rest.isError && !view.state };
}

/**
 * The match's streams and anchors, read again as soon as `liveAnchors`, the count of live anchors the
 * match's topic pushes (`match.anchorCount`), differs from the list's: an anchor who goes on or off the
 * air is in the source menu within the push's second, not at the next minute's read. Once per pushed
 * count, so a list that still disagrees is not read again in a loop.
 */
export function useMatchStreams(id: number, liveAnchors: number | undefined) {
  const locale = useLocale();
  const client = useQueryClient();
  const stream = useQuery(streamQuery(id, locale));
  const listed = stream.data?.anchors.filter((anchor) => anchor.isLive).length;
  const asked = useRef('');
  useEffect(() => {
    if (liveAnchors === undefined || listed === undefined || listed === liveAnchors) return;
    const ask = `${id}@${locale}:${liveAnchors}`;
    if (asked.current === ask) return;
    asked.current = ask;
    void client.invalidateQueries({ queryKey: streamQuery(id, locale).queryKey, exact: true });
  }, [client, id, locale, liveAnchors, listed]);
  return stream;
}

/** Every odds type of the match, pushed on `odds:{id}`, from REST before that. */
export function useMatchOdds(id: number, runtime: LiveRuntime | null) {
  const locale = useLocale();
  const view = useTopic(runtime, oddsTopic(id, locale));
  const rest = useQuery({ ...oddsQuery(id, locale), enabled: view.state === null });
  // Memoised: the odds are held to the picture by identity (useHeldValue), so a render must not make a new one.
  const odds = useMemo(
    () => view.state ?? (rest.data ? oddsTopicState(rest.data) : null),
    [view.state, rest.data],
  );
  return { odds, stale: view.stale, failed: rest.isError && !view.state };
}
