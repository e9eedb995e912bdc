// Answers of the match-data calls (/vdapi). The origin encrypts `data` with the shared codec; once decoded,
// `data` must match the schema of its call (PRODUCT.md §7 names the calls, docs/API.md their answers); these
// shapes follow the sample fields of PRODUCT.md §3 (Match, League entry, Contact info) and extend them.
// Times are milliseconds since the epoch; ids are positive integers; names come in the request's language.
import { type Static, type TSchema, Type } from 'typebox';

const Id = Type.Integer({ minimum: 1 });
/** A match's side: a team id, or 0 while the world has not decided who plays (a later knockout tie). */
const SideId = Type.Integer({ minimum: 0 });
const Millis = Type.Integer({ minimum: 0, description: 'milliseconds since the epoch' });

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

// ---------------------------------------------------------------- seasons

/** A real season as fans write it, and how far its dates are moved onto today's calendar. */
const SeasonNameSchema = Type.Object({
  /** '2025/26', '2025'; '' for a generated competition (the engine's own). */
  name: Type.String(),
  /** Days its dates are moved onto today's calendar: 364 a year (whole years of 52 weeks); 0 when not moved. */
  shiftDays: Type.Integer({ minimum: 0 }),
});

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

// ---------------------------------------------------------------- leagues, teams

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

// ---------------------------------------------------------------- matches

const ScorePairSchema = Type.Object({
  home: Type.Integer({ minimum: 0 }),
  away: Type.Integer({ minimum: 0 }),
});

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

// ---------------------------------------------------------------- anchors

export const AnchorSummarySchema = Type.Object({
  id: Id,
  nickName: Type.String(),
  avatar: Type.String(),
  roomTitle: Type.String(),
  cover: Type.String(),
  isLive: Type.Boolean(),
  /**
   * Connections watching the room now, across the gateway cluster (the gateway fills it in); null where
   * no real count exists (off air, or an answer that did not pass through a gateway). Never invented.
   */
  viewers: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  followers: Type.Integer({ minimum: 0 }),
  sport: SportCodeSchema,
  /** The match the anchor is commenting, null between matches. */
  matchId: Type.Union([Id, Type.Null()]),
});
export type AnchorSummary = Static<typeof AnchorSummarySchema>;

// ---------------------------------------------------------------- config

export const ContactInfoSchema = Type.Object({
  qq: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  weixin: Type.String(),
});

/** GET /vdapi/config/initconfig: what the header, footer and menus need (PRODUCT.md §2 header/footer). */
export const InitConfigSchema = Type.Object({
  siteName: Type.String(),
  logoUrl: Type.String(),
  contact: ContactInfoSchema,
  appDownloadUrl: Type.String(),
  followQrCodeUrl: Type.String(),
  aboutText: Type.String(),
  copyright: Type.String(),
  recordFiling: Type.Object({ text: Type.String(), url: Type.String() }),
  /** The special-topic menu (PRODUCT.md §2): leagues in their default order. */
  leagueMenu: Type.Array(LeagueMenuEntrySchema),
  sports: Type.Array(Type.Object({ sport: SportCodeSchema, name: Type.String() })),
  hotWords: Type.Array(Type.String()),
  serverTime: Millis,
});
export type InitConfig = Static<typeof InitConfigSchema>;

/** GET /vdapi/config/v2/index/hot: the home page's hot block. */
export const IndexHotSchema = Type.Object({
  live: Type.Array(MatchSummarySchema),
  hot: Type.Array(MatchSummarySchema),
  leagues: Type.Array(LeagueMenuEntrySchema),
  anchors: Type.Array(AnchorSummarySchema),
});
export type IndexHot = Static<typeof IndexHotSchema>;

/** GET /vdapi/config/v2/index/football: the football section's front page. */
export const IndexFootballSchema = Type.Object({
  live: Type.Array(MatchSummarySchema),
  upcoming: Type.Array(MatchSummarySchema),
  results: Type.Array(MatchSummarySchema),
  leagues: Type.Array(LeagueMenuEntrySchema),
});
export type IndexFootball = Static<typeof IndexFootballSchema>;

