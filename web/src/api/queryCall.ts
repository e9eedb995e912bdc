// A query's call, the same function on both ends: the browser fetches it (apiCall); a server render
// answers it with the gateway's signed, checked calls to the origin (entry-server.tsx). The query
// options a page declares (app/pages.ts) and its components read are then one object, built once: a
// key or a call cannot differ between the page the server drew and the page the browser takes over.
import type { RestAnswer, RestKey, RestRequest } from '@pitchside/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from './client';

export type RestCaller = <K extends RestKey>(
  key: K,
  request: RestRequest<K>,
  signal?: AbortSignal,
) => Promise<RestAnswer<K>>;

const callers = new WeakMap<QueryClient, RestCaller>();

/** Makes the calls of `client`'s queries with `caller` (a server render's cache) rather than fetch. */
export function answerQueriesWith(client: QueryClient, caller: RestCaller): void {
  callers.set(client, caller);
}

/** For a queryFn: the call by its REST table key, made by the client's caller or the browser's fetch. */
export function queryCall<K extends RestKey>(
  context: { client: QueryClient; signal: AbortSignal },
  key: K,
  request: RestRequest<K>,
): Promise<RestAnswer<K>> {
  const caller = callers.get(context.client) ?? (apiCall as RestCaller);
  return caller(key, request, context.signal);
}
