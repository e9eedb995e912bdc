// Team pages, a competition's scorers and cards and the matches of followed teams (docs/API.md "Teams
// and scorers"). Appearances, minutes, goals, own goals, assists and cards are counted from the line-ups
// and events of the matches the world has played, live ones included; a season's full file gives them
// all but assists (it names none), a file of scores only leaves scorers and cards to the engine
// (generated), and the answers say where each comes from (`facts`).
import { type Static, Type } from 'typebox';
import { LiveStandingRowSchema, MatchSummarySchema, SportCodeSchema } from './vdapi';
import { MAX_ID } from './vdapiRequests';

const Id = Type.Integer({ minimum: 1 });
const Count = Type.Integer({ minimum: 0 });
const OutcomeSchema = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);

/**
 * Where a count comes from: `file` when every goal counted names the scorer the season's file gives,
 * `generated` when none does (league files give scores only), `mixed` between; `none` before any goal.
 */
export const TallySourceSchema = Type.Union([
  Type.Literal('file'),
  Type.Literal('generated'),
  Type.Literal('mixed'),
  Type.Literal('none'),
]);
export type TallySource = Static<typeof TallySourceSchema>;

/**
 * Where the assists come from: `generated` when every match counted has the engine's, `absent` when
 * every one is of a full file (which names no assist: none is made up), `mixed` between; `none` before any match.
 */
export const AssistsSourceSchema = Type.Union([
  Type.Literal('generated'),
  Type.Literal('absent'),
  Type.Literal('mixed'),
  Type.Literal('none'),
]);
export type AssistsSource = Static<typeof AssistsSourceSchema>;

/** Where the counts come from: the scorers and cards (a file's, or the engine's), the assists. */
export const TallyFactsSchema = Type.Object({
  /** Appearances, starts and minutes: `file` where every match counted has its file's line-ups. */
  lineups: TallySourceSchema,
  scorers: TallySourceSchema,
  /** Bookings and sendings-off: `file` where every card counted is a season file's. */
  cards: TallySourceSchema,
  assists: AssistsSourceSchema,
});
export type TallyFacts = Static<typeof TallyFactsSchema>;

// ---------------------------------------------------------------- team page

export const TeamCompetitionSchema = Type.Object({
  leagueId: Id,
  name: Type.String(),
  logo: Type.String(),
  kind: Type.Union([Type.Literal('league'), Type.Literal('cup')]),
  /** The team's row of the competition's table as it stands (a row of /vdapi/match/v1/league/table); null before it has one. */
  standing: Type.Union([LiveStandingRowSchema, Type.Null()]),
  /** The table counts matches in play (the league table's `live`). */
  live: Type.Boolean(),
  /** Teams in that table. */
  tableSize: Count,
});
export type TeamCompetition = Static<typeof TeamCompetitionSchema>;

export const SquadPlayerSchema = Type.Object({
  id: Id,
  name: Type.String(),
  /** Null for a real player whose club number the data does not give: never made up. */
  number: Type.Union([Count, Type.Null()]),
  position: Type.String(),
  /** Matches he played this season in every competition (started or came on), starts and minutes. */
  appearances: Count,
  starts: Count,
  minutes: Count,
  /** Goals this season in every competition (penalties included, own goals not). */
  goals: Count,
  penalties: Count,
  /** Own goals he scored (they count for the other side). */
  ownGoals: Count,
  assists: Count,
  yellowCards: Count,
  /** Second yellows (each also among redCards). */
  secondYellows: Count,
  /** Straight reds and second yellows. */
  redCards: Count,
  /** Named in the season's file; generated otherwise. */
  fromFile: Type.Boolean(),
  /** false for a real player (the World Cup 2026 squads file or a season file names him); true for a squad member the engine made up. */
  generated: Type.Boolean(),
  /** A real player's date of birth (YYYY-MM-DD); null for a generated one. */
  birthDate: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
  /** The nation a real player is listed for (its name in the reader's language); null when unknown or generated. */
  nation: Type.Union([Type.String(), Type.Null()]),
});
export type SquadPlayer = Static<typeof SquadPlayerSchema>;

