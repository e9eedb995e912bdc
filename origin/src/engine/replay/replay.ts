// The script of a real match: what the file says happened (goals, half-time and full-time scores,
// extra time, shoot-out), for the live path to play to exactly that result. Files that name scorers
// (tournaments) give each goal's minute and scorer; league files give scores only, so the minutes are
// drawn on the engine's minute curve inside the right half and the scorer is left to the engine
// (a generated fact, marked so). Pure: the file arrives as data (../plugin.ts reads it).

import { chance, type Rng, weightedIndex } from '../rng';
import type { FootballScript } from '../sports/football';
import type { ScriptedGoal } from '../sports/footballEvents';
import { minuteWeight } from '../sports/model';
import type { GoalsProvenance, Provenance, ReplayGoal, ReplayMatch, Side } from '../types';

export {
  firstLegOf,
  parseReplay,
  ReplayFileError,
  ReplayFileSchema,
  replayPathFrom,
  replayWarnings,
} from './replayFile';

type Kick = { side: Side; scored: boolean };

function shootoutDone(kicks: Kick[], p: { home: number; away: number }, side: Side): boolean {
  const taken = { home: Math.ceil(kicks.length / 2), away: Math.floor(kicks.length / 2) };
  const early = taken.home <= 5 && (p.home > p.away + 5 - taken.away || p.away > p.home + 5 - taken.home);
  return early || (side === 'away' && taken.away >= 5 && p.home !== p.away);
}

/** One plausible shoot-out (home first each round), 72% of kicks scored. */
function randomShootout(rng: Rng): Kick[] {
  const kicks: Kick[] = [];
  const p = { home: 0, away: 0 };
  for (;;) {
    const side: Side = kicks.length % 2 === 0 ? 'home' : 'away';
    const scored = chance(rng, 0.72);
    kicks.push({ side, scored });
    if (scored) p[side]++;
    if (shootoutDone(kicks, p, side)) return kicks;
  }
}

const tally = (kicks: Kick[]) => ({
  home: kicks.filter((k) => k.side === 'home' && k.scored).length,
  away: kicks.filter((k) => k.side === 'away' && k.scored).length,
});

/** A shoot-out kick sequence (home first each round) ending exactly at the file's score. */
export function shootoutKicks(rng: Rng, target: [number, number]): Kick[] {
  for (let attempt = 0; attempt < 50_000; attempt++) {
    const kicks = randomShootout(rng);
    const p = tally(kicks);
    if (p.home === target[0] && p.away === target[1]) return kicks;
  }
  // Unreachable for real shoot-out scores; keep a plain alternation as a last resort.
  const kicks: Kick[] = [];
  const n = Math.max(target[0], target[1]);
  for (let r = 0; r < n; r++) {
    kicks.push({ side: 'home', scored: r < target[0] });
    kicks.push({ side: 'away', scored: r < target[1] });
  }
  return kicks;
}

/** A plausible shoot-out that `winner` wins (for a file whose shoot-out score cannot be played). */
export function shootoutWonBy(rng: Rng, winner: Side): Kick[] {
  for (;;) {
    const kicks = randomShootout(rng);
    const p = tally(kicks);
    if (p.home > p.away === (winner === 'home')) return kicks;
  }
}

/** A minute in [from, to] drawn on the engine's minute curve. */
function drawMinute(rng: Rng, from: number, to: number): number {
  const weights: number[] = [];
  for (let m = from; m <= to; m++) weights.push(minuteWeight(m, false));
  return from + weightedIndex(rng, weights);
}

function generatedGoals(rng: Rng, side: Side, n: number, from: number, to: number): ScriptedGoal[] {
  const out: ScriptedGoal[] = [];
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    out.push({
      side,
      minute: drawMinute(rng, from, to),
      offset: 0,
      penalty: r < 0.1,
      owngoal: r >= 0.1 && r < 0.13,
    });
  }
  return out;
}

export interface RealScript {
  script: FootballScript;
  /** Where the goals' minutes and scorers and the shoot-out kicks come from. */
  scorers: GoalsProvenance;
  shootout: Provenance | null;
}

/**
 * The script of a match with a result in the file. `shootoutWinner` is the side the file sends to the
 * next round, used when the file's own shoot-out score cannot be played (a drawn one).
 */
export function realScript(rng: Rng, m: ReplayMatch, shootoutWinner: Side | null = null): RealScript | null {
  const { ft, ht, et, p } = m.score;
  if (!ft) return null;
  const goals: ScriptedGoal[] = [];
  const named = m.goals1 !== undefined || m.goals2 !== undefined;
  if (named) {
    const add = (side: Side, list: ReplayGoal[] | undefined) => {
      for (const g of list ?? [])
        goals.push({
          side,
          minute: g.minute,
          offset: g.offset ?? 0,
          name: g.name,
          penalty: g.penalty === true,
          owngoal: g.owngoal === true,
        });
    };
    add('home', m.goals1);
    add('away', m.goals2);
    // Goals the score counts and the file does not list (./fanReading.ts): a drawn minute, no scorer.
    for (const gap of m.missing ?? [])
      goals.push({
        side: gap.team === 1 ? 'home' : 'away',
        minute: drawMinute(rng, gap.from, gap.to),
        offset: 0,
        name: null,
        penalty: false,
        owngoal: false,
      });
  } else {
    (['home', 'away'] as const).forEach((side, k) => {
      const first = ht ? ht[k] : undefined;
      const full = ft[k];
      if (first === undefined) goals.push(...generatedGoals(rng, side, full, 1, 90));
      else {
        goals.push(...generatedGoals(rng, side, first, 1, 45));
        goals.push(...generatedGoals(rng, side, full - first, 46, 90));
      }
      if (et) goals.push(...generatedGoals(rng, side, et[k] - full, 91, 120));
    });
  }
  let shootout: Kick[] | null = null;
  let shootoutSource: Provenance | null = null;
  if (p && p[0] !== p[1]) {
    shootout = shootoutKicks(rng, p);
    shootoutSource = 'file';
  } else if (p) {
    shootout = shootoutWonBy(rng, shootoutWinner ?? 'home');
    shootoutSource = 'generated';
  }
  return {
    script: { goals, extraTime: et !== undefined, shootout },
    scorers: m.goalsFitted ? 'fitted' : named ? 'file' : 'generated',
    shootout: shootoutSource,
  };
}