export const SearchKindSchema = Type.Union([
  Type.Literal('team'),
  Type.Literal('league'),
  Type.Literal('match'),
  Type.Literal('anchor'),
]);

/** GET /vdapi/config/v2/index/search: suggestions while typing (hot words when `q` is empty). */
export const SearchSuggestionsSchema = Type.Object({
  hotWords: Type.Array(Type.String()),
  suggestions: Type.Array(Type.Object({ kind: SearchKindSchema, id: Id, text: Type.String() })),
});
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;

// ---------------------------------------------------------------- detail

export const TimelineEventSchema = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  /** Event code of PRODUCT.md §3 (1029 goal, 1032 red, 1034 yellow, 1055 substitute, 535 var, …). */
  code: Type.Integer(),
  /** The icon name: goal, penalty, own, substitute, missed, corner, yellow, red, yellowred, var, startstop. */
  kind: Type.String(),
  minute: Type.Integer({ minimum: 0 }),
  /** Stoppage offset: 90+3 is minute 90, addedMinute 3. */
  addedMinute: Type.Integer({ minimum: 0 }),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  playerName: Type.String(),
  /** Goal: the assisting player; substitute: the player coming on; '' otherwise. */
  relatedPlayerName: Type.String(),
  /** The id of the player named (for a substitute: the one going off), for his page; null when none. */
  playerId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** The id of the player of relatedPlayerName (for a substitute: the one coming on); null when none. */
  relatedPlayerId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
  /**
   * A note code of `EVENT_NOTES` (domain/events.ts): which whistle, or what a VAR check found; ''
   * otherwise. A code, not words: clients word it in the reader's language and skip codes they do not know.
   */
  text: Type.String(),
});
export type TimelineEvent = Static<typeof TimelineEventSchema>;

export const StatGroupSchema = Type.Union([
  Type.Literal('top'),
  Type.Literal('shots'),
  Type.Literal('attack'),
  Type.Literal('passes'),
  Type.Literal('defence'),
  Type.Literal('discipline'),
]);
export type StatGroup = Static<typeof StatGroupSchema>;

export const MatchStatSchema = Type.Object({
  /**
   * Football: possession and passAccuracy (percent), expectedGoals, shots, shotsOnTarget, bigChances,
   * corners, shotsOffTarget, blockedShots, shotsInsideBox, shotsOutsideBox, hitWoodwork,
   * bigChancesMissed, attacks, dangerousAttacks, throwIns, passes, accuratePasses, tackles, saves,
   * goalKicks, fouls, yellowCards, redCards. Other sports: the first eight of before.
   */
  key: Type.String(),
  name: Type.String(),
  /** Which group a page shows it in; absent: top. */
  group: Type.Optional(StatGroupSchema),
  home: Type.Number(),
  away: Type.Number(),
});
export type MatchStat = Static<typeof MatchStatSchema>;

/**
 * A shot (docs/API.md "Shots and xG"). x, y in metres as the shooting side attacks, on a 105 × 68 pitch: x from its own
 * goal line (0) to the goal line it attacks (105), y from its left touchline (0) to its right (68);
 * the goal is centred at (105, 34). A shot map drawing both sides mirrors the away side's. An own
 * goal is no shot: a side's score is its shots with outcome goal plus the other side's own goals.
 */
export const MatchShotSchema = Type.Object({
  /** A goal's or missed penalty's shot has that timeline event's id. */
  id: Type.Integer({ minimum: 0 }),
  minute: Type.Integer({ minimum: 0 }),
  addedMinute: Type.Integer({ minimum: 0 }),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  playerId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  playerName: Type.String(),
  x: Type.Number({ minimum: 0, maximum: 105 }),
  y: Type.Number({ minimum: 0, maximum: 68 }),
  bodyPart: Type.Union([Type.Literal('foot'), Type.Literal('head')]),
  situation: Type.Union([
    Type.Literal('open-play'),
    Type.Literal('set-piece'),
    Type.Literal('penalty'),
    Type.Literal('counter'),
  ]),
  outcome: Type.Union([
    Type.Literal('goal'),
    Type.Literal('saved'),
    Type.Literal('off-target'),
    Type.Literal('blocked'),
    Type.Literal('woodwork'),
  ]),
  /** Expected goals, 0..1, three decimals. */
  xg: Type.Number({ minimum: 0, maximum: 1 }),
});
export type MatchShot = Static<typeof MatchShotSchema>;

