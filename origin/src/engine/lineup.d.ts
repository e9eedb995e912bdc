import { type Rng } from './rng';
import type { LineupPlayer, Player, Team, TeamLineup } from './types';
export interface Squad {
  formation: string;
  starters: Player[];
  bench: Player[];
  placed: LineupPlayer[];
  benchPlaced: LineupPlayer[];
}
/** Picks a formation and the eleven; players named in `mustStart` (replayed scorers) start. */
export declare function pickSquad(rng: Rng, team: Team, mustStart?: ReadonlySet<string>): Squad;
export declare function teamLineup(team: Team, squad: Squad): TeamLineup;
