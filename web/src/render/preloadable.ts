// Lazily loaded modules that can be loaded ahead: the server render names them so their chunks are
// fetched with the entry, and the browser loads them before hydrating, so that React.lazy finds
// them already there and hydration goes through in one pass rather than suspending.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface Preloadable<M> {
  load(): Promise<M>;
  /** The module once loaded, else undefined. */
  loaded(): M | undefined;
}

/**
 * An import, failed when it answers no module: Vite's preload helper answers `undefined` for an import
 * that failed once its `vite:preloadError` was handled (app/chunkReload.ts handles it, offline, by
 * waiting to reload), and React.lazy would then throw a TypeError the error page shows.
 */
function checkedImport<M>(importer: () => Promise<M>): Promise<M> {
  return importer().then((module) => {
    if (module === undefined) throw new Error('Failed to fetch dynamically imported module');
    return module;
  });
}

/**
 * How long a failed import waits for the browser to say it is offline: a phone losing its signal sees a
 * fetch fail before the browser reports the loss (navigator.onLine, the `offline` event).
 */
export const OFFLINE_NOTICE_MS = 1500;

/** Resolves once the browser is offline, or after `ms` (at once where it is already offline). */
function offlineWithin(ms: number): Promise<void> {
  if (navigator.onLine === false) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('offline', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('offline', done);
  });
}

/**
 * An import that fails while the browser is offline is made again once it is back online, and until
 * then stays pending (its Suspense boundary keeps its fallback): a phone that loses its signal while a
 * part of the page is still loading keeps the page and its "connection lost" banner, not the error
 * page. A failure while the browser still says it is online waits a moment for it to say otherwise
 * (OFFLINE_NOTICE_MS); online, a failure is the caller's as before. (Browsers since 2025 fetch a module
 * again after a failed import: HTML's module map no longer keeps failed fetches.)
 */
export function importAgainOnline<M>(importer: () => Promise<M>): Promise<M> {
  return checkedImport(importer).catch(async (error: unknown) => {
    // The server's render (Node has a navigator and no window) has no network to wait for.
    if (typeof window === 'undefined' || typeof navigator === 'undefined') throw error;
    await offlineWithin(OFFLINE_NOTICE_MS);
    if (navigator.onLine !== false) throw error;
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    return checkedImport(importer);
  });
}

/** React.lazy over an import made again once the browser is back online (importAgainOnline). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound, so any component fits as with lazy()
export function lazyOnline<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importAgainOnline(importer));
}

export function preloadable<M>(importer: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= importAgainOnline(importer).then(
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