/** A player's rating in a match so far (docs/API.md, "Player ratings"). */
export const PlayerRatingSchema = Type.Object({
  playerId: Type.Integer({ minimum: 1 }),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  name: Type.String(),
  /** 3.0 to 10.0, one decimal. */
  rating: Type.Number({ minimum: 3, maximum: 10 }),
});
export type PlayerRating = Static<typeof PlayerRatingSchema>;

/** Where a fact comes from: the real data file, or generated by the engine (never shown as real). */
export const ProvenanceSchema = Type.Union([Type.Literal('file'), Type.Literal('generated')]);

/** Which facts of a match come from the data file and which are generated (docs/API.md, "Real and generated"). */
export const MatchFactsSchema = Type.Object({
  score: ProvenanceSchema,
  /**
   * Goal minutes and scorers (league files give scores only); 'fitted': the file's, fitted to its score
   * where the two disagree (a minute moved, a goal left out, a goal the file lacks added with no scorer).
   */
  goals: Type.Union([ProvenanceSchema, Type.Literal('fitted')]),
  shootout: Type.Union([ProvenanceSchema, Type.Null()]),
  /**
   * 'rearranged': the file's date moved by days to keep 48 hours between a club's fixtures; 'replayed':
   * postponed, then played on a later date the engine chose.
   */
  kickOff: Type.Union([
    Type.Literal('file'),
    Type.Literal('rearranged'),
    Type.Literal('replayed'),
    Type.Literal('generated'),
  ]),
  /**
   * The line-ups (eleven, captain, formation, the bench the data knows), the cards and the substitutions:
   * 'file' for a match of a full season file, played as it was. Absent: as `details`.
   */
  lineups: Type.Optional(ProvenanceSchema),
  cards: Type.Optional(ProvenanceSchema),
  substitutions: Type.Optional(ProvenanceSchema),
  /** What no file carries, modelled around the real events: shots and their xG, statistics, corners, momentum, ratings. */
  details: ProvenanceSchema,
  /**
   * 'later': a season before June 2026 whose sides field real players placed at their clubs by the World
   * Cup 2026 squads (June 2026): a player may not have been at the club then. Absent otherwise.
   */
  squads: Type.Optional(Type.Literal('later')),
  /** The real season the fixture is of, with its own date in the data; absent for a generated fixture. */
  season: Type.Optional(
    Type.Object({
      ...SeasonNameSchema.properties,
      /** The fixture's kick-off in the data: its real date. */
      realStart: Millis,
      /** Real kick-off of its season's last real result; null when the season has none. */
      realUntil: Type.Union([Millis, Type.Null()]),
    }),
  ),
});
export type MatchFacts = Static<typeof MatchFactsSchema>;

