// The origin as the poller sees it: one signed GET that answers status, body text and the engine's
// tick phase when the origin tells it.
// Tests hand in a double or a faulty implementation instead of the HTTP one.
import type { LangHeader } from '@pitchside/shared';
import { UpstreamFault } from './faults';
import { type EngineTick, parseEngineTick } from './tickPhase';

/** `tick`: how long ago the origin's engine last moved, and how often it moves (`Engine-Tick`). */
export type UpstreamResponse = { status: number; body: string; tick?: EngineTick };

export interface Upstream {
  /** `lang` is the `lang` header (zh | en | vi): names in the answer follow it. */
  get(
    path: string,
    query: Record<string, string>,
    signal: AbortSignal,
    lang?: LangHeader,
  ): Promise<UpstreamResponse>;
}

export type RequestSigner = (
  path: string,
  query: Record<string, string>,
  lang: LangHeader,
) => Record<string, string>;

export type HttpUpstreamOptions = {
  originUrl: string;
  /** Builds the product's request headers (PRODUCT.md §7) for one call. */
  sign: RequestSigner;
};

export function createHttpUpstream(options: HttpUpstreamOptions): Upstream {
  const base = options.originUrl.replace(/\/+$/, '');
  return {
    async get(path, query, signal, lang = 'zh') {
      const search = new URLSearchParams(query).toString();
      const url = `${base}${path}${search ? `?${search}` : ''}`;
      let response: Response;
      try {
        response = await fetch(url, { headers: options.sign(path, query, lang), signal });
      } catch (error) {
        throw classifyFetchError(error, signal);
      }
      try {
        const tick = parseEngineTick(response.headers.get('engine-tick'));
        return { status: response.status, body: await response.text(), ...(tick ? { tick } : {}) };
      } catch (error) {
        throw classifyFetchError(error, signal);
      }
    },
  };
}

function classifyFetchError(error: unknown, signal: AbortSignal): UpstreamFault {
  if (signal.aborted) return new UpstreamFault('timeout', 'no answer in time');
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  if (code === 'ECONNREFUSED') return new UpstreamFault('refused', 'connection refused');
  const message = cause instanceof Error ? cause.message : String(cause);
  return new UpstreamFault('network', code ? `${code} ${message}` : message);
}
