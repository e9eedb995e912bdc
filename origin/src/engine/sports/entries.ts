// One scheduled match with the simulation that plays it, whatever the sport.

import { rngFor } from '../rng';
import type { League, Match, Pair, Side, Sport, Team } from '../types';
import { familyNameOf, pickSquad, type Squad } from '../world/lineup';
import type { RealSide } from '../world/realLineup';
import { type BasketballSim, createBasketballSim, stepBasketball } from './basketball';
import { createEsportsSim, type EsportsSim, stepEsports } from './esports';
import {
  advanceFootball,
  createFootballSim,
  type Fate,
  type FootballScript,
  type FootballSim,
  isFinal,
} from './football';

export type MatchEntry =
  | {
      sport: 'football';
      match: Match;
      sim: FootballSim;
      home: Team;
      away: Team;
      squads: { home: Squad; away: Squad };
      neutral: boolean;
    }
  | { sport: 'basketball'; match: Match; sim: BasketballSim; home: Team; away: Team }
  | { sport: 'esports'; match: Match; sim: EsportsSim; home: Team; away: Team };

const pair = () => ({ home: 0, away: 0 });

export function newMatch(o: {
  id: number;
  sport: Sport;
  league: League;
  home: Team;
  away: Team;
  startTime: number;
  round: string;
  knockout: boolean;
  venue: string;
}): Match {
  return {
    id: o.id,
    sport: o.sport,
    leagueId: o.league.id,
    round: o.round,
    homeTeamId: o.home.id,
    awayTeamId: o.away.id,
    startTime: o.startTime,
    status: 0,
    clock: { minute: 0, stoppage: 0, addedTime: 0, periodStartTime: 0, display: '' },
    score: pair(),
    halfTimeScore: null,
    fullTimeScore: null,
    extraTimeScore: null,
    penaltyScore: null,
    corners: pair(),
    halfTimeCorners: null,
    yellowCards: pair(),
    redCards: pair(),
    stats: {
      shots: pair(),
      shotsOnTarget: pair(),
      possession: { home: 50, away: 50 },
      attacks: pair(),
      dangerousAttacks: pair(),
      fouls: pair(),
      passes: pair(),
      accuratePasses: pair(),
      tackles: pair(),
      goalKicks: pair(),
      throwIns: pair(),
    },
    shots: [],
    momentum: [],
    events: [],
    knockout: o.knockout,
    hasVideo: false,
    streamId: null,
    hot: false,
    venue: o.venue,
    updatedAt: o.startTime,
    facts: {
      score: 'generated',
      goals: 'generated',
      shootout: null,
      kickOff: 'generated',
      lineups: 'generated',
      cards: 'generated',
      substitutions: 'generated',
      details: 'generated',
    },
  };
}

/** Players a match-day squad needs: eleven and a bench of seven. */
const MATCH_DAY = 18;

/**
 * The surnames the home side gives up to the away side. Of the surnames both squads hold, a side whose
 * holder cannot sit out for it (a real player, or a name of a pool written in characters) keeps it, then
 * a side whose holder is a goalkeeper (a squad has few); each other one is given up by the side with more
 * fit players to spare, so neither runs short of a bench.
 */
export function surnamesToCede(home: Team, away: Team): Set<string> {
  // Each surname of a fit player → how firmly its holder stands: 2 must play under it, 1 a goalkeeper.
  const holders = (team: Team) => {
    const out = new Map<string, number>();
    for (const p of team.players) {
      if (p.injured) continue;
      const surname = familyNameOf(p);
      const hold = p.familyName === undefined ? 2 : p.position === 'GK' ? 1 : 0;
      out.set(surname, Math.max(out.get(surname) ?? 0, hold));
    }
    return out;
  };
  const ours = holders(home);
  const theirs = holders(away);
  const spare = {
    home: home.players.filter((p) => !p.injured).length - MATCH_DAY,
    away: away.players.filter((p) => !p.injured).length - MATCH_DAY,
  };
  const cede = new Set<string>();
  for (const surname of [...ours.keys()].filter((s) => theirs.has(s)).sort()) {
    const here = ours.get(surname) ?? 0;
    const there = theirs.get(surname) ?? 0;
    // Two real players of one surname are no accident; nothing to give up.
    if (here === 2 && there === 2) continue;
    if (here < there || (here === there && spare.home > spare.away)) {
      cede.add(surname);
      spare.home--;
    } else spare.away--;
  }
  return cede;
}

