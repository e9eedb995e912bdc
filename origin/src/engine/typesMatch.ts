// Matches, their events and stats, and odds (part of the engine's public types; import them from './types').
import type { EventNote, EventType, OddsMarketState, StatGroup } from '@pitchside/shared';
import type {
  BookmakerId,
  EventCode,
  GoalsProvenance,
  LocalizedText,
  MatchStatusCode,
  OddsType,
  Pair,
  Provenance,
  Side,
  Sport,
} from './base';

// ---------------------------------------------------------------- matches

/** Event kinds of PRODUCT.md §3 (shared `EventType`): goal, penalty, own, substitute, missed, corner, yellow, red, yellowred, var, startstop. */
export type MatchEventType = EventType;

export interface MatchEvent {
  /** Unique within the match, increasing in time order. */
  id: number;
  /** Match minute (1..120); a stoppage-time event keeps 45/90/105/120 and sets `stoppage`. */
  minute: number;
  /** Stoppage offset: 90+3 is minute 90, stoppage 3; 0 otherwise. */
  stoppage: number;
  /** Status (period) during which it happened. */
  period: MatchStatusCode;
  code: EventCode;
  /** Penalty and own goals carry the goal codes; `type` tells them apart. */
  type: MatchEventType;
  /** Whistles (startstop) and VAR carry side-less codes; their side is 'home' by convention. */
  side: Side;
  playerId: number | null;
  playerName: string;
  /** Goal: the assisting player; substitute: the player coming on. */
  relatedPlayerName: string | null;
  /** Score after the event (goals only change it). */
  score: Pair;
  /** Whistle: which one; VAR check: what it was about and the outcome (a code the web words). */
  detail?: EventNote;
  /** Engine time (virtual ms) when it happened. */
  time: number;
}

/** Counts the engine keeps as play goes; the rest of the statistics are derived from the shots and events (sports/footballStats.ts). */
export interface MatchStats {
  /** Every shot, goals included (kept equal to the shot list's count). */
  shots: Pair;
  /** Goals and saved shots (kept equal to the shot list's count). */
  shotsOnTarget: Pair;
  /** Percent, home + away = 100. */
  possession: Pair;
  attacks: Pair;
  dangerousAttacks: Pair;
  /** Fouls committed (a penalty given away is one). */
  fouls: Pair;
  passes: Pair;
  accuratePasses: Pair;
  tackles: Pair;
  /** Goal kicks taken: every shot of the other side that went wide or over is one. */
  goalKicks: Pair;
  throwIns: Pair;
}

export type ShotBodyPart = 'foot' | 'head';
export type ShotSituation = 'open-play' | 'set-piece' | 'penalty' | 'counter';
export type ShotOutcome = 'goal' | 'saved' | 'off-target' | 'blocked' | 'woodwork';

/**
 * A shot. Place in metres as the shooting side attacks: x from its own goal line (0) to
 * the goal line it attacks (105), y from the left touchline (0) to the right one (68); the goal is
 * centred at (105, 34). An own goal is not a shot: the scoring side's goals are its shots with outcome
 * goal plus the other side's own goals. The wire's shot, without who set it up, saved it or gave the
 * penalty away, is shared's `MatchShot`.
 */
export interface Shot {
  /** Shares the match's event numbering; a goal's or missed penalty's shot has that event's id. */
  id: number;
  minute: number;
  stoppage: number;
  side: Side;
  playerId: number | null;
  playerName: string;
  /** Who set the shot up (a key pass; the assist of a goal); null when nobody. */
  assistName: string | null;
  /** The goalkeeper who saved it, for a saved shot. */
  keeperName: string | null;
  /** A penalty: the player of the other side who gave it away. */
  concededBy: string | null;
  x: number;
  y: number;
  bodyPart: ShotBodyPart;
  situation: ShotSituation;
  outcome: ShotOutcome;
  /** Expected goals, 0..1 (sports/footballShots.ts). */
  xg: number;
}

/** One played minute, for the momentum graph: dangerous attacks and shots in that minute. */
export interface MomentumPoint {
  minute: number;
  stoppage: number;
  home: number;
  away: number;
}

export interface MatchClock {
  /** Current match minute (0 before kick-off; 45/90/105/120 during stoppage time). */
  minute: number;
  /** Minutes of stoppage played so far in the current half (0 outside stoppage time). */
  stoppage: number;
  /** Announced stoppage for the current half, once the 45th/90th minute is reached; else 0. */
  addedTime: number;
  /** Engine time (virtual ms) when the current period started (kick-off, second half, extra time). */
  periodStartTime: number;
  /** Display text: '37', '45+2', 'HT', 'FT', 'Pen', '' before kick-off. */
  display: string;
}

