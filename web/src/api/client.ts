import {
  API_TIMEOUT_MS,
  ERROR_CODES,
  type RestAnswer,
  type RestKey,
  type RestRequest,
  restPath,
} from '@pitchside/shared';
import type { QueryValues } from './headers';

/** A product answer that is not code 200, or a call that never got an answer (code 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly status: number;

  constructor(code: number, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryValues;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

interface RawEnvelope {
  code: number;
  msg?: string;
  message?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is RawEnvelope {
  return (
    value !== null && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number'
  );
}

function queryString(query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One signal that fires on the caller's abort or on the timeout, whichever comes first. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Calls a product path and returns the answer's `data`, decoded when it is an encrypted string
 * (PRODUCT §7: AES, base64, inflate, JSON, via the shared codec). Throws ApiError unless code is 200.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendOnce<T>(path, options);
  } catch (error) {
    // A read refused for its signature (an exact copy already received, or a clock that moved) is
    // signed afresh and sent once more: for the reader it is the same read, not a failure.
    const read = (options.method ?? 'GET') === 'GET';
    if (!read || !(error instanceof ApiError) || error.code !== ERROR_CODES.BAD_SIGNATURE) throw error;
    return sendOnce<T>(path, options);
  }
}

/** The last signing time this page used: each call is signed at a later millisecond than the one before. */
let lastSignedAt = 0;
function signingTime(): number {
  lastSignedAt = Math.max(Date.now(), lastSignedAt + 1);
  return lastSignedAt;
}

async function sendOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const query = options.query ?? {};
  // The signer (HMAC-SHA256) is its own chunk, like the codec: a page drawn by the server paints and
  // hydrates before its first call, so its 4 KB stay out of the phone's first download.
  let requestHeaders: typeof import('./headers').requestHeaders;
  try {
    ({ requestHeaders } = await import('./headers'));
  } catch {
    // A chunk that cannot be loaded is a network that is away, as a failed fetch would be.
    throw new ApiError(0, 'network', 0);
  }
  const { signal, done } = withTimeout(options.signal, options.timeoutMs ?? API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${path}${queryString(query)}`, {
      method: options.method ?? 'GET',
      // Two calls of a path in one millisecond would otherwise carry the same signature, and the
      // origin refuses the second as a replay.
      headers: requestHeaders(path, query, signingTime()),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    done();
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, signal.aborted ? 'timeout' : 'network', 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    done();
    throw new ApiError(0, `unreadable answer (${response.status})`, response.status);
  }
  done();
  if (!isEnvelope(body)) throw new ApiError(0, `unexpected answer (${response.status})`, response.status);
  const message = body.msg ?? body.message ?? '';
  if (body.code !== 200) throw new ApiError(body.code, message, response.status);
  // Only /vdapi encrypts `data`; /userapi carries plain JSON (team contract).
  if (typeof body.data === 'string' && path.startsWith('/vdapi/')) {
    // The codec is its own chunk: the shell paints before the first answer needs decoding.
    const { decodeEnvelopeData } = await import('./envelope');
    return decodeEnvelopeData<T>(body.data);
  }
  return body.data as T;
}

/** A call's request, and whether the caller may leave it out (when every part of it is optional). */
type CallArguments<K extends RestKey> =
  object extends RestRequest<K>
    ? [request?: RestRequest<K>, signal?: AbortSignal]
    : [request: RestRequest<K>, signal?: AbortSignal];

/**
 * Makes one call of the shared REST table, named by its key ('GET /vdapi/match/v1/live'): the
 * compiler checks the key against the table and types what the call takes and answers by it, while
 * the table itself stays out of the bundle. A POST without a body sends `{}`.
 */
export function apiCall<K extends RestKey>(
  key: K,
  ...[request, signal]: CallArguments<K>
): Promise<RestAnswer<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as 'GET' | 'POST';
  const { params, query, body } = (request ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryValues;
    body?: unknown;
  };
  return apiRequest<RestAnswer<K>>(restPath({ path: key.slice(space + 1) }, params), {
    method,
    query,
    body: method === 'POST' ? (body ?? {}) : undefined,
    signal,
  });
}

export function apiGet<T>(path: string, query?: QueryValues, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { method: 'GET', query, signal });
}

export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body, signal });
}

/** What a failed call tells a form or a machine: the envelope code (0 when no answer came) and the origin's msg. */
export interface CallFailure {
  code: number;
  msg: string;
}

export function callFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) return { code: error.code, msg: error.code === 0 ? '' : error.message };
  if (
    error !== null &&
    typeof error === 'object' &&
    typeof (error as CallFailure).code === 'number' &&
    typeof (error as CallFailure).msg === 'string'
  ) {
    return error as CallFailure;
  }
  return { code: 0, msg: '' };
}
