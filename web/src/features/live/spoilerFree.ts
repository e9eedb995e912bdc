// Spoiler-free mode: scores and results stay hidden across the site until the reader taps one.
// The choice is kept in this browser; revealed matches are remembered for the visit only.
import { useSyncExternalStore } from 'react';

const KEY = 'spoilerFree';
const listeners = new Set<() => void>();
let enabled: boolean | null = null;
let revealed: ReadonlySet<number> = new Set();

function readEnabled(): boolean {
  if (enabled === null) {
    try {
      enabled = localStorage.getItem(KEY) === '1';
    } catch {
      enabled = false;
    }
  }
  return enabled;
}

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether spoiler-free mode is on, read afresh from storage: for code outside the page's components
 * (goal alerts), which must follow a change made in another tab.
 */
export function spoilerFreeStored(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return readEnabled();
  }
}

export function setSpoilerFree(on: boolean): void {
  enabled = on;
  revealed = new Set();
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the choice lasts for this page.
  }
  changed();
}

export function revealScore(matchId: number): void {
  revealed = new Set([...revealed, matchId]);
  changed();
}

export function useSpoilerFree(): boolean {
  return useSyncExternalStore(subscribe, readEnabled, () => false);
}

/** Whether the score of a match is to be hidden now. */
export function useScoreHidden(matchId: number): boolean {
  const on = useSpoilerFree();
  const shown = useSyncExternalStore(
    subscribe,
    () => revealed.has(matchId),
    () => false,
  );
  return on && !shown;
}
