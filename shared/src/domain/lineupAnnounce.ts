// When a football match's line-ups are announced: an hour before kick-off, by the engine's clock, as
// real clubs publish them. Before then the line-up answer says "not announced" and carries no players.
import { MATCH_STATUS, type MatchStatus } from './matchStatus';

/** How long before kick-off the line-ups are announced (ms). */
export const LINEUP_LEAD_MS = 60 * 60_000;

/** The moment a match's line-ups are announced, from its kick-off time (ms). */
export const lineupAnnounceTime = (startTime: number): number => startTime - LINEUP_LEAD_MS;

/** Never kicked off: still to come, called off, put back or waiting. */
const NOT_KICKED_OFF: ReadonlySet<number> = new Set<MatchStatus>([
  MATCH_STATUS.NOT_STARTED,
  MATCH_STATUS.CANCELLED,
  MATCH_STATUS.PENDING,
  MATCH_STATUS.POSTPONED,
]);

/**
 * True once a match's line-ups are announced at time `now` (ms): an hour before its kick-off time, or
 * whenever it has kicked off (a match may be played ahead of its listed time: a rearranged kick-off, or
 * the test controls).
 */
export const lineupAnnounced = (match: { startTime: number; status: number }, now: number): boolean =>
  !NOT_KICKED_OFF.has(match.status) || now >= lineupAnnounceTime(match.startTime);