/** GET /vdapi/detail/v1/info/{id} */
export const MatchDetailSchema = Type.Object({
  match: MatchSummarySchema,
  venue: Type.String(),
  /** The crowd, where the season's file gives it; null otherwise. */
  attendance: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** The referee, where the season's file names him; '' otherwise. */
  referee: Type.Optional(Type.String()),
  group: Type.String(),
  knockout: Type.Boolean(),
  extraTimeScore: Type.Union([ScorePairSchema, Type.Null()]),
  penaltyScore: Type.Union([ScorePairSchema, Type.Null()]),
  /** Score after 90 minutes, once reached (the match's score also counts extra time). */
  fullTimeScore: Type.Optional(Type.Union([ScorePairSchema, Type.Null()])),
  /** Two-legged tie: which leg (1, 2); 0 for a single match. */
  leg: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  facts: Type.Optional(MatchFactsSchema),
  /** Basketball quarters (Q1…, OT1…) or esports maps; empty for football. */
  periods: Type.Array(Type.Object({ label: Type.String(), home: Type.Integer(), away: Type.Integer() })),
  events: Type.Array(TimelineEventSchema),
  stats: Type.Array(MatchStatSchema),
  /** Football: every shot so far, in match order (simulated detail: facts.details says so). */
  shots: Type.Optional(Type.Array(MatchShotSchema)),
  /** Football: true once the line-ups are announced (an hour before kick-off); absent for other sports. */
  lineupAnnounced: Type.Optional(Type.Boolean()),
  /** Football: the rating of every player who has played so far; empty before kick-off. */
  ratings: Type.Optional(Type.Array(PlayerRatingSchema)),
  /** The match's best player (highest rating), once it is over; null before. */
  bestPlayer: Type.Optional(Type.Union([PlayerRatingSchema, Type.Null()])),
  /** Dangerous attacks and shots per played minute, for the momentum graph. */
  momentum: Type.Array(
    Type.Object({
      minute: Type.Integer(),
      addedMinute: Type.Integer(),
      home: Type.Number(),
      away: Type.Number(),
    }),
  ),
  serverTime: Millis,
});
export type MatchDetail = Static<typeof MatchDetailSchema>;

export const StreamSourceSchema = Type.Object({
  id: Type.String(),
  /** The source's name in the reader's language. */
  name: Type.String(),
  /** HLS master playlist (several qualities). */
  hlsUrl: Type.String(),
  /**
   * The synthetic test picture (a drawn pitch and a counter), not the match: served only by an origin
   * run with TEST_STREAMS=1, and shown labelled as a test. A page never takes it for the match's video.
   */
  test: Type.Boolean(),
});

/** GET /vdapi/detail/v1/stream/{id}: where to watch the match. */
export const MatchStreamSchema = Type.Object({
  matchId: Id,
  isVideo: Type.Boolean(),
  isLive: Type.Boolean(),
  sources: Type.Array(StreamSourceSchema),
  anchors: Type.Array(AnchorSummarySchema),
});
export type MatchStream = Static<typeof MatchStreamSchema>;

/** A shirt number, or null for a real player whose number the data does not give (never made up). */
const ShirtNumber = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

export const LineupPlayerSchema = Type.Object({
  id: Id,
  name: Type.String(),
  number: ShirtNumber,
  /** Football GK, DF, MF, FW; basketball G, F, C; esports P. */
  position: Type.Union([
    Type.Literal('GK'),
    Type.Literal('DF'),
    Type.Literal('MF'),
    Type.Literal('FW'),
    Type.Literal('G'),
    Type.Literal('F'),
    Type.Literal('C'),
    Type.Literal('P'),
  ]),
  /** Pitch placement: line 0 is the goalkeeper, then defence, midfield, attack; slot left to right; -1 on the bench. */
  line: Type.Integer({ minimum: -1 }),
  slot: Type.Integer({ minimum: -1 }),
  captain: Type.Boolean(),
  /** The minute the player came on (a substitute), else null. */
  subOn: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** The minute the player went off (substituted), else null. */
  subOff: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  yellowCards: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  /** Sent off (straight red or second yellow). */
  redCard: Type.Optional(Type.Boolean()),
  /** Football: his rating so far (3.0-10.0) once he has played; null before. */
  rating: Type.Optional(Type.Union([Type.Number({ minimum: 3, maximum: 10 }), Type.Null()])),
  /** true when the data file names this player; false for a generated squad member. */
  fromFile: Type.Optional(Type.Boolean()),
  /** true for a squad member the engine made up; false for a real player (squads file or season file). */
  generated: Type.Optional(Type.Boolean()),
  /** A real player's date of birth (YYYY-MM-DD); null for a generated one. */
  birthDate: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()])),
});

