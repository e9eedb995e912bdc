/** The values the site keeps in browser storage (PRODUCT §3 and §9), one name each. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  locale: 'locale',
  leagueSortOrder: 'leagueSortOrder',
  userInfo: 'userInfo',
  pid: 'pid',
  uniqueId: 'uniqueId',
  currentPath: 'currentPath',
  /** Bullet comments over the video: on or off, density, opacity (features/chat/bulletSettings.ts). */
  bulletComments: 'bulletComments',
  /** A guest's followed teams and competitions (they join the account at sign-in). */
  follows: 'follows',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** A token held in this cookie wins over the stored one (PRODUCT §7). */
export const TOKEN_COOKIE = 'token';
/** The anti-forgery cookie whose value is echoed in the `x-csrf-token` header (PRODUCT §7). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** Promotion/channel id used when none was handed in with `?p=` (PRODUCT §3). */
export const DEFAULT_PID = '1001';
