// Answers of /vdapi: a match as every list shows it (MatchSummary), the lists and pages of matches, the hot
// leagues and a user's favourite matches (docs/API.md "Match data (/vdapi)").
import { type Static, type TSchema, Type } from 'typebox';
import { Id, Millis, ScorePairSchema, SideId } from './answerKit';

/** 1 football, 2 basketball, 3 esports. */
export const SportCodeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type SportCode = Static<typeof SportCodeSchema>;

/** Match status codes of PRODUCT.md §4 (0 not started … -14 postponed). */
export const MatchStatusCodeSchema = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(-1),
  Type.Literal(-10),
  Type.Literal(-11),
  Type.Literal(-12),
  Type.Literal(-13),
  Type.Literal(-14),
]);

/** A page of a list: `page` counts from 1. */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    hasMore: Type.Boolean(),
  });
}

/**
 * One period of a match told by its periods: a basketball quarter (the fifth and later are overtimes) or a
 * game of an esports series. `name` is the esports map ('' for quarters and for games without maps);
 * `winner` says who won an esports game once it is over (null for quarters and for the game under way).
 */
export const PeriodScoreSchema = Type.Object({
  name: Type.String(),
  home: Type.Integer({ minimum: 0 }),
  away: Type.Integer({ minimum: 0 }),
  winner: Type.Union([Type.Literal('home'), Type.Literal('away'), Type.Null()]),
});
export type PeriodScore = Static<typeof PeriodScoreSchema>;

/** Whether the market behind a list's odds takes bets now (see OddsMarketStateSchema); null: no market. */
const SummaryOddsStateSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('suspended'),
  Type.Literal('closed'),
  Type.Null(),
]);

/**
 * One match in a list: the sample Match of PRODUCT.md §3 plus status, sport, league and team ids.
 * `playingTime` is the clock text ('37', '45+2', 'HT', 'FT', 'Pen'; '' before kick-off); `stats1`/`stats2` are
 * comma lists of three odds numbers, win/draw/loss then spread, of the first bookmaker ('' when none).
 * `isVideo`: the match has a live stream; `hasColect`: a favourite of the signed-in user.
 * `yellowCard`/`redCard` count both sides; the per-side counts follow.
 */
export const MatchSummarySchema = Type.Object({
  id: Id,
  sport: SportCodeSchema,
  status: MatchStatusCodeSchema,
  startTime: Millis,
  playingTime: Type.String(),
  leagueId: Id,
  leagueName: Type.String(),
  leagueLogo: Type.String(),
  round: Type.String(),
  /** 0 while the world has not decided the side (a later knockout tie): its name then reads "Winner of X v Y". */
  homeId: SideId,
  awayId: SideId,
  homeName: Type.String(),
  awayName: Type.String(),
  /** The names fans shorten them to (国安, Gladbach, Wolves): for where the full name does not fit. */
  homeShortName: Type.String(),
  awayShortName: Type.String(),
  homeLogo: Type.String(),
  awayLogo: Type.String(),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
  halfHomeScore: Type.Integer({ minimum: 0 }),
  halfAwayScore: Type.Integer({ minimum: 0 }),
  homeCorner: Type.Integer({ minimum: 0 }),
  awayCorner: Type.Integer({ minimum: 0 }),
  yellowCard: Type.Integer({ minimum: 0 }),
  redCard: Type.Integer({ minimum: 0 }),
  homeYellowCard: Type.Integer({ minimum: 0 }),
  awayYellowCard: Type.Integer({ minimum: 0 }),
  homeRedCard: Type.Integer({ minimum: 0 }),
  awayRedCard: Type.Integer({ minimum: 0 }),
  isVideo: Type.Boolean(),
  hasColect: Type.Boolean(),
  anchorCount: Type.Integer({ minimum: 0 }),
  stats1: Type.String(),
  stats2: Type.String(),
  /** The markets of `stats1` and `stats2`: 'suspended' or 'closed' when their text is '' for that reason. */
  stats1State: SummaryOddsStateSchema,
  stats2State: SummaryOddsStateSchema,
  /**
   * Football: the score after extra time once extra time is over (cumulative, like the score), else null;
   * a match that went to extra time was decided after 90 minutes.
   */
  extraTimeScore: Type.Union([ScorePairSchema, Type.Null()]),
  /** Football: the shoot-out's score, running while it is taken (status 5), else null. */
  penaltyScore: Type.Union([ScorePairSchema, Type.Null()]),
  /** Basketball quarters and esports games so far, the one under way last; [] for football. */
  periods: Type.Array(PeriodScoreSchema),
  /** Esports: the series' length (best of 1, 3 or 5); 0 for the other sports. */
  bestOf: Type.Integer({ minimum: 0 }),
  /**
   * The game clock while play is under way, in seconds: basketball, left in the quarter (it counts down);
   * esports, played in the game under way. Null for football (its clock is `playingTime`) and in breaks.
   */
  gameClock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The real season the match is of ('2024/25'); '' for a generated competition's. */
  season: Type.String(),
  /** Its score is (or will be) simulated by the engine, not the data's: a generated sport, or a real fixture the data has no result for. */
  simulated: Type.Boolean(),
  /**
   * Its cards are the data's (a match of a full season file). A real match's corners never are (no file
   * counts them): the engine's, as are the cards of a match of no full file. A list shows a count the
   * engine made only for a match whose score is simulated too (`simulated`).
   */
  cardsFromFile: Type.Boolean(),
});
export type MatchSummary = Static<typeof MatchSummarySchema>;

export const MatchListSchema = Type.Object({ list: Type.Array(MatchSummarySchema) });
export type MatchList = Static<typeof MatchListSchema>;

export const MatchPageSchema = PageOf(MatchSummarySchema);
export type MatchPage = Static<typeof MatchPageSchema>;

/**
 * GET /vdapi/match/v1/recent: the hours around now, whatever the day: the last finished matches (the
 * newest first) and the next to kick off (the soonest first), for a page with nothing in play, with
 * the instant of the answer on the server's clock (a count down to a kick-off runs from it, not from
 * the device's clock, which may be off).
 */
export const RecentMatchesSchema = Type.Object({
  now: Millis,
  results: Type.Array(MatchSummarySchema),
  next: Type.Array(MatchSummarySchema),
});
export type RecentMatches = Static<typeof RecentMatchesSchema>;

/** GET /vdapi/match/v1/hot/league: the leagues with the most interest now, with their next matches. */
export const HotLeagueSchema = Type.Object({
  leagueId: Id,
  nameStr: Type.String(),
  imageUrl: Type.String(),
  sport: SportCodeSchema,
  liveCount: Type.Integer({ minimum: 0 }),
  /** Its matches still to come this season (not started, pending or postponed), however far off. */
  upcomingCount: Type.Integer({ minimum: 0 }),
  /** In play, then the next ones (the soonest first), in the coming two days: at most six. */
  matches: Type.Array(MatchSummarySchema),
});
export const HotLeagueListSchema = Type.Object({ list: Type.Array(HotLeagueSchema) });
export type HotLeagueList = Static<typeof HotLeagueListSchema>;

/** POST (or GET) /vdapi/user/fav/toggle/{id} */
export const FavToggleSchema = Type.Object({ matchId: Id, hasColect: Type.Boolean() });
export type FavToggle = Static<typeof FavToggleSchema>;

/** GET /vdapi/user/favList: the signed-in user's favourite matches, newest favourite first. */
export const FavListSchema = MatchPageSchema;
export type FavList = MatchPage;
