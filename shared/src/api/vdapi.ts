// Answers of the match-data calls (/vdapi). The origin encrypts `data` with the shared codec; once decoded,
// `data` must match the schema of its call. PRODUCT.md §7 declares the calls without their answers; these
// shapes follow the sample fields of §3 (Match, League entry, Contact info) and extend them.
// Times are milliseconds since the epoch; ids are positive integers; names come in the request's language.
import { type Static, type TSchema, Type } from 'typebox';

const Id = Type.Integer({ minimum: 1 });
const Millis = Type.Integer({ minimum: 0, description: 'milliseconds since the epoch' });

/** 1 football, 2 basketball, 3 esports. */
export const SportSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type Sport = Static<typeof SportSchema>;

/** Match status codes of PRODUCT.md §4 (0 not started … -14 postponed). */
export const MatchStatusCodeSchema = Type.Union(
  [0, 1, 2, 3, 4, 5, -1, -10, -11, -12, -13, -14].map((code) => Type.Literal(code)),
);

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

// ---------------------------------------------------------------- leagues, teams

/** League entry, menu form (PRODUCT.md §3). */
export const LeagueMenuEntrySchema = Type.Object({
  leagueId: Id,
  nameStr: Type.String(),
  imageUrl: Type.String(),
});
export type LeagueMenuEntry = Static<typeof LeagueMenuEntrySchema>;

/** League entry, sample form (PRODUCT.md §3), with its sport and country. */
export const LeagueSchema = Type.Object({
  id: Id,
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  sport: SportSchema,
  country: Type.String(),
});
export type League = Static<typeof LeagueSchema>;

export const TeamSchema = Type.Object({
  id: Id,
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  sport: SportSchema,
  leagueId: Id,
});
export type Team = Static<typeof TeamSchema>;

// ---------------------------------------------------------------- matches

/**
 * One match in a list: the sample Match of PRODUCT.md §3 plus status, sport, league and team ids.
 * `playingTime` is the minute shown on the clock ('' before kick-off and after the end, '45+2' in added
 * time); `stats1`/`stats2` are comma lists of three odds numbers (win/draw/loss, then spread), '' when none.
 * `yellowCard`/`redCard` count both sides; the per-side counts follow.
 */
export const MatchSummarySchema = Type.Object({
  id: Id,
  sport: SportSchema,
  status: MatchStatusCodeSchema,
  startTime: Millis,
  playingTime: Type.String(),
  leagueId: Id,
  leagueName: Type.String(),
  leagueLogo: Type.String(),
  round: Type.String(),
  homeId: Id,
  awayId: Id,
  homeName: Type.String(),
  awayName: Type.String(),
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
});
export type MatchSummary = Static<typeof MatchSummarySchema>;

export const MatchListSchema = Type.Object({ list: Type.Array(MatchSummarySchema) });
export type MatchList = Static<typeof MatchListSchema>;

export const MatchPageSchema = PageOf(MatchSummarySchema);
export type MatchPage = Static<typeof MatchPageSchema>;

/** GET /vdapi/match/v1/hot/league: the leagues with the most interest now, with their next matches. */
export const HotLeagueSchema = Type.Object({
  leagueId: Id,
  nameStr: Type.String(),
  imageUrl: Type.String(),
  sport: SportSchema,
  liveCount: Type.Integer({ minimum: 0 }),
  matches: Type.Array(MatchSummarySchema),
});
export const HotLeagueListSchema = Type.Object({ list: Type.Array(HotLeagueSchema) });
export type HotLeagueList = Static<typeof HotLeagueListSchema>;

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
  leagueMenu: Type.Array(LeagueMenuEntrySchema),
  sports: Type.Array(Type.Object({ sport: SportSchema, name: Type.String() })),
  hotWords: Type.Array(Type.String()),
  serverTime: Millis,
});
export type InitConfig = Static<typeof InitConfigSchema>;

