import { type MatchStatus } from '@pitchside/shared';
import { type Rng } from './rng';
import type { Match } from './types';
export interface EsportsSim {
  match: Match;
  rng: Rng;
  homeWin: number;
  rounds: boolean;
  minuteInMap: number;
  mapLength: number;
  breakLeft: number;
  nextStepAt: number;
  onStatus?: (from: MatchStatus, to: MatchStatus) => void;
}
export declare function createEsportsSim(
  match: Match,
  rng: Rng,
  game: string,
  homeStrength: number,
  awayStrength: number,
): EsportsSim;
export declare function stepEsports(sim: EsportsSim, time: number): void;
