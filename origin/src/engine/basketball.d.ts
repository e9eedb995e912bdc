import { type MatchStatus } from '@pitchside/shared';
import { type Rng } from './rng';
import type { Match } from './types';
export interface BasketballSim {
  match: Match;
  rng: Rng;
  /** Share of scoring chances of the home side. */
  homeShare: number;
  minuteInPeriod: number;
  breakLeft: number;
  nextStepAt: number;
  onStatus?: (from: MatchStatus, to: MatchStatus) => void;
}
export declare function createBasketballSim(
  match: Match,
  rng: Rng,
  homeStrength: number,
  awayStrength: number,
): BasketballSim;
export declare function stepBasketball(sim: BasketballSim, time: number): void;
