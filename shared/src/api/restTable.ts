// The REST table: every JSON call of the product (docs/API.md), once: its method, its path (a route
// pattern whose `:id` restPath fills), what it takes (path params, query, body) and the schema of
// what it answers (`data` of the envelope; decoded first for /vdapi). The origin registers its
// routes from it and the gateway's poller checks answers against it. The browser names a call by
// its key, 'GET /vdapi/match/v1/live', which the compiler checks against this table and which types
// the call; so the table's schemas and strings stay out of the browser's bundle (bench:web).
import { type Static, type TSchema, Type } from 'typebox';
import { UserSchema } from '../domain/entities';
import * as AnchorRooms from './anchorRooms';
import * as Follows from './follows';
import * as Players from './players';
import * as Teams from './teams';
import * as Accounts from './userapi';
import * as Answers from './vdapi';
import * as Requests from './vdapiRequests';

/** A call: its method and its path (a route pattern). */
export type RestCall = { readonly method: 'GET' | 'POST'; readonly path: string };

/** What a call takes and answers. */
export type RestEntry = RestCall & {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  readonly answer: TSchema;
};

const Nothing = Type.Null({ description: 'no data: the envelope says it all' });

export const REST_TABLE = {
  initConfig: { method: 'GET', path: '/vdapi/config/initconfig', answer: Answers.InitConfigSchema },
  indexHot: {
    method: 'GET',
    path: '/vdapi/config/v2/index/hot',
    query: Requests.SportQuerySchema,
    answer: Answers.IndexHotSchema,
  },
  indexFootball: {
    method: 'GET',
    path: '/vdapi/config/v2/index/football',
    answer: Answers.IndexFootballSchema,
  },
  searchSuggestions: {
    method: 'GET',
    path: '/vdapi/config/v2/index/search',
    query: Requests.SuggestQuerySchema,
    answer: Answers.SearchSuggestionsSchema,
  },

  liveMatches: {
    method: 'GET',
    path: '/vdapi/match/v1/live',
    query: Requests.SportQuerySchema,
    answer: Answers.MatchListSchema,
  },
  hotLeagues: {
    method: 'GET',
    path: '/vdapi/match/v1/hot/league',
    query: Requests.SportQuerySchema,
    answer: Answers.HotLeagueListSchema,
  },
  schedule: {
    method: 'GET',
    path: '/vdapi/match/v1/schedule',
    query: Requests.DayListQuerySchema,
    answer: Answers.MatchPageSchema,
  },
  results: {
    method: 'GET',
    path: '/vdapi/match/v1/result',
    query: Requests.DayListQuerySchema,
    answer: Answers.MatchPageSchema,
  },
  recentMatches: {
    method: 'GET',
    path: '/vdapi/match/v1/recent',
    query: Requests.RecentQuerySchema,
    answer: Answers.RecentMatchesSchema,
  },
  leagueSchedule: {
    method: 'GET',
    path: '/vdapi/match/v1/league/schedule',
    query: Requests.LeagueScheduleQuerySchema,
    answer: Answers.MatchPageSchema,
  },
  leagueTable: {
    method: 'GET',
    path: '/vdapi/match/v1/league/table',
    query: Requests.LeagueTableQuerySchema,
    answer: Answers.LeagueTableSchema,
  },
  leagueScorers: {
    method: 'GET',
    path: '/vdapi/match/v1/league/scorers',
    query: Teams.LeagueScorersQuerySchema,
    answer: Teams.LeagueScorersSchema,
  },
  followedMatches: {
    method: 'GET',
    path: '/vdapi/match/v1/followed',
    query: Teams.FollowedMatchesQuerySchema,
    answer: Answers.MatchListSchema,
  },
  teamPage: {
    method: 'GET',
    path: '/vdapi/team/v1/info/:id',
    params: Requests.IdParamsSchema,
    answer: Teams.TeamPageSchema,
  },
  playerPage: {
    method: 'GET',
    path: '/vdapi/player/v1/info/:id',
    params: Requests.IdParamsSchema,
    answer: Players.PlayerPageSchema,
  },
  leagueRounds: {
    method: 'GET',
    path: '/vdapi/match/v1/league/rounds',
    query: Requests.LeagueRoundsQuerySchema,
    answer: Answers.LeagueRoundPageSchema,
  },

  matchDetail: {
    method: 'GET',
    path: '/vdapi/detail/v1/info/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.MatchDetailSchema,
  },
  matchStream: {
    method: 'GET',
    path: '/vdapi/detail/v1/stream/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.MatchStreamSchema,
  },
  matchLineup: {
    method: 'GET',
    path: '/vdapi/detail/v1/lineup/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.MatchLineupSchema,
  },
  matchOdds: {
    method: 'GET',
    path: '/vdapi/detail/v1/odds/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.MatchOddsSchema,
  },
  matchIntel: {
    method: 'GET',
    path: '/vdapi/detail/v1/intel/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.MatchIntelSchema,
  },
  oddsList: {
    method: 'GET',
    path: '/vdapi/odds/v1/get',
    query: Requests.OddsQuerySchema,
    answer: Answers.OddsListSchema,
  },
  oddsHistory: {
    method: 'GET',
    path: '/vdapi/odds/v1/getOddsDetailWithComIds',
    query: Requests.OddsDetailQuerySchema,
    answer: Answers.OddsDetailSchema,
  },

  // PRODUCT.md §7: first declared as GET, which the origin still answers; POST is the better verb for a change.
  favouriteToggle: {
    method: 'POST',
    path: '/vdapi/user/fav/toggle/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.FavToggleSchema,
  },
  favouriteList: {
    method: 'GET',
    path: '/vdapi/user/favList',
    query: Requests.PageQuerySchema,
    answer: Answers.FavListSchema,
  },

  followList: { method: 'GET', path: '/vdapi/user/follow/list', answer: Follows.FollowListSchema },
  followAdd: {
    method: 'POST',
    path: '/vdapi/user/follow/add',
    body: Follows.FollowAddBodySchema,
    answer: Follows.FollowListSchema,
  },
  followRemove: {
    method: 'POST',
    path: '/vdapi/user/follow/remove',
    body: Follows.FollowRemoveBodySchema,
    answer: Follows.FollowListSchema,
  },
  followAlerts: {
    method: 'POST',
    path: '/vdapi/user/follow/alerts',
    body: Follows.FollowAlertsBodySchema,
    answer: Follows.FollowListSchema,
  },
  followMerge: {
    method: 'POST',
    path: '/vdapi/user/follow/merge',
    body: Follows.FollowMergeBodySchema,
    answer: Follows.FollowListSchema,
  },

  ownRoom: { method: 'GET', path: '/vdapi/user/anchor/room', answer: AnchorRooms.OwnRoomAnswerSchema },
  ownRoomSave: {
    method: 'POST',
    path: '/vdapi/user/anchor/room',
    body: AnchorRooms.AnchorRoomBodySchema,
    answer: AnchorRooms.OwnRoomAnswerSchema,
  },
  ownRoomKeyRotate: {
    method: 'POST',
    path: '/vdapi/user/anchor/key/rotate',
    answer: AnchorRooms.RoomKeyAnswerSchema,
  },
  ownRoomKeyRevoke: {
    method: 'POST',
    path: '/vdapi/user/anchor/key/revoke',
    answer: AnchorRooms.OwnRoomAnswerSchema,
  },

  videoTags: {
    method: 'GET',
    path: '/vdapi/videoChannelTag/list',
    answer: Answers.VideoChannelTagListSchema,
  },
  collections: {
    method: 'GET',
    path: '/vdapi/videoCollection/list',
    query: Requests.CollectionListQuerySchema,
    answer: Answers.VideoCollectionPageSchema,
  },
  hotCollections: {
    method: 'GET',
    path: '/vdapi/videoCollection/hot',
    query: Requests.HotQuerySchema,
    answer: Answers.VideoCollectionListSchema,
  },
  collectionDetail: {
    method: 'GET',
    path: '/vdapi/videoCollection/detail/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.VideoCollectionDetailSchema,
  },
  comments: {
    method: 'GET',
    path: '/vdapi/videoComment/videoCommentList',
    query: Requests.CommentListQuerySchema,
    answer: Answers.VideoCommentPageSchema,
  },
  postComment: {
    method: 'POST',
    path: '/vdapi/videoComment/commentVideo',
    body: Requests.CommentBodySchema,
    answer: Answers.VideoCommentSchema,
  },
  /** A viewer started a collection's video: counted once per device per collection within PLAY_WINDOW_MS. */
  playCollection: {
    method: 'POST',
    path: '/vdapi/videoCollection/play',
    body: Requests.PlayBodySchema,
    answer: Answers.VideoPlaySchema,
  },

  anchors: {
    method: 'GET',
    path: '/vdapi/anchor/list',
    query: Requests.AnchorListQuerySchema,
    answer: Answers.AnchorPageSchema,
  },
  anchorRoom: {
    method: 'GET',
    path: '/vdapi/anchor/room/:id',
    params: Requests.IdParamsSchema,
    answer: Answers.AnchorRoomDetailSchema,
  },
  search: {
    method: 'GET',
    path: '/vdapi/search',
    query: Requests.SearchQuerySchema,
    answer: Answers.SearchAnswerSchema,
  },

  register: { method: 'POST', path: '/userapi/register', body: Accounts.RegisterBodySchema, answer: Nothing },
  login: {
    method: 'POST',
    path: '/userapi/login',
    body: Accounts.LoginBodySchema,
    answer: Accounts.LoginDataSchema,
  },
  getUser: { method: 'GET', path: '/userapi/getUser', answer: UserSchema },
  logout: { method: 'POST', path: '/userapi/logout', answer: Nothing },
  sliderCheck: {
    method: 'GET',
    path: '/userapi/email/getSlideVerificationCode',
    query: Accounts.SliderQuerySchema,
    answer: Accounts.SliderDataSchema,
  },
  getCode: {
    method: 'POST',
    path: '/userapi/email/getCode',
    body: Accounts.GetCodeBodySchema,
    answer: Nothing,
  },
  feedback: {
    method: 'POST',
    path: '/userapi/feedback',
    body: Accounts.FeedbackBodySchema,
    answer: Accounts.FeedbackDataSchema,
  },
} as const satisfies Readonly<Record<string, RestEntry>>;

