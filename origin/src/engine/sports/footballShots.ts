// Shots and their expected goals (xG). Every shot of a match is a record: where it was taken, with
// which body part, from which situation, what became of it and its xG. A goal is a shot whose outcome
// is goal; a file's goal keeps its minute and scorer and the shot is built around it.
//
// Coordinates, in metres on a 105 × 68 pitch as the shooting side attacks: x from its own goal line
// (0) to the goal line it attacks (105); y from the left touchline (0) to the right one (68). The goal
// attacked is centred at (105, 34), 7.32 m wide. So every shot lies at x > 52.5, near x = 105.
import { mulberry32, type Rng } from '../rng';
import type { ShotBodyPart, ShotOutcome, ShotSituation } from '../types';

export const PITCH = { length: 105, width: 68, goalWidth: 7.32, boxDepth: 16.5, boxHalfWidth: 20.16 };
const PENALTY_SPOT = 11;

/**
 * A penalty's xG: 6,340 of 8,346 penalties scored (0.76) in Opta's data (Mark Clare, "How much is a
 * penalty really worth?", markclare1992.github.io); Opta itself now uses 0.79, StatsBomb 0.78,
 * Wyscout 0.76 (jobsinfootball.com, "What is the xG of a penalty?"). The engine's penalty conversion
 * (model.ts) is the same 0.76, so penalty xG and penalty goals agree.
 */
export const PENALTY_XG = 0.76;
/**
 * What becomes of a penalty that is not scored, in the same Opta data: saved 1,492, missed 289, post
 * 225 (of 2,006 not scored).
 */
const PENALTY_MISS = { saved: 1492, 'off-target': 289, woodwork: 225 } as const;

/**
 * Calibration of the published model to these shots: its intercept is lowered so that the engine's
 * shots carry as much xG as they score (bench:realism prints xG against goals). Unshifted, the model
 * rates a shot from outside the box at about 0.05, where the Premier League scores 1 in 37 of them
 * and 13.1% of those inside (2008/09-2012/13, StatsBomb, D. Kennett, "Premier League shot benchmarks").
 */
export const XG_CALIBRATION = { shift: -0.35 };

/**
 * xG of a shot from its place and body part: the logistic model Ben Torvaney published
 * (torvaney.github.io/xG.html) on the angle the goal mouth subtends (radians), the distance to the
 * goal's centre (metres), a header flag and their interactions. Situation does not enter it: it moves
 * where shots come from (a counter gets closer, a corner brings headers), and a penalty has its own
 * value.
 */
const XG_BETA = {
  intercept: -1.745598 + XG_CALIBRATION.shift,
  angle: 1.338737,
  distance: -0.110384,
  header: 0.64673,
  angleDistance: 0.168798,
  angleHeader: -0.424885,
  distanceHeader: -0.134178,
  angleDistanceHeader: -0.055093,
};

/** Distance (m) from the goal's centre and the angle (radians) the goal mouth subtends. */
export function shotGeometry(x: number, y: number): { distance: number; angle: number } {
  const dx = PITCH.length - x;
  const dy = y - PITCH.width / 2;
  const half = PITCH.goalWidth / 2;
  const distance = Math.hypot(dx, dy);
  // The angle between the lines to the two posts.
  const a = Math.atan2(dy + half, dx) - Math.atan2(dy - half, dx);
  return { distance, angle: Math.abs(a) };
}

export function expectedGoals(
  x: number,
  y: number,
  bodyPart: ShotBodyPart,
  situation: ShotSituation,
): number {
  if (situation === 'penalty') return PENALTY_XG;
  const { distance: d, angle: a } = shotGeometry(x, y);
  const h = bodyPart === 'head' ? 1 : 0;
  const b = XG_BETA;
  const z =
    b.intercept +
    b.angle * a +
    b.distance * d +
    b.angleDistance * a * d +
    h * (b.header + b.angleHeader * a + b.distanceHeader * d + b.angleDistanceHeader * a * d);
  return 1 / (1 + Math.exp(-z));
}

export function insideBox(x: number, y: number): boolean {
  return PITCH.length - x <= PITCH.boxDepth && Math.abs(y - PITCH.width / 2) <= PITCH.boxHalfWidth;
}

/** A big chance: xG of at least 0.35, the threshold often used for it (kiqiq.com glossary, "Big Chance"). */
export const BIG_CHANCE_XG = 0.35;

export interface ShotPlace {
  x: number;
  y: number;
  bodyPart: ShotBodyPart;
  situation: ShotSituation;
  xg: number;
}

/**
 * Where shots come from before anyone knows how they end: the shares of situations and zones are
 * set so that the engine's shots match the real figures bench:realism prints beside them (share
 * inside the box, xG per shot, xG against goals). Zones: the six-yard box, the rest of the box, and
 * up to 30 m out.
 */
