// When a football match's line-ups are announced: an hour before kick-off, by the engine's clock, as
// real clubs publish them. Before then the line-up answer says "not announced" and carries no players.

/** How long before kick-off the line-ups are announced (ms). */
export const LINEUP_LEAD_MS = 60 * 60_000;

/** The moment a match's line-ups are announced, from its kick-off time (ms). */
export const lineupAnnounceTime = (startTime: number): number => startTime - LINEUP_LEAD_MS;

/** True once a match kicking off at `startTime` has its line-ups announced, at time `now` (ms). */
export const lineupAnnounced = (startTime: number, now: number): boolean =>
  now >= lineupAnnounceTime(startTime);
