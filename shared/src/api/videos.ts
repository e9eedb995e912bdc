// Answers of /vdapi: the highlight collections, their clips, plays and comments.
import { type Static, Type } from 'typebox';
import { Id, Millis } from './answerKit';
import { MatchSummarySchema, PageOf } from './matches';

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
