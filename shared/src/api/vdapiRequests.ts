// Query, path and body schemas of the /vdapi calls. The origin validates them (with type coercion)
// before a route runs, and drops anything else in the query; the browser builds its queries by their
// types. Bounds keep every call cheap.
import { type Static, Type } from 'typebox';
import { COMMENT_MAX_LENGTH } from './vdapi';

/** A `date` query: YYYY-MM-DD, or a day offset from today (-1, 0, 1…). */
export const DATE_QUERY_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}|[+-]?\\d{1,2})$';

/** Largest id the database stores (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 1000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const RequestIdSchema = Type.Integer({ minimum: 1, maximum: MAX_ID });
const SportCode = Type.Integer({
  minimum: 1,
  maximum: 3,
  default: 1,
  description: '1 football, 2 basketball, 3 esports',
});
const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });
const DateQuery = Type.String({
  pattern: DATE_QUERY_PATTERN,
  description:
    "YYYY-MM-DD in the visitor's time zone (x-timezone header), or a day offset from today (-1, 0, 1…)",
});
const OddsType = Type.Union(
  [
    Type.Literal(21),
    Type.Literal(31),
    Type.Literal(11),
    Type.Literal(45),
    Type.Literal(22),
    Type.Literal(32),
    Type.Literal(12),
    Type.Literal(46),
  ],
  {
    description:
      'full time 21 spread, 31 total goals, 11 win/draw/loss, 45 corners; half time 22, 32, 12, 46',
  },
);

export const IdParamsSchema = Type.Object({ id: RequestIdSchema });
export type IdParams = Static<typeof IdParamsSchema>;

export const SportQuerySchema = Type.Object({ sport: SportCode });
export type SportQuery = Static<typeof SportQuerySchema>;

export const SuggestQuerySchema = Type.Object({ q: Type.String({ maxLength: 50, default: '' }) });
export type SuggestQuery = Static<typeof SuggestQuerySchema>;

export const DayListQuerySchema = Type.Object({
  sport: SportCode,
  leagueId: Type.Optional(RequestIdSchema),
  date: Type.Optional(DateQuery),
  page: Page,
  pageSize: PageSize,
});
export type DayListQuery = Static<typeof DayListQuerySchema>;

/** Most matches each list of GET /vdapi/match/v1/recent holds. */
export const MAX_RECENT = 30;

export const RecentQuerySchema = Type.Object({
  sport: SportCode,
  limit: Type.Integer({ minimum: 1, maximum: MAX_RECENT, default: 10 }),
});
export type RecentQuery = Static<typeof RecentQuerySchema>;

export const LeagueScheduleQuerySchema = Type.Object({
  leagueId: RequestIdSchema,
  date: Type.Optional(DateQuery),
  page: Page,
  pageSize: PageSize,
});
export type LeagueScheduleQuery = Static<typeof LeagueScheduleQuerySchema>;

export const LeagueTableQuerySchema = Type.Object({ leagueId: RequestIdSchema });
export type LeagueTableQuery = Static<typeof LeagueTableQuerySchema>;

/** Rounds a page of the league rounds call holds at most: a Champions League matchday has 18 matches. */
export const MAX_ROUNDS_PAGE_SIZE = 10;

export const LeagueRoundsQuerySchema = Type.Object({
  leagueId: RequestIdSchema,
  part: Type.Union([Type.Literal('results'), Type.Literal('fixtures')], {
    description: 'results: the rounds played so far, newest first; fixtures: the rounds to come, next first',
  }),
  page: Page,
  pageSize: Type.Integer({
    minimum: 1,
    maximum: MAX_ROUNDS_PAGE_SIZE,
    default: 2,
    description: 'rounds per page',
  }),
});
export type LeagueRoundsQuery = Static<typeof LeagueRoundsQuerySchema>;

export const OddsQuerySchema = Type.Object({
  matchId: RequestIdSchema,
  type: Type.Optional(OddsType),
  companyId: Type.Optional(RequestIdSchema),
});
export type OddsQuery = Static<typeof OddsQuerySchema>;

export const OddsDetailQuerySchema = Type.Object({
  matchId: RequestIdSchema,
  type: Type.Optional(OddsType),
  comIds: Type.String({
    pattern: '^[1-9][0-9]{0,5}(,[1-9][0-9]{0,5}){0,9}$',
    description: 'comma list of up to ten bookmaker ids, e.g. 3,8,1',
  }),
});
export type OddsDetailQuery = Static<typeof OddsDetailQuerySchema>;

export const PageQuerySchema = Type.Object({ page: Page, pageSize: PageSize });
export type PageQuery = Static<typeof PageQuerySchema>;

export const CollectionListQuerySchema = Type.Object({
  tagId: Type.Optional(RequestIdSchema),
  page: Page,
  pageSize: PageSize,
});
export type CollectionListQuery = Static<typeof CollectionListQuerySchema>;

export const HotQuerySchema = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) });
export type HotQuery = Static<typeof HotQuerySchema>;

export const CommentListQuerySchema = Type.Object({
  videoId: RequestIdSchema,
  page: Page,
  pageSize: PageSize,
});
export type CommentListQuery = Static<typeof CommentListQuerySchema>;

export const CommentBodySchema = Type.Object({
  videoId: RequestIdSchema,
  content: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH * 2 }),
});
export type CommentBody = Static<typeof CommentBodySchema>;

export const PlayBodySchema = Type.Object({ videoId: RequestIdSchema });
export type PlayBody = Static<typeof PlayBodySchema>;

export const AnchorListQuerySchema = Type.Object({
  sport: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  live: Type.Optional(Type.Boolean({ description: 'only rooms on air' })),
  page: Page,
  pageSize: PageSize,
});
export type AnchorListQuery = Static<typeof AnchorListQuerySchema>;

export const SearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 50 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;
