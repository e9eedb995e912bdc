// Public data model and API of the match engine. The /vdapi routes code against this file only
// (it re-exports the data model of typesWorld.ts, typesMatch.ts and typesContent.ts).
// Everything here is plain JSON-serialisable data (numbers, strings, arrays, objects): a route can
// hand any of it to the envelope codec as is.
//
// Codes (match status, event codes, odds types, bookmaker ids) are the ones of @pitchside/shared
// (shared/src/domain/, PRODUCT.md §2-§4); the aliases below only name them.

export type * from './base';

import type { BookmakerId, Locale, LocalizedText, OddsType, Sport } from './base';
import type { ReplayFile, SeasonFile } from './replay/replayFile';

export type * from './typesContent';
export type * from './typesMatch';
export type * from './typesWorld';
export type { ReplayFile, SeasonFile };

import type {
  BracketRound,
  HighlightCollection,
  HighlightTag,
  Intel,
  Lineup,
  SearchResult,
  SpecialTopic,
  StandingRow,
  TableAsItStands,
} from './typesContent';
import type { Bookmaker, Match, MatchRatings, MatchWinner, OddsLine, StatLine } from './typesMatch';
import type { League, Team } from './typesWorld';

// ---------------------------------------------------------------- engine

/**
 * A parsed, validated openfootball file (replay/replayFile.ts: `parseReplay` and its TypeBox schema;
 * plugin.ts: `loadReplayFile`).
 */
export type ReplayFixture = ReplayFile;
export type { ReplayGoal, ReplayMatch } from './replay/replayFile';

export interface EngineOptions {
  /** Same seed and same clock readings give the same world and the same matches. */
  seed: number;
  /** Wall clock in ms (injected; the engine never reads Date.now). */
  clock: () => number;
  /** Engine minutes per real minute: 1 = real time; tests use hundreds. Default 1. */
  speed?: number;
  /** Engine time at creation (default: clock()). Fixtures span startAt - 7 days ... startAt + 7 days. */
  startAt?: number;
  /** Days of fixtures before and after today (default 7). */
  days?: number;
  /**
   * The real football seasons (openfootball files, read at the edge: plugin.ts `loadSeasons`).
   * Each is laid on the season cycle that contains today, by whole years of 52 weeks; without them the world has no football.
   */
  seasons?: SeasonFile[];
  /** An openfootball file to replay, its first match in the coming week (real dates, moved by whole weeks). */
  replay?: ReplayFixture;
  /** The replay's competition code (from its file name, e.g. jp.1): it replaces that shipped season. */
  replayCode?: string;
  /** Replay the file in file order, this many minutes apart from startAt (a quick demo), instead. */
  replayStaggerMinutes?: number;
  /**
   * Data files the engine carries but does not play (plugin.ts `loadHistory`: the World Cup 2018): their
   * results are meetings the intel's head-to-head tells, with their season.
   */
  history?: ReplayFile[];
}

export type EngineChangeKind = 'status' | 'score' | 'event' | 'stats' | 'odds';

export interface EngineChange {
  matchId: number;
  sport: Sport;
  kinds: EngineChangeKind[];
  /** Engine time. */
  time: number;
}

export type EngineListener = (changes: EngineChange[]) => void;

/**
 * The engine. Objects it returns are its own live state: serialise them, never mutate them.
 * Pure: no timers, no I/O, no Math.random, no Date.now.
 */
export interface Engine {
  readonly seed: number;
  readonly speed: number;
  /** Current engine time (virtual ms): startAt + (clock() - clock at creation) * speed, as of the last advance. */
  now(): number;
  /** Plays every match up to the engine time matching the wall-clock reading `clockNow`; notifies listeners. */
  advanceTo(clockNow: number): void;
  /** advanceTo(clock()). Call it from a timer (e.g. every second); the engine owns no timers. */
  tick(): void;
  /** Called after each advance that changed something, with one entry per changed match. Returns unsubscribe. */
  onChange(listener: EngineListener): () => void;

  // matches
  /** Matches in play (status 1..5) or interrupted (-13) of a sport, kick-off order. */
  liveMatches(sport: Sport): Match[];
  /** Matches with kick-off in [dayStart, dayEnd) of a sport (any status), kick-off order; optional league filter. */
  matchesByDate(sport: Sport, dayStart: number, dayEnd: number, leagueId?: number): Match[];
  /** Finished matches (status -1) with kick-off in [dayStart, dayEnd), newest first; optional league filter. */
  results(sport: Sport, dayStart: number, dayEnd: number, leagueId?: number): Match[];
  /** Live first, then upcoming, of hot leagues and strong teams. */
  hotMatches(sport: Sport, limit?: number): Match[];
  match(id: number): Match | undefined;
  /** Winner of a finished match, shoot-out included. */
  winner(id: number): MatchWinner;

  // odds
  bookmakers(): Bookmaker[];
  /** Odds lines of a match; all bookmakers / all types when omitted. Empty for unknown ids or non-football. */
  odds(matchId: number, bookmakerIds?: readonly BookmakerId[], oddsType?: OddsType): OddsLine[];

  // details
  lineup(matchId: number): Lineup | undefined;
  intel(matchId: number, locale: Locale): Intel | undefined;
  /** A match's statistics in the order a page lists them (StatLine); [] for an unknown id. */
  statistics(matchId: number): StatLine[];
  /**
   * Football: the rating of every player who has played so far, and the best player at full time; no
   * players for another sport, an unknown id or a match without line-ups.
   */
  ratings(matchId: number): MatchRatings;
  /** A player's rating in a match so far; null when he has not played in it. */
  playerRating(matchId: number, playerId: number): number | null;

  // world
  sports(): Sport[];
  leagues(sport?: Sport): League[];
  league(id: number): League | undefined;
  hotLeagues(sport?: Sport): League[];
  team(id: number): Team | undefined;
  /** A competition's table by its rules; a cup's league phase table; [] without one. */
  standings(leagueId: number): StandingRow[];
  /**
   * The table as it stands: the matches in play counted at their score now, each row with its place
   * before they began; equal to `standings` (with no previous places) when none is in play.
   */
  tableAsItStands(leagueId: number): TableAsItStands;
  /** A cup's knockout rounds and ties; [] for a league. */
  bracket(leagueId: number): BracketRound[];
  /**
   * The sides of a cup match the world has not decided yet, each with its words ("Winner of X v Y",
   * "To be decided"); null when both sides are known (every match but a later knockout tie, or a group or
   * league-phase match of a side still to come through a qualifying round).
   */
  undecidedSides(matchId: number): UndecidedSides | null;
  crestSvg(kind: 'league' | 'team', id: number): string | undefined;

  // content (anchors are the users' rooms, outside the engine: origin/src/anchors)
  highlightTags(): HighlightTag[];
  /** Newest first; optional tag filter. */
  highlights(tagId?: number): HighlightCollection[];
  highlight(id: number): HighlightCollection | undefined;
  specialTopics(): SpecialTopic[];
  specialTopic(id: number): SpecialTopic | undefined;

  /** Case-insensitive search in team and league names (every locale). Empty query: empty result. */
  search(q: string): SearchResult;
}

/** A knockout match's sides not decided yet: the words for each, null for a side that is known. */
export interface UndecidedSides {
  home: LocalizedText | null;
  away: LocalizedText | null;
}

/** Creates the engine (see index.ts): `createEngine(options: EngineOptions): Engine`. */
export type CreateEngine = (options: EngineOptions) => Engine;
