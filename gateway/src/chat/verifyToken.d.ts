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
 * PRODUCT §3 leaves userType's meanings open; chat defines them: 0 is a viewer, 1 and above may
 * moderate chat (delete messages, mute, ban, slow mode).
 */
export declare const MODERATOR_USER_TYPE = 1;
export declare function isModerator(user: Pick<ChatUser, 'userType'>): boolean;
export interface TokenCacheOptions {
  clock?: {
    now(): number;
  };
  /** How long a known user is remembered. */
  ttlMs?: number;
  /** How long an invalid token is remembered (shorter: the user may just have signed in). */
  negativeTtlMs?: number;
  maxEntries?: number;
}
/**
 * Caches a verifier's answers (not its failures) and shares one call among concurrent checks of the
 * same token. Bounded: when full, the oldest entry goes.
 */
export declare function cacheTokenVerifier(verify: VerifyToken, options?: TokenCacheOptions): VerifyToken;
export interface OriginVerifierOptions extends TokenCacheOptions {
  /** Base URL of the origin, e.g. http://127.0.0.1:3001. */
  originUrl: string;
  accessKey?: string;
  /** The gateway's client id; its MD5 is the x-device-id of these calls. */
  clientId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}
export declare const GET_USER_PATH = '/userapi/getUser';
/** The origin-backed, cached verifier the gateway uses in production. */
export declare function createOriginTokenVerifier(options: OriginVerifierOptions): VerifyToken;
