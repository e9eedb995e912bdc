// The topic:* events of one connection. Every payload is validated first; a bad one gets an error
// ack and changes nothing.
import {
  ACK_ERROR_CODES,
  type Ack,
  type AckErrorCode,
  type ClientToServerEvents,
  MAX_TOPICS_PER_CONNECTION,
  RESYNC_MIN_INTERVAL_MS,
  type ServerToClientEvents,
  TOPIC_CALL_WINDOW_MS,
  TOPIC_CALLS_PER_WINDOW,
  type TopicCatchUp,
  type TopicName,
  TopicRequestSchema,
  TopicResumeSchema,
  type TopicSnapshot,
} from '@pitchside/shared';
import type { Socket } from 'socket.io';
import { Compile } from 'typebox/compile';
import type { Poller } from '../poller/poller';
import type { AddressBudgets } from '../security/addressBudgets';
import type { TopicRegistry } from '../topics/registry';

/** What the event budget keeps on each connection (eventBudget.ts): numbers, no closure per connection. */
export type EventBudgetData = {
  eventTokens: number;
  eventsAt: number;
  /** Events refused since the bucket was last full. */
  eventsRefused: number;
  /** The event being dispatched was refused: the listeners after the budget's leave it. */
  eventRefused: boolean;
};

export type SocketData = Partial<EventBudgetData> & {
  /** A few at most (MAX_TOPICS_PER_CONNECTION): an exact-size array costs less than a Set per socket. */
  topics: readonly TopicName[];
  /** Start of the current rate window and the subscribe/resync calls made in it. */
  callWindowStart: number;
  calls: number;
  /** The visitor's address (security/addressBudgets.ts): its connections share its budgets. */
  address?: string;
};
export type VisitorSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const topicRequest = Compile(TopicRequestSchema);
const topicResume = Compile(TopicResumeSchema);

function fail<T>(code: AckErrorCode, message: string): Ack<T> {
  return { ok: false, error: { code, message } };
}

/** The topic of a valid request, or null. */
function requestedTopic(payload: unknown): TopicName | null {
  return topicRequest.Check(payload) ? (payload.topic as TopicName) : null;
}

const INVALID =
  'expected { topic } with a topic such as live:football, match:{id}, odds:{id}, room:{anchorId}';

export type TopicHandlerDeps = {
  registry: TopicRegistry;
  poller: Poller;
  onSubscriptionsChanged?: (topic: TopicName, count: number) => void;
  /** Called once per connection that ends, after its topics are released. */
  onDisconnect?: () => void;
  /** Milliseconds since the epoch (the gateway's clock). */
  now: () => number;
  /** The budgets of each visitor's address, over all its connections. */
  addresses?: AddressBudgets | null;
};

/**
 * The listeners are made once per gateway and shared by every connection (Socket.IO calls them with
 * the socket as `this`), so a connection costs no closures of its own: memory per connection is a
 * figure of the fan-out benchmark.
 */
