// Answers of /vdapi: the site's configuration (header, footer, menus), the front pages' blocks and search
// (suggestions while typing, and the answer).
import { type Static, Type } from 'typebox';
import { AnchorSummarySchema } from './anchors';
import { Id, Millis, ShirtNumber } from './answerKit';
import { LeagueInfoSchema, LeagueMenuEntrySchema, TeamInfoSchema } from './leagues';
import { MatchSummarySchema, SportCodeSchema } from './matches';

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
