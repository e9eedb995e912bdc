// What a player's page is made of, from the engine: who he is, as far as the world knows
// it, and his season counted from the world's own matches, as the team page and the league's lists
// count it (seasonTallies.ts): appearances, starts and minutes from the line-ups and their changes,
// goals, own goals, assists and cards from the events; and his average rating.
import { isLiveStatus, type PlayerSeason, type TallyFacts } from '@pitchside/shared';
import { searchRank } from '../engine/queries/search';
import type { Engine, Locale, LocalizedText, Match, Player, Team } from '../engine/types';
import { allMatches, counts, tallyFacts, tallySeason } from './seasonTallies';

const players = new WeakMap<Engine, Map<number, Player>>();

/** Every player of every team of the world, by id (built once per engine: the world does not change). */
function playerIndex(engine: Engine): Map<number, Player> {
  let index = players.get(engine);
  if (!index) {
    index = new Map();
    const seen = new Set<number>();
    for (const league of engine.leagues()) {
      for (const teamId of league.teamIds) {
        if (seen.has(teamId)) continue;
        seen.add(teamId);
        for (const player of engine.team(teamId)?.players ?? []) index.set(player.id, player);
      }
    }
    players.set(engine, index);
  }
  return index;
}

export function findPlayer(engine: Engine, id: number): Player | undefined {
  return playerIndex(engine).get(id);
}

/**
 * Players whose name in any language holds the text, best answers first as the engine ranks teams
 * (engine/queries/search.ts: a whole name, a name's start, a word's start, inside a word); at most `limit`.
 */
export function searchPlayers(engine: Engine, q: string, limit: number): Player[] {
  const text = q.trim().toLowerCase();
  if (text === '') return [];
  return [...playerIndex(engine).values()]
    .map((player) => ({ player, rank: searchRank(Object.values(player.names), text) }))
    .filter((found): found is { player: Player; rank: number } => found.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.player.id - b.player.id)
    .slice(0, limit)
    .map((found) => found.player);
}

/** The month of the World Cup 2026 squads file, which places real players at their clubs and nations. */
export const SQUADS_AS_OF = '2026-06';

/** The month of the data that places a player in his team, or null. */
export const listedAsOf = (player: Player): string | null => (player.squadsFile ? SQUADS_AS_OF : null);

/** A national team is one named as its country is (France of France), not a club of it. */
export const isNational = (team: Team): boolean => team.name.en === team.country.en;

/**
 * Facts the world may carry for a real player (a squads file gives date of birth and nation); read
 * when present and well formed, never made up when not.
 */
type PlayerFacts = Player & {
  birthDate?: unknown;
  dateOfBirth?: unknown;
  nation?: unknown;
  nationality?: unknown;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function birthDateOf(player: Player): string | null {
  const facts: PlayerFacts = player;
  const given = facts.birthDate ?? facts.dateOfBirth;
  return typeof given === 'string' && ISO_DAY.test(given) ? given : null;
}

/** Whole years from a date of birth to an instant (UTC days). */
export function ageOn(birthDate: string, now: number): number {
  const [, y, m, d] = ISO_DAY.exec(birthDate) ?? [];
  const day = new Date(now);
  const years = day.getUTCFullYear() - Number(y);
  const before =
    day.getUTCMonth() + 1 < Number(m) ||
    (day.getUTCMonth() + 1 === Number(m) && day.getUTCDate() < Number(d));
  return Math.max(0, before ? years - 1 : years);
}

function isLocalized(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null) return false;
  const text = value as Record<string, unknown>;
  return typeof text.cn === 'string' && typeof text.en === 'string' && typeof text.vi === 'string';
}

/** His nation: one the world gives him, else his national team's country; null for a club player without. */
export function nationOf(player: Player, team: Team, locale: Locale): string | null {
  const facts: PlayerFacts = player;
  const given = facts.nation ?? facts.nationality;
  if (isLocalized(given)) return given[locale];
  if (typeof given === 'string' && given !== '') return given;
  return isNational(team) ? team.country[locale] : null;
}

export interface PlayerSeasonRead {
  season: PlayerSeason;
  facts: TallyFacts;
  last: Match | null;
  next: Match | null;
}

const inPlay = (m: Match) => isLiveStatus(m.status) || m.status === -13;
const toCome = (m: Match) => m.status === 0 || m.status === -11;

/** His season in every competition of the world, and his team's last and next matches. */
export function playerSeason(engine: Engine, player: Player, team: Team): PlayerSeasonRead {
  const matches = allMatches(engine, team.sport).filter(
    (m) => m.homeTeamId === team.id || m.awayTeamId === team.id,
  );
  const counted = matches.filter(counts);
  const tally = tallySeason(engine, counted);
  const own = tally.players.get(player.id);
  const season: PlayerSeason = {
    appearances: own?.appearances ?? 0,
    starts: own?.starts ?? 0,
    minutes: own?.minutes ?? 0,
    goals: own?.goals ?? 0,
    penalties: own?.penalties ?? 0,
    ownGoals: own?.ownGoals ?? 0,
    assists: own?.assists ?? 0,
    yellowCards: own?.yellowCards ?? 0,
    secondYellows: own?.secondYellows ?? 0,
    redCards: own?.redCards ?? 0,
  };
  if (team.sport === 'football') {
    const ratings: number[] = [];
    for (const match of counted) {
      const rating = engine.playerRating(match.id, player.id);
      if (rating !== null) ratings.push(rating);
    }
    season.averageRating =
      ratings.length > 0 ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
  }
  const byTime = (a: Match, b: Match) => a.startTime - b.startTime || a.id - b.id;
  const finished = matches.filter((m) => m.status === -1).sort(byTime);
  const live = matches.filter(inPlay).sort(byTime);
  const coming = matches.filter(toCome).sort(byTime);
  return {
    season,
    facts: tallyFacts(tally),
    last: finished.at(-1) ?? null,
    next: live[0] ?? coming[0] ?? null,
  };
}