/** GET /vdapi/team/v1/info/{id}: a team's page. */
export const TeamPageSchema = Type.Object({
  team: Type.Object({
    id: Id,
    name: Type.String(),
    shortName: Type.String(),
    logo: Type.String(),
    sport: SportCodeSchema,
    country: Type.String(),
    /** The real head coach where the project carries one as data; '' when it does not (never invented). */
    coach: Type.String(),
    /** The date (YYYY-MM-DD) the coach's data holds as of: he is shown as of then, not now; null without a coach. */
    coachAsOf: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
    leagueIds: Type.Array(Id),
    /** A national team: its real players' numbers are the nation's (the squads file's). */
    national: Type.Boolean(),
    /** A team the engine made up (basketball, esports): its players, results and statistics are simulated. */
    generated: Type.Boolean(),
  }),
  /**
   * The month of the data that places the squad's real players ('2026-06': the World Cup 2026 squads); null
   * when none of its players comes from it. A club's real players stand in it as of that month.
   */
  squadAsOf: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}$' }), Type.Null()]),
  /** Its matches in play. */
  live: Type.Array(MatchSummarySchema),
  /** The next five, soonest first. */
  next: Type.Array(MatchSummarySchema),
  /** The last five finished, newest first. */
  last: Type.Array(MatchSummarySchema),
  /** The last five results in any competition, newest last (a shoot-out counts as the draw it was). */
  form: Type.Array(OutcomeSchema),
  competitions: Type.Array(TeamCompetitionSchema),
  squad: Type.Array(SquadPlayerSchema),
  facts: TallyFactsSchema,
});
export type TeamPage = Static<typeof TeamPageSchema>;

// ---------------------------------------------------------------- scorers

export const ScorerRowSchema = Type.Object({
  playerId: Id,
  name: Type.String(),
  teamId: Id,
  teamName: Type.String(),
  teamLogo: Type.String(),
  /** 1 + the players with more (goals, assists or cards, by its list): ties share it. */
  rank: Type.Integer({ minimum: 1 }),
  goals: Count,
  penalties: Count,
  ownGoals: Count,
  assists: Count,
  yellowCards: Count,
  /** Second yellows (each also among redCards). */
  secondYellows: Count,
  /** Straight reds and second yellows. */
  redCards: Count,
  /** Matches he played in the competition (started or came on), and his minutes in them. */
  appearances: Count,
  minutes: Count,
});
export type ScorerRow = Static<typeof ScorerRowSchema>;

/** How many players each list of the scorers answer holds. */
export const SCORERS_LIMIT = 20;

/** GET /vdapi/match/v1/league/scorers: a competition's top scorers, assists and cards this season. */
export const LeagueScorersSchema = Type.Object({
  leagueId: Id,
  /** Most goals first (ties: more assists, then name). */
  scorers: Type.Array(ScorerRowSchema),
  /** Most assists first (ties: more goals, then name); empty where the files name no assist. */
  assists: Type.Array(ScorerRowSchema),
  /** Most cards first: red cards, then yellow cards, then name. */
  cards: Type.Array(ScorerRowSchema),
  /** Matches counted: finished and in play. */
  matches: Count,
  /** Goals counted in them (own goals not). */
  goals: Count,
  facts: TallyFactsSchema,
});
export type LeagueScorers = Static<typeof LeagueScorersSchema>;

export const LeagueScorersQuerySchema = Type.Object({
  leagueId: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});
export type LeagueScorersQuery = Static<typeof LeagueScorersQuerySchema>;

// ---------------------------------------------------------------- followed matches

/** A comma list of up to MAX_FOLLOWS ids. */
const IdList = Type.String({
  pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,199}$',
  maxLength: 2200,
  description: 'comma list of up to 200 ids, e.g. 101,102',
});

/** GET /vdapi/match/v1/followed: the matches of followed teams and competitions. */
export const FollowedMatchesQuerySchema = Type.Object({
  teamIds: Type.Optional(IdList),
  leagueIds: Type.Optional(IdList),
});
export type FollowedMatchesQuery = Static<typeof FollowedMatchesQuerySchema>;
