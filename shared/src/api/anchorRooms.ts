// Anchors' own rooms (docs/ARCHITECTURE.md "Anchors' ingest"): a signed-in user becomes an anchor with a room (a title, the match it
// covers) and a secret stream key for RTMP (OBS, ffmpeg). The key is shown once, in the answer that
// makes it (create or rotate); the origin keeps only its hash. docs/API.md "Anchor rooms".
import { type Static, Type } from 'typebox';
import { cleanUserText, type UserTextProblem, userTextProblem } from '../text/userText';
import { MAX_ID } from './vdapiRequests';

/** A room title's length, in characters, once trimmed. */
export const ROOM_TITLE_MAX = 60;

/**
 * A room title follows the text rule of everything users write (docs/API.md "Text rules"): the title
 * as stored and shown, and what is wrong with it (nothing visible, too long, a link, a blocked word).
 */
export function cleanRoomTitle(raw: string): { title: string; problem: UserTextProblem | null } {
  const title = cleanUserText(raw, 'NFC');
  return { title, problem: userTextProblem(title, { max: ROOM_TITLE_MAX }) };
}

/** Why the ingest last stopped or refused the room's stream; the user area says it in the anchor's language. */
export const IngestFaultSchema = Type.Union(
  [
    Type.Literal('codec', { description: 'the stream was not H.264 video with AAC audio' }),
    Type.Literal('busy', { description: 'a second publisher tried the key while the room was live' }),
    Type.Literal('cut', { description: 'the publisher was cut off mid-stream' }),
  ],
  { description: "why the ingest last stopped or refused the room's stream" },
);
export type IngestFault = Static<typeof IngestFaultSchema>;

/** POST /vdapi/user/anchor/room: make the room (with its first key) or change its title and match. */
export const AnchorRoomBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: ROOM_TITLE_MAX * 2, format: 'line' }),
  matchId: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.Null()], {
    description: 'the match the room covers, or null between matches',
  }),
});
export type AnchorRoomBody = Static<typeof AnchorRoomBodySchema>;

/** The signed-in user's room, as the user area shows it. */
export const OwnRoomSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  matchId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** The match's names in the request's language, or '' when the engine no longer knows it. */
  matchName: Type.String(),
  /** Whether a key is set (false after a revoke). The key itself is never answered again. */
  hasKey: Type.Boolean(),
  /** The key's last characters, so the anchor can tell which key the software holds. */
  keyHint: Type.String(),
  live: Type.Boolean(),
  /** Milliseconds since epoch of the stream's start while live, else null. */
  liveSince: Type.Union([Type.Integer(), Type.Null()]),
  lastFault: Type.Union([IngestFaultSchema, Type.Null()]),
  lastFaultAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type OwnRoom = Static<typeof OwnRoomSchema>;

/** GET /vdapi/user/anchor/room: the room, or null before the user made one. `ingest` says where to stream. */
export const OwnRoomAnswerSchema = Type.Object({
  room: Type.Union([OwnRoomSchema, Type.Null()]),
  /** The RTMP server address for the streaming software ('' when the site runs no ingest). */
  ingestUrl: Type.String(),
});
export type OwnRoomAnswer = Static<typeof OwnRoomAnswerSchema>;

/** Answers that make a key: it is shown here, once. */
export const RoomKeyAnswerSchema = Type.Object({
  room: OwnRoomSchema,
  ingestUrl: Type.String(),
  streamKey: Type.String({ description: 'the secret stream key, shown once' }),
});
export type RoomKeyAnswer = Static<typeof RoomKeyAnswerSchema>;

/** Where the gateways serve the rooms' HLS (from the ingest, through their segment cache). */
export const ANCHOR_HLS_PREFIX = '/anchorhls';

/** A session's playlist: each publish is a new session, so a viewer's player sees a new address. */
export function anchorHlsPath(roomId: number, sessionId: string): string {
  return `${ANCHOR_HLS_PREFIX}/${roomId}/${encodeURIComponent(sessionId)}/index.m3u8`;
}

/** Session ids the ingest makes: safe in a path and a file name. */
export const SESSION_ID_PATTERN = '^[a-z0-9]{8,32}$';

/**
 * The ingest's shared secret with the origin (`x-ingest-secret` on /ingestapi) when INGEST_SECRET is not
 * set: fine on one machine, replaced in a deployment. Both processes read it from here.
 */
export const DEFAULT_INGEST_SECRET = 'pitchside-ingest-local-secret';