/** GET /vdapi/config/v2/index/hot: the home page's hot block. */
export const IndexHotSchema = Type.Object({
  banners: Type.Array(
    Type.Object({
      id: Id,
      title: Type.String(),
      imageUrl: Type.String(),
      matchId: Type.Union([Id, Type.Null()]),
    }),
  ),
  live: Type.Array(MatchSummarySchema),
  hot: Type.Array(MatchSummarySchema),
  leagues: Type.Array(LeagueMenuEntrySchema),
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

export const MatchEventSchema = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  /** Event code of PRODUCT.md §3 (1029 goal, 1032 red, 1034 yellow, 1055 substitute, 535 var, …). */
  code: Type.Integer(),
  /** The icon name: goal, penalty, own, substitute, missed, corner, yellow, red, yellowred, var, startstop. */
  kind: Type.String(),
  minute: Type.Integer({ minimum: 0 }),
  addedMinute: Type.Integer({ minimum: 0 }),
  side: Type.Union([Type.Literal('home'), Type.Literal('away'), Type.Literal('none')]),
  playerName: Type.String(),
  relatedPlayerName: Type.String(),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
  text: Type.String(),
});
export type MatchEvent = Static<typeof MatchEventSchema>;

export const MatchStatSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  home: Type.Number(),
  away: Type.Number(),
});
export type MatchStat = Static<typeof MatchStatSchema>;

/** GET /vdapi/detail/v1/info/{id} */
export const MatchDetailSchema = Type.Object({
  match: MatchSummarySchema,
  venue: Type.String(),
  referee: Type.String(),
  weather: Type.String(),
  events: Type.Array(MatchEventSchema),
  stats: Type.Array(MatchStatSchema),
  serverTime: Millis,
});
export type MatchDetail = Static<typeof MatchDetailSchema>;

export const AnchorSummarySchema = Type.Object({
  id: Id,
  nickName: Type.String(),
  avatar: Type.String(),
  roomTitle: Type.String(),
  cover: Type.String(),
  isLive: Type.Boolean(),
  viewers: Type.Integer({ minimum: 0 }),
  sport: SportSchema,
  matchId: Type.Union([Id, Type.Null()]),
});
export type AnchorSummary = Static<typeof AnchorSummarySchema>;

export const StreamSourceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  quality: Type.String(),
  hlsUrl: Type.String(),
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

export const LineupPlayerSchema = Type.Object({
  id: Id,
  name: Type.String(),
  number: Type.Integer({ minimum: 0 }),
  position: Type.String(),
  captain: Type.Boolean(),
});

export const TeamLineupSchema = Type.Object({
  teamId: Id,
  teamName: Type.String(),
  formation: Type.String(),
  coach: Type.String(),
  starters: Type.Array(LineupPlayerSchema),
  substitutes: Type.Array(LineupPlayerSchema),
});

/** GET /vdapi/detail/v1/lineup/{id}: `confirmed` is false while the lineups are only expected ones. */
export const MatchLineupSchema = Type.Object({
  matchId: Id,
  confirmed: Type.Boolean(),
  home: TeamLineupSchema,
  away: TeamLineupSchema,
});
export type MatchLineup = Static<typeof MatchLineupSchema>;

/** An odds row: nine numbers in three groups of three (PRODUCT.md §3); a missing group is zeros. */
export const OddsRowSchema = Type.Array(Type.Number(), { minItems: 9, maxItems: 9 });

/** Odds types of PRODUCT.md §2: full time 11 win/draw/loss, 21 spread, 31 total goals, 45 corners; half 12, 22, 32, 46. */
export const OddsTypeSchema = Type.Union([11, 21, 31, 45, 12, 22, 32, 46].map((t) => Type.Literal(t)));

export const CompanyOddsSchema = Type.Object({
  companyId: Id,
  companyName: Type.String(),
  /** Opening odds (first three numbers) and current odds (last three); the row of PRODUCT.md §3. */
  row: OddsRowSchema,
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
  /** Match minute when the odds changed; '' before kick-off. */
  playingTime: Type.String(),
  score: Type.String(),
  values: Type.Array(Type.Number(), { minItems: 3, maxItems: 3 }),
});

/** GET /vdapi/odds/v1/getOddsDetailWithComIds: the history of one odds type for several bookmakers. */
export const OddsDetailSchema = Type.Object({
  matchId: Id,
  type: OddsTypeSchema,
  companies: Type.Array(
    Type.Object({ companyId: Id, companyName: Type.String(), history: Type.Array(OddsChangeSchema) }),
  ),
});
export type OddsDetail = Static<typeof OddsDetailSchema>;

