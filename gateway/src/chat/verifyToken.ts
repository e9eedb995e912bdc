// Who a chat token belongs to: the origin's `GET /userapi/getUser` (PRODUCT §7), signed like every
// product call, with answers cached briefly so that a busy room does not turn every message into an
// origin call. A logout seen by any gateway takes the token out of every gateway's cache at once
// (revocations.ts); a token revoked some other way keeps working in chat for at most the cache time.
import { createHash } from 'node:crypto';
import {
  API_CHANNEL,
  API_HEADERS,
  API_TIMEZONE,
  API_VERSION,
  DEFAULT_ACCESS_KEY,
  deviceIdFromClientId,
  ERROR_CODES,
  showableNickName,
  signRequest,
} from '@pitchside/shared';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';

export interface ChatUser {
  userId: string;
  nickName: string;
  avatar: string;
  /** PRODUCT §3 `userType`, default 0. Chat reads 1 and above as moderator (`isModerator`). */
  userType: number;
}

/** The user a token belongs to, or null when the token is missing, invalid or expired; throws when unsure. */
export type VerifyToken = (token: string) => Promise<ChatUser | null>;

/**
 * PRODUCT §6, userType: 0 is a viewer, 1 and above may moderate chat (delete messages, mute, ban,
 * slow mode).
 */
export const MODERATOR_USER_TYPE = 1;

export function isModerator(user: Pick<ChatUser, 'userType'>): boolean {
  return user.userType >= MODERATOR_USER_TYPE;
}

export interface TokenCacheOptions {
  clock?: { now(): number };
  /** How long a known user is remembered. */
  ttlMs?: number;
  /** How long an invalid token is remembered (shorter: the user may just have signed in). */
  negativeTtlMs?: number;
  maxEntries?: number;
}

/** What names a token in caches and between gateways: never the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A cached verifier that can be told a token was logged out. */
export type CachedVerifier = VerifyToken & {
  /** Drops the token (by `tokenHash`): its next check asks the origin, and a check already on its way counts for nothing. */
  forget(hash: string): void;
};

/**
 * Caches a verifier's answers (not its failures) and shares one call among concurrent checks of the
 * same token. Bounded: when full, the oldest entry goes.
 */
export function cacheTokenVerifier(verify: VerifyToken, options: TokenCacheOptions = {}): CachedVerifier {
  const clock = options.clock ?? { now: () => Date.now() };
  const ttlMs = options.ttlMs ?? 30_000;
  const negativeTtlMs = options.negativeTtlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, { user: ChatUser | null; expiresAt: number }>();
  const inFlight = new Map<string, Promise<ChatUser | null>>();
  /** Hash -> when it was forgotten; kept for a cache time, so an answer asked for before does not come back. */
  const forgotten = new Map<string, number>();

  const bound = <V>(map: Map<string, V>) => {
    while (map.size > maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  };

  const cached = async (token: string) => {
    const key = tokenHash(token);
    const now = clock.now();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.user;
    if (hit) cache.delete(key);
    const pending = inFlight.get(key);
    if (pending) return pending;

    const call = verify(token)
      .then((user) => {
        const forgottenAt = forgotten.get(key);
        // Logged out while the origin was being asked: the answer is already out of date.
        if (forgottenAt !== undefined && forgottenAt >= now) return null;
        cache.delete(key);
        cache.set(key, { user, expiresAt: clock.now() + (user ? ttlMs : negativeTtlMs) });
        bound(cache);
        return user;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  };

  return Object.assign(cached, {
    forget(hash: string) {
      const now = clock.now();
      cache.delete(hash);
      inFlight.delete(hash);
      forgotten.delete(hash);
      forgotten.set(hash, now);
      for (const [key, at] of forgotten) {
        if (at > now - ttlMs) break;
        forgotten.delete(key);
      }
      bound(forgotten);
    },
  });
}

const GetUserAnswer = Type.Object({
  code: Type.Integer(),
  data: Type.Unknown(),
});
const PublicUserData = Type.Object({
  id: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' })]),
  nickName: Type.String(),
  imageUrl: Type.String(),
  userType: Type.Integer(),
});
const getUserAnswer = Compile(GetUserAnswer);
const publicUserData = Compile(PublicUserData);

export interface OriginVerifierOptions extends TokenCacheOptions {
  /** Base URL of the origin, e.g. http://127.0.0.1:3001. */
  originUrl: string;
  accessKey?: string;
  /** The gateway's client id; its MD5 is the x-device-id of these calls. */
  clientId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const GET_USER_PATH = '/userapi/getUser';

/** The origin-backed, cached verifier the gateway uses in production. */
export function createOriginTokenVerifier(options: OriginVerifierOptions): CachedVerifier {
  const clock = options.clock ?? { now: () => Date.now() };
  const accessKey = options.accessKey ?? DEFAULT_ACCESS_KEY;
  const deviceId = deviceIdFromClientId(options.clientId ?? 'pitchside-gateway-chat');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;
  const url = new URL(GET_USER_PATH, options.originUrl);
  let lastTimestamp = 0;

  const askOrigin: VerifyToken = async (token) => {
    // The origin refuses a (device, timestamp, signature) it has seen, and the token is not signed,
    // so two checks in the same millisecond need different timestamps.
    const timestamp = Math.max(clock.now(), lastTimestamp + 1);
    lastTimestamp = timestamp;
    const response = await doFetch(url, {
      headers: {
        [API_HEADERS.accessKey]: accessKey,
        [API_HEADERS.deviceId]: deviceId,
        [API_HEADERS.token]: token,
        [API_HEADERS.timestamp]: String(timestamp),
        [API_HEADERS.sign]: signRequest({ path: GET_USER_PATH, deviceId, timestamp, accessKey }),
        [API_HEADERS.lang]: 'en',
        [API_HEADERS.channel]: API_CHANNEL,
        [API_HEADERS.version]: API_VERSION,
        [API_HEADERS.timezone]: API_TIMEZONE,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!getUserAnswer.Check(body))
      throw new Error(`origin getUser answered ${response.status} without an envelope`);
    if (body.code === ERROR_CODES.NOT_SIGNED_IN) return null;
    if (body.code !== ERROR_CODES.OK || !publicUserData.Check(body.data)) {
      // A bad signature or a rate limit is the gateway's problem, not the user's: not cached.
      throw new Error(`origin getUser answered ${response.status} with code ${body.code}`);
    }
    const user = body.data;
    return {
      userId: String(user.id),
      // The chat shows it beside every message: whatever the origin sent, only visible characters.
      nickName: showableNickName(user.nickName),
      avatar: user.imageUrl,
      userType: user.userType,
    };
  };

  return cacheTokenVerifier(askOrigin, options);
}
