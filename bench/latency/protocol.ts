// Messages between the latency benchmark and its origin process (over IPC).

/** One side of a live football match's score moved to `value`; `at` is when the engine's tick ended. */
export type ScoreChange = { matchId: number; side: 'home' | 'away'; value: number; at: number };

export type OriginReply =
  | { type: 'ready'; port: number }
  | { type: 'scores'; scores: ScoreChange[] }
  | { type: 'live'; matches: number }
  | { type: 'closed' };

/** The key a change and its sightings share. */
export const scoreKey = (matchId: number | string, side: 'home' | 'away', value: number) =>
  `${matchId}:${side}=${value}`;
