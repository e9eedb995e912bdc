// Lineups: a formation, the best available eleven in it, and the bench.
import { pick, type Rng } from '../rng';
import type { FootballPosition, LineupPlayer, Player, Team, TeamLineup } from '../types';

const FORMATIONS: { name: string; lines: number[] }[] = [
  { name: '4-4-2', lines: [4, 4, 2] },
  { name: '4-3-3', lines: [4, 3, 3] },
  { name: '4-2-3-1', lines: [4, 2, 3, 1] },
  { name: '3-5-2', lines: [3, 5, 2] },
  { name: '5-3-2', lines: [5, 3, 2] },
  { name: '3-4-3', lines: [3, 4, 3] },
];

const LINE_POSITION = (lineIndex: number, lineCount: number): FootballPosition =>
  lineIndex === 0 ? 'DF' : lineIndex === lineCount - 1 ? 'FW' : 'MF';

export interface Squad {
  formation: string;
  /** A real match's side whose file lines mixed positions: placed in the file's formation by position. */
  placedByPositions?: boolean;
  starters: Player[];
  bench: Player[];
  placed: LineupPlayer[];
  benchPlaced: LineupPlayer[];
}

function asLineup(p: Player, line: number, slot: number, position: FootballPosition): LineupPlayer {
  return {
    playerId: p.id,
    name: p.name,
    names: p.names,
    shirtNumber: p.shirtNumber,
    ...(p.shirtNumberUnknown ? { shirtNumberUnknown: true } : {}),
    position,
    line,
    slot,
    captain: false,
    ...(p.fromFile ? { fromFile: true } : {}),
    ...(p.real ? { real: true } : {}),
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
  };
}

/** Positions a real player may fill when his club has no real player of the line's own position. */
const NEAR: Record<string, FootballPosition[]> = { DF: ['MF'], MF: ['FW', 'DF'], FW: ['MF'] };

/** The family name a player is known by: a generated player's own, else the last word of his name. */
export const familyNameOf = (p: Player) =>
  p.familyName ?? (p.name.trim().split(/\s+/).at(-1) ?? p.name).toLowerCase();

/**
 * Picks a formation and the eleven; players named in `mustStart` (replayed scorers) start. Real players
 * come before generated ones, by position; a generated player whose surname is in `avoid` (the other
 * side's players) sits out while the squad has others, so no two players of a match share a surname by
 * the generator's doing.
 */
export function pickSquad(
  rng: Rng,
  team: Team,
  mustStart: ReadonlySet<string> = new Set(),
  avoid: ReadonlySet<string> = new Set(),
): Squad {
  const formation = pick(rng, FORMATIONS);
  const clash = (p: Player) => p.familyName !== undefined && avoid.has(p.familyName);
  const available = team.players
    .filter((p) => !p.injured || mustStart.has(p.name))
    .sort(
      (a, b) =>
        Number(mustStart.has(b.name)) - Number(mustStart.has(a.name)) ||
        Number(clash(a)) - Number(clash(b)) ||
        Number(b.real === true) - Number(a.real === true) ||
        b.rating - a.rating,
    );
  const used = new Set<Player>();
  const take = (position: FootballPosition): Player | undefined => {
    const free = (x: Player) => !used.has(x) && !clash(x);
    const p =
      available.find((x) => free(x) && x.real && x.position === position) ??
      (position === 'GK'
        ? undefined
        : available.find(
            (x) => free(x) && x.real && (NEAR[position] ?? []).includes(x.position as FootballPosition),
          )) ??
      available.find((x) => free(x) && x.position === position) ??
      (position === 'GK' ? available.find((x) => !used.has(x) && x.position === 'GK') : undefined) ??
      available.find((x) => free(x) && x.position !== 'GK') ??
      available.find((x) => !used.has(x) && x.position === position) ??
      available.find((x) => !used.has(x) && x.position !== 'GK');
    if (p) used.add(p);
    return p;
  };
  const placed: LineupPlayer[] = [];
  const starters: Player[] = [];
  const gk = take('GK');
  if (gk) {
    starters.push(gk);
    placed.push(asLineup(gk, 0, 0, 'GK'));
  }
  formation.lines.forEach((count, lineIndex) => {
    const position = LINE_POSITION(lineIndex, formation.lines.length);
    for (let slot = 0; slot < count; slot++) {
      const p = take(position);
      if (!p) continue;
      starters.push(p);
      placed.push(asLineup(p, lineIndex + 1, slot, position));
    }
  });
  // Forced starters left out (more of them than places in their line) replace other outfield
  // starters, of their own position first.
  for (const forced of available.filter(
    (p) => mustStart.has(p.name) && !used.has(p) && p.position !== 'GK',
  )) {
    const replaceable = (lp: LineupPlayer) => lp.position !== 'GK' && !mustStart.has(lp.name);
    let i = placed.findIndex((lp) => replaceable(lp) && lp.position === forced.position);
    if (i < 0) i = placed.findIndex(replaceable);
    const slot = placed[i];
    const out = starters.find((p) => p.id === slot?.playerId);
    if (!slot || !out) continue;
    used.delete(out);
    used.add(forced);
    starters[starters.indexOf(out)] = forced;
    placed[i] = asLineup(forced, slot.line, slot.slot, slot.position);
  }
  let best = placed[0];
  for (const lp of placed) {
    const rating = team.players.find((p) => p.id === lp.playerId)?.rating ?? 0;
    const bestRating = team.players.find((p) => p.id === best?.playerId)?.rating ?? 0;
    if (rating > bestRating) best = lp;
  }
  if (best) best.captain = true;
  // The bench: nine players without a clash; a shorter bench, down to five (the changes a side may make),
  // before one whose surname the other side has, and one with a clash only when the squad has no other.
  const rest = available.filter((p) => !used.has(p));
  const clean = rest.filter((p) => !clash(p)).slice(0, 9);
  const bench = clean.length >= 5 ? clean : [...clean, ...rest.filter(clash)].slice(0, 5);
  const benchPlaced = bench.map((p) =>
    asLineup(
      p,
      -1,
      0,
      (['GK', 'DF', 'MF', 'FW'].includes(p.position) ? p.position : 'MF') as FootballPosition,
    ),
  );
  return { formation: formation.name, starters, bench, placed, benchPlaced };
}

export function teamLineup(team: Team, squad: Squad): TeamLineup {
  return {
    teamId: team.id,
    formation: squad.formation,
    ...(squad.placedByPositions ? { placedByPositions: true } : {}),
    coach: team.coach,
    starters: squad.placed,
    bench: squad.benchPlaced,
  };
}
