// Lineups, intel, anchors, highlights, special topics, search (part of the engine's public types; import them from './types').
import type { Locale, LocalizedText, MatchStatusCode, Pair, Sport } from './base';
import type { Match } from './typesMatch';
import type { Coach, FootballPosition, League, Team } from './typesWorld';

// ---------------------------------------------------------------- lineup, intel

export interface LineupPlayer {
  playerId: number;
  name: string;
  names: LocalizedText;
  shirtNumber: number;
  /** A real player whose shirt number the data does not give (the API says null). */
  shirtNumberUnknown?: boolean;
  position: FootballPosition;
  /** Pitch placement: line 0 = goalkeeper, then defence, midfield, attack; slot left to right. */
  line: number;
  slot: number;
  captain: boolean;
  /** Named in the data file (a replayed tournament's scorers); generated otherwise. */
  fromFile?: boolean;
  /** A real person (squads file or season file); generated otherwise. */
  real?: boolean;
  /** A real player's date of birth, YYYY-MM-DD. */
  birthDate?: string;
}

export interface TeamLineup {
  teamId: number;
  /** e.g. '4-3-3'. */
  formation: string;
  /** A real match's formation is its file's; true where its players are placed in it by position (realLineup.ts). */
  placedByPositions?: boolean;
  coach: Coach | null;
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

/** A past match as the intel tab tells it: its real date and season, and whether its score is the data's. */
export interface PastMeeting extends ResultSummary {
  /** Its kick-off in the data (the real date); null for a generated match. */
  realStart: number | null;
  /** The real season it is of ('2024/25'); '' for a generated competition's. */
  season: string;
  /** Its score is the engine's, not the data's. */
  simulated: boolean;
  /**
   * A meeting the engine does not play, only a data file holds (the World Cup 2018 for nations): the
   * names it is told by, since its teams and competition need not be in the world.
   */
  told?: { league: LocalizedText; home: LocalizedText; away: LocalizedText };
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

/** A row of the table as it stands: the matches in play counted at their score now. */
export interface StandingRowAsItStands extends StandingRow {
  /** Its place in the table of finished matches, before the matches in play began; null when none is in play or none was played before. */
  previousRank: number | null;
  /** The team's match in play now (counted in the row), else null. */
  liveMatchId: number | null;
}

/** A competition's table as it would be if play ended now; `live` while a match of it is in play. */
export interface TableAsItStands {
  live: boolean;
  rows: StandingRowAsItStands[];
}

export interface Injury {
  playerId: number;
  name: string;
  names: LocalizedText;
  position: FootballPosition;
  reason: LocalizedText;
}

export interface Intel {
  matchId: number;
  locale: Locale;
  /**
   * Every meeting of the two the data holds before this match (this one too once it is over), by real
   * date, newest first, each from any season or competition carried; only those the site has played.
   */
  headToHead: PastMeeting[];
  /** Meetings the data holds before this match by real date that the site has not replayed yet (told once it has). */
  meetingsToReplay: number;
  /** Each side's last games of this match's season, home games for the home side, away games for the away side. */
  recentForm: { home: PastMeeting[]; away: PastMeeting[] };
  standings: { home: StandingRow | null; away: StandingRow | null };
  injuries: { home: Injury[]; away: Injury[] };
  /** A few sentences generated from the data above, in `locale`. */
  preview: string;
}

// ---------------------------------------------------------------- anchors, highlights, topics

export interface AnchorRoom {
  id: number;
  title: LocalizedText;
  /** Live stream id of the room (always set; the room streams while `live`). */
  streamId: string;
  live: boolean;
  /** The live match the anchor is commenting, or null between matches. */
  matchId: number | null;
  // No audience here: the gateway counts a room's viewers (its connections), the engine invents none.
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
  // No views here: real plays are counted in the database (vdapi/plays.ts).
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
}

// ---------------------------------------------------------------- knockout bracket

/** One knockout tie: one match, or two legs (side A is the first leg's home side). */
export interface BracketTie {
  teamA: number;
  teamB: number;
  /** The legs, first leg first. */
  matchIds: number[];
  /** Each leg as it stands: kick-off, status, and its goals (extra time included), A's first. */
  legs: { matchId: number; startTime: number; status: MatchStatusCode; score: Pair }[];
  /** Goals over the legs played so far (extra time included), A's first. */
  aggregate: Pair;
  /** The deciding shoot-out, A's first. */
  penalties: Pair | null;
  /** Set once the tie is decided. */
  winnerTeamId: number | null;
  decidedBy: 'score' | 'extraTime' | 'penalties' | null;
}

export interface BracketRound {
  /** The stage as the file writes it ('Finals, Quarterfinals', 'Playoffs'). */
  round: string;
  name: LocalizedText;
  ties: BracketTie[];
}
