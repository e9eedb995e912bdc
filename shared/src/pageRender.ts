// The server render of the site's pages (docs/ARCHITECTURE.md, "The first paint"): what the gateway
// hands the web's server entry and what it gets back. The gateway holds the data (topic states,
// the origin's answers); the web knows which of it a page draws and how.
import type { RestAnswer, RestKey, RestRequest } from './api/restTable';
import type { TopicSnapshot } from './contract/events';
import type { TopicName } from './contract/topics';
import type { RouteSet } from './device/routeSet';
import type { Locale } from './domain/locale';

/** One visitor's page: the same inputs give the same HTML, so a render can be shared. */
export interface PageRequest {
  /** Path and query, as requested ('/live/detail/7?tab=odds'). */
  url: string;
  locale: Locale;
  /** From the user agent (PRODUCT §2); the browser re-checks its width after hydration. */
  routeSet: RouteSet;
  /** IANA zone the times are drawn in; the browser redraws in its own after hydration when they differ. */
  timeZone: string;
  /** The instant the page is drawn at (ms): date strips and clocks read it, never the wall clock. */
  now: number;
}

/** What a render reads: topic states the gateway holds, and calls to the origin by REST table key. */
export interface PageData {
  topic(name: TopicName): TopicSnapshot | undefined;
  call<K extends RestKey>(key: K, request: RestRequest<K>): Promise<RestAnswer<K>>;
}

export interface RenderedPage {
  /** 404 for a path of no page (the app's own error page is drawn). */
  status: number;
  /** The markup inside #root. */
  html: string;
  /** Serialised start state for the browser (locale, route set, topics, queries), JSON. */
  state: string;
  /** Source modules the page draws from (web/src/…): their chunks and styles go into the head. */
  modules: string[];
  /** Errors of parts the server could not draw (the browser draws them): for the gateway's log. */
  errors: string[];
}

/** The web's server entry (its `render` module), as the gateway loads it. */
export interface PageRenderer {
  /** The topics the page at `request.url` draws, so a cached render can be keyed by their versions. */
  topicsOf(request: PageRequest): TopicName[];
  render(request: PageRequest, data: PageData): Promise<RenderedPage>;
}

/** id of the `<script type="application/json">` holding the start state. */
export const PAGE_STATE_ID = 'page-state';

/**
 * Sent by the service worker when it saves the app shell: the gateway answers with the page undrawn
 * (no markup, no embedded state). The shell boots the app on any route offline, so it must neither
 * hydrate as the page it was saved from nor show the scores of the day it was saved.
 */
export const APP_SHELL_HEADER = 'x-app-shell';

/** The browser's IANA time zone, saved by the web app so the next server render draws times in it. */
export const TIME_ZONE_COOKIE = { name: 'tz', maxAgeDays: 365, path: '/' } as const;

/**
 * Times are drawn in this zone until the browser has said its own: the zone the API counts days in
 * (UTC+8, PRODUCT §7 `timezone 8`), where the product's first readers are.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** A zone name the runtime knows (Intl throws a RangeError for any other), else undefined. */
export function knownTimeZone(name: string | null | undefined): string | undefined {
  if (!name || name.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Where the early-tap script keeps the buttons tapped before hydration (EARLY_TAPS_SCRIPT). */
export const EARLY_TAPS_GLOBAL = '__pitchsideTaps';

/**
 * Inlined at the top of a server-drawn page (its hash is in the page's CSP). A drawn page shows its
 * buttons before its script has taken them over; a tap on one then would do nothing and be lost. This
 * holds such taps (the browser's default is kept for links and form submits, which work without the
 * script); a button that must not lose one takes it back once hydrated (web/src/render/earlyTaps.ts).
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var t=window.${EARLY_TAPS_GLOBAL}=[];document.addEventListener('click',function(e){` +
  `if(document.documentElement.hasAttribute('data-hydrated'))return;` +
  `var b=e.target&&e.target.closest?e.target.closest('button'):null;` +
  `if(!b||b.type==='submit'||b.disabled)return;e.preventDefault();t.push(b)},true)})()`;