export interface BasketballDetail {
  /** Points per quarter; a fifth entry and beyond are overtimes. */
  quarters: Pair[];
  /** 1..4, 5+ overtime; 0 before the start. */
  currentQuarter: number;
  /** Seconds left in the current quarter. */
  secondsLeft: number;
}

export interface EsportsMap {
  name: string;
  home: number;
  away: number;
  winner: Side | null;
}

export interface EsportsDetail {
  game: string;
  /** Best-of 1/3/5. */
  bestOf: number;
  /** Maps won so far (also in `Match.score`). */
  maps: EsportsMap[];
}

/**
 * Which facts of a match come from the real data file and which the engine generated. A generated
 * fact is never presented as real: the API passes this on (MatchDetail.facts).
 */
export interface MatchFacts {
  /** Half-time, full-time, extra-time score: from the file, or played by the engine's model. */
  score: Provenance;
  /** Goal minutes and scorers (league files give scores only: their minutes and scorers are generated). */
  goals: GoalsProvenance;
  /** The shoot-out's kicks and score, when there is one. */
  shootout: Provenance | null;
  /** 'file': the file's date laid on the season cycle of today by whole years of 52 weeks; 'rearranged': moved by days to
   * keep 48 hours between a club's fixtures; 'replayed': postponed, then played on a later date the engine chose;
   * 'generated': a generated fixture. */
  kickOff: 'file' | 'rearranged' | 'replayed' | 'generated';
  /**
   * The line-ups (eleven, captain, formation, the bench the data knows), the cards and the substitutions:
   * 'file' for a match of a full-format file, played as it was; 'generated' otherwise.
   */
  lineups: Provenance;
  cards: Provenance;
  substitutions: Provenance;
  /**
   * What no file carries and the engine models around the real events: shots and their xG, the shot map,
   * possession, passes and the other statistics, corners, momentum, player ratings.
   */
  details: Provenance;
  /**
   * 'later': a match of a season before June 2026 whose sides field real players placed at their clubs
   * by the World Cup 2026 squads file (June 2026), so a player may not have been at the club then.
   */
  squads?: 'later';
  /** The real season the fixture is of (absent for a generated fixture). */
  season?: MatchSeason;
}

/** A real fixture's season: its competition's (League.season) and the fixture's own real kick-off. */
export interface MatchSeason {
  /** '2024/25', '2025'. */
  name: string;
  /** Days the season's dates are moved onto today's calendar (364 a year). */
  shiftDays: number;
  /** The fixture's kick-off in the data (ms, UTC): its real date. */
  realStart: number;
  /** Real kick-off of the season's last real result (ms); null when it has none. */
  realUntil: number | null;
}

export interface Match {
  id: number;
  sport: Sport;
  leagueId: number;
  /** e.g. 'Round 12', 'Round of 16', 'Final' (as the file or the generator writes it). */
  round: string;
  /** The round in each language. */
  roundName?: LocalizedText;
  /** The knockout stage both legs of a tie share ('Playoffs' for 'Playoffs, Matchday 2'). */
  stage?: string;
  stageName?: LocalizedText;
  /** Two-legged knockout tie: which leg. */
  leg?: 1 | 2;
  /** A knockout round played before the cup's league or group phase: in neither its table nor its bracket. */
  qualifying?: true;
  facts: MatchFacts;
  /**
   * Postponed and never played again (a whole season's file lists no replay, or no day was left for one):
   * over for a fan, not a match to come.
   */
  neverReplayed?: true;
  homeTeamId: number;
  awayTeamId: number;
  /** Scheduled kick-off, engine time (ms since epoch). */
  startTime: number;
  /**
   * Football: 0, 1, 2, 3, (4, 5), -1 and the irregular ones, always by `canTransition` moves.
   * Basketball maps onto the same codes: 1 = quarters 1-2, 2 = half time, 3 = quarters 3-4, 4 = overtime.
   * Esports: 1 = first map, 2 = break after it, 3 = later maps (bo1: 1/2/3 = first half, side switch, second half).
   */
  status: MatchStatusCode;
  /** While interrupted (-13): the status it will resume. */
  interruptedFrom?: MatchStatusCode;
  clock: MatchClock;
  /**
   * Current score. Football: goals incl. extra time, without the shoot-out. Basketball: points.
   * Esports: maps won.
   */
  score: Pair;
  /** Football score at half time, once reached. */
  halfTimeScore: Pair | null;
  /** Football score after 90 minutes, once reached. */
  fullTimeScore: Pair | null;
  /** Score after extra time (cumulative, like openfootball `et`), when played. */
  extraTimeScore: Pair | null;
  /** Shoot-out score, when played. */
  penaltyScore: Pair | null;
  corners: Pair;
  halfTimeCorners: Pair | null;
  yellowCards: Pair;
  /** Includes second yellows. */
  redCards: Pair;
  stats: MatchStats;
  /** Football: every shot in match order (empty for other sports). */
  shots: Shot[];
  momentum: MomentumPoint[];
  events: MatchEvent[];
  /** A knockout tie: a draw after 90 minutes goes to extra time and penalties. */
  knockout: boolean;
  hasVideo: boolean;
  /** Live stream id of the match, when it has video. */
  streamId: string | null;
  /** Among the hot matches. */
  hot: boolean;
  basketball?: BasketballDetail;
  esports?: EsportsDetail;
  /** Venue (replayed matches carry the file's ground and group). */
  venue: string;
  /** The crowd, where the file gives it (a full-format file). */
  attendance?: number;
  /** The referee, where the file names him (a full-format file). */
  referee?: string;
  group?: string;
  /** Engine time of the last change. */
  updatedAt: number;
}

