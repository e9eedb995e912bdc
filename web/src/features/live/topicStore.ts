// The browser's copy of the gateway's topics (docs/API.md, Gateway, Socket.IO): a snapshot on
// subscribe, then patches applied with the shared `applyTopicPatch`; a gap or a new epoch asks for a
// fresh snapshot. A topic the store already holds (drawn into the page by the server, or kept across
// a reconnect) is resumed from its version: the gateway answers the patches since, not the snapshot.
// React reads it through useSyncExternalStore, so a topic view keeps its identity until that topic
// changes.
import {
  ACK_ERROR_CODES,
  type Ack,
  applyCatchUp,
  applyTopicPatch,
  isCatchUp,
  type JsonValue,
  RESYNC_MIN_INTERVAL_MS,
  type TopicCatchUp,
  type TopicName,
  type TopicPatch,
  type TopicSnapshot,
  type TopicStaleness,
  type TopicStateOf,
} from '@pitchside/shared';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** What the store needs from the socket; tests hand in a fake. */
export interface TopicTransport {
  subscribe(topic: TopicName): Promise<Ack<TopicSnapshot>>;
  /** Subscribes from a held version: the patches since, or the snapshot when they are gone. */
  resume(
    topic: TopicName,
    held: { epoch: number; version: number },
  ): Promise<Ack<TopicCatchUp | TopicSnapshot>>;
  resync(topic: TopicName): Promise<Ack<TopicSnapshot>>;
  unsubscribe(topic: TopicName): void;
  /** Returns the function that stops listening. */
  listen(listeners: {
    patch(patch: TopicPatch): void;
    stale(staleness: TopicStaleness): void;
    connection(state: ConnectionState): void;
  }): () => void;
}

export interface TopicView<S = JsonValue> {
  /** null until the first snapshot arrives. */
  state: S | null;
  version: number;
  /** The gateway serves the last good state while its upstream fails. */
  stale: boolean;
  /** The subscription was refused; it is retried. */
  failed: boolean;
  /** Local time (ms) of the last snapshot or applied patch. */
  changedAt: number;
}

const EMPTY_VIEW: TopicView<never> = { state: null, version: 0, stale: false, failed: false, changedAt: 0 };

interface Entry {
  held: TopicSnapshot | null;
  view: TopicView;
  watchers: number;
  listeners: Set<() => void>;
  /** A snapshot request is on its way; patches wait for it. */
  syncing: boolean;
  /** The gateway has answered a subscription on the current connection. */
  subscribed: boolean;
  pending: TopicPatch[];
  releaseTimer: ReturnType<typeof setTimeout> | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
}

export interface TopicStoreOptions {
  now?: () => number;
  /** How long an unwatched topic stays subscribed (navigating back and forth costs nothing). */
  releaseAfterMs?: number;
  retryAfterMs?: number;
  /**
   * How long a topic the gateway knows no such thing of (`unknown_topic`: the origin said "not found") waits
   * before it is asked for again: the gateway remembers that answer for a minute (docs/API.md "Topics").
   */
  missingRetryMs?: number;
  /** States the page was drawn from (the server render): held from the start, resumed on watch. */
  seeds?: readonly TopicSnapshot[];
}

export class TopicStore {
  private readonly entries = new Map<TopicName, Entry>();
  private readonly connectionListeners = new Set<() => void>();
  private connection: ConnectionState = 'connecting';
  private readonly now: () => number;
  private readonly releaseAfterMs: number;
  private readonly retryAfterMs: number;
  private readonly missingRetryMs: number;
  private readonly stopListening: () => void;

  constructor(
    private readonly transport: TopicTransport,
    options: TopicStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.releaseAfterMs = options.releaseAfterMs ?? 5_000;
    this.retryAfterMs = options.retryAfterMs ?? 3_000;
    this.missingRetryMs = options.missingRetryMs ?? 60_000;
    for (const seed of options.seeds ?? []) {
      const entry = this.newEntry();
      entry.held = seed;
      entry.view = this.viewOf(seed);
      this.entries.set(seed.topic, entry);
      // A state no component asks for (the page moved on before the live chunk came) is let go.
      entry.releaseTimer = setTimeout(() => this.drop(seed.topic), this.releaseAfterMs);
    }
    this.stopListening = transport.listen({
      patch: (patch) => this.onPatch(patch),
      stale: (staleness) => this.onStale(staleness),
      connection: (state) => this.onConnection(state),
    });
  }

  get connectionState(): ConnectionState {
    return this.connection;
  }

  subscribeConnection = (listener: () => void): (() => void) => {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  };

  /** The topic's view, typed by its name: the gateway checked the state against its answer's schema. */
  view<T extends TopicName>(topic: T): TopicView<TopicStateOf<T>> {
    return (this.entries.get(topic)?.view ?? EMPTY_VIEW) as TopicView<TopicStateOf<T>>;
  }

