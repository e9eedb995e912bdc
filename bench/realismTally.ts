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
  /** Shots (docs/API.md "Shots and xG"): every shot, on target, goals from shots, inside the box, xG; penalties apart. */
  shots: number;
  onTarget: number;
  shotGoals: number;
  insideBox: number;
  xg: number;
  penalties: number;
  penaltyGoals: number;
  penaltyXg: number;
  bigChances: number;
  fouls: number;
  passes: number;
  accuratePasses: number;
  tackles: number;
  throwIns: number;
  goalKicks: number;
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
  shots: 0,
  onTarget: 0,
  shotGoals: 0,
  insideBox: 0,
  xg: 0,
  penalties: 0,
  penaltyGoals: 0,
  penaltyXg: 0,
  bigChances: 0,
  fouls: 0,
  passes: 0,
  accuratePasses: 0,
  tackles: 0,
  throwIns: 0,
  goalKicks: 0,
});
