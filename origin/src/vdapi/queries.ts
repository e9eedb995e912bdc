// Query, path and body schemas of the /vdapi calls. Fastify validates them (with type coercion) before a
// route runs; anything else in the query is dropped. Bounds keep every call cheap.
import { COMMENT_MAX_LENGTH } from '@pitchside/shared';
import { type Static, Type } from 'typebox';
import { DATE_QUERY_PATTERN } from './days';

/** Largest id the database stores (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 1000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
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

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const SportQuery = Type.Object({ sport: SportCode });
export type SportQuery = Static<typeof SportQuery>;

export const SuggestQuery = Type.Object({ q: Type.String({ maxLength: 50, default: '' }) });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const DayListQuery = Type.Object({
  sport: SportCode,
  leagueId: Type.Optional(Id),
  date: Type.Optional(DateQuery),
  page: Page,
  pageSize: PageSize,
});
export type DayListQuery = Static<typeof DayListQuery>;

export const LeagueScheduleQuery = Type.Object({
  leagueId: Id,
  date: Type.Optional(DateQuery),
  page: Page,
  pageSize: PageSize,
});
export type LeagueScheduleQuery = Static<typeof LeagueScheduleQuery>;

export const LeagueTableQuery = Type.Object({ leagueId: Id });
export type LeagueTableQuery = Static<typeof LeagueTableQuery>;

export const OddsQuery = Type.Object({
  matchId: Id,
  type: Type.Optional(OddsType),
  companyId: Type.Optional(Id),
});
export type OddsQuery = Static<typeof OddsQuery>;

export const OddsDetailQuery = Type.Object({
  matchId: Id,
  type: Type.Optional(OddsType),
  comIds: Type.String({
    pattern: '^[1-9][0-9]{0,5}(,[1-9][0-9]{0,5}){0,9}$',
    description: 'comma list of up to ten bookmaker ids, e.g. 3,8,1',
  }),
});
export type OddsDetailQuery = Static<typeof OddsDetailQuery>;

export const PageQuery = Type.Object({ page: Page, pageSize: PageSize });
export type PageQuery = Static<typeof PageQuery>;

export const CollectionListQuery = Type.Object({ tagId: Type.Optional(Id), page: Page, pageSize: PageSize });
export type CollectionListQuery = Static<typeof CollectionListQuery>;

export const HotQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) });
export type HotQuery = Static<typeof HotQuery>;

export const CommentListQuery = Type.Object({ videoId: Id, page: Page, pageSize: PageSize });
export type CommentListQuery = Static<typeof CommentListQuery>;

export const CommentBody = Type.Object({
  videoId: Id,
  content: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH * 2 }),
});
export type CommentBody = Static<typeof CommentBody>;

export const AnchorListQuery = Type.Object({
  sport: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  live: Type.Optional(Type.Boolean({ description: 'only rooms on air' })),
  page: Page,
  pageSize: PageSize,
});
export type AnchorListQuery = Static<typeof AnchorListQuery>;

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 50 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const PictureParams = Type.Object({
  kind: Type.Union([
    Type.Literal('team'),
    Type.Literal('league'),
    Type.Literal('anchor'),
    Type.Literal('cover'),
    Type.Literal('room'),
  ]),
  id: Id,
});