  /** Follows a topic until the returned function is called; `listener` hears every change. */
  watch(topic: TopicName, listener: () => void): () => void {
    let entry = this.entries.get(topic);
    if (!entry) {
      entry = this.newEntry();
      this.entries.set(topic, entry);
    }
    const current = entry;
    current.watchers += 1;
    current.listeners.add(listener);
    if (current.releaseTimer) {
      clearTimeout(current.releaseTimer);
      current.releaseTimer = null;
    }
    if (!current.subscribed && !current.syncing && !current.retryTimer) void this.sync(topic, 'subscribe');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      current.watchers -= 1;
      current.listeners.delete(listener);
      if (current.watchers > 0) return;
      current.releaseTimer = setTimeout(() => this.drop(topic), this.releaseAfterMs);
    };
  }

  private newEntry(): Entry {
    return {
      held: null,
      view: EMPTY_VIEW,
      watchers: 0,
      listeners: new Set(),
      syncing: false,
      subscribed: false,
      pending: [],
      releaseTimer: null,
      retryTimer: null,
    };
  }

  close(): void {
    this.stopListening();
    for (const topic of [...this.entries.keys()]) this.drop(topic);
  }

  private drop(topic: TopicName): void {
    const entry = this.entries.get(topic);
    if (!entry || entry.watchers > 0) return;
    if (entry.retryTimer) clearTimeout(entry.retryTimer);
    if (entry.releaseTimer) clearTimeout(entry.releaseTimer);
    this.entries.delete(topic);
    // A drawn state never subscribed to has nothing to undo on the gateway.
    if (this.connection === 'connected' && (entry.subscribed || entry.syncing))
      this.transport.unsubscribe(topic);
  }

  /** 'subscribe' resumes from the held version when there is one; 'resync' asks for the snapshot. */
  private async sync(topic: TopicName, how: 'subscribe' | 'resync'): Promise<void> {
    const entry = this.entries.get(topic);
    if (!entry || this.connection !== 'connected') return;
    entry.syncing = true;
    const held = entry.held;
    let answer: Ack<TopicSnapshot | TopicCatchUp>;
    try {
      answer =
        how === 'resync'
          ? await this.transport.resync(topic)
          : held
            ? await this.transport.resume(topic, held)
            : await this.transport.subscribe(topic);
    } catch {
      answer = { ok: false, error: { code: 'unavailable', message: 'no answer' } };
    }
    if (this.entries.get(topic) !== entry) return;
    entry.syncing = false;
    if (!answer.ok && how === 'resync' && answer.error.code === ACK_ERROR_CODES.rateLimited) {
      // The gateway resends a topic whole once per few seconds (RESYNC_MIN_INTERVAL_MS): a second gap
      // that soon waits for its turn, holding the patches meanwhile, rather than showing a failure.
      if (!entry.retryTimer) {
        entry.syncing = true;
        entry.retryTimer = setTimeout(() => {
          entry.retryTimer = null;
          entry.syncing = false;
          // Subscribed on this connection still: the snapshot; after a reconnect, a new subscription.
          void this.sync(topic, entry.subscribed ? 'resync' : 'subscribe');
        }, RESYNC_MIN_INTERVAL_MS);
      }
      return;
    }
    if (!answer.ok) {
      entry.pending = [];
      // A resync of a topic the gateway forgot (it restarted) needs a subscribe.
      entry.subscribed = false;
      this.update(entry, { ...entry.view, failed: true });
      const missing = how === 'subscribe' && answer.error.code === ACK_ERROR_CODES.unknownTopic;
      if (!entry.retryTimer) {
        entry.retryTimer = setTimeout(
          () => {
            entry.retryTimer = null;
            void this.sync(topic, 'subscribe');
          },
          missing ? this.missingRetryMs : this.retryAfterMs,
        );
      }
      return;
    }
    entry.subscribed = true;
    if (isCatchUp(answer.data)) {
      const step = entry.held ? applyCatchUp(entry.held, answer.data) : ({ kind: 'resync' } as const);
      if (step.kind !== 'applied') {
        // The patches do not lead from what is held: the snapshot, then.
        void this.sync(topic, 'resync');
        return;
      }
      const changed =
        step.snapshot.version !== entry.held?.version || step.snapshot.stale !== entry.held?.stale;
      entry.held = step.snapshot;
      this.applyPending(entry);
      if (changed || entry.view.failed || entry.view.version !== entry.held.version) this.publish(entry);
      return;
    }
    entry.held = answer.data;
    this.applyPending(entry);
    this.publish(entry);
  }

  private applyPending(entry: Entry): void {
    const pending = entry.pending;
    entry.pending = [];
    for (const patch of pending) {
      if (!entry.held) return;
      const step = applyTopicPatch(entry.held, patch);
      if (step.kind === 'applied') entry.held = step.snapshot;
    }
  }

  private onPatch(patch: TopicPatch): void {
    const entry = this.entries.get(patch.topic);
    if (!entry) return;
    if (entry.syncing || !entry.held) {
      entry.pending.push(patch);
      return;
    }
    const step = applyTopicPatch(entry.held, patch);
    if (step.kind === 'ignored') return;
    if (step.kind === 'resync') {
      entry.pending.push(patch);
      void this.sync(patch.topic, 'resync');
      return;
    }
    entry.held = step.snapshot;
    this.publish(entry);
  }

  private onStale(staleness: TopicStaleness): void {
    const entry = this.entries.get(staleness.topic);
    if (!entry?.held || staleness.epoch !== entry.held.epoch) return;
    entry.held = { ...entry.held, stale: staleness.stale };
    this.update(entry, { ...entry.view, stale: staleness.stale });
  }

  private onConnection(state: ConnectionState): void {
    this.connection = state;
    for (const listener of this.connectionListeners) listener();
    if (state !== 'connected') {
      for (const entry of this.entries.values()) entry.subscribed = false;
      return;
    }
    // After a reconnect the gateway holds no subscription of ours: subscribe again, from the held
    // version where there is one.
    for (const [topic, entry] of this.entries) {
      entry.pending = [];
      if (!entry.syncing && entry.watchers > 0) void this.sync(topic, 'subscribe');
    }
  }

  private viewOf(held: TopicSnapshot): TopicView {
    return {
      state: held.state,
      version: held.version,
      stale: held.stale,
      failed: false,
      changedAt: this.now(),
    };
  }

  private publish(entry: Entry): void {
    if (entry.held) this.update(entry, this.viewOf(entry.held));
  }

  private update(entry: Entry, view: TopicView): void {
    entry.view = view;
    for (const listener of entry.listeners) listener();
  }
}
