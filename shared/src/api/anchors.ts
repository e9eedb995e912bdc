// Answers of /vdapi: anchors as lists and the match's streams show them, the anchors' list and a room
// (a user's own room, its key and title, is anchorRooms.ts).
import { type Static, Type } from 'typebox';
import { Id } from './answerKit';
import { MatchSummarySchema, PageOf, SportCodeSchema } from './matches';

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
