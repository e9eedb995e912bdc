// Esports at the level the live section needs: a best-of series of maps with map scores (rounds for
// tactical shooters, kills for MOBAs). Status: 1 first map, 2 break, 3 later maps, -1 decided.
import { canTransition, MATCH_STATUS, type MatchStatus } from '@pitchside/shared';
import { chance, int, pick, poisson, type Rng } from '../rng';
import type { Match, Side } from '../types';
import { MINUTE_MS } from './football';

// Read once: a simulation's every minute asks it (docs/ARCHITECTURE.md "Tests and their time").
const S = MATCH_STATUS;

const MAPS: Record<string, string[]> = {
  CS2: ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Vertigo', 'Dust2'],
  Valorant: ['Ascent', 'Bind', 'Haven', 'Lotus', 'Split', 'Sunset', 'Icebox'],
};
const MAP_BREAK = 8;

/**
 * A MOBA map (a game) as the professional leagues play it: its length in minutes (uniform in the range)
 * and each side's kills a minute, shared out by strength. Real figures (bench:realism prints them beside
 * the world's):
 * - League of Legends: 12.2-12.9 kills a team a game in the LCK and LPL (the LPL's own comparison of the
 *   four major leagues, summer 2020, reported by Xportsnews on 3 October 2020); games of 29:42-31:09 on
 *   average (LEC and LPL, spring 2019, Inven Global).
 * - Dota 2: professional games of 37:05 on average, standard deviation 9:41 (datDota, "Dota 2021 in
 *   numbers"); a professional player kills once every 7:45 (datDota over 50,000 games, December 2020),
 *   which is 5 / 7.75 = 0.65 kills a minute for a team of five.
 */
interface MobaMap {
  minutes: readonly [number, number];
  killsPerTeamMinute: number;
}
const LOL: MobaMap = { minutes: [26, 36], killsPerTeamMinute: 0.4 };
const DOTA: MobaMap = { minutes: [28, 46], killsPerTeamMinute: 0.645 };
/** A round-based map ends on its score, not its clock: only a MOBA's figures are used. */
const mobaOf = (game: string): MobaMap => (game === 'Dota 2' ? DOTA : LOL);

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

export function createEsportsSim(
  match: Match,
  rng: Rng,
  game: string,
  homeStrength: number,
  awayStrength: number,
): EsportsSim {
  // The engine's leagues play their league phase as best-of-three series and their play-offs as
  // best-of-five, as the real ones of their games do (LPL, LCK, ESL Pro League, DreamLeague, VCT).
  const bestOf = match.knockout ? 5 : 3;
  match.esports = { game, bestOf, maps: [] };
  return {
    match,
    rng,
    homeWin: 1 / (1 + Math.exp(-(homeStrength - awayStrength) / 15)),
    rounds: game in MAPS,
    minuteInMap: 0,
    mapLength: 0,
    breakLeft: 0,
    nextStepAt: match.startTime,
  };
}

/**
 * Whether a round-based map is over at this score. Both are first to 13 rounds; from 12-12, Valorant plays
 * on until one side leads by two (Riot's VCT rules), CS2 plays overtimes of six rounds, each won by the
 * first to four (Valve's MR12 with MR3 overtime: 16-14, 19-17, never 14-12).
 */
export function mapWon(game: string, home: number, away: number): boolean {
  const low = Math.min(home, away);
  const high = Math.max(home, away);
  if (low < 12) return high >= 13;
  if (game !== 'CS2') return high - low >= 2;
  // Overtime k starts at 12 + 3k all; whoever reaches 16 + 3k first wins it (3-3 starts the next).
  const k = Math.floor((low - 12) / 3);
  return high >= 16 + 3 * k;
}

function setStatus(sim: EsportsSim, to: MatchStatus, time: number): void {
  if (!canTransition(sim.match.status, to))
    throw new Error(`illegal status move ${sim.match.status} -> ${to}`);
  sim.onStatus?.(sim.match.status, to);
  sim.match.status = to;
  sim.match.updatedAt = time;
}

function startMap(sim: EsportsSim, time: number): void {
  const e = sim.match.esports;
  if (!e) return;
  const n = e.maps.length + 1;
  e.maps.push({
    name: MAPS[e.game] ? pick(sim.rng, MAPS[e.game] ?? []) : `Game ${n}`,
    home: 0,
    away: 0,
    winner: null,
  });
  sim.minuteInMap = 0;
  const [shortest, longest] = mobaOf(e.game).minutes;
  sim.mapLength = int(sim.rng, shortest, longest);
  sim.match.clock.periodStartTime = time;
}

function endMap(sim: EsportsSim, winner: Side, time: number): void {
  const m = sim.match;
  const e = m.esports;
  const map = e?.maps[e.maps.length - 1];
  if (!e || !map) return;
  map.winner = winner;
  m.score[winner]++;
  const need = Math.ceil(e.bestOf / 2);
  const decided = m.score.home >= need || m.score.away >= need;
  if (decided) {
    if (m.status === S.FIRST_HALF) setStatus(sim, S.HALF_TIME, time);
    if (m.status === S.HALF_TIME) setStatus(sim, S.SECOND_HALF, time);
    m.fullTimeScore = { ...m.score };
    setStatus(sim, S.FULL_TIME, time);
    m.clock.display = 'FT';
    return;
  }
  if (m.status === S.FIRST_HALF) setStatus(sim, S.HALF_TIME, time);
  sim.breakLeft = MAP_BREAK;
}

export function stepEsports(sim: EsportsSim, time: number): void {
  const m = sim.match;
  const e = m.esports;
  if (!e) return;
  sim.nextStepAt = time + MINUTE_MS;
  if (m.status === S.NOT_STARTED) {
    setStatus(sim, S.FIRST_HALF, time);
    startMap(sim, time);
    return;
  }
  if (sim.breakLeft > 0) {
    sim.breakLeft--;
    if (sim.breakLeft === 0) {
      if (m.status === S.HALF_TIME) setStatus(sim, S.SECOND_HALF, time);
      startMap(sim, time);
    }
    return;
  }
  const map = e.maps[e.maps.length - 1];
  if (!map) return;
  sim.minuteInMap++;
  m.clock.minute = sim.minuteInMap;
  m.clock.display = `G${e.maps.length} ${sim.minuteInMap}'`;
  m.updatedAt = time;
  if (sim.rounds) {
    if (chance(sim.rng, 0.6)) map[chance(sim.rng, sim.homeWin) ? 'home' : 'away']++;
    if (mapWon(e.game, map.home, map.away)) endMap(sim, map.home > map.away ? 'home' : 'away', time);
    return;
  }
  const { killsPerTeamMinute } = mobaOf(e.game);
  map.home += poisson(sim.rng, killsPerTeamMinute * 2 * sim.homeWin);
  map.away += poisson(sim.rng, killsPerTeamMinute * 2 * (1 - sim.homeWin));
  if (sim.minuteInMap >= sim.mapLength) {
    const pHome = Math.min(
      0.95,
      Math.max(0.05, 0.5 + (map.home - map.away) * 0.08 + (sim.homeWin - 0.5) * 0.5),
    );
    endMap(sim, chance(sim.rng, pHome) ? 'home' : 'away', time);
  }
}
