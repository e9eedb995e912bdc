// The football model: how often things happen in a minute, from team strengths and match time.
// The simulation draws from these rates and the odds price from the same rates, so the odds are
// calibrated by construction (bench/realism.ts measures it). Figures are tuned against the real
// ones quoted in bench/realism.ts (World Cups 2014-2022, big European leagues).

/** Tuning constants (one place, so the realism bench and the engine agree). */
export const FOOTBALL_MODEL = {
  /** Expected goals of two equal teams over 90 minutes plus stoppage time. */
  goalsPerMatch: 2.75,
  /** Goal-rate ratio per strength point of difference (exp(k * diff)). */
  strengthK: 0.045,
  /** Home advantage on the goal rate (league matches; replayed and cup finals are neutral). */
  homeAdvantage: 1.12,
  /** Knockout ties: regular-time goal rate factor. */
  knockoutFactor: 1,
  /**
   * Knockout ties while the score is level: both sides hold back, fearing the goal that ends the
   * tie. This game-state effect is why a third of World Cup knockouts reach extra time while they
   * score about as many goals as other matches (2018: 2.75 a match in 90 minutes, 5 of 16 to extra time).
   */
  knockoutLevelFactor: 0.6,
  /** Extra time: tired legs and caution (0.8: about 28% of ties that reach it are decided in it, as 5 of 18 World Cup ties 2014-2022). */
  extraTimeFactor: 0.8,
  /** Rate factor per red card: own side, opponent. */
  redOwn: 0.7,
  redOpponent: 1.15,
  /** Minute weight: linear from `weightStart` (minute 1) to `weightEnd` (minute 90). */
  weightStart: 0.78,
  weightEnd: 1.26,
  /** Stoppage-time minutes weigh more (chasing the game). */
  stoppageBoost: 1.25,
  cornersPerMatch: 9.6,
  yellowsPerMatch: 3.4,
  straightRedsPerMatch: 0.05,
  penaltyShare: 0.1,
  penaltyConversion: 0.76,
  ownGoalShare: 0.03,
  shotsPerMatch: 24,
  /** Of the shots that are not goals, the share the keeper saves (so 4.3 a side are on target, goals included). */
  savedShare: 0.25,
  shootoutConversion: 0.72,
};

/** Stoppage announced at 45' and 90' (minutes, probabilities). */
export const ADDED_TIME = {
  first: { values: [0, 1, 2, 3, 4], weights: [0.05, 0.3, 0.35, 0.2, 0.1] },
  second: { values: [2, 3, 4, 5, 6, 7], weights: [0.08, 0.22, 0.3, 0.22, 0.12, 0.06] },
  extra: { values: [0, 1, 2], weights: [0.4, 0.4, 0.2] },
};

function mean(d: { values: number[]; weights: number[] }): number {
  let s = 0;
  let w = 0;
  d.values.forEach((v, i) => {
    s += v * (d.weights[i] ?? 0);
    w += d.weights[i] ?? 0;
  });
  return s / w;
}
export const MEAN_ADDED = {
  first: mean(ADDED_TIME.first),
  second: mean(ADDED_TIME.second),
  extra: mean(ADDED_TIME.extra),
};

/** Relative goal weight of a minute (1..120); stoppage minutes count at their half's last minute. */
export function minuteWeight(minute: number, stoppage: boolean): number {
  const m = FOOTBALL_MODEL;
  if (minute > 90)
    return ((m.weightStart + m.weightEnd) / 2) * m.extraTimeFactor * (stoppage ? m.stoppageBoost : 1);
  const w = m.weightStart + ((m.weightEnd - m.weightStart) * (minute - 1)) / 89;
  return stoppage ? w * m.stoppageBoost : w;
}

