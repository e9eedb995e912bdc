import type { BookmakerId, EventType, Locale, MatchStatus, OddsType } from '@pitchside/shared';

export type { BookmakerId, Locale, OddsType };
/** A value of `MATCH_STATUS` (@pitchside/shared): 0, 1, 2, 3, 4, 5, -1, -10 ... -14 (PRODUCT.md §4). */
export type MatchStatusCode = MatchStatus;
/** A numeric event code of @pitchside/shared (`eventCode(type, side)`, e.g. 1029 home goal, 535 VAR). */
export type EventCode = number;
/** A text in each interface language. */
export type LocalizedText = Record<Locale, string>;
export type Sport = 'football' | 'basketball' | 'esports';
export type Side = 'home' | 'away';
/** A pair of per-side numbers (goals, corners, cards, shots...). */
export interface Pair {
  home: number;
  away: number;
}
export interface League {
  id: number;
  sport: Sport;
  name: LocalizedText;
  shortName: LocalizedText;
  kind: 'league' | 'cup';
  /** Country or region (e.g. England, Europe, International). */
  country: LocalizedText;
  /** Path of the crest image: `/vdapi/crest/league/{id}.svg`; its SVG text is `engine.crestSvg('league', id)`. */
  crestUrl: string;
  /** Primary colour (#rrggbb), also used in the crest. */
  color: string;
  teamIds: number[];
  /** Shown in hot leagues and the special-topic menu. */
  hot: boolean;
  /** Default order in the special menu (lower first). */
  order: number;
  /** Set for the league built from a replay file. */
  replay?: boolean;
}
/** Football GK/DF/MF/FW; basketball G (guard), F (forward), C (centre); esports P (player). */
export type Position = FootballPosition | 'G' | 'F' | 'C' | 'P';
export type FootballPosition = 'GK' | 'DF' | 'MF' | 'FW';
export interface Player {
  id: number;
  teamId: number;
  name: string;
  position: Position;
  shirtNumber: number;
  /** 1..100; decides who scores, who starts. */
  rating: number;
  injured: boolean;
}
export interface Coach {
  id: number;
  name: string;
}
export interface Team {
  id: number;
  sport: Sport;
  leagueIds: number[];
  name: LocalizedText;
  shortName: LocalizedText;
  /** Path of the crest image: `/vdapi/crest/team/{id}.svg`; its SVG text is `engine.crestSvg('team', id)`. */
  crestUrl: string;
  /** The crest as SVG text (generated; about 1 kB). */
  crestSvg: string;
  /** Overall strength 40..95; drives the goal model and the odds. */
  strength: number;
  country: LocalizedText;
  /** Football: 23 players; basketball: 12; esports: 5. */
  players: Player[];
  coach: Coach;
}
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
  /** VAR check: what it was about and the outcome. */
  detail?: string;
  /** Engine time (virtual ms) when it happened. */
  time: number;
}
export interface MatchStats {
  shots: Pair;
  shotsOnTarget: Pair;
  /** Percent, home + away = 100. */
  possession: Pair;
  attacks: Pair;
  dangerousAttacks: Pair;
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
export interface Match {
  id: number;
  sport: Sport;
  leagueId: number;
  /** e.g. 'Round 12', 'Round of 16', 'Final'. */
  round: string;
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
  group?: string;
  /** Engine time of the last change. */
  updatedAt: number;
}
/** Winner of a finished match (shoot-out included); null for a draw or an unfinished match. */
export type MatchWinner = Side | null;
/**
 * An odds row: nine numbers in three groups of three (PRODUCT.md §3): indices 0-2 opening,
 * 3-5 pre-match (latest before kick-off), 6-8 live (latest in play). A group not yet published
 * is three zeros; clients use the last complete group. Within a group:
 * - 11/12 win/draw/loss: [home, draw, away] decimal odds;
 * - 21/22 spread: [home odds, home handicap line (e.g. -0.5), away odds]; the line applies to the final score;
 * - 31/32 total goals, 45/46 corners: [over odds, line (e.g. 2.5), under odds].
 * Half-time types (12, 22, 32, 46) settle at half time; their live group stops moving then.
 * Implied probabilities (1/odds) of a group sum to 1 + the bookmaker's margin.
 */
export type OddsRow = number[];
export interface OddsHistoryEntry {
  /** Engine time (virtual ms). */
  time: number;
  /** Match minute (0 before kick-off). */
  minute: number;
  status: MatchStatusCode;
  score: Pair;
  values: [number, number, number];
}
export interface OddsLine {
  matchId: number;
  bookmakerId: BookmakerId;
  oddsType: OddsType;
  row: OddsRow;
  /** Every change, oldest first (opening, pre-match moves, live moves). */
  history: OddsHistoryEntry[];
}
export interface Bookmaker {
  id: BookmakerId;
  name: string;
  /** e.g. 0.05: implied probabilities of a market sum to 1.05. */
  margin: number;
}
export interface LineupPlayer {
  playerId: number;
  name: string;
  shirtNumber: number;
  position: FootballPosition;
  /** Pitch placement: line 0 = goalkeeper, then defence, midfield, attack; slot left to right. */
  line: number;
  slot: number;
  captain: boolean;
}
export interface TeamLineup {
  teamId: number;
  /** e.g. '4-3-3'. */
  formation: string;
  coach: Coach;
  starters: LineupPlayer[];
  bench: LineupPlayer[];
}
export interface Lineup {
  matchId: number;
  home: TeamLineup;
  away: TeamLineup;
}
/** A past result as intel shows it. */
export interface ResultSummary {
  matchId: number | null;
  leagueId: number;
  startTime: number;
  homeTeamId: number;
  awayTeamId: number;
  score: Pair;
  halfTimeScore: Pair | null;
  /** From the point of view of the team the list is about. */
  outcome: 'W' | 'D' | 'L';
}
export interface StandingRow {
  rank: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Last five, newest last. */
  form: ('W' | 'D' | 'L')[];
}
export interface Injury {
  playerId: number;
  name: string;
  position: FootballPosition;
  reason: LocalizedText;
}
export interface Intel {
  matchId: number;
  locale: Locale;
  /** Earlier meetings, newest first. */
  headToHead: ResultSummary[];
  recentForm: {
    home: ResultSummary[];
    away: ResultSummary[];
  };
  standings: {
    home: StandingRow | null;
    away: StandingRow | null;
  };
  injuries: {
    home: Injury[];
    away: Injury[];
  };
  /** A few sentences generated from the data above, in `locale`. */
  preview: string;
}
export interface AnchorRoom {
  id: number;
  title: LocalizedText;
  /** Live stream id of the room (always set; the room streams while `live`). */
  streamId: string;
  live: boolean;
  /** The live match the anchor is commenting, or null between matches. */
  matchId: number | null;
  viewers: number;
}
export interface Anchor {
  id: number;
  nickname: string;
  /** Generated SVG avatar text. */
  avatarSvg: string;
  followers: number;
  sport: Sport;
  room: AnchorRoom;
}
export interface HighlightTag {
  id: number;
  name: LocalizedText;
}
export interface HighlightClip {
  clipId: string;
  title: LocalizedText;
  /** Seconds. */
  duration: number;
  matchId: number | null;
  /** The event shown (goal...), when any. */
  eventId: number | null;
  minute: number | null;
}
export interface HighlightCollection {
  id: number;
  title: LocalizedText;
  tagIds: number[];
  leagueId: number | null;
  matchId: number | null;
  /** Engine time of publication (after the match ended). */
  publishedAt: number;
  views: number;
  clips: HighlightClip[];
}
/** A special topic: a league page (`/special/{id}`, id = league id). */
export interface SpecialTopic {
  id: number;
  leagueId: number;
  title: LocalizedText;
  description: LocalizedText;
  order: number;
}
export interface SearchResult {
  leagues: League[];
  teams: Team[];
  /** Matches of the found teams/leagues in the engine window, newest kick-off first (at most 50). */
  matches: Match[];
  anchors: Anchor[];
}
/** A parsed, validated openfootball file (see replay.ts: `loadReplayFile`, `parseReplay`). */
export interface ReplayFixture {
  name: string;
  matches: ReplayMatch[];
}
export interface ReplayGoal {
  name: string;
  minute: number;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}
export interface ReplayMatch {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score: {
    ft: [number, number];
    ht?: [number, number];
    et?: [number, number];
    p?: [number, number];
  };
  /** Goals counting for team1 (own goals included: the scorer is then an opponent). */
  goals1?: ReplayGoal[];
  goals2?: ReplayGoal[];
  group?: string;
  ground?: string;
}
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
  /** Matches of an openfootball file to replay, kick-offs rescheduled from startAt. */
  replay?: ReplayFixture;
  /** Minutes between replayed kick-offs (default 20). */
  replayStaggerMinutes?: number;
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
  /** Matches in play (status 1..5) of a sport, kick-off order. */
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
  bookmakers(): Bookmaker[];
  /** Odds lines of a match; all bookmakers / all types when omitted. Empty for unknown ids or non-football. */
  odds(matchId: number, bookmakerIds?: readonly BookmakerId[], oddsType?: OddsType): OddsLine[];
  lineup(matchId: number): Lineup | undefined;
  intel(matchId: number, locale: Locale): Intel | undefined;
  sports(): Sport[];
  leagues(sport?: Sport): League[];
  league(id: number): League | undefined;
  hotLeagues(sport?: Sport): League[];
  team(id: number): Team | undefined;
  standings(leagueId: number): StandingRow[];
  crestSvg(kind: 'league' | 'team', id: number): string | undefined;
  anchors(): Anchor[];
  anchor(id: number): Anchor | undefined;
  highlightTags(): HighlightTag[];
  /** Newest first; optional tag filter. */
  highlights(tagId?: number): HighlightCollection[];
  highlight(id: number): HighlightCollection | undefined;
  specialTopics(): SpecialTopic[];
  specialTopic(id: number): SpecialTopic | undefined;
  /** Case-insensitive search in team and league names (every locale) and anchor nicknames. Empty query: empty result. */
  search(q: string): SearchResult;
}
/** Creates the engine (see index.ts): `createEngine(options: EngineOptions): Engine`. */
export type CreateEngine = (options: EngineOptions) => Engine;