export const PastMatchSchema = Type.Object({
  id: Id,
  startTime: Millis,
  leagueName: Type.String(),
  homeName: Type.String(),
  awayName: Type.String(),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
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
});

/** GET /vdapi/detail/v1/intel/{id}: head to head, recent form, table and notes before the match. */
export const MatchIntelSchema = Type.Object({
  matchId: Id,
  headToHead: Type.Array(PastMatchSchema),
  homeRecent: Type.Array(PastMatchSchema),
  awayRecent: Type.Array(PastMatchSchema),
  standings: Type.Array(StandingRowSchema),
  notes: Type.Array(
    Type.Object({
      side: Type.Union([Type.Literal('home'), Type.Literal('away'), Type.Literal('neutral')]),
      tone: Type.Union([Type.Literal('good'), Type.Literal('bad'), Type.Literal('neutral')]),
      text: Type.String(),
    }),
  ),
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

export const VideoChannelTagSchema = Type.Object({ id: Id, name: Type.String(), sort: Type.Integer() });
export const VideoChannelTagListSchema = Type.Object({ list: Type.Array(VideoChannelTagSchema) });
export type VideoChannelTagList = Static<typeof VideoChannelTagListSchema>;

export const VideoCollectionSummarySchema = Type.Object({
  id: Id,
  title: Type.String(),
  cover: Type.String(),
  tagId: Id,
  /** Length in seconds. */
  duration: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
  publishTime: Millis,
  matchId: Type.Union([Id, Type.Null()]),
  leagueName: Type.String(),
  commentCount: Type.Integer({ minimum: 0 }),
});
export type VideoCollectionSummary = Static<typeof VideoCollectionSummarySchema>;

export const VideoCollectionPageSchema = PageOf(VideoCollectionSummarySchema);
export type VideoCollectionPage = Static<typeof VideoCollectionPageSchema>;

export const VideoCollectionListSchema = Type.Object({ list: Type.Array(VideoCollectionSummarySchema) });
export type VideoCollectionList = Static<typeof VideoCollectionListSchema>;

/** GET /vdapi/videoCollection/detail/{id}: one collection with its clips and related collections. */
export const VideoCollectionDetailSchema = Type.Object({
  collection: VideoCollectionSummarySchema,
  description: Type.String(),
  hlsUrl: Type.String(),
  match: Type.Union([MatchSummarySchema, Type.Null()]),
  relates: Type.Array(VideoCollectionSummarySchema),
});
export type VideoCollectionDetail = Static<typeof VideoCollectionDetailSchema>;

export const COMMENT_MAX_LENGTH = 500;

export const VideoCommentSchema = Type.Object({
  id: Id,
  videoId: Id,
  userId: Id,
  nickName: Type.String(),
  imageUrl: Type.String(),
  content: Type.String({ maxLength: COMMENT_MAX_LENGTH }),
  createTime: Millis,
});
export type VideoComment = Static<typeof VideoCommentSchema>;

/** GET /vdapi/videoComment/videoCommentList: newest first. */
export const VideoCommentPageSchema = PageOf(VideoCommentSchema);
export type VideoCommentPage = Static<typeof VideoCommentPageSchema>;

// ---------------------------------------------------------------- anchors, search

export const AnchorPageSchema = PageOf(AnchorSummarySchema);
export type AnchorPage = Static<typeof AnchorPageSchema>;

/** GET /vdapi/anchor/room/{id} */
export const AnchorRoomSchema = Type.Object({
  anchor: AnchorSummarySchema,
  notice: Type.String(),
  hlsUrl: Type.String(),
  match: Type.Union([MatchSummarySchema, Type.Null()]),
});
export type AnchorRoom = Static<typeof AnchorRoomSchema>;

/** GET /vdapi/search */
export const SearchResultSchema = Type.Object({
  q: Type.String(),
  teams: Type.Array(TeamSchema),
  leagues: Type.Array(LeagueSchema),
  matches: Type.Array(MatchSummarySchema),
  anchors: Type.Array(AnchorSummarySchema),
});
export type SearchResult = Static<typeof SearchResultSchema>;
