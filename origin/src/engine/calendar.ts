// Real seasons laid onto today's calendar: each file moves by a whole number of weeks (a Saturday stays
// a Saturday) so that its season is in progress today, the fixtures of one calendar together.
import type { ReplayMatch } from './types';

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** Fewest hours between two fixtures of one club. */
export const MIN_REST_MS = 48 * 3_600_000;

/** Kick-off in UTC of a file's match; `utcOffset` is the file's clock ('17:00 UTC+3' carries its own). */
export function fileKickoff(m: ReplayMatch, utcOffset: number): number {
  const [y, mo, d] = m.date.split('-').map(Number) as [number, number, number];
  const time = /^(\d{1,2}):(\d{2})(?:\s*UTC([+-]\d{1,2}))?/.exec(m.time ?? '');
  const hours = time ? Number(time[1]) : 15;
  const minutes = time ? Number(time[2]) : 0;
  const offset = time?.[3] !== undefined ? Number(time[3]) : utcOffset;
  return Date.UTC(y, mo - 1, d, hours, minutes) - offset * 3_600_000;
}

const dayOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Whole weeks that bring `anchor`'s day into [today, today + 7 days). */
export function weeksToToday(anchor: number, today: number): number {
  return Math.ceil((dayOf(today) - dayOf(anchor)) / WEEK_MS);
}

/**
 * The day a file is anchored on: its first fixture still to be played (the season's frontier), else its
 * first knockout that went to extra time (a finished cup is laid with its drama ahead), else its start.
 */
export function anchorOf(matches: readonly ReplayMatch[], utcOffset: number): { at: number; open: boolean } {
  const kick = (m: ReplayMatch) => fileKickoff(m, utcOffset);
  const sorted = [...matches].sort((a, b) => kick(a) - kick(b));
  const open = sorted.find((m) => m.score.ft === undefined && m.status === undefined);
  if (open) return { at: kick(open), open: true };
  const drama = sorted.find((m) => m.score.et !== undefined);
  return { at: kick(drama ?? (sorted[0] as ReplayMatch)), open: false };
}

export interface Slot {
  /** Kick-off, engine time. */
  at: number;
  home: number;
  away: number;
  /** May this fixture move (a later season's league fixture), or is its date fixed? */
  movable: boolean;
  rearranged: boolean;
}

/**
 * Two seasons laid side by side (a cup of an earlier season beside this season's leagues) can put a
 * club in two fixtures less than 48 hours apart. As leagues do for European nights, the league fixture
 * is rearranged: moved by whole days (same kick-off time) to the nearest day that leaves both clubs 48
 * hours either side. Returns how many were moved.
 */
export function rearrangeClashes(slots: Slot[]): number {
  const byTeam = new Map<number, Slot[]>();
  for (const s of slots)
    for (const id of [s.home, s.away]) {
      const list = byTeam.get(id) ?? [];
      list.push(s);
      byTeam.set(id, list);
    }
  const fits = (s: Slot, at: number) =>
    [s.home, s.away].every((id) =>
      (byTeam.get(id) ?? []).every((o) => o === s || Math.abs(o.at - at) >= MIN_REST_MS),
    );
  let moved = 0;
  for (let pass = 0; pass < 3; pass++) {
    let clean = true;
    for (const list of byTeam.values()) {
      list.sort((a, b) => a.at - b.at);
      for (let i = 1; i < list.length; i++) {
        const a = list[i - 1] as Slot;
        const b = list[i] as Slot;
        if (b.at - a.at >= MIN_REST_MS) continue;
        clean = false;
        const s = b.movable ? b : a.movable ? a : null;
        if (!s) continue;
        for (const days of Array.from(
          { length: 42 },
          (_, k) => (k % 2 === 0 ? 1 : -1) * (Math.floor(k / 2) + 1),
        )) {
          const at = s.at + days * DAY_MS;
          if (fits(s, at)) {
            s.at = at;
            s.rearranged = true;
            moved++;
            break;
          }
        }
      }
    }
    if (clean) break;
  }
  return moved;
}

/**
 * The next Saturday 14:00 UTC after `now` (ENGINE_START's value, ISO): football keeps the real
 * schedule, so a weekday morning has next to nothing in play, and a Saturday afternoon has matches in
 * play from the first minute. The browser tests and the benchmarks that need live football start there.
 */
export function nextSaturdayAfternoon(now: number): string {
  const today = new Date(now);
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 14);
  const saturday = at + ((6 - today.getUTCDay() + 7) % 7) * DAY_MS;
  return new Date(saturday < now ? saturday + WEEK_MS : saturday).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
