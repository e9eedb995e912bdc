// Generated fixtures (the sports the real files do not cover): past days, today and the next days.
import { basketballSimFor, esportsSimFor, footballSimFor, type MatchEntry, newMatch } from './entries';
import type { Fate } from './football';
import { roundName } from './identityPort';
import { LEAGUE_SPECS } from './leagues';
import { int, type Rng, rngFor, shuffle } from './rng';
import type { League, Sport, Team } from './types';
import type { World } from './world';

export const DAY_MS = 86_400_000;
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

/** Days between two rounds of a generated league: every club rests 48 hours or more between fixtures. */
const ROUND_EVERY_DAYS = 3;
/** Hours between the kick-offs of one round (UTC), spread so something is on most of the day. */
const ROUND_SPREAD_HOURS: Record<Sport, number> = { football: 2, basketball: 2.5, esports: 2 };

/**
 * The generated fixtures (basketball, esports; football only where no real season is given) of the
 * window [today - days, today + days + 1): each league plays a round every third day, its matches
 * spread over that day, so no club has two fixtures less than 48 hours apart.
 */
export function buildFixtures(opts: FixtureOptions): MatchEntry[] {
  const { seed, world } = opts;
  const days = opts.days ?? 7;
  const today = Math.floor(opts.startAt / DAY_MS) * DAY_MS;
  const entries: MatchEntry[] = [];
  let nextId = 1_000_001;
  for (const sport of ['football', 'basketball', 'esports'] as const) {
    const leagues = LEAGUE_SPECS.filter((s) => s.sport === sport && world.leagues.has(s.id)).map(
      (s) => world.leagues.get(s.id) as League,
    );
    leagues.forEach((league, k) => {
      const next = pairingSource(league, rngFor(seed, 'pairings', league.id));
      const rng = rngFor(seed, 'fixtures', league.id);
      const perRound = Math.floor(league.teamIds.length / 2);
      // Leagues of a sport take turns over the three days and over the hours of a day.
      const firstHour = (k * 5) % 12;
      for (let d = -days - 2; d <= days; d++) {
        if ((((d + k) % ROUND_EVERY_DAYS) + ROUND_EVERY_DAYS) % ROUND_EVERY_DAYS !== 0) continue;
        for (let j = 0; j < perRound; j++) {
          const p = next();
          const home = world.teams.get(p.home) as Team;
          const away = world.teams.get(p.away) as Team;
          const hours = firstHour + j * ROUND_SPREAD_HOURS[sport];
          const startTime = today + d * DAY_MS + Math.round(hours * 60 + int(rng, 0, 2) * 5) * 60_000;
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
            venue: `${home.name.en.split(' ')[0]} Arena`,
          });
          // Generated rounds ('Round 12', 'Quarter-finals') are named in each language like real ones.
          match.roundName = roundName(p.round);
          match.hasVideo = league.hot || home.strength + away.strength > 150 || matchRng.next() < 0.3;
          match.streamId = match.hasVideo ? `live-${id}` : null;
          match.hot =
            (league.hot && home.strength + away.strength > 140) || home.strength + away.strength > 165;
          if (sport === 'football') {
            const fate = drawFate(rngFor(seed, 'fate', id), startTime);
            entries.push(footballSimFor({ seed, match, home, away, neutral: false, fate }));
          } else if (sport === 'basketball') entries.push(basketballSimFor(seed, match, home, away));
          else
            entries.push(
              esportsSimFor(
                seed,
                match,
                home,
                away,
                LEAGUE_SPECS.find((s) => s.id === league.id)?.game ?? 'LoL',
              ),
            );
        }
      }
    });
  }
  return entries.sort((a, b) => a.match.startTime - b.match.startTime);
}
