// The /vdapi answer schemas the poller validates against (shared/src/api/vdapi.ts).
export {
  type AnchorRoomDetail as AnchorRoom,
  AnchorRoomDetailSchema as AnchorRoomSchema,
  type MatchDetail,
  MatchDetailSchema,
  type MatchList,
  MatchListSchema,
  type MatchOdds,
  MatchOddsSchema,
} from '@pitchside/shared';