function sumWeights(from: number, to: number): number {
  let s = 0;
  for (let i = from; i <= to; i++) s += minuteWeight(i, false);
  return s;
}
/** Total weight of a regular 90 minutes with average stoppage: the unit `goalsPerMatch` is spread over. */
const WEIGHT_90 =
  sumWeights(1, 90) + MEAN_ADDED.first * minuteWeight(45, true) + MEAN_ADDED.second * minuteWeight(90, true);

export interface SideRates {
  /** Goals per unit of minute weight. */
  home: number;
  away: number;
}

export interface RateContext {
  homeStrength: number;
  awayStrength: number;
  neutral: boolean;
  knockout: boolean;
}

/** Per-weight-unit goal rates of each side before red cards. */
export function goalRates(ctx: RateContext): SideRates {
  const m = FOOTBALL_MODEL;
  const diff = ctx.homeStrength - ctx.awayStrength;
  const ha = ctx.neutral ? 1 : m.homeAdvantage;
  const k = ctx.knockout ? m.knockoutFactor : 1;
  const half = (m.goalsPerMatch / 2) * k;
  return {
    home: (half * Math.exp((m.strengthK * diff) / 2) * Math.sqrt(ha)) / WEIGHT_90,
    away: (half * Math.exp((-m.strengthK * diff) / 2)) / Math.sqrt(ha) / WEIGHT_90,
  };
}

/** Red-card factors for (own reds, opponent reds). */
export function redFactor(ownReds: number, opponentReds: number): number {
  return FOOTBALL_MODEL.redOwn ** ownReds * FOOTBALL_MODEL.redOpponent ** opponentReds;
}

/** Where a match stands, for the expected rest of it. */
export interface ClockPoint {
  /** Next regular minute to play (1 before kick-off); during stoppage time, the half's last minute. */
  minute: number;
  /** During stoppage time: the next stoppage minute to play (1-based); 0 otherwise. */
  stoppageNext: number;
  /** Announced stoppage of the current half, when in stoppage time. */
  added: number;
}

const HALVES: [number, number, number][] = [
  [1, 45, MEAN_ADDED.first],
  [46, 90, MEAN_ADDED.second],
  [91, 105, MEAN_ADDED.extra],
  [106, 120, MEAN_ADDED.extra],
];
const PREFIX: number[] = [0];
for (let i = 1; i <= 120; i++) PREFIX[i] = (PREFIX[i - 1] ?? 0) + minuteWeight(i, false);

/** Expected remaining weight until the end of `untilMinute` (45: half time, 90: full time, 120: extra time). */
export function remainingWeight(at: ClockPoint, untilMinute: 45 | 90 | 120): number {
  let s = 0;
  for (const [from, to, meanAdded] of HALVES) {
    if (from > untilMinute) break;
    if (to < at.minute) continue;
    if (at.stoppageNext > 0 && at.minute === to) {
      s += Math.max(0, at.added - at.stoppageNext + 1) * minuteWeight(to, true);
      continue;
    }
    const start = Math.max(from, at.minute);
    s += (PREFIX[to] ?? 0) - (PREFIX[start - 1] ?? 0);
    s += meanAdded * minuteWeight(to, true);
  }
  return s;
}

/** Weights of the slots still to play until the end of `untilMinute`; unknown stoppage counts its mean. */
export function remainingSlots(at: ClockPoint, untilMinute: 45 | 90 | 120): number[] {
  const slots: number[] = [];
  for (const [from, to, meanAdded] of HALVES) {
    if (from > untilMinute) break;
    if (to < at.minute) continue;
    const stoppage = minuteWeight(to, true);
    if (at.stoppageNext > 0 && at.minute === to) {
      for (let k = at.stoppageNext; k <= at.added; k++) slots.push(stoppage);
      continue;
    }
    for (let m = Math.max(from, at.minute); m <= to; m++) slots.push(minuteWeight(m, false));
    for (let k = 1; k <= Math.floor(meanAdded); k++) slots.push(stoppage);
    const fraction = meanAdded - Math.floor(meanAdded);
    if (fraction > 0) slots.push(stoppage * fraction);
  }
  return slots;
}
