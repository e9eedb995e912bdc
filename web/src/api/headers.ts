import {
  API_CHANNEL,
  API_HEADERS,
  API_TIMEZONE,
  API_VERSION,
  DEFAULT_ACCESS_KEY,
  deviceIdFromClientId,
  type Locale,
  localeToLangHeader,
  type QueryValue,
  signRequest,
} from '@pitchside/shared';
import { currentLocale } from '../i18n/i18n';
import { readCookie } from '../storage/cookies';
import { CSRF_COOKIE, STORAGE_KEYS, TOKEN_COOKIE } from '../storage/keys';
import { readStored } from '../storage/storage';
import { ensureUniqueId } from '../storage/uniqueId';

export type QueryValues = Readonly<Record<string, QueryValue>>;

/** What one request's headers depend on; `requestHeaders` reads it from the browser. */
export interface HeaderInputs {
  path: string;
  query: QueryValues;
  locale: Locale;
  clientId: string;
  token: string | null;
  csrfToken: string | null;
  timestamp: number;
}

/** The headers every product call carries (PRODUCT §7), from explicit inputs. */
export function buildHeaders(inputs: HeaderInputs): Record<string, string> {
  const deviceId = deviceIdFromClientId(inputs.clientId);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [API_HEADERS.accessKey]: DEFAULT_ACCESS_KEY,
    [API_HEADERS.deviceId]: deviceId,
    [API_HEADERS.timestamp]: String(inputs.timestamp),
    [API_HEADERS.sign]: signRequest({
      path: inputs.path,
      query: inputs.query,
      deviceId,
      timestamp: inputs.timestamp,
      accessKey: DEFAULT_ACCESS_KEY,
    }),
    [API_HEADERS.lang]: localeToLangHeader(inputs.locale),
    [API_HEADERS.channel]: API_CHANNEL,
    [API_HEADERS.version]: API_VERSION,
    [API_HEADERS.timezone]: API_TIMEZONE,
  };
  if (inputs.token) headers[API_HEADERS.token] = inputs.token;
  if (inputs.csrfToken) headers[API_HEADERS.csrfToken] = inputs.csrfToken;
  return headers;
}

/** The headers for a call made now from this browser: cookie token over stored token, CSRF cookie echoed. */
export function requestHeaders(
  path: string,
  query: QueryValues,
  now: number = Date.now(),
): Record<string, string> {
  return buildHeaders({
    path,
    query,
    locale: currentLocale(),
    clientId: ensureUniqueId(),
    token: readCookie(TOKEN_COOKIE) || readStored(STORAGE_KEYS.authToken),
    csrfToken: readCookie(CSRF_COOKIE),
    timestamp: now,
  });
}