export function footballSimFor(o: {
  seed: number;
  match: Match;
  home: Team;
  away: Team;
  neutral: boolean;
  fate: Fate;
  /** A real match: what the file says happened (../replay/replay.ts). */
  script?: FootballScript | null;
  /** A real match whose file names players: only those appear in generated events. */
  named?: ReadonlySet<string> | null;
  firstLeg?: Pair | null;
  /** A real match with its file's line-ups, changes and cards (a full-format file's): played as they were. */
  real?: { home: RealSide; away: RealSide } | null;
}): MatchEntry {
  const { seed, match, home, away } = o;
  if (o.real) {
    const squads = { home: o.real.home, away: o.real.away };
    const sim = createFootballSim({
      match,
      home,
      away,
      rng: rngFor(seed, 'play', match.id),
      detailRng: rngFor(seed, 'detail', match.id),
      neutral: o.neutral,
      fate: o.fate,
      script: o.script ?? null,
      named: null,
      firstLeg: o.firstLeg ?? null,
      squads,
      real: o.real,
    });
    return { sport: 'football', match, sim, home, away, squads, neutral: o.neutral };
  }
  // The file's scorers start (an own goal's scorer plays for the other side).
  const must = { home: new Set<string>(), away: new Set<string>() };
  for (const g of o.script?.goals ?? []) {
    if (!g.name) continue;
    const team: Side = g.owngoal ? (g.side === 'home' ? 'away' : 'home') : g.side;
    must[team].add(g.name);
  }
  // Surnames of both squads: the home side gives up its share of them, then the away side avoids every
  // surname of the home side's match-day squad (a generated player with one sits out while others can play).
  const homeSquad = pickSquad(
    rngFor(seed, 'lineup', match.id, 'home'),
    home,
    must.home,
    surnamesToCede(home, away),
  );
  // A real player the home side fields is not the away side's too: one who played for both clubs in the
  // season (a line-up of an earlier season's cup tie), or a namesake, whom no event could tell apart.
  const homeNames = new Set([...homeSquad.starters, ...homeSquad.bench].map((p) => p.name));
  const awayPool: Team = {
    ...away,
    players: away.players.filter((p) => !p.real || !homeNames.has(p.name) || must.away.has(p.name)),
  };
  const squads = {
    home: homeSquad,
    away: pickSquad(
      rngFor(seed, 'lineup', match.id, 'away'),
      awayPool,
      must.away,
      new Set([...homeSquad.starters, ...homeSquad.bench].map(familyNameOf)),
    ),
  };
  const sim = createFootballSim({
    match,
    home,
    away,
    rng: rngFor(seed, 'play', match.id),
    detailRng: rngFor(seed, 'detail', match.id),
    neutral: o.neutral,
    fate: o.fate,
    script: o.script ?? null,
    named: o.named ?? null,
    firstLeg: o.firstLeg ?? null,
    squads: {
      home: { starters: squads.home.starters, bench: squads.home.bench },
      away: { starters: squads.away.starters, bench: squads.away.bench },
    },
  });
  return { sport: 'football', match, sim, home, away, squads, neutral: o.neutral };
}

export function basketballSimFor(seed: number, match: Match, home: Team, away: Team): MatchEntry {
  return {
    sport: 'basketball',
    match,
    home,
    away,
    sim: createBasketballSim(match, rngFor(seed, 'play', match.id), home.strength, away.strength),
  };
}

export function esportsSimFor(seed: number, match: Match, home: Team, away: Team, game: string): MatchEntry {
  return {
    sport: 'esports',
    match,
    home,
    away,
    sim: createEsportsSim(match, rngFor(seed, 'play', match.id), game, home.strength, away.strength),
  };
}

/** Plays an entry up to engine time `until`; true when anything moved. */
export function advanceEntry(entry: MatchEntry, until: number): boolean {
  if (entry.sport === 'football') return advanceFootball(entry.sim, until);
  let changed = false;
  const sim = entry.sim;
  while (sim.nextStepAt <= until && !isFinal(entry.match.status)) {
    if (entry.sport === 'basketball') stepBasketball(entry.sim, sim.nextStepAt);
    else stepEsports(entry.sim, sim.nextStepAt);
    changed = true;
  }
  return changed;
}
