// A real match's line-ups (a full-format file's): the eleven, the captain and the formation as the file
// writes them, the goalkeeper at the back. The source does not always write the lines back to front, so
// each is read against the positions the season gives its players (seasonRoster.ts, orientedLines). Where
// its lines mix positions as no formation does (a line of forwards behind the midfield), the formation
// stays the file's, its players are placed in it by those positions, and the side says so
// (`placedByPositions`): the file's shape, never one of the engine's own.
import type { ReplayCard, ReplaySheet, ReplaySubstitution } from '../replay/replayFile';
import type { FootballPosition, LineupPlayer, Player, Team } from '../types';
import { orientedLines } from './seasonRoster';

/** A substitution or card of a real match, its players found in the squad. */
export interface RealChange {
  minute: number;
  offset: number;
  off: Player;
  on: Player;
}
export interface RealCard {
  minute: number;
  offset: number;
  player: Player;
  kind: ReplayCard['kind'];
}

/** One side of a real match as the file has it, its players found in the squad. */
export interface RealSide {
  /** The file's: the sizes of its lines, from the back. */
  formation: string;
  /** The file's lines mixed positions: its players are placed in its formation by their season positions. */
  placedByPositions: boolean;
  starters: Player[];
  /** Those who came on, then those carded on the bench: the bench the data knows. */
  bench: Player[];
  placed: LineupPlayer[];
  benchPlaced: LineupPlayer[];
  substitutions: RealChange[];
  cards: RealCard[];
}

const RANK: Record<FootballPosition, number> = { GK: 0, DF: 1, MF: 2, FW: 3 };

function asLineup(p: Player, line: number, slot: number, captain: boolean): LineupPlayer {
  return {
    playerId: p.id,
    name: p.name,
    names: p.names,
    shirtNumber: p.shirtNumber,
    ...(p.shirtNumberUnknown ? { shirtNumberUnknown: true } : {}),
    position: (p.position === 'GK' || p.position === 'DF' || p.position === 'FW'
      ? p.position
      : 'MF') as FootballPosition,
    line,
    slot,
    captain,
    ...(p.fromFile ? { fromFile: true } : {}),
    ...(p.real ? { real: true } : {}),
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
  };
}

const known = (p: Player): FootballPosition | undefined =>
  p.positionUnknown || !(p.position in RANK) ? undefined : (p.position as FootballPosition);

/**
 * Whether lines from the back (outfield only) mix positions as no formation does: a line further forward
 * whose players stand, on the whole, behind an earlier one's. A defender beside a forward is not enough:
 * a back three's wing-backs play there.
 */
export function mixesPositions(lines: readonly (readonly Player[])[]): boolean {
  let behind = 0;
  for (const line of lines) {
    const ranks = line.flatMap((p) => {
      const at = known(p);
      return at && at !== 'GK' ? [RANK[at]] : [];
    });
    if (ranks.length === 0) continue;
    const mean = ranks.reduce((a, b) => a + b, 0) / ranks.length;
    if (mean < behind - 0.5) return true;
    behind = Math.max(behind, mean);
  }
  return false;
}

/**
 * The eleven as the pitch draws them: the file's lines from the back and the formation's name from their
 * sizes. Lines that mix positions keep their sizes; the outfield players fill them again from the back,
 * defenders first, then midfielders (and those of unknown position), then forwards, in the file's order
 * within a position.
 */
export function drawnLines(fileLines: readonly (readonly Player[])[]): {
  formation: string;
  lines: Player[][];
  placedByPositions: boolean;
} {
  // The format writes the goalkeeper first, alone.
  const [first = [], ...rest] = fileLines;
  const keeper = first.slice(0, 1);
  const outfield = [first.slice(1), ...rest].filter((l) => l.length > 0);
  const byName = new Map(fileLines.flat().map((p) => [p.name, p]));
  const at = (name: string) => {
    const p = byName.get(name);
    return p ? known(p) : undefined;
  };
  // orientedLines keeps its first line (a keeper's) in place: an empty one here, so it turns the rest.
  let lines = orientedLines([[], ...outfield.map((l) => l.map((p) => p.name))], at)
    .lines.slice(1)
    .map((l) => l.flatMap((name) => byName.get(name) ?? []));
  const formation = lines.map((l) => l.length).join('-');
  let placedByPositions = false;
  if (mixesPositions(lines)) {
    const rank = (p: Player) => {
      const position = known(p);
      return position === 'DF' || position === 'FW' ? RANK[position] : RANK.MF;
    };
    // A stable sort: the file's order (from the back) within a position.
    const order = lines.flat().sort((a, b) => rank(a) - rank(b));
    const sizes = lines.map((l) => l.length);
    const refilled = sizes.map((size, i) => {
      const from = sizes.slice(0, i).reduce((a, b) => a + b, 0);
      return order.slice(from, from + size);
    });
    placedByPositions = refilled.some((line, i) => line.some((p, slot) => lines[i]?.[slot] !== p));
    lines = refilled;
  }
  return { formation, lines: [keeper, ...lines], placedByPositions };
}

const byNames = new WeakMap<Team, Map<string, Player>>();
/** A squad's players by name, made once per team (a season's sheets read each squad dozens of times). */
function squadByName(team: Team): Map<string, Player> {
  let map = byNames.get(team);
  if (!map) {
    map = new Map(team.players.map((p) => [p.name, p]));
    byNames.set(team, map);
  }
  return map;
}

/**
 * A side of a real match from its sheet: the file's eleven, captain and formation, the bench it knows,
 * and its changes and cards. Names not in the squad (none, for a squad built from the same file) are
 * left out rather than invented.
 */
export function realSide(team: Team, sheet: ReplaySheet): RealSide {
  const byName = squadByName(team);
  const find = (name: string) => byName.get(name);
  const fileLines = sheet.lines.map((l) => l.flatMap((p) => find(p.name) ?? []));
  const captainName = sheet.lines.flat().find((p) => p.captain)?.name;
  const { formation, lines, placedByPositions } = drawnLines(fileLines);
  const placed = lines.flatMap((line, i) =>
    line.map((p, slot) => asLineup(p, i, slot, p.name === captainName)),
  );
  const starters = placed.flatMap((lp) => byName.get(lp.name) ?? []);
  const substitutions = sheet.substitutions.flatMap((s: ReplaySubstitution): RealChange[] => {
    const off = find(s.off);
    const on = find(s.on);
    return off && on ? [{ minute: s.minute, offset: s.offset ?? 0, off, on }] : [];
  });
  const cards = sheet.cards.flatMap((c): RealCard[] => {
    const player = find(c.name);
    return player ? [{ minute: c.minute, offset: c.offset ?? 0, player, kind: c.kind }] : [];
  });
  const bench: Player[] = [];
  for (const p of [...substitutions.map((s) => s.on), ...cards.map((c) => c.player)])
    if (!starters.includes(p) && !bench.includes(p)) bench.push(p);
  return {
    formation,
    placedByPositions,
    starters,
    bench,
    placed,
    benchPlaced: bench.map((p) => asLineup(p, -1, 0, false)),
    substitutions,
    cards,
  };
}