export function createTopicHandlers(deps: TopicHandlerDeps) {
  const { registry, poller } = deps;

  /**
   * When each topic was last resent whole on `topic:resync`, per connection that ever resynced. Kept
   * beside the socket, not in `socket.data`: that is copied into the session connection-state recovery
   * stores, which takes plain values only.
   */
  const resyncedAt = new WeakMap<VisitorSocket, Map<TopicName, number>>();

  const release = (socket: VisitorSocket, topic: TopicName) => {
    if (!socket.data.topics.includes(topic)) return;
    socket.data.topics = socket.data.topics.filter((held) => held !== topic);
    resyncedAt.get(socket)?.delete(topic);
    void socket.leave(topic);
    deps.onSubscriptionsChanged?.(topic, registry.unsubscribe(topic));
  };

  /** Counts one call that reaches the origin; false once the connection is over its budget. */
  const withinBudget = (socket: VisitorSocket): boolean => {
    const now = deps.now();
    if (now - socket.data.callWindowStart >= TOPIC_CALL_WINDOW_MS) {
      socket.data.callWindowStart = now;
      socket.data.calls = 0;
    }
    socket.data.calls += 1;
    return socket.data.calls <= TOPIC_CALLS_PER_WINDOW;
  };
  const RATE_LIMITED = `at most ${TOPIC_CALLS_PER_WINDOW} subscriptions to unwatched topics per ${TOPIC_CALL_WINDOW_MS / 1000} s`;
  const ADDRESS_RATE_LIMITED = `at most ${deps.addresses?.limits.newTopicsPerAddress} subscriptions to unwatched topics per 10 s from one address`;
  const MISSING = (topic: TopicName) => `${topic}: the origin knows no such match, anchor or sport`;
  const RESYNC_TOO_SOON = `at most one resync per topic per ${RESYNC_MIN_INTERVAL_MS / 1000} s`;
  const FULL = 'the gateway follows as many topics as it may; retry later';
  const BUSY = 'too many new topics at once; retry in a few seconds';

  /**
   * Fetches a topic nobody watched yet; an error ack when the origin has no such topic or the gateway
   * may not take it on now.
   */
  const fetched = async (socket: VisitorSocket, topic: TopicName): Promise<Ack<null>> => {
    if (registry.has(topic)) return { ok: true, data: null };
    const outcome = await poller.refresh(topic);
    if (outcome === 'missing') {
      // Nothing to watch: the subscription goes, so the topic is neither polled nor shared.
      release(socket, topic);
      return fail(ACK_ERROR_CODES.unknownTopic, MISSING(topic));
    }
    if (outcome === 'full') return fail(ACK_ERROR_CODES.unavailable, FULL);
    if (outcome === 'busy') return fail(ACK_ERROR_CODES.unavailable, BUSY);
    return { ok: true, data: null };
  };

  const answer = async (socket: VisitorSocket, topic: TopicName): Promise<Ack<TopicSnapshot>> => {
    const ready = await fetched(socket, topic);
    if (!ready.ok) return ready;
    const snapshot = registry.snapshot(topic);
    if (!snapshot) return fail(ACK_ERROR_CODES.unavailable, `${topic} has no data yet`);
    return { ok: true, data: snapshot };
  };

  /** Joins the topic's room and counts the subscriber; an error ack when that is not allowed. */
  const enter = (socket: VisitorSocket, topic: TopicName): Ack<null> => {
    // Known not to exist: answered without a call, and without using the connection's budget.
    if (poller.isMissing(topic)) return fail(ACK_ERROR_CODES.unknownTopic, MISSING(topic));
    // Only a call that makes the gateway ask the origin right away counts against the budgets: the
    // connection's, then its address's over all its connections (a share of NEW_TOPICS_PER_SECOND, so
    // that no address spends the whole gateway's and starves other visitors' first subscriptions).
    if (!registry.has(topic)) {
      if (!withinBudget(socket)) return fail(ACK_ERROR_CODES.rateLimited, RATE_LIMITED);
      // The address pays for the call only: a crowd arriving on the same new topic makes one.
      const { address } = socket.data;
      const calls = registry.subscriberCount(topic) === 0;
      if (calls && deps.addresses && address !== undefined && !deps.addresses.takeNewTopic(address))
        return fail(ACK_ERROR_CODES.rateLimited, ADDRESS_RATE_LIMITED);
    }
    if (!socket.data.topics.includes(topic)) {
      if (socket.data.topics.length >= MAX_TOPICS_PER_CONNECTION) {
        return fail(ACK_ERROR_CODES.tooManyTopics, `at most ${MAX_TOPICS_PER_CONNECTION} topics`);
      }
      socket.data.topics = socket.data.topics.concat(topic);
      // Join before the snapshot is taken: a patch emitted meanwhile is older than the snapshot.
      void socket.join(topic);
      deps.onSubscriptionsChanged?.(topic, registry.subscribe(topic));
    }
    return { ok: true, data: null };
  };

  // Socket.IO passes whatever the client sent; the contract types are what a valid client sends.
  async function subscribe(this: VisitorSocket, payload: unknown, ack: unknown) {
    if (typeof ack !== 'function') return;
    const reply = ack as (answer: Ack<TopicSnapshot>) => void;
    const topic = requestedTopic(payload);
    if (!topic) return reply(fail(ACK_ERROR_CODES.invalidPayload, INVALID));
    const entered = enter(this, topic);
    if (!entered.ok) return reply(entered);
    const result = await answer(this, topic);
    if (this.connected) reply(result);
  }

  /** Subscribes from a version the client holds: the patches since then, or the snapshot. */
  async function resume(this: VisitorSocket, payload: unknown, ack: unknown) {
    if (typeof ack !== 'function') return;
    const reply = ack as (answer: Ack<TopicCatchUp | TopicSnapshot>) => void;
    if (!topicResume.Check(payload)) {
      return reply(fail(ACK_ERROR_CODES.invalidPayload, `${INVALID}, with the epoch and version held`));
    }
    const topic = payload.topic as TopicName;
    const entered = enter(this, topic);
    if (!entered.ok) return reply(entered);
    const ready = await fetched(this, topic);
    if (!ready.ok) return reply(ready);
    const result = registry.catchUp(topic, payload);
    if (!this.connected) return;
    reply(
      result ? { ok: true, data: result } : fail(ACK_ERROR_CODES.unavailable, `${topic} has no data yet`),
    );
  }

  async function resync(this: VisitorSocket, payload: unknown, ack: unknown) {
    if (typeof ack !== 'function') return;
    const reply = ack as (answer: Ack<TopicSnapshot>) => void;
    const topic = requestedTopic(payload);
    if (!topic) return reply(fail(ACK_ERROR_CODES.invalidPayload, INVALID));
    if (!this.data.topics.includes(topic)) {
      return reply(fail(ACK_ERROR_CODES.unknownTopic, `subscribe to ${topic} first`));
    }
    // A full snapshot is the costliest answer there is: one per topic per few seconds is all a client
    // that lost a patch needs (without it, a loop of resyncs drew 550 MB of snapshots in 20 s).
    const now = deps.now();
    let resynced = resyncedAt.get(this);
    if (!resynced) {
      resynced = new Map();
      resyncedAt.set(this, resynced);
    }
    const last = resynced.get(topic);
    if (last !== undefined && now - last < RESYNC_MIN_INTERVAL_MS) {
      return reply(fail(ACK_ERROR_CODES.rateLimited, RESYNC_TOO_SOON));
    }
    resynced.set(topic, now);
    const result = await answer(this, topic);
    if (this.connected) reply(result);
  }

  function unsubscribe(this: VisitorSocket, payload: unknown, ack: unknown) {
    const reply = typeof ack === 'function' ? (ack as (answer: Ack<null>) => void) : undefined;
    const topic = requestedTopic(payload);
    if (!topic) return reply?.(fail(ACK_ERROR_CODES.invalidPayload, INVALID));
    release(this, topic);
    reply?.({ ok: true, data: null });
  }

  function disconnect(this: VisitorSocket) {
    for (const topic of this.data.topics) release(this, topic);
    deps.onDisconnect?.();
  }

  const table = new Map<string, (this: VisitorSocket, payload: unknown, ack: unknown) => unknown>([
    ['topic:subscribe', subscribe],
    ['topic:resync', resync],
    ['topic:resume', resume],
    ['topic:unsubscribe', unsubscribe],
  ]);
  /**
   * One `onAny` listener for the four events instead of four `socket.on` listeners: a socket's
   * listener table stays small (chat shares the same list, chat/attachChat.ts). Socket.IO calls it
   * with the socket as `this`, the event's arguments and the ack last, while the socket is connected.
   */
  function onTopicEvent(this: VisitorSocket, event: unknown, payload: unknown, ack: unknown) {
    // Refused by the connection's event budget (eventBudget.ts), which has answered it.
    if (this.data.eventRefused) return;
    const handler = typeof event === 'string' ? table.get(event) : undefined;
    if (handler) void handler.call(this, payload, ack);
  }

  return {
    /** Wires one new connection. */
    attach(socket: VisitorSocket): void {
      socket.data.topics = [];
      socket.data.callWindowStart = 0;
      socket.data.calls = 0;
      socket.onAny(onTopicEvent);
      socket.on('disconnect', disconnect);
    },
  };
}
