// What a page is drawn with on the server, and drawn with again in the browser while it hydrates:
// the route set, the time zone and the instant the server drew it at, and the topic states it drew.
// Hydration must draw exactly what the server sent, so components read these through the hooks here,
// which give the server's values during the server render and hydration and the browser's own after.
import type { RouteSet, TopicName, TopicSnapshot } from '@pitchside/shared';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

export interface RenderEnv {
  routeSet: RouteSet;
  /** IANA zone the server drew times in. */
  timeZone: string;
  /** The instant (ms) the server drew the page at. */
  now: number;
  /** Topic states the page was drawn from, by name. */
  topics: Readonly<Partial<Record<TopicName, TopicSnapshot>>>;
  /** On the server: the on-demand chunks the render drew (render/preloadable.ts), filled as it goes. */
  drawnChunks?: Set<string>;
}

/** null in a page the browser draws alone (no server render: the dev server, a failed render). */
export const RenderEnvContext = createContext<RenderEnv | null>(null);

export function useRenderEnv(): RenderEnv | null {
  return useContext(RenderEnvContext);
}

/** False on the server and while hydrating; true once the browser draws on its own. */
const HydratedContext = createContext(true);
/** The zone times are drawn in; undefined draws in the browser's own. */
const TimeZoneContext = createContext<string | undefined>(undefined);

let browserZone: string | undefined;
/** Temporal, where the browser has it: only the part read here. */
const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
/**
 * The browser's own time zone. Temporal answers at once; Intl.DateTimeFormat's first use loads the
 * locale's date patterns, about 60 ms on a phone (bench:lighthouse), which a page that draws no time
 * need not pay at its start.
 */
export function browserTimeZone(): string {
  browserZone ??= temporal?.Now?.timeZoneId?.() || new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/**
 * Gives the app its render environment. Until hydration has committed it says what the server used;
 * then, in a transition (redrawn in slices, never one long task on a phone's main thread), the
 * browser's own values: only what differs is drawn again (a time zone that is the same string
 * changes nothing).
 */
export function RenderEnvProvider({ env, children }: { env: RenderEnv | null; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(env === null);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  const timeZone = env && !hydrated ? env.timeZone : browserTimeZone();
  return (
    <RenderEnvContext.Provider value={env}>
      <HydratedContext.Provider value={hydrated}>
        <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>
      </HydratedContext.Provider>
    </RenderEnvContext.Provider>
  );
}

/** False on the server and while hydrating; true once the browser draws on its own. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** The zone to draw times in: the server's until hydrated, then the reader's. */
export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}

/** The instant a view is drawn at: the server's until hydrated, then when the view mounted. */
export function usePageNow(): number {
  const env = useRenderEnv();
  const hydrated = useHydrated();
  const [mountedAt] = useState(() => Date.now());
  return hydrated || !env ? mountedAt : env.now;
}

/** Says that this view drew an on-demand chunk, so a server render names it for the browser to load. */
export function useDrawnChunk(source: string): void {
  useRenderEnv()?.drawnChunks?.add(source);
}
