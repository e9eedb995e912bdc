// Answers of /vdapi: competitions and teams as menus and searches name them, the real season a competition
// replays, its table as it stands, its bracket and its rounds (docs/API.md "Match data (/vdapi)").
import { type Static, Type } from 'typebox';
import { Id, Millis, OutcomeSchema, ScorePairSchema, SeasonNameSchema, SideId } from './answerKit';
import { MatchStatusCodeSchema, MatchSummarySchema, PageOf, SportCodeSchema } from './matches';

/**
 * What a competition's results are (docs/API.md "Real and generated"): the real season it replays and how
 * far it is moved, and which part of its results is real. `simulated`: 'none', every result is the real
 * one; 'part', results up to `realUntil` (the real kick-off of its last real result) are real and later
 * ones are simulated; 'all', every result is simulated (with `name` '', a generated competition).
 */
export const CompetitionSeasonSchema = Type.Object({
  ...SeasonNameSchema.properties,
  simulated: Type.Union([Type.Literal('none'), Type.Literal('part'), Type.Literal('all')]),
  realUntil: Type.Union([Millis, Type.Null()]),
});
export type CompetitionSeason = Static<typeof CompetitionSeasonSchema>;

/** League entry, menu form (PRODUCT.md §3). */
export const LeagueMenuEntrySchema = Type.Object({
  leagueId: Id,
  nameStr: Type.String(),
  imageUrl: Type.String(),
});
export type LeagueMenuEntry = Static<typeof LeagueMenuEntrySchema>;

/** League entry, sample form (PRODUCT.md §3), with its sport and country. */
export const LeagueInfoSchema = Type.Object({
  id: Id,
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  sport: SportCodeSchema,
  country: Type.String(),
});
export type LeagueInfo = Static<typeof LeagueInfoSchema>;

export const TeamInfoSchema = Type.Object({
  id: Id,
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  sport: SportCodeSchema,
  leagueIds: Type.Array(Id),
});
export type TeamInfo = Static<typeof TeamInfoSchema>;

export const StandingRowSchema = Type.Object({
  teamId: Id,
  teamName: Type.String(),
  rank: Type.Integer({ minimum: 1 }),
  played: Type.Integer({ minimum: 0 }),
  won: Type.Integer({ minimum: 0 }),
  drawn: Type.Integer({ minimum: 0 }),
  lost: Type.Integer({ minimum: 0 }),
  goalsFor: Type.Integer({ minimum: 0 }),
  goalsAgainst: Type.Integer({ minimum: 0 }),
  points: Type.Integer(),
  /** Last five results, newest last. */
  form: Type.Array(OutcomeSchema),
});

/**
 * A row of the table as it stands (docs/PRODUCT.md §2, "Match detail and collection view"): while matches of the competition are in play, they
 * count at their score now, `previousRank` is the team's place before they began (null when none is in
 * play, or the season had no table before them) and `liveMatchId` its match in play.
 */
export const LiveStandingRowSchema = Type.Object({
  ...StandingRowSchema.properties,
  previousRank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  liveMatchId: Type.Union([Id, Type.Null()]),
});
export type LiveStandingRow = Static<typeof LiveStandingRowSchema>;

/** A bracket's side: id 0 and no logo while the world has not decided it ("Winner of X v Y"). */
const TableTeamSchema = Type.Object({ id: SideId, name: Type.String(), logo: Type.String() });

/** One knockout tie of a bracket: one match or two legs; side A is the first leg's home side. */
export const BracketTieSchema = Type.Object({
  teamA: TableTeamSchema,
  teamB: TableTeamSchema,
  matchIds: Type.Array(Id),
  /** Each leg as it stands, first leg first: its kick-off, status and goals (extra time included), A's first. */
  legs: Type.Array(
    Type.Object({ matchId: Id, startTime: Millis, status: MatchStatusCodeSchema, score: ScorePairSchema }),
  ),
  /** Goals over the legs so far (extra time included), A's first. */
  aggregate: ScorePairSchema,
  penalties: Type.Union([ScorePairSchema, Type.Null()]),
  winnerTeamId: Type.Union([Id, Type.Null()]),
  decidedBy: Type.Union([
    Type.Literal('score'),
    Type.Literal('extraTime'),
    Type.Literal('penalties'),
    Type.Null(),
  ]),
});

/**
 * GET /vdapi/match/v1/league/table: a competition's table (a cup's league phase) as it stands, and its
 * knockout bracket. `live` while a match counted in the table is in play; with none in play the table is
 * the final one (no previous places, no live matches).
 */
export const LeagueTableSchema = Type.Object({
  leagueId: Id,
  kind: Type.Union([Type.Literal('league'), Type.Literal('cup')]),
  /** The real season the competition replays and which part of its results is real. */
  season: CompetitionSeasonSchema,
  live: Type.Boolean(),
  table: Type.Array(LiveStandingRowSchema),
  bracket: Type.Array(
    Type.Object({ round: Type.String(), name: Type.String(), ties: Type.Array(BracketTieSchema) }),
  ),
});
export type LeagueTable = Static<typeof LeagueTableSchema>;

/**
 * What a round counts for: the league table (a league, a cup's league phase), a group, a knockout round of
 * the bracket, or a qualifying round played before the cup's league or group phase (in no table or bracket).
 */
export const RoundPhaseSchema = Type.Union([
  Type.Literal('league'),
  Type.Literal('group'),
  Type.Literal('knockout'),
  Type.Literal('qualifying'),
]);
export type RoundPhase = Static<typeof RoundPhaseSchema>;

/**
 * One round of a competition with its matches, kick-off order: a matchday, or one leg of a two-legged
 * knockout round (`leg` 1 or 2; 0 for a single match or a league round).
 */
export const LeagueRoundSchema = Type.Object({
  /** The round as the competition's data names it ('Matchday 12', 'Finals, Round of 16'): a stable key. */
  round: Type.String(),
  leg: Type.Integer({ minimum: 0, maximum: 2 }),
  /** The round (and leg) in the request's language: 第12轮, 'Round of 16, 1st leg', 'Vòng 1/8 lượt đi'. */
  name: Type.String(),
  phase: RoundPhaseSchema,
  /** First kick-off of the round's matches listed here. */
  startTime: Millis,
  matches: Type.Array(MatchSummarySchema),
});
export type LeagueRound = Static<typeof LeagueRoundSchema>;

/** GET /vdapi/match/v1/league/rounds: a season's rounds played so far (newest first) or still to come (next first). */
export const LeagueRoundPageSchema = PageOf(LeagueRoundSchema);
export type LeagueRoundPage = Static<typeof LeagueRoundPageSchema>;
