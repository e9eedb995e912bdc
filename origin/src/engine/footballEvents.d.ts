import { type Rng } from './rng';
import type { Match, Pair, Player, Side } from './types';
export interface SideState {
  onPitch: Player[];
  bench: Player[];
  subsLeft: number;
  booked: Set<number>;
  /** Share of the play (0..1) from strengths: shots, corners, attacks, possession. */
  share: number;
}
/** A goal the replay file prescribes. */
export interface ScriptedGoal {
  side: Side;
  minute: number;
  offset: number;
  name: string;
  penalty: boolean;
  owngoal: boolean;
}
export interface MinuteContext {
  match: Match;
  rng: Rng;
  sides: Record<Side, SideState>;
  /** Goals per unit of minute weight (before red cards). */
  rates: Pair;
  time: number;
  nextEventId: () => number;
  /** Scripted goals of this minute, when replaying; random goals are off then. */
  scripted: ScriptedGoal[] | null;
}
/** Plays one minute (`stoppage` > 0: that minute of added time) of a football match. */
export declare function playMinute(ctx: MinuteContext, minute: number, stoppage: number): void;
