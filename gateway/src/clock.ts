// Time as the gateway sees it, so tests can hand in a fake clock.
export type TimerHandle = { unref?: () => unknown } | number;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A clock as lru-cache reads one (its `perf` option), for a cache whose time limits follow the
 * gateway's clock. lru-cache takes a start time of 0 for "no time" (never expiring), so readings are
 * moved on by a millisecond: a fake clock may well start at 0, and ages are the same.
 */
export function cacheClock(now: () => number): { now(): number } {
  return { now: () => now() + 1 };
}