export const TeamLineupSchema = Type.Object({
  teamId: Id,
  teamName: Type.String(),
  teamLogo: Type.String(),
  formation: Type.String(),
  /** The real head coach where the project carries one as data; '' when it does not (never invented). */
  coach: Type.String(),
  /** The date (YYYY-MM-DD) the coach's data holds as of: he is shown as of then, not now; null without a coach. */
  coachAsOf: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()])),
  starters: Type.Array(LineupPlayerSchema),
  substitutes: Type.Array(LineupPlayerSchema),
});

/** GET /vdapi/detail/v1/lineup/{id} */
export const MatchLineupSchema = Type.Object({
  matchId: Id,
  /**
   * False until the line-ups are announced, an hour before kick-off (engine clock): then each side has
   * its team, coach and no formation or players.
   */
  announced: Type.Boolean(),
  /** When the line-ups are (or were) announced: kick-off less an hour (ms). */
  announceTime: Millis,
  home: TeamLineupSchema,
  away: TeamLineupSchema,
});
export type MatchLineup = Static<typeof MatchLineupSchema>;

/**
 * An odds row: nine numbers in three groups of three (PRODUCT.md §3): opening, pre-match (the last
 * before kick-off), live; a group with no price (not yet published, or the market is not open) is three
 * zeros and clients use the last complete group. Within a group: win/draw/loss [home, draw, away];
 * spread [home odds, the home team's handicap line, away odds]; totals and corners [over, line, under].
 * Lines are quarter steps; see docs/API.md for the sign and how quarter lines settle.
 */
export const OddsRowSchema = Type.Array(Type.Number(), { minItems: 9, maxItems: 9 });

/** Odds types of PRODUCT.md §2: full time 11 win/draw/loss, 21 spread, 31 total goals, 45 corners; half 12, 22, 32, 46. */
export const OddsTypeSchema = Type.Union([
  Type.Literal(11),
  Type.Literal(21),
  Type.Literal(31),
  Type.Literal(45),
  Type.Literal(12),
  Type.Literal(22),
  Type.Literal(32),
  Type.Literal(46),
]);

/**
 * Whether the market takes bets now (ODDS_MARKET_STATES): open; suspended (in play, momentarily not
 * priced, may reopen); closed (its period is over, or the match abandoned or cancelled). When it is not
 * open, the live group of the row is three zeros: show the state, not an older price.
 */
export const OddsMarketStateSchema = Type.Union([
  Type.Literal('open'),
  Type.Literal('suspended'),
  Type.Literal('closed'),
]);

export const CompanyOddsSchema = Type.Object({
  companyId: Id,
  companyName: Type.String(),
  row: OddsRowSchema,
  state: OddsMarketStateSchema,
  /** Time of the last change. */
  updatedAt: Millis,
});
export type CompanyOdds = Static<typeof CompanyOddsSchema>;

/** GET /vdapi/detail/v1/odds/{id}: every odds type, one row per bookmaker. */
export const MatchOddsSchema = Type.Object({
  matchId: Id,
  types: Type.Array(Type.Object({ type: OddsTypeSchema, list: Type.Array(CompanyOddsSchema) })),
});
export type MatchOdds = Static<typeof MatchOddsSchema>;

/** GET /vdapi/odds/v1/get: one odds type of one match, one row per bookmaker. */
export const OddsListSchema = Type.Object({
  matchId: Id,
  type: OddsTypeSchema,
  list: Type.Array(CompanyOddsSchema),
});
export type OddsList = Static<typeof OddsListSchema>;

export const OddsChangeSchema = Type.Object({
  time: Millis,
  /** Match minute when the odds changed (0 before kick-off). */
  minute: Type.Integer({ minimum: 0 }),
  status: MatchStatusCodeSchema,
  /** Score at the change, 'home-away'. */
  score: Type.String(),
  /** The group of the row at that moment; [0, 0, 0] when the market was suspended or closed then. */
  values: Type.Array(Type.Number(), { minItems: 3, maxItems: 3 }),
  state: OddsMarketStateSchema,
});

