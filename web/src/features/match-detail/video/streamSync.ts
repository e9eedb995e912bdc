// Scores held to the picture: while a stream plays, what the gateway pushes for that match waits
// as long as the stream is behind real time, so the page never shows a goal the video has not.
import { useEffect, useReducer, useRef } from 'react';

export interface HeldEntry<T> {
  /** Local time (ms) the value arrived. */
  at: number;
  value: T;
}

/**
 * The value to show at `now` when values are held back by `delayMs`: the newest one that arrived
 * at least `delayMs` ago; the first value is shown at once (the page has nothing else to show).
 * Returns the index in `entries` (arrival order), or -1 for an empty list.
 */
export function dueIndex<T>(entries: readonly HeldEntry<T>[], now: number, delayMs: number): number {
  if (entries.length === 0) return -1;
  for (let index = entries.length - 1; index > 0; index--) {
    if ((entries[index] as HeldEntry<T>).at + delayMs <= now) return index;
  }
  return 0;
}

/** When the next held value becomes due, or null when none waits. */
export function nextDueAt<T>(
  entries: readonly HeldEntry<T>[],
  shown: number,
  delayMs: number,
): number | null {
  const next = entries[shown + 1];
  return next ? next.at + delayMs : null;
}

/**
 * `value`, held back by `delayMs` (0 shows every value at once). Values that are no longer needed
 * are dropped, so the queue stays as long as the delay.
 */
export function useHeldValue<T>(value: T, delayMs: number, now: () => number = Date.now): T {
  const entries = useRef<HeldEntry<T>[]>([]);
  const [, wake] = useReducer((count: number) => count + 1, 0);
  const last = entries.current[entries.current.length - 1];
  if (!last || !Object.is(last.value, value)) {
    entries.current.push({ at: entries.current.length === 0 ? 0 : now(), value });
  }
  const shown = dueIndex(entries.current, now(), delayMs);
  if (shown > 0) entries.current.splice(0, shown);
  const current = entries.current[0] as HeldEntry<T>;
  const due = nextDueAt(entries.current, 0, delayMs);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(wake, Math.max(0, due - now()));
    return () => clearTimeout(timer);
  });
  return current.value;
}