type Table = typeof REST_TABLE;
export type RestCallName = keyof Table;

/** A call's key: its method and path, 'GET /vdapi/match/v1/live'. */
export type RestKey = { [K in RestCallName]: `${Table[K]['method']} ${Table[K]['path']}` }[RestCallName];
type EntryOf<K extends RestKey> = {
  [N in RestCallName]: `${Table[N]['method']} ${Table[N]['path']}` extends K ? Table[N] : never;
}[RestCallName];

/** What a call answers (`data` of the envelope, decoded). */
export type RestAnswer<K extends RestKey> = Static<EntryOf<K>['answer']>;
/** A call's path parameters, when its path has some. */
export type RestParams<K extends RestKey> =
  EntryOf<K> extends { params: infer P extends TSchema } ? Static<P> : never;
/** A call's query; every field is optional to the caller, the origin fills the defaults. */
export type RestQuery<K extends RestKey> =
  EntryOf<K> extends { query: infer Q extends TSchema } ? Partial<Static<Q>> : never;
/** A call's body. */
export type RestBody<K extends RestKey> =
  EntryOf<K> extends { body: infer B extends TSchema } ? Static<B> : never;

/** What a caller hands over for a call: exactly the parts the call takes. */
export type RestRequest<K extends RestKey> = ([RestParams<K>] extends [never]
  ? unknown
  : { params: RestParams<K> }) &
  ([RestQuery<K>] extends [never] ? unknown : { query?: RestQuery<K> }) &
  ([RestBody<K>] extends [never] ? unknown : { body: RestBody<K> });
