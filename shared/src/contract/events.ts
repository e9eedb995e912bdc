// The Socket.IO contract between the gateway and the browser (docs/API.md, Gateway section).
// Event names are domain:verb; every ack uses one envelope.
import { type Static, Type } from 'typebox';
import type { JsonValue, PatchOp } from './patch';
import { TOPIC_NAME_PATTERN, type TopicName } from './topics';

export const TopicRequestSchema = Type.Object(
  { topic: Type.String({ pattern: TOPIC_NAME_PATTERN, maxLength: 60 }) },
  { additionalProperties: false },
);
export type TopicRequest = { topic: TopicName };
export type TopicRequestPayload = Static<typeof TopicRequestSchema>;

/**
 * Subscribes from a state the client already holds (embedded in the page by the server render, or
 * kept across a reconnect): the gateway answers the patches that follow it rather than the snapshot.
 */
export const TopicResumeSchema = Type.Object(
  {
    topic: Type.String({ pattern: TOPIC_NAME_PATTERN, maxLength: 60 }),
    epoch: Type.Integer({ minimum: 0 }),
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type TopicResume = { topic: TopicName; epoch: number; version: number };

export const ACK_ERROR_CODES = {
  /** The payload failed its schema. */
  invalidPayload: 'invalid_payload',
  /** The topic name is well formed but unknown or not allowed. */
  unknownTopic: 'unknown_topic',
  /** The topic has no state yet (the first poll failed); the client gets `topic:stale` and retries. */
  unavailable: 'unavailable',
  /** Too many topics on one connection. */
  tooManyTopics: 'too_many_topics',
  /** Too many subscriptions to topics nobody watched, in a short time on one connection; retry later. */
  rateLimited: 'rate_limited',
  /** An event the gateway does not serve (every event sent with an ack gets an answer). */
  unknownEvent: 'unknown_event',
  internal: 'internal',
} as const;
export type AckErrorCode = (typeof ACK_ERROR_CODES)[keyof typeof ACK_ERROR_CODES];

export type AckError = { code: AckErrorCode; message: string };

/**
 * The one ack envelope of every event, topics and chat alike: the data, or an error with a code and
 * a message in the reader's language (chat's errors add their i18n key: ChatAckError).
 */
export type Ack<T, E extends { code: string; message: string } = AckError> =
  | { ok: true; data: T }
  | { ok: false; error: E };

/** Full state of a topic. `epoch` changes when the producer of versions changes (restart, new leader). */
export type TopicSnapshot<S extends JsonValue = JsonValue> = {
  topic: TopicName;
  epoch: number;
  version: number;
  /** True while the upstream is failing and the state is the last good one. */
  stale: boolean;
  state: S;
};

/** Changes from version `from` to version `to` (always from + 1) within one epoch. */
export type TopicPatch = {
  topic: TopicName;
  epoch: number;
  from: number;
  to: number;
  ops: PatchOp[];
  /** Server time (ms since the Unix epoch) at which the poll result that caused this patch arrived. */
  ts: number;
};

/**
 * The answer to `topic:resume` when the gateway still has every patch since the client's version:
 * `patches` run from that version to `version` (none when the client is up to date). Otherwise the
 * answer is the full snapshot.
 */
export type TopicCatchUp = {
  topic: TopicName;
  epoch: number;
  version: number;
  stale: boolean;
  patches: TopicPatch[];
};

export function isCatchUp(answer: TopicSnapshot | TopicCatchUp): answer is TopicCatchUp {
  return 'patches' in answer;
}

export type TopicStaleness = {
  topic: TopicName;
  epoch: number;
  version: number;
  stale: boolean;
};

/** Sent once to a connection over its event budget, just before the gateway disconnects it. */
export type ConnectionLimited = { reason: 'event_budget'; message: string };

export interface ServerToClientEvents {
  'topic:patch': (patch: TopicPatch) => void;
  'topic:stale': (staleness: TopicStaleness) => void;
  'connection:limited': (notice: ConnectionLimited) => void;
}

export interface ClientToServerEvents {
  'topic:subscribe': (request: TopicRequest, ack: (answer: Ack<TopicSnapshot>) => void) => void;
  'topic:unsubscribe': (request: TopicRequest, ack?: (answer: Ack<null>) => void) => void;
  'topic:resync': (request: TopicRequest, ack: (answer: Ack<TopicSnapshot>) => void) => void;
  'topic:resume': (request: TopicResume, ack: (answer: Ack<TopicCatchUp | TopicSnapshot>) => void) => void;
}

/** Most topics one connection may hold at once (a page shows a list, a match, its odds and a room). */
export const MAX_TOPICS_PER_CONNECTION = 32;

/**
 * Subscriptions to a topic nobody watches yet that one connection may make per window. Such a first
 * subscriber makes the gateway call the origin at once, so toggling topics must not become origin load.
 */
export const TOPIC_CALLS_PER_WINDOW = 20;
export const TOPIC_CALL_WINDOW_MS = 10_000;

/**
 * Events one connection may send, of any name, known or not (docs/API.md "Socket.IO"; without
 * it, one socket sending `topic:resync` in a loop got 116,120 snapshots in 20 s). A page opening a match sends a few dozen at
 * once (its topics, the chat); a person chatting sends one every few seconds. Over budget, an event is
 * refused (`rate_limited`); the connection is told once (`connection:limited`) and, when it keeps on
 * for another burst's worth, disconnected.
 */
export const EVENT_BUDGET = { perSecond: 20, burst: 60 } as const;
/** A topic's full snapshot is resent on `topic:resync` at most once per this, per connection. */
export const RESYNC_MIN_INTERVAL_MS = 3000;

/** The events a client may send: the topic events here and the chat's (chat.ts). */
export const TOPIC_EVENT_NAMES = [
  'topic:subscribe',
  'topic:unsubscribe',
  'topic:resync',
  'topic:resume',
] as const;
