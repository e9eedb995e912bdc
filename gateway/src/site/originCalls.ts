// The origin's answers a server render reads (initconfig, the home page's lists, a match's streams…):
// signed GETs of the REST table's /vdapi rows, opened and checked against the row's answer schema
// like the poller's, and shared for a moment so a burst of renders makes one call.
import {
  type LangHeader,
  type Locale,
  localeToLangHeader,
  REST_TABLE,
  type RestAnswer,
  type RestEntry,
  type RestKey,
  type RestRequest,
  restPath,
} from '@pitchside/shared';
import { Compile } from 'typebox/compile';
import { carriesAnchors, fillViewers } from '../audience/fillViewers';
import type { RoomAudience } from '../audience/roomAudience';
import { UpstreamFault } from '../poller/faults';
import type { Upstream } from '../poller/upstream';
import { openUpstreamAnswer } from '../poller/upstreamAnswer';

export type OriginCallsOptions = {
  upstream: Upstream;
  envelopeKey?: string;
  timeoutMs: number;
  /** How long an answer is shared; the site's configuration rarely changes and is kept longer. */
  shareMs: number;
  now: () => number;
  /** Viewers of the anchors' rooms, filled into the answers carrying anchors as each render reads them. */
  audience?: RoomAudience;
};

/** Answers kept at once; past it, expired ones go first, then the oldest. */
const MAX_KEPT = 500;
/**
 * An answer older than its share time but younger than this is still drawn, while a fresh one is
 * asked for behind it: a render never waits on the origin for something it has seen lately.
 */
const STALE_MS = 30_000;
/** Calls whose answers change slowly: kept a minute. */
const SLOW_CALLS: ReadonlySet<string> = new Set(['GET /vdapi/config/initconfig']);
const SLOW_SHARE_MS = 60_000;

type Row = { entry: RestEntry; check: ReturnType<typeof Compile> };
const rows = new Map<string, Row>();
for (const entry of Object.values(REST_TABLE) as RestEntry[]) {
  // Only reads of match data: a render never signs in, posts or reads a user's own data.
  if (entry.method === 'GET' && entry.path.startsWith('/vdapi/')) {
    rows.set(`${entry.method} ${entry.path}`, { entry, check: Compile(entry.answer) });
  }
}

function queryStrings(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (query === null || typeof query !== 'object') return out;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[name] = String(value);
  }
  return out;
}

export type OriginCalls = {
  call<K extends RestKey>(key: K, request: RestRequest<K>, locale: Locale): Promise<RestAnswer<K>>;
};

export function createOriginCalls(options: OriginCallsOptions): OriginCalls {
  type Kept = { until: number; answer: Promise<unknown>; settled: boolean; refreshing: boolean };
  const kept = new Map<string, Kept>();

  const fetchAnswer = async (row: Row, path: string, query: Record<string, string>, lang: LangHeader) => {
    const response = await options.upstream.get(path, query, AbortSignal.timeout(options.timeoutMs), lang);
    const answer = openUpstreamAnswer(response.status, response.body, options.envelopeKey);
    if (!row.check.Check(answer)) {
      const [problem] = row.check.Errors(answer);
      throw new UpstreamFault(
        'schema',
        `answer of ${path} breaks its schema at ${problem?.instancePath || '/'}`,
      );
    }
    return answer;
  };

  const trim = (now: number) => {
    if (kept.size < MAX_KEPT) return;
    for (const [key, entry] of kept) if (entry.until + STALE_MS <= now) kept.delete(key);
    while (kept.size >= MAX_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
  };

  /** A shared answer with its anchors' viewers as they are now (a copy: the kept answer stays the origin's). */
  const withViewers = async (path: string, answer: Promise<unknown>): Promise<unknown> => {
    const audience = options.audience;
    if (!audience || !carriesAnchors(path)) return answer;
    const copy = structuredClone(await answer);
    fillViewers(path, copy, await audience.counts());
    return copy;
  };

  /** The answer as the origin gave it, shared between renders. */
  const shared = (row: Row, key: string, request: unknown, locale: Locale): Promise<unknown> => {
    const { params, query } = (request ?? {}) as {
      params?: Record<string, string | number>;
      query?: unknown;
    };
    const path = restPath(row.entry, params);
    const search = queryStrings(query);
    const lang = localeToLangHeader(locale);
    const cacheKey = `${lang} ${path}?${new URLSearchParams(search).toString()}`;
    const now = options.now();
    const shareMs = SLOW_CALLS.has(key) ? SLOW_SHARE_MS : options.shareMs;
    const hit = kept.get(cacheKey);
    if (hit && hit.until > now) return hit.answer;
    const ask = () => {
      const answer = fetchAnswer(row, path, search, lang);
      const entry: Kept = { until: options.now() + shareMs, answer, settled: false, refreshing: false };
      answer.then(
        () => {
          entry.settled = true;
        },
        () => {
          // A failed call is not shared: the next render asks again.
          if (kept.get(cacheKey) === entry) kept.delete(cacheKey);
        },
      );
      return entry;
    };
    if (hit?.settled && hit.until + STALE_MS > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = ask();
        next.answer.then(
          () => kept.set(cacheKey, next),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.answer;
    }
    trim(now);
    const entry = ask();
    kept.set(cacheKey, entry);
    return entry.answer;
  };

  return {
    call<K extends RestKey>(key: K, request: RestRequest<K>, locale: Locale): Promise<RestAnswer<K>> {
      const row = rows.get(key);
      if (!row) return Promise.reject(new Error(`${key} is not a call a render may make`));
      const params = (request as { params?: Record<string, string | number> } | undefined)?.params;
      const answer = withViewers(restPath(row.entry, params), shared(row, key, request, locale));
      return answer as Promise<RestAnswer<K>>;
    },
  };
}
