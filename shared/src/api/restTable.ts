// The REST table: every JSON call of the product (docs/API.md), once: its method, its path (a route
// pattern whose `:id` restPath fills), what it takes (path params, query, body) and the schema of
// what it answers (`data` of the envelope; decoded first for /vdapi). The origin registers its
// routes from it and the gateway's poller checks answers against it. The browser names a call by
// its key, 'GET /vdapi/match/v1/live', which the compiler checks against this table and which types
// the call; so the table's schemas and strings stay out of the browser's bundle (bench:web).
import { type Static, type TSchema, Type } from 'typebox';
import { UserSchema } from '../domain/entities';
import {
  FeedbackBodySchema,
  FeedbackDataSchema,
  GetCodeBodySchema,
  LoginBodySchema,
  LoginDataSchema,
  RegisterBodySchema,
  SliderDataSchema,
  SliderQuerySchema,
} from './userapi';
import {
  AnchorPageSchema,
  AnchorRoomDetailSchema,
  FavListSchema,
  FavToggleSchema,
  HotLeagueListSchema,
  IndexFootballSchema,
  IndexHotSchema,
  InitConfigSchema,
  MatchDetailSchema,
  MatchIntelSchema,
  MatchLineupSchema,
  MatchListSchema,
  MatchOddsSchema,
  MatchPageSchema,
  MatchStreamSchema,
  OddsDetailSchema,
  OddsListSchema,
  SearchAnswerSchema,
  SearchSuggestionsSchema,
  VideoChannelTagListSchema,
  VideoCollectionDetailSchema,
  VideoCollectionListSchema,
  VideoCollectionPageSchema,
  VideoCommentPageSchema,
  VideoCommentSchema,
} from './vdapi';
import {
  AnchorListQuerySchema,
  CollectionListQuerySchema,
  CommentBodySchema,
  CommentListQuerySchema,
  DayListQuerySchema,
  HotQuerySchema,
  IdParamsSchema,
  LeagueScheduleQuerySchema,
  OddsDetailQuerySchema,
  OddsQuerySchema,
  PageQuerySchema,
  SearchQuerySchema,
  SportQuerySchema,
  SuggestQuerySchema,
} from './vdapiRequests';

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
  initConfig: { method: 'GET', path: '/vdapi/config/initconfig', answer: InitConfigSchema },
  indexHot: {
    method: 'GET',
    path: '/vdapi/config/v2/index/hot',
    query: SportQuerySchema,
    answer: IndexHotSchema,
  },
  indexFootball: { method: 'GET', path: '/vdapi/config/v2/index/football', answer: IndexFootballSchema },
  searchSuggestions: {
    method: 'GET',
    path: '/vdapi/config/v2/index/search',
    query: SuggestQuerySchema,
    answer: SearchSuggestionsSchema,
  },

  liveMatches: {
    method: 'GET',
    path: '/vdapi/match/v1/live',
    query: SportQuerySchema,
    answer: MatchListSchema,
  },
  hotLeagues: {
    method: 'GET',
    path: '/vdapi/match/v1/hot/league',
    query: SportQuerySchema,
    answer: HotLeagueListSchema,
  },
  schedule: {
    method: 'GET',
    path: '/vdapi/match/v1/schedule',
    query: DayListQuerySchema,
    answer: MatchPageSchema,
  },
  results: {
    method: 'GET',
    path: '/vdapi/match/v1/result',
    query: DayListQuerySchema,
    answer: MatchPageSchema,
  },
  leagueSchedule: {
    method: 'GET',
    path: '/vdapi/match/v1/league/schedule',
    query: LeagueScheduleQuerySchema,
    answer: MatchPageSchema,
  },

  matchDetail: {
    method: 'GET',
    path: '/vdapi/detail/v1/info/:id',
    params: IdParamsSchema,
    answer: MatchDetailSchema,
  },
  matchStream: {
    method: 'GET',
    path: '/vdapi/detail/v1/stream/:id',
    params: IdParamsSchema,
    answer: MatchStreamSchema,
  },
  matchLineup: {
    method: 'GET',
    path: '/vdapi/detail/v1/lineup/:id',
    params: IdParamsSchema,
    answer: MatchLineupSchema,
  },
  matchOdds: {
    method: 'GET',
    path: '/vdapi/detail/v1/odds/:id',
    params: IdParamsSchema,
    answer: MatchOddsSchema,
  },
  matchIntel: {
    method: 'GET',
    path: '/vdapi/detail/v1/intel/:id',
    params: IdParamsSchema,
    answer: MatchIntelSchema,
  },
  oddsList: { method: 'GET', path: '/vdapi/odds/v1/get', query: OddsQuerySchema, answer: OddsListSchema },
  oddsHistory: {
    method: 'GET',
    path: '/vdapi/odds/v1/getOddsDetailWithComIds',
    query: OddsDetailQuerySchema,
    answer: OddsDetailSchema,
  },

  // PRODUCT.md §7 declares it GET; the origin answers POST too, the better verb for a change.
  favouriteToggle: {
    method: 'POST',
    path: '/vdapi/user/fav/toggle/:id',
    params: IdParamsSchema,
    answer: FavToggleSchema,
  },
  favouriteList: {
    method: 'GET',
    path: '/vdapi/user/favList',
    query: PageQuerySchema,
    answer: FavListSchema,
  },

  videoTags: { method: 'GET', path: '/vdapi/videoChannelTag/list', answer: VideoChannelTagListSchema },
  collections: {
    method: 'GET',
    path: '/vdapi/videoCollection/list',
    query: CollectionListQuerySchema,
    answer: VideoCollectionPageSchema,
  },
  hotCollections: {
    method: 'GET',
    path: '/vdapi/videoCollection/hot',
    query: HotQuerySchema,
    answer: VideoCollectionListSchema,
  },
  collectionDetail: {
    method: 'GET',
    path: '/vdapi/videoCollection/detail/:id',
    params: IdParamsSchema,
    answer: VideoCollectionDetailSchema,
  },
  comments: {
    method: 'GET',
    path: '/vdapi/videoComment/videoCommentList',
    query: CommentListQuerySchema,
    answer: VideoCommentPageSchema,
  },
  postComment: {
    method: 'POST',
    path: '/vdapi/videoComment/commentVideo',
    body: CommentBodySchema,
    answer: VideoCommentSchema,
  },

  anchors: {
    method: 'GET',
    path: '/vdapi/anchor/list',
    query: AnchorListQuerySchema,
    answer: AnchorPageSchema,
  },
  anchorRoom: {
    method: 'GET',
    path: '/vdapi/anchor/room/:id',
    params: IdParamsSchema,
    answer: AnchorRoomDetailSchema,
  },
  search: { method: 'GET', path: '/vdapi/search', query: SearchQuerySchema, answer: SearchAnswerSchema },

  register: { method: 'POST', path: '/userapi/register', body: RegisterBodySchema, answer: Nothing },
  login: { method: 'POST', path: '/userapi/login', body: LoginBodySchema, answer: LoginDataSchema },
  getUser: { method: 'GET', path: '/userapi/getUser', answer: UserSchema },
  logout: { method: 'POST', path: '/userapi/logout', answer: Nothing },
  sliderCheck: {
    method: 'GET',
    path: '/userapi/email/getSlideVerificationCode',
    query: SliderQuerySchema,
    answer: SliderDataSchema,
  },
  getCode: { method: 'POST', path: '/userapi/email/getCode', body: GetCodeBodySchema, answer: Nothing },
  feedback: {
    method: 'POST',
    path: '/userapi/feedback',
    body: FeedbackBodySchema,
    answer: FeedbackDataSchema,
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
