// What a page is drawn with on the server, and drawn with again in the browser while it hydrates:
// the route set, the time zone and the instant the server drew it at, and the topic states it drew.
// Hydration must draw exactly what the server sent, so components read these through the hooks here,
// which give the server's values during the server render and hydration and the browser's own after
// (React re-renders what differs once hydration is done: useSyncExternalStore's server snapshot).
import type { RouteSet, TopicName, TopicSnapshot } from '@pitchside/shared';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';

export interface RenderEnv {
  routeSet: RouteSet;
  /** IANA zone the server drew times in. */
  timeZone: string;
  /** The instant (ms) the server drew the page at. */
  now: number;
  /** Topic states the page was drawn from, by name. */
  topics: Readonly<Partial<Record<TopicName, TopicSnapshot>>>;
}

/** null in a page the browser draws alone (no server render: the dev server, a failed render). */
export const RenderEnvContext = createContext<RenderEnv | null>(null);

export function useRenderEnv(): RenderEnv | null {
  return useContext(RenderEnvContext);
}

const subscribeNothing = () => () => {};

/** False on the server and while hydrating; true once the browser draws on its own. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

let browserZone: string | undefined;
/** The browser's own time zone. */
export function browserTimeZone(): string {
  browserZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/** The zone to draw times in: the server's until hydrated, then the reader's. */
export function useTimeZone(): string | undefined {
  const env = useRenderEnv();
  const hydrated = useHydrated();
  return hydrated || !env ? (typeof window === 'undefined' ? undefined : browserTimeZone()) : env.timeZone;
}

/** The instant a view is drawn at: the server's until hydrated, then when the view mounted. */
export function usePageNow(): number {
  const env = useRenderEnv();
  const hydrated = useHydrated();
  const [mountedAt] = useState(() => Date.now());
  return hydrated || !env ? mountedAt : env.now;
}
