// The day's football as a fan reads it on a page with nothing in play (Flashscore's "today" list): the
// reader's own matches pinned on top, then each competition under its name, its matches in kick-off
// order; and the count down to the next kick-off. Pure, so the order is tested without a page.
import { isLiveStatus, type MatchSummary } from '@pitchside/shared';

type Listed = Pick<
  MatchSummary,
  'id' | 'status' | 'startTime' | 'leagueId' | 'leagueName' | 'homeId' | 'awayId'
>;

/** What the reader has made his own: followed teams and competitions, favourite matches. */
export interface Pins {
  teams: ReadonlySet<number>;
  leagues: ReadonlySet<number>;
  matches: ReadonlySet<number>;
}

export const NO_PINS: Pins = { teams: new Set(), leagues: new Set(), matches: new Set() };

export interface LeagueGroup<M> {
  leagueId: number;
  leagueName: string;
  matches: M[];
}

export interface DayBoard<M> {
  /** The matches of followed teams and the favourite matches, kick-off order. */
  pinned: M[];
  /** Each competition's matches: followed competitions first, then by their first kick-off of the day. */
  groups: LeagueGroup<M>[];
}

/** Kick-off order: the soonest first, equal kick-offs by id (so the list never flickers between answers). */
export const byKickOff = (a: Listed, b: Listed) => a.startTime - b.startTime || a.id - b.id;

/** A match of a followed team (a side not yet decided, id 0, follows no one) or a favourite. */
export function isPinned(match: Listed, pins: Pins): boolean {
  return (
    pins.matches.has(match.id) ||
    (match.homeId > 0 && pins.teams.has(match.homeId)) ||
    (match.awayId > 0 && pins.teams.has(match.awayId))
  );
}

/**
 * The day's board from its matches (each once, in any order). Matches in play are left out: the live
 * list above the board shows them with their pushed score.
 */
export function dayBoard<M extends Listed>(matches: readonly M[], pins: Pins): DayBoard<M> {
  const seen = new Set<number>();
  const list = matches
    .filter((m) => !isLiveStatus(m.status) && !seen.has(m.id) && seen.add(m.id))
    .sort(byKickOff);
  const groups = new Map<number, LeagueGroup<M>>();
  for (const match of list) {
    let group = groups.get(match.leagueId);
    if (!group) {
      group = { leagueId: match.leagueId, leagueName: match.leagueName, matches: [] };
      groups.set(match.leagueId, group);
    }
    group.matches.push(match);
  }
  // Map keeps insertion order, the first kick-off of each competition; followed ones move up (stable).
  const followed = (group: LeagueGroup<M>) => Number(!pins.leagues.has(group.leagueId));
  return {
    pinned: list.filter((m) => isPinned(m, pins)),
    groups: [...groups.values()].sort((a, b) => followed(a) - followed(b)),
  };
}

export type Countdown =
  | { kind: 'started' }
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'clock'; clock: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left to a kick-off: "02:05:09" within a day, "2 d 3 h" beyond, started at or after it. */
export function countdown(msLeft: number): Countdown {
  if (msLeft <= 0) return { kind: 'started' };
  const seconds = Math.ceil(msLeft / 1000);
  const hours = Math.floor(seconds / 3600);
  if (hours >= 24) return { kind: 'days', days: Math.floor(hours / 24), hours: hours % 24 };
  return { kind: 'clock', clock: `${pad(hours)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}` };
}

/** The time left as an ISO 8601 duration, for a `<time datetime>` ("PT2H5M9S"). */
export function isoDuration(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const time = `T${Math.floor(rest / 3600)}H${Math.floor(rest / 60) % 60}M${rest % 60}S`;
  return `P${days > 0 ? `${days}D` : ''}${time}`;
}
