// The start state a server render embeds in the page (`<script type="application/json" id="page-state">`)
// and the browser starts from: no call is made again for what the page already shows.
import {
  isLocale,
  type Locale,
  PAGE_STATE_ID,
  type RouteSet,
  type TopicName,
  type TopicSnapshot,
} from '@pitchside/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderEnv } from './renderEnv';

export interface PageState {
  locale: Locale;
  routeSet: RouteSet;
  timeZone: string;
  now: number;
  topics: Partial<Record<TopicName, TopicSnapshot>>;
  /** TanStack Query's dehydrated cache: the origin's answers the page drew. */
  queries: DehydratedState;
  /** On-demand chunks the page drew (render/preloadable.ts), loaded before hydrating. */
  chunks: string[];
}

function isPageState(value: unknown): value is PageState {
  if (value === null || typeof value !== 'object') return false;
  const state = value as Partial<PageState>;
  return (
    isLocale(state.locale) &&
    (state.routeSet === 'mobile' || state.routeSet === 'pc') &&
    typeof state.timeZone === 'string' &&
    typeof state.now === 'number' &&
    state.topics !== null &&
    typeof state.topics === 'object' &&
    state.queries !== null &&
    typeof state.queries === 'object' &&
    Array.isArray(state.queries.queries) &&
    Array.isArray(state.chunks) &&
    state.chunks.every((chunk) => typeof chunk === 'string')
  );
}

/** The page's start state, or null when the server did not render it. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPageState(value) ? value : null;
  } catch {
    return null;
  }
}

export function renderEnvOf(state: PageState): RenderEnv {
  return { routeSet: state.routeSet, timeZone: state.timeZone, now: state.now, topics: state.topics };
}

/**
 * The topic states the page started from, for the live store: it subscribes from their versions and
 * takes only the patches that follow. Taken once; a later store starts empty.
 */
let seeds: TopicSnapshot[] = [];
export function setTopicSeeds(topics: PageState['topics']): void {
  seeds = Object.values(topics).filter((snapshot): snapshot is TopicSnapshot => snapshot !== undefined);
}
export function takeTopicSeeds(): TopicSnapshot[] {
  const taken = seeds;
  seeds = [];
  return taken;
}
