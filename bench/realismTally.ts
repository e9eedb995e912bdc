// What the realism bench counts for a set of simulated matches.

export interface Tally {
  matches: number;
  goals: number;
  draws: number;
  leagueMatches: number;
  leagueDraws: number;
  knockoutGoals: number;
  knockouts: number;
  extraTime: number;
  shootouts: number;
  cards: number;
  corners: number;
  buckets: number[];
}

export const tally = (): Tally => ({
  matches: 0,
  goals: 0,
  draws: 0,
  leagueMatches: 0,
  leagueDraws: 0,
  knockoutGoals: 0,
  knockouts: 0,
  extraTime: 0,
  shootouts: 0,
  cards: 0,
  corners: 0,
  buckets: [0, 0, 0, 0, 0, 0],
});
