// The naive baseline of the realism bench, computed in the same run: a constant-rate model.
import { mulberry32, poisson } from '@pitchside/origin/engine';
import { bucketOf, REAL } from './realismReference';
import { type Tally, tally } from './realismTally';

/** Naive baseline: equal teams, one constant goal, card and corner rate for 90 minutes, no stoppage. */
export function simulateBaseline(n: number, seed: number, knockoutShare: number): Tally {
  const t = tally();
  const rng = mulberry32(seed);
  const perMinute = REAL.goals.value / 2 / 90;
  for (let i = 0; i < n; i++) {
    const knockout = rng.next() < knockoutShare;
    let h = 0;
    let a = 0;
    for (let minute = 1; minute <= 90; minute++) {
      const gh = poisson(rng, perMinute);
      const ga = poisson(rng, perMinute);
      h += gh;
      a += ga;
      t.buckets[bucketOf(minute)] = (t.buckets[bucketOf(minute)] ?? 0) + gh + ga;
    }
    t.matches++;
    t.goals += h + a;
    if (h === a) t.draws++;
    if (!knockout) {
      t.leagueMatches++;
      if (h === a) t.leagueDraws++;
    }
    if (knockout) {
      t.knockouts++;
      if (h === a) {
        t.extraTime++;
        if (poisson(rng, perMinute * 30 * 2) === 0) t.shootouts++;
      }
    }
    t.cards += poisson(rng, REAL.cards.value);
    t.corners += poisson(rng, REAL.corners.value);
  }
  return t;
}