/** GET /vdapi/odds/v1/getOddsDetailWithComIds: the history of one odds type for several bookmakers, oldest first. */
export const OddsDetailSchema = Type.Object({
  matchId: Id,
  type: OddsTypeSchema,
  companies: Type.Array(
    Type.Object({
      companyId: Id,
      companyName: Type.String(),
      row: OddsRowSchema,
      history: Type.Array(OddsChangeSchema),
    }),
  ),
});
export type OddsDetail = Static<typeof OddsDetailSchema>;

const OutcomeSchema = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);

export const PastMatchSchema = Type.Object({
  /** null for a meeting the engine does not play (a data file's only: the World Cup 2018 for nations). */
  id: Type.Union([Id, Type.Null()]),
  /** On the site's calendar (the season laid on today's). */
  startTime: Millis,
  /** Its kick-off in the data: the real date; null for a generated match. */
  realStart: Type.Union([Millis, Type.Null()]),
  /** The real season it is of ('2024/25'); '' for a generated competition's. */
  season: Type.String(),
  /** Its score is the engine's, not the data's. */
  simulated: Type.Boolean(),
  leagueName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
  /** From the point of view of the team the list is about (head to head: the home team). */
  outcome: OutcomeSchema,
});

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

const InjurySchema = Type.Object({
  playerId: Id,
  name: Type.String(),
  position: Type.String(),
  reason: Type.String(),
});

/** GET /vdapi/detail/v1/intel/{id}: head to head, recent form, table rows, injuries and a preview. */
export const MatchIntelSchema = Type.Object({
  matchId: Id,
  /**
   * Every meeting of the two the data holds before this match by real date (this match too once it is
   * over), in any season or competition carried, newest first; only those the site has played.
   */
  headToHead: Type.Array(PastMatchSchema),
  /** Meetings the data holds before this match that the site has not replayed yet (listed once it has). */
  meetingsToReplay: Type.Integer({ minimum: 0 }),
  homeRecent: Type.Array(PastMatchSchema),
  awayRecent: Type.Array(PastMatchSchema),
  homeStanding: Type.Union([StandingRowSchema, Type.Null()]),
  awayStanding: Type.Union([StandingRowSchema, Type.Null()]),
  homeInjuries: Type.Array(InjurySchema),
  awayInjuries: Type.Array(InjurySchema),
  preview: Type.String(),
});
export type MatchIntel = Static<typeof MatchIntelSchema>;

// ---------------------------------------------------------------- favourites

/** POST (or GET) /vdapi/user/fav/toggle/{id} */
export const FavToggleSchema = Type.Object({ matchId: Id, hasColect: Type.Boolean() });
export type FavToggle = Static<typeof FavToggleSchema>;

/** GET /vdapi/user/favList: the signed-in user's favourite matches, newest favourite first. */
export const FavListSchema = MatchPageSchema;
export type FavList = MatchPage;

// ---------------------------------------------------------------- video

export const VideoChannelTagSchema = Type.Object({ id: Id, name: Type.String() });
export const VideoChannelTagListSchema = Type.Object({ list: Type.Array(VideoChannelTagSchema) });
export type VideoChannelTagList = Static<typeof VideoChannelTagListSchema>;

export const VideoCollectionSummarySchema = Type.Object({
  id: Id,
  title: Type.String(),
  cover: Type.String(),
  tagIds: Type.Array(Id),
  /** Total length of the clips, seconds. */
  duration: Type.Integer({ minimum: 0 }),
  clipCount: Type.Integer({ minimum: 0 }),
  /**
   * Real plays: one per device per collection within `PLAY_WINDOW_MS` (POST /vdapi/videoCollection/play).
   * 0 until the collection has been played.
   */
  views: Type.Integer({ minimum: 0 }),
  publishTime: Millis,
  matchId: Type.Union([Id, Type.Null()]),
  leagueId: Type.Union([Id, Type.Null()]),
  leagueName: Type.String(),
  commentCount: Type.Integer({ minimum: 0 }),
});
export type VideoCollectionSummary = Static<typeof VideoCollectionSummarySchema>;

