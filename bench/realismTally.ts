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
  /** [implied probability, happened] per outcome. */
  calibration: [number, boolean][];
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
  calibration: [],
});

export function deciles(t: Tally): { n: number; implied: number; observed: number }[] {
  const out = Array.from({ length: 10 }, () => ({ n: 0, implied: 0, observed: 0 }));
  for (const [p, happened] of t.calibration) {
    const d = out[Math.min(9, Math.floor(p * 10))];
    if (!d) continue;
    d.n++;
    d.implied += p;
    d.observed += happened ? 1 : 0;
  }
  return out.map((d) => ({
    n: d.n,
    implied: d.n ? d.implied / d.n : 0,
    observed: d.n ? d.observed / d.n : 0,
  }));
}
