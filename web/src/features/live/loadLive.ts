import type { TopicName, TopicSnapshot, TopicStateOf } from '@pitchside/shared';
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useHydrated, useRenderEnv } from '../../render/renderEnv';
import type { ConnectionState, TopicView } from './topicStore';

export type LiveRuntime = typeof import('./liveRuntime');

/** How long after the load event the home page waits before opening the socket. */
const IDLE_START_MS = 5_000;

let runtime: LiveRuntime | null = null;
let loading: Promise<LiveRuntime> | null = null;
const listeners = new Set<() => void>();

/** Loads the live chunk once (socket, store, clocks); every caller shares it. */
export function loadLiveRuntime(): Promise<LiveRuntime> {
  if (!loading) {
    loading = import('./liveRuntime').then((module) => {
      runtime = module;
      for (const listener of listeners) listener();
      return module;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * The live chunk once loaded, else null. `idle` waits until the page has loaded and settled (the
 * home page: its first paint comes from REST); `now` starts at once (live and detail pages).
 */
export function useLiveRuntime(when: 'now' | 'idle' = 'now'): LiveRuntime | null {
  // Not read during hydration (the server drew the page without it), and taken in a transition: every
  // card redraws with its running clock, in slices rather than one long task on a phone's main thread.
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<LiveRuntime | null>(() => (hydrated ? runtime : null));
  useEffect(() => {
    const take = () => startTransition(() => setCurrent(runtime));
    listeners.add(take);
    if (runtime) take();
    return () => {
      listeners.delete(take);
    };
  }, []);
  useEffect(() => {
    if (runtime) return;
    if (when === 'now') {
      void loadLiveRuntime().catch(() => undefined);
      return;
    }
    // The home page paints from REST; pushes take over once the page has loaded and settled, or
    // at the reader's first touch, so the phone's first download stays small (bench:web).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      stop();
      void loadLiveRuntime().catch(() => undefined);
    };
    const afterLoad = () => {
      timer = setTimeout(start, IDLE_START_MS);
    };
    const interactions = ['pointerdown', 'keydown', 'scroll'] as const;
    function stop() {
      clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const name of interactions) window.removeEventListener(name, start);
    }
    for (const name of interactions) window.addEventListener(name, start, { once: true, passive: true });
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return stop;
  }, [when]);
  return current;
}

const NO_VIEW: TopicView<never> = { state: null, version: 0, stale: false, failed: false, changedAt: 0 };
const noop = () => () => undefined;

/** One view per state the page was drawn from, so its identity holds from render to render. */
const seedViews = new WeakMap<TopicSnapshot, TopicView>();
function seedView(seed: TopicSnapshot | undefined): TopicView {
  if (!seed) return NO_VIEW;
  let view = seedViews.get(seed);
  if (!view) {
    view = { state: seed.state, version: seed.version, stale: seed.stale, failed: false, changedAt: 0 };
    seedViews.set(seed, view);
  }
  return view;
}

/**
 * Follows a gateway topic (null: none), its state typed by the topic's name; the view changes
 * identity only when the topic changes. A page the server drew starts from the state it was drawn
 * with, on the server, while hydrating and until the live chunk is in; the store then resumes it.
 */
export function useTopic<T extends TopicName>(
  runtime: LiveRuntime | null,
  topic: T | null,
): TopicView<TopicStateOf<T>> {
  const env = useRenderEnv();
  const seed = seedView(topic ? env?.topics[topic] : undefined) as TopicView<TopicStateOf<T>>;
  const store = runtime?.liveStore() ?? null;
  const subscribe = useCallback(
    (listener: () => void) => (store && topic ? store.watch(topic, listener) : () => undefined),
    [store, topic],
  );
  return useSyncExternalStore(
    subscribe,
    () => (store && topic ? store.view(topic) : seed),
    () => seed,
  );
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The socket's state, for the "connection lost" banner. A browser that knows it is offline is
 * disconnected whatever the socket says: a phone that loses its signal before the live chunk has
 * loaded has no socket yet, and its reader still needs telling that the page has stopped.
 */
export function useConnectionState(runtime: LiveRuntime | null): ConnectionState | null {
  const store = runtime?.liveStore() ?? null;
  const socket = useSyncExternalStore(
    store ? store.subscribeConnection : noop,
    () => store?.connectionState ?? null,
    () => null,
  );
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return online ? socket : 'disconnected';
}
