/** Tuning constants (one place, so the realism bench and the engine agree). */
export declare const FOOTBALL_MODEL: {
  /** Expected goals of two equal teams over 90 minutes plus stoppage time. */
  goalsPerMatch: number;
  /** Goal-rate ratio per strength point of difference (exp(k * diff)). */
  strengthK: number;
  /** Home advantage on the goal rate (league matches; replayed and cup finals are neutral). */
  homeAdvantage: number;
  /** Knockout ties are tighter: regular-time goal rate factor. */
  knockoutFactor: number;
  /** Extra time: tired legs and caution. */
  extraTimeFactor: number;
  /** Rate factor per red card: own side, opponent. */
  redOwn: number;
  redOpponent: number;
  /** Minute weight: linear from `weightStart` (minute 1) to `weightEnd` (minute 90). */
  weightStart: number;
  weightEnd: number;
  /** Stoppage-time minutes weigh more (chasing the game). */
  stoppageBoost: number;
  cornersPerMatch: number;
  yellowsPerMatch: number;
  straightRedsPerMatch: number;
  penaltyShare: number;
  penaltyConversion: number;
  ownGoalShare: number;
  shotsPerMatch: number;
  onTargetShare: number;
  shootoutConversion: number;
};
/** Stoppage announced at 45' and 90' (minutes, probabilities). */
export declare const ADDED_TIME: {
  first: {
    values: number[];
    weights: number[];
  };
  second: {
    values: number[];
    weights: number[];
  };
  extra: {
    values: number[];
    weights: number[];
  };
};
export declare const MEAN_ADDED: {
  first: number;
  second: number;
  extra: number;
};
/** Relative goal weight of a minute (1..120); stoppage minutes count at their half's last minute. */
export declare function minuteWeight(minute: number, stoppage: boolean): number;
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
export declare function goalRates(ctx: RateContext): SideRates;
/** Red-card factors for (own reds, opponent reds). */
export declare function redFactor(ownReds: number, opponentReds: number): number;
/** Where a match stands, for the expected rest of it. */
export interface ClockPoint {
  /** Next regular minute to play (1 before kick-off); during stoppage time, the half's last minute. */
  minute: number;
  /** During stoppage time: the next stoppage minute to play (1-based); 0 otherwise. */
  stoppageNext: number;
  /** Announced stoppage of the current half, when in stoppage time. */
  added: number;
}
/** Expected remaining weight until the end of `untilMinute` (45: half time, 90: full time, 120: extra time). */
export declare function remainingWeight(at: ClockPoint, untilMinute: 45 | 90 | 120): number;
