// Fixtures: past 7 days, today and the next 7, kick-offs staggered around the clock so that several
// matches of each sport are in play at any moment; plus the replayed file's matches from now on.
import { basketballSimFor, esportsSimFor, footballSimFor, type MatchEntry, newMatch } from './entries';
import type { Fate } from './football';
import { LEAGUE_SPECS } from './leagues';
import { int, pick, type Rng, rngFor, shuffle } from './rng';
import type { League, ReplayFixture, Sport, Team } from './types';
import type { World } from './world';

export const DAY_MS = 86_400_000;
const SLOT_MINUTES: Record<Sport, number> = { football: 15, basketball: 30, esports: 45 };
const CUP_ROUNDS = ['Round of 32', 'Round of 16', 'Quarter-finals', 'Semi-finals'];

/** Circle-method round robin: every round pairs each club once. */
function roundRobin(teamIds: number[], round: number): [number, number][] {
  const n = teamIds.length;
  const fixed = teamIds[0] as number;
  const rest = teamIds.slice(1);
  const k = round % (n - 1);
  const rotated = [...rest.slice(k), ...rest.slice(0, k)];
  const circle = [fixed, ...rotated];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = circle[i] as number;
    const b = circle[n - 1 - i] as number;
    pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

/** Yields the next pairing of a competition, round after round. */
function pairingSource(
  league: League,
  rng: Rng,
): () => { home: number; away: number; round: string; knockout: boolean } {
  let round = 0;
  let queue: [number, number][] = [];
  return () => {
    if (queue.length === 0) {
      round++;
      if (league.kind === 'cup') {
        const ids = shuffle(rng, [...league.teamIds]);
        queue = [];
        for (let i = 0; i + 1 < ids.length; i += 2) queue.push([ids[i] as number, ids[i + 1] as number]);
      } else queue = roundRobin(league.teamIds, round + 10);
    }
    const [home, away] = queue.shift() as [number, number];
    const label =
      league.kind === 'cup'
        ? (CUP_ROUNDS[(round - 1) % CUP_ROUNDS.length] ?? 'Round')
        : `Round ${round + 10}`;
    return { home, away, round: label, knockout: league.kind === 'cup' };
  };
}

function drawFate(rng: Rng, startTime: number): Fate {
  const r = rng.next();
  if (r < 0.004)
    return {
      kind: 'postponed',
      at: startTime - int(rng, 2, 30) * 3_600_000,
      rescheduleTo: rng.next() < 0.5 ? startTime + DAY_MS + int(rng, 0, 6) * 3_600_000 : null,
    };
  if (r < 0.006) return { kind: 'cancelled', at: startTime - int(rng, 1, 24) * 3_600_000 };
  if (r < 0.01) return { kind: 'pending', delayMinutes: int(rng, 10, 40) };
  if (r < 0.015) return { kind: 'interrupted', minute: int(rng, 15, 85), duration: int(rng, 5, 20) };
  if (r < 0.018) return { kind: 'abandoned', minute: int(rng, 30, 85) };
  return { kind: 'normal' };
}

export interface FixtureOptions {
  seed: number;
  world: World;
  startAt: number;
  days?: number;
}

/** All generated fixtures of the window [today - 7 days, today + 8 days), kick-off order. */
export function buildFixtures(opts: FixtureOptions): MatchEntry[] {
  const { seed, world } = opts;
  const days = opts.days ?? 7;
  const today = Math.floor(opts.startAt / DAY_MS) * DAY_MS;
  const entries: MatchEntry[] = [];
  let nextId = 1_000_001;
  for (const sport of ['football', 'basketball', 'esports'] as const) {
    const leagues = LEAGUE_SPECS.filter((s) => s.sport === sport).map(
      (s) => world.leagues.get(s.id) as League,
    );
    const rng = rngFor(seed, 'fixtures', sport);
    const sources = new Map(leagues.map((l) => [l.id, pairingSource(l, rngFor(seed, 'pairings', l.id))]));
    // Cups take one slot in five; leagues share the rest, hot leagues twice as often.
    const domestic = leagues.filter((l) => l.kind === 'league');
    const cups = leagues.filter((l) => l.kind === 'cup');
    const weighted = domestic.flatMap((l) => (l.hot ? [l, l] : [l]));
    const slot = SLOT_MINUTES[sport] * 60_000;
    for (let t = today - days * DAY_MS; t < today + (days + 1) * DAY_MS; t += slot) {
      const league = cups.length > 0 && rng.next() < 0.2 ? pick(rng, cups) : pick(rng, weighted);
      const next = sources.get(league.id);
      if (!next) continue;
      const p = next();
      const home = world.teams.get(p.home) as Team;
      const away = world.teams.get(p.away) as Team;
      const startTime = t + int(rng, 0, 2) * 60_000 * 5;
      const id = nextId++;
      const matchRng = rngFor(seed, 'match', id);
      const match = newMatch({
        id,
        sport,
        league,
        home,
        away,
        startTime,
        round: p.round,
        knockout: p.knockout,
        venue: `${home.name.en.split(' ')[0]} Stadium`,
      });
      match.hasVideo = league.hot || home.strength + away.strength > 150 || matchRng.next() < 0.3;
      match.streamId = match.hasVideo ? `live-${id}` : null;
      match.hot = (league.hot && home.strength + away.strength > 140) || home.strength + away.strength > 165;
      if (sport === 'football') {
        const fate = drawFate(rngFor(seed, 'fate', id), startTime);
        entries.push(footballSimFor({ seed, match, home, away, neutral: false, fate }));
      } else if (sport === 'basketball') entries.push(basketballSimFor(seed, match, home, away));
      else
        entries.push(
          esportsSimFor(seed, match, home, away, LEAGUE_SPECS.find((s) => s.id === league.id)?.game ?? 'LoL'),
        );
    }
  }
  return entries;
}

export interface ReplayOptions {
  seed: number;
  world: World;
  file: ReplayFixture;
  league: League;
  startAt: number;
  staggerMinutes: number;
}

/** The file's matches, kick-offs rescheduled from `startAt` in file order, `staggerMinutes` apart. */
export function buildReplayFixtures(opts: ReplayOptions): MatchEntry[] {
  const { seed, world, file, league } = opts;
  return file.matches.map((fm, i) => {
    const home = world.teamByName.get(fm.team1) as Team;
    const away = world.teamByName.get(fm.team2) as Team;
    const id = 9_000_001 + i;
    const startTime = opts.startAt + 2 * 60_000 + i * opts.staggerMinutes * 60_000;
    const knockout = fm.group === undefined || fm.score.et !== undefined || fm.score.p !== undefined;
    const match = newMatch({
      id,
      sport: 'football',
      league,
      home,
      away,
      startTime,
      round: fm.round,
      knockout,
      venue: fm.ground ?? '',
    });
    if (fm.group) match.group = fm.group;
    match.hasVideo = true;
    match.streamId = `live-${id}`;
    match.hot = true;
    return footballSimFor({ seed, match, home, away, neutral: true, fate: { kind: 'normal' }, replay: fm });
  });
}
