// The facts every world must keep, real or generated: checked over a whole engine, they return the first
// broken one in words (or null). The world test (invariants.test.ts) runs them over every seed, speed and
// replay the tests use.
import { MIN_REST_MS } from './fixtures/calendar';
import type { Engine, Match, Sport } from './types';
import { competitionKey } from './world/identityPort';

const SPORTS: Sport[] = ['football', 'basketball', 'esports'];
const isInt = (x: number) => Number.isInteger(x);

function allMatches(engine: Engine): Match[] {
  return SPORTS.flatMap((s) => engine.matchesByDate(s, 0, Number.MAX_SAFE_INTEGER));
}

/** No club plays twice within 48 hours (cancelled and postponed fixtures are not played). */
export function restBroken(engine: Engine): string | null {
  const byTeam = new Map<number, Match[]>();
  for (const m of allMatches(engine)) {
    if (m.status === -10 || m.status === -14) continue;
    for (const id of [m.homeTeamId, m.awayTeamId]) byTeam.set(id, [...(byTeam.get(id) ?? []), m]);
  }
  for (const [id, list] of byTeam) {
    list.sort((a, b) => a.startTime - b.startTime);
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1] as Match;
      const b = list[i] as Match;
      if (b.startTime - a.startTime < MIN_REST_MS)
        return `team ${engine.team(id)?.name.en} plays matches ${a.id} and ${b.id} ${((b.startTime - a.startTime) / 3_600_000).toFixed(1)} h apart`;
    }
  }
  return null;
}

/** A league's clubs belong to its country. */
export function countryBroken(engine: Engine): string | null {
  for (const league of engine.leagues()) {
    if (league.kind !== 'league') continue;
    for (const id of league.teamIds) {
      const team = engine.team(id);
      if (team?.country.en !== league.country.en)
        return `${team?.name.en} (${team?.country.en}) plays in ${league.name.en} (${league.country.en})`;
    }
  }
  return null;
}

/** Each table's played, points and goal difference are what its finished fixtures say. */
export function tableBroken(engine: Engine): string | null {
  for (const league of engine.leagues()) {
    const rows = engine.standings(league.id);
    if (rows.length === 0) continue;
    const phase = (m: Match) =>
      league.kind === 'league' || (/^(League|Matchday)\b/.test(m.round) && !m.group);
    const done = engine
      .matchesByDate(league.sport, 0, Number.MAX_SAFE_INTEGER, league.id)
      .filter((m) => m.status === -1 && phase(m));
    for (const row of rows) {
      let played = 0;
      let points = 0;
      let gd = 0;
      for (const m of done) {
        const side = m.homeTeamId === row.teamId ? 'home' : m.awayTeamId === row.teamId ? 'away' : null;
        if (!side) continue;
        const own = m.score[side];
        const other = m.score[side === 'home' ? 'away' : 'home'];
        played++;
        gd += own - other;
        points += own > other ? 3 : own === other ? 1 : 0;
      }
      if (row.played !== played || row.points !== points || row.goalsFor - row.goalsAgainst !== gd)
        return `${league.name.en} table: ${engine.team(row.teamId)?.name.en} shows ${row.played} played ${row.points} pts GD ${row.goalsFor - row.goalsAgainst}; its fixtures say ${played}, ${points}, ${gd}`;
    }
    for (let i = 1; i < rows.length; i++)
      if ((rows[i] as { points: number }).points > (rows[i - 1] as { points: number }).points)
        return `${league.name.en} table is not in points order at rank ${i + 1}`;
  }
  return null;
}

/** A finished knockout tie has a winner: on the score, after extra time, or on penalties. */
export function knockoutBroken(engine: Engine): string | null {
  for (const league of engine.leagues('football')) {
    for (const round of engine.bracket(league.id))
      for (const tie of round.ties) {
        const last = engine.match(tie.matchIds[tie.matchIds.length - 1] ?? -1);
        if (last?.status === -1 && tie.winnerTeamId === null)
          return `${league.name.en} ${round.round}: tie ${tie.matchIds.join('/')} ended level with no winner`;
      }
    for (const m of engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, league.id)) {
      if (m.status !== -1 || !m.knockout || m.leg) continue;
      if (m.score.home === m.score.away && !m.penaltyScore)
        return `knockout match ${m.id} ended level ${m.score.home}-${m.score.away} without penalties`;
      if (m.penaltyScore && m.penaltyScore.home === m.penaltyScore.away)
        return `knockout match ${m.id} has a level shoot-out`;
    }
  }
  return null;
}

/**
 * Substitutions: at most five a side (at least three in a full match of generated squads), in at most
 * three windows besides half-time; who came off never returns, who came on is not taken off; no name
 * in both elevens; every scorer and card is a player on the pitch. A real match (a full file's) keeps
 * what was: a substitute may be replaced in his turn (a nested change), and a card may go to a player
 * who had left or sat on the bench, who is then one of the side's named players.
 */
