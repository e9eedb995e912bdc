/**
 * Request headers of every product call (PRODUCT §7, "Common to all product calls"). The names are
 * lower-case because Node hands them over lower-cased and browsers send them case-insensitively.
 */
import type { Locale } from '../domain/locale';

export const API_HEADERS = {
  /** The access key identifying the client build (`DEFAULT_ACCESS_KEY` for the web client). */
  accessKey: 'x-access-key',
  /** MD5 hex of the client id kept in browser storage (`deviceIdFromClientId`). */
  deviceId: 'x-device-id',
  /** The auth token from storage (a cookie-held token overrides it, PRODUCT §7). */
  token: 'token',
  /** Milliseconds since the epoch, decimal; part of the signature and its freshness window. */
  timestamp: 'x-timestamp',
  /** Hex HMAC-SHA256 of the request (`signRequest`). */
  sign: 'x-sign',
  /** Interface language on the wire: zh | en | vi (cn is sent as zh). */
  lang: 'lang',
  /** Channel / system: always `API_CHANNEL`. */
  channel: 'x-channel',
  /** Client version: `API_VERSION`. */
  version: 'x-version',
  /** Time zone offset in hours: `API_TIMEZONE`. */
  timezone: 'x-timezone',
  /** Echo of the cross-site request forgery cookie, sent by default (PRODUCT §7). */
  csrfToken: 'x-csrf-token',
} as const;

export type ApiHeaderName = (typeof API_HEADERS)[keyof typeof API_HEADERS];

/**
 * The web client's access key. It ships in the bundle, so it identifies the client kind for
 * signing and rate limits; it grants nothing by itself.
 */
export const DEFAULT_ACCESS_KEY = 'pitchside-web-h5-2b7c9e41';

/** Values the web client sends (PRODUCT §7: channel web, version 1.0.01, timezone 8). */
export const API_VERSION = '1.0.01';
export const API_CHANNEL = 'web';
export const API_TIMEZONE = '8';

/** Request timeout of product calls (PRODUCT §9). */
export const API_TIMEOUT_MS = 30_000;

/**
 * Largest request body of a product call. The origin refuses a bigger one with 400/10001, and the
 * gateway refuses it before it reaches the origin, with the same answer.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The values the `lang` header carries. */
export type LangHeader = 'zh' | 'en' | 'vi';
export const LANG_HEADERS: readonly LangHeader[] = ['zh', 'en', 'vi'];

const LOCALE_TO_LANG: Readonly<Record<Locale, LangHeader>> = { cn: 'zh', en: 'en', vi: 'vi' };
const LANG_TO_LOCALE: Readonly<Record<LangHeader, Locale>> = { zh: 'cn', en: 'en', vi: 'vi' };

/** cn is sent as zh (PRODUCT §7). */
export function localeToLangHeader(locale: Locale): LangHeader {
  return LOCALE_TO_LANG[locale];
}

/**
 * Reads a `lang` header into a locale; `undefined` for a missing or unknown value so the server
 * can fall back to its default (cn, PRODUCT §9). Case and surrounding spaces are ignored, and
 * a region suffix (zh-CN, en-GB) is tolerated for clients that send a browser language.
 */
export function langHeaderToLocale(
  header: string | readonly string[] | undefined | null,
): Locale | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'cn') return 'cn';
  return Object.hasOwn(LANG_TO_LOCALE, primary) ? LANG_TO_LOCALE[primary as LangHeader] : undefined;
}