export const VideoCollectionPageSchema = PageOf(VideoCollectionSummarySchema);
export type VideoCollectionPage = Static<typeof VideoCollectionPageSchema>;

export const VideoCollectionListSchema = Type.Object({ list: Type.Array(VideoCollectionSummarySchema) });
export type VideoCollectionList = Static<typeof VideoCollectionListSchema>;

export const VideoClipSchema = Type.Object({
  clipId: Type.String(),
  title: Type.String(),
  /** Seconds. */
  duration: Type.Integer({ minimum: 0 }),
  minute: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /**
   * HLS playlist of the clip (video on demand); '' when the clip has no video (no clip is filmed yet:
   * an origin run with TEST_STREAMS=1 serves the synthetic test picture as a test clip).
   */
  hlsUrl: Type.String(),
});

/** GET /vdapi/videoCollection/detail/{id}: one collection with its clips and related collections. */
export const VideoCollectionDetailSchema = Type.Object({
  collection: VideoCollectionSummarySchema,
  clips: Type.Array(VideoClipSchema),
  match: Type.Union([MatchSummarySchema, Type.Null()]),
  relates: Type.Array(VideoCollectionSummarySchema),
});
export type VideoCollectionDetail = Static<typeof VideoCollectionDetailSchema>;

/** A device's plays of one collection count once within this window (a refresh loop adds nothing). */
export const PLAY_WINDOW_MS = 6 * 60 * 60 * 1000;

/** POST /vdapi/videoCollection/play: the collection's views after this play, and whether it counted. */
export const VideoPlaySchema = Type.Object({
  videoId: Id,
  views: Type.Integer({ minimum: 0 }),
  counted: Type.Boolean(),
});
export type VideoPlay = Static<typeof VideoPlaySchema>;

/** Longest comment, in characters after trimming. */
export const COMMENT_MAX_LENGTH = 500;

export const VideoCommentSchema = Type.Object({
  id: Id,
  videoId: Id,
  userId: Id,
  nickName: Type.String(),
  imageUrl: Type.String(),
  content: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH }),
  createTime: Millis,
});
export type VideoComment = Static<typeof VideoCommentSchema>;

/** GET /vdapi/videoComment/videoCommentList: newest first. */
export const VideoCommentPageSchema = PageOf(VideoCommentSchema);
export type VideoCommentPage = Static<typeof VideoCommentPageSchema>;

// ---------------------------------------------------------------- anchors, search

/** GET /vdapi/anchor/list */
export const AnchorPageSchema = PageOf(AnchorSummarySchema);
export type AnchorPage = Static<typeof AnchorPageSchema>;

/** GET /vdapi/anchor/room/{id} */
export const AnchorRoomDetailSchema = Type.Object({
  anchor: AnchorSummarySchema,
  /** HLS master playlist of the room; '' while the room is off air. */
  hlsUrl: Type.String(),
  match: Type.Union([MatchSummarySchema, Type.Null()]),
});
export type AnchorRoomDetail = Static<typeof AnchorRoomDetailSchema>;

/** A player a search found: enough to name him and link to his page. */
export const SearchPlayerSchema = Type.Object({
  id: Id,
  name: Type.String(),
  teamId: Id,
  teamName: Type.String(),
  position: Type.String(),
  number: ShirtNumber,
  /** Named in a data file; generated otherwise. */
  fromFile: Type.Boolean(),
});
export type SearchPlayer = Static<typeof SearchPlayerSchema>;

/** GET /vdapi/search */
export const SearchAnswerSchema = Type.Object({
  q: Type.String(),
  teams: Type.Array(TeamInfoSchema),
  /** Players by name in any language, best match first (absent from an older origin). */
  players: Type.Optional(Type.Array(SearchPlayerSchema)),
  leagues: Type.Array(LeagueInfoSchema),
  matches: Type.Array(MatchSummarySchema),
  anchors: Type.Array(AnchorSummarySchema),
});
export type SearchAnswer = Static<typeof SearchAnswerSchema>;
