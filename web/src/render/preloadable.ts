// Lazily loaded modules that can be loaded ahead: the server render names them so their chunks are
// fetched with the entry, and the browser loads them before hydrating, so that React.lazy finds
// them already there and hydration goes through in one pass rather than suspending.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface Preloadable<M> {
  load(): Promise<M>;
  /** The module once loaded, else undefined. */
  loaded(): M | undefined;
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * React.lazy over a preloadable module. When the module is in already, the loader answers with a
 * thenable that settles at once, which React.lazy reads without suspending.
 */
export function lazyComponent<M, P extends object>(
  module: Preloadable<M>,
  pick: (loaded: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const ready = module.loaded();
    if (ready === undefined) return module.load().then((loaded) => ({ default: pick(loaded) }));
    const value = { default: pick(ready) };
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that React.lazy reads synchronously
      then<R>(onFulfilled?: ((loaded: typeof value) => R | PromiseLike<R>) | null) {
        // Called at once, not on a later microtask: that is the point.
        return Promise.resolve(onFulfilled ? onFulfilled(value) : value);
      },
    };
    return settled as unknown as Promise<typeof value>;
  });
}

/**
 * Lazy parts drawn inside a page only for some data (a score after extra time), by their source: the
 * server names those it drew in the page's state, and the browser loads them before hydrating, so a
 * boundary the server filled is never left waiting for its chunk (an update reaching it then would
 * redraw it from the fallback).
 */
const drawnOnDemand = new Map<string, Preloadable<unknown>>();

export function onDemandChunk<M>(source: string, importer: () => Promise<M>): Preloadable<M> {
  const module = preloadable(importer);
  drawnOnDemand.set(source, module);
  return module;
}

/** Loads the on-demand parts a server render drew; one that fails is drawn by its boundary later. */
export function loadDrawnChunks(sources: readonly string[]): Promise<unknown> {
  return Promise.all(
    sources.map((source) =>
      drawnOnDemand
        .get(source)
        ?.load()
        .catch(() => undefined),
    ),
  );
}