export const SHOT_MIX = {
  /** Of non-penalty shots: from a corner or a free kick (the rest open play or a counter). */
  setPiece: 0.25,
  counter: 0.1,
  /** Headers: of set-piece shots, of open-play shots. */
  headerSetPiece: 0.45,
  headerOpenPlay: 0.12,
  /** Zone weights for foot shots: six-yard box, box, outside. */
  footZones: [0.02, 0.55, 0.43],
  /** A counter's shots come closer. */
  counterZones: [0.04, 0.6, 0.36],
  headerZones: [0.12, 0.88, 0],
};

function zonePlace(rng: Rng, zone: number): { x: number; y: number } {
  // Across the pitch the shots crowd the centre: a triangular spread over the zone's width.
  const tri = () => rng.next() + rng.next() - 1;
  if (zone === 0) return { x: PITCH.length - 0.5 - rng.next() * 5, y: PITCH.width / 2 + tri() * 9.16 };
  // In the box, more shots come from its far part than from close in.
  if (zone === 1)
    return { x: PITCH.length - 5.5 - Math.sqrt(rng.next()) * 11, y: PITCH.width / 2 + tri() * 20 };
  return { x: PITCH.length - 16.6 - rng.next() * 13.4, y: PITCH.width / 2 + tri() * 24 };
}

/** A place from the mix, whatever the outcome. */
export function drawPlace(rng: Rng): ShotPlace {
  const r = rng.next();
  const situation: ShotSituation =
    r < SHOT_MIX.setPiece ? 'set-piece' : r < SHOT_MIX.setPiece + SHOT_MIX.counter ? 'counter' : 'open-play';
  const headerShare = situation === 'set-piece' ? SHOT_MIX.headerSetPiece : SHOT_MIX.headerOpenPlay;
  const bodyPart: ShotBodyPart = rng.next() < headerShare ? 'head' : 'foot';
  const zones =
    bodyPart === 'head'
      ? SHOT_MIX.headerZones
      : situation === 'counter'
        ? SHOT_MIX.counterZones
        : SHOT_MIX.footZones;
  let u = rng.next();
  let zone = 0;
  while (zone < zones.length - 1 && u >= (zones[zone] ?? 0)) {
    u -= zones[zone] ?? 0;
    zone++;
  }
  const { x, y } = zonePlace(rng, zone);
  const place = { x: round1(x), y: round1(y), bodyPart, situation };
  return { ...place, xg: expectedGoals(place.x, place.y, bodyPart, situation) };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Places drawn once from the mix, with running sums of their xG and of 1 − xG: a goal's place is one
 * of them picked in proportion to its xG, a miss's in proportion to 1 − xG. So the places of goals and
 * misses are what they would be if each shot scored with its xG, and xG is calibrated as long as the
 * mix gives as much xG as goals (bench:realism). Drawn once (a fixed seed), a place costs one draw.
 */
const POOL_SIZE = 16_384;
const pool: ShotPlace[] = [];
const goalSums = new Float64Array(POOL_SIZE);
const missSums = new Float64Array(POOL_SIZE);
{
  const rng = mulberry32(0x5107);
  let goal = 0;
  let miss = 0;
  for (let i = 0; i < POOL_SIZE; i++) {
    const place = drawPlace(rng);
    pool.push(place);
    goal += place.xg;
    miss += 1 - place.xg;
    goalSums[i] = goal;
    missSums[i] = miss;
  }
}

export function placeShot(rng: Rng, scored: boolean): ShotPlace {
  const sums = scored ? goalSums : missSums;
  const target = rng.next() * (sums[POOL_SIZE - 1] ?? 0);
  let lo = 0;
  let hi = POOL_SIZE - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sums[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return pool[lo] as ShotPlace;
}

export function penaltyPlace(): ShotPlace {
  return {
    x: PITCH.length - PENALTY_SPOT,
    y: PITCH.width / 2,
    bodyPart: 'foot',
    situation: 'penalty',
    xg: PENALTY_XG,
  };
}

/** What became of a penalty that was not scored (the Opta shares above). */
export function penaltyMiss(rng: Rng): Exclude<ShotOutcome, 'goal' | 'blocked'> {
  const total = PENALTY_MISS.saved + PENALTY_MISS['off-target'] + PENALTY_MISS.woodwork;
  const r = rng.next() * total;
  return r < PENALTY_MISS.saved
    ? 'saved'
    : r < PENALTY_MISS.saved + PENALTY_MISS['off-target']
      ? 'off-target'
      : 'woodwork';
}

/**
 * What became of a shot that was not scored and not on target. Blocked: about a quarter of shots
 * (Bournemouth had 26.0% of theirs blocked in 2016/17, Huddersfield the league's most in 2017/18,
 * above Bournemouth's 34.2%: Football365, "Let's welcome back the Premier League"), more from outside
 * the box where defenders stand between ball and goal. Woodwork: no league figure was found; the
 * share of penalties that hit the post (225 of 8,346, Opta data above) is used.
 */
export function missOutcome(rng: Rng, place: ShotPlace): 'off-target' | 'blocked' | 'woodwork' {
  const blocked = insideBox(place.x, place.y) ? 0.34 : 0.5;
  const r = rng.next();
  return r < 0.04 ? 'woodwork' : r < 0.04 + blocked ? 'blocked' : 'off-target';
}
