// A server-drawn page shows its buttons before its script has taken them over, and a tap on one then
// does nothing by itself. The page's one inline script (EARLY_TAPS_SCRIPT, shared/src/pageRender.ts)
// holds such taps. A button that must not lose one takes it back here once the browser draws on its
// own (useHydrated): its part is hydrated and committed, so its handler surely runs (a click sent at
// the root's commit can reach a part that is still hydrating, and be dropped), and it acts on what the
// browser holds rather than the server's view (a signed-in reader's star toggles the favourite; it
// does not ask to sign in).
import { EARLY_TAPS_GLOBAL } from '@pitchside/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from './renderEnv';

/** Whether `element` was the last button tapped before hydration; that tap is then taken. */
export function takeEarlyTap(element: Element | null): boolean {
  if (typeof window === 'undefined' || element === null) return false;
  const held = (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
  if (!Array.isArray(held) || held.at(-1) !== element) return false;
  held.length = 0;
  return true;
}

/** A ref for a button whose tap before hydration is acted on (`onTap`) once it is hydrated. */
export function useEarlyTap<T extends HTMLElement>(onTap: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const latest = useRef(onTap);
  latest.current = onTap;
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && takeEarlyTap(ref.current)) latest.current();
  }, [hydrated]);
  return ref;
}
