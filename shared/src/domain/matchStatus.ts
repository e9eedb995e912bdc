/**
 * Match status codes (PRODUCT §4) and the moves between them. The engine only makes legal moves,
 * and the gateway and web can refuse or flag anything else.
 */
import type { Locale } from './locale';

export const MATCH_STATUS = {
  NOT_STARTED: 0,
  FIRST_HALF: 1,
  HALF_TIME: 2,
  SECOND_HALF: 3,
  /** PRODUCT §4 "overtime": extra time, both halves and the break between them. */
  EXTRA_TIME: 4,
  PENALTIES: 5,
  FULL_TIME: -1,
  CANCELLED: -10,
  PENDING: -11,
  ABANDONED: -12,
  INTERRUPTED: -13,
  POSTPONED: -14,
} as const;

export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

export const MATCH_STATUS_CODES: readonly MatchStatus[] = Object.values(MATCH_STATUS);

export function isMatchStatus(value: unknown): value is MatchStatus {
  return typeof value === 'number' && (MATCH_STATUS_CODES as readonly number[]).includes(value);
}

/** Labels in the three interface languages (PRODUCT §4). */
export const MATCH_STATUS_LABELS: Readonly<Record<MatchStatus, Readonly<Record<Locale, string>>>> = {
  0: { cn: '未开始', en: 'Not started', vi: 'Chưa bắt đầu' },
  1: { cn: '上半场', en: 'First half', vi: 'Hiệp 1' },
  2: { cn: '中场', en: 'Half time', vi: 'Nghỉ giữa hiệp' },
  3: { cn: '下半场', en: 'Second half', vi: 'Hiệp 2' },
  4: { cn: '加时', en: 'Extra time', vi: 'Hiệp phụ' },
  5: { cn: '点球', en: 'Penalties', vi: 'Luân lưu' },
  [-1]: { cn: '完场', en: 'Full time', vi: 'Kết thúc' },
  [-10]: { cn: '取消', en: 'Cancelled', vi: 'Đã hủy' },
  [-11]: { cn: '待定', en: 'Pending', vi: 'Chờ xác định' },
  [-12]: { cn: '腰斩', en: 'Abandoned', vi: 'Bị hủy giữa trận' },
  [-13]: { cn: '中断', en: 'Interrupted', vi: 'Tạm dừng' },
  [-14]: { cn: '推迟', en: 'Postponed', vi: 'Hoãn' },
};

export function matchStatusLabel(status: MatchStatus, locale: Locale): string {
  return MATCH_STATUS_LABELS[status][locale];
}

/** Ball in play or a break inside the match: the clock and live score matter. */
const LIVE: readonly MatchStatus[] = [1, 2, 3, 4, 5];

/**
 * Legal moves, in football terms:
 * - Not started (0) kicks off (1), or is cancelled (-10), put pending (-11) or postponed (-14).
 * - 1 → half time 2 → second half 3. After 90 minutes: full time (-1), extra time (4), or straight
 *   to penalties (5): many cup rounds skip extra time, so 3 → 5 is legal too.
 * - Extra time ends at full time (-1) or goes to penalties (5); penalties end at full time (-1).
 * - Any live status (1-5) can be abandoned (-12) or interrupted (-13).
 * - Interrupted (-13) resumes the status it left, or is abandoned (-12). Without knowing that
 *   status every live one is allowed; pass `interruptedFrom` to `canTransition` to be exact.
 * - Pending (-11) is an unconfirmed fixture: it is confirmed (0), kicks off directly (1),
 *   is cancelled (-10) or postponed (-14).
 * - Postponed (-14) is rescheduled (0) or later cancelled (-10); so it is not final.
 * - Full time, cancelled and abandoned are final: nothing leaves them.
 * Staying in the same status is not a move (returns false).
 */
export const MATCH_STATUS_TRANSITIONS: Readonly<Record<MatchStatus, readonly MatchStatus[]>> = {
  0: [1, -10, -11, -14],
  1: [2, -12, -13],
  2: [3, -12, -13],
  3: [-1, 4, 5, -12, -13],
  4: [5, -1, -12, -13],
  5: [-1, -12, -13],
  [-1]: [],
  [-10]: [],
  [-11]: [0, 1, -10, -14],
  [-12]: [],
  [-13]: [...LIVE, -12],
  [-14]: [0, -10],
};

/**
 * Whether a match may go from `from` to `to`. For an interrupted match, `interruptedFrom` (the
 * live status it had before -13) narrows resumption to that status.
 */
export function canTransition(from: MatchStatus, to: MatchStatus, interruptedFrom?: MatchStatus): boolean {
  if (!isMatchStatus(from) || !isMatchStatus(to)) return false;
  if (!MATCH_STATUS_TRANSITIONS[from].includes(to)) return false;
  if (from === MATCH_STATUS.INTERRUPTED && interruptedFrom !== undefined && to !== MATCH_STATUS.ABANDONED) {
    return to === interruptedFrom;
  }
  return true;
}

/** Full time, cancelled, abandoned: the match will not change status again. */
export function isFinalStatus(status: MatchStatus): boolean {
  return isMatchStatus(status) && MATCH_STATUS_TRANSITIONS[status].length === 0;
}

/** First half to penalties, half time included (PRODUCT §4 codes 1-5). */
export function isLiveStatus(status: MatchStatus): boolean {
  return LIVE.includes(status);
}

/** Not started, pending or postponed: still to be played. */
export function isUpcomingStatus(status: MatchStatus): boolean {
  return status === 0 || status === -11 || status === -14;
}