/** Winner of a finished match (shoot-out included); null for a draw or an unfinished match. */
export type MatchWinner = Side | null;

// ---------------------------------------------------------------- statistics and ratings

/**
 * One of a match's statistics as a page lists them (docs/API.md, "Match statistics"): football's are
 * derived from its shots and events and carry their group (sports/footballStats.ts); the other sports
 * have eight plain counts, ungrouped.
 */
export interface StatLine {
  key: string;
  group?: StatGroup;
  home: number;
  away: number;
}

/**
 * A player who has played in a match, with his rating so far (docs/API.md, "Player ratings") and his
 * minutes, under the name the engine knows him by. The wire's, named in the reader's language, is
 * shared's `PlayerRating`.
 */
export interface RatedPlayer {
  playerId: number;
  side: Side;
  name: string;
  /** 3.0 to 10.0, one decimal. */
  rating: number;
  minutes: number;
}

/** A football match's ratings so far, and its best player once it is over. */
export interface MatchRatings {
  /** Every player who has played, home side first, each side in line-up order. */
  players: RatedPlayer[];
  /** The highest rating at full time (the earlier in the line-up on a tie); null before. */
  best: RatedPlayer | null;
}

// ---------------------------------------------------------------- odds

/**
 * An odds row: nine numbers in three groups of three (PRODUCT.md §3): indices 0-2 opening,
 * 3-5 pre-match (the last before kick-off), 6-8 live (the current in-play price). A group with no
 * price (not yet published, or the market not open: see `OddsLine.state`) is three zeros; clients use
 * the last complete group. Within a group:
 * - 11/12 win/draw/loss: [home, draw, away] decimal odds;
 * - 21/22 Asian handicap: [home odds, the home team's handicap line, away odds]; negative when the home
 *   side gives goals. In play the handicap applies to the goals still to come (the score at the price
 *   counts as 0-0), as Asian books settle it;
 * - 31/32 total goals, 45/46 corners: [over odds, line on the period's whole count, under odds].
 * Lines are quarter steps; a quarter line (±0.25, ±0.75, …) is a split bet, half the stake on each
 * neighbouring line. Implied probabilities (1/odds) of a group sum to 1 + the bookmaker's margin.
 */
export type OddsRow = number[];

export interface OddsHistoryEntry {
  /** Engine time (virtual ms). */
  time: number;
  /** Match minute (0 before kick-off). */
  minute: number;
  status: MatchStatusCode;
  score: Pair;
  /** The group at that moment; [0, 0, 0] while the market was suspended or once closed. */
  values: [number, number, number];
  state: OddsMarketState;
}

export interface OddsLine {
  matchId: number;
  bookmakerId: BookmakerId;
  oddsType: OddsType;
  row: OddsRow;
  /** Whether the market takes bets now; its live group is zeros unless open. */
  state: OddsMarketState;
  /** Every change, oldest first (opening, pre-match moves, live moves, suspensions, the close). */
  history: OddsHistoryEntry[];
}

export interface Bookmaker {
  id: BookmakerId;
  name: string;
  /** e.g. 0.05: implied probabilities of a market sum to 1.05. */
  margin: number;
}