export function lineupBroken(engine: Engine): string | null {
  for (const m of engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER)) {
    if (m.status === 0 || m.status === -10 || m.status === -14 || m.status === -11) continue;
    const lineup = engine.lineup(m.id);
    if (!lineup) return `match ${m.id} has no lineup`;
    const homeNames = new Set([...lineup.home.starters, ...lineup.home.bench].map((p) => p.name));
    const clash = [...lineup.away.starters, ...lineup.away.bench].find((p) => homeNames.has(p.name));
    const real = m.facts.substitutions === 'file';
    // Two real players of one name may meet in a real match; a line-up the engine picks never fields one twice.
    if (clash && !real) return `match ${m.id}: ${clash.name} is in both squads`;
    for (const side of ['home', 'away'] as const) {
      const onPitch = new Set(lineup[side].starters.map((p) => p.name));
      const named = new Set([...lineup[side].starters, ...lineup[side].bench].map((p) => p.name));
      const off = new Set<string>();
      const cameOn = new Set<string>();
      const windows = new Set<string>();
      let subs = 0;
      for (const e of m.events) {
        if (e.side !== side) continue;
        if (e.type === 'substitute') {
          subs++;
          const on = e.relatedPlayerName ?? '';
          if (!onPitch.has(e.playerName))
            return `match ${m.id}: ${e.playerName} goes off at ${e.minute}' but is not on`;
          if (off.has(on)) return `match ${m.id}: ${on} comes back at ${e.minute}' after going off`;
          if (cameOn.has(e.playerName) && !real)
            return `match ${m.id}: ${e.playerName} came on and goes off at ${e.minute}'`;
          onPitch.delete(e.playerName);
          off.add(e.playerName);
          onPitch.add(on);
          cameOn.add(on);
          if (!(e.minute === 46 && e.stoppage === 0)) windows.add(`${e.minute}+${e.stoppage}`);
        } else if (real && (e.type === 'red' || e.type === 'yellowred' || e.type === 'yellow')) {
          if (!named.has(e.playerName))
            return `match ${m.id}: ${e.type} for ${e.playerName}, named by neither sheet`;
          onPitch.delete(e.type === 'yellow' ? '' : e.playerName);
        } else if (e.type === 'red' || e.type === 'yellowred') {
          if (!onPitch.has(e.playerName)) return `match ${m.id}: ${e.playerName} sent off while not on`;
          onPitch.delete(e.playerName);
        } else if ((e.type === 'goal' || e.type === 'penalty' || e.type === 'yellow') && e.playerName) {
          if (!onPitch.has(e.playerName)) return `match ${m.id}: ${e.type} by ${e.playerName} who is not on`;
        }
      }
      if (subs > 5 && !real) return `match ${m.id}: ${side} made ${subs} substitutions`;
      if (windows.size > 3 && !real)
        return `match ${m.id}: ${side} used ${windows.size} substitution windows`;
      const full = m.status === -1 && m.facts.goals === 'generated' && m.redCards[side] === 0;
      if (full && subs < 3) return `match ${m.id}: ${side} made only ${subs} substitutions`;
    }
  }
  return null;
}

/** Engine time and every time the engine serves are whole milliseconds. */
export function timeBroken(engine: Engine): string | null {
  if (!isInt(engine.now())) return `engine time ${engine.now()} is not an integer`;
  for (const m of allMatches(engine)) {
    for (const [what, t] of [
      ['startTime', m.startTime],
      ['updatedAt', m.updatedAt],
      ['periodStartTime', m.clock.periodStartTime],
      ...m.events.map((e) => [`event ${e.id} time`, e.time] as const),
    ] as const)
      if (!isInt(t)) return `match ${m.id} ${what} ${t} is not an integer`;
  }
  return null;
}

/**
 * One identity, one thing: no two clubs of a sport and no two competitions share a name (a replayed season
 * reuses the shipped clubs and takes its competition's place); every player and coach has one name,
 * carried into each language.
 */
export function identityBroken(engine: Engine): string | null {
  const competitions = new Map<string, string>();
  for (const league of engine.leagues()) {
    const key = `${league.sport}:${competitionKey(league.name.en) ?? league.name.en}`;
    const twin = competitions.get(key);
    if (twin) return `${league.name.en} and ${twin} are one competition built twice`;
    competitions.set(key, league.name.en);
  }
  const clubs = new Map<string, number>();
  for (const id of new Set(engine.leagues().flatMap((l) => l.teamIds))) {
    const team = engine.team(id);
    if (!team) return `league team ${id} does not exist`;
    const key = `${team.sport}:${team.name.en}`;
    const twin = clubs.get(key);
    if (twin !== undefined) return `${team.name.en} is built twice (teams ${twin} and ${id})`;
    clubs.set(key, id);
    for (const person of [...team.players, ...(team.coach ? [team.coach] : [])]) {
      const { cn, en, vi } = person.names;
      if (en !== person.name || vi !== en || cn === '')
        return `${team.name.en}: ${person.name} is named ${JSON.stringify(person.names)}`;
    }
  }
  return null;
}

export const INVARIANTS = {
  identities: identityBroken,
  rest: restBroken,
  country: countryBroken,
  tables: tableBroken,
  knockouts: knockoutBroken,
  lineups: lineupBroken,
  time: timeBroken,
};

/** The first broken fact of the world, or null. */
export function firstBroken(engine: Engine): string | null {
  for (const [name, check] of Object.entries(INVARIANTS)) {
    const broken = check(engine);
    if (broken) return `${name}: ${broken}`;
  }
  return null;
}
