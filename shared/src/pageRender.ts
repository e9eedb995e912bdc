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
  /** Rejects with an error named UNKNOWN_RECORD when the origin does not know the record asked for. */
  call<K extends RestKey>(key: K, request: RestRequest<K>): Promise<RestAnswer<K>>;
}

/**
 * The name of the error a page's call fails with when the origin answers that the record is unknown
 * (404/10005, or 400/10001 for an id it refuses): by name, as the render's bundle and the gateway each
 * have their own copy of this package.
 */
export const UNKNOWN_RECORD = 'TopicMissing';

/** Whether an error says the origin does not know the record asked for. */
export function isUnknownRecord(error: unknown): boolean {
  return error instanceof Error && error.name === UNKNOWN_RECORD;
}

export interface RenderedPage {
  /**
   * 404 for a path of no page (the app's own error page is drawn) and for a page whose subject the
   * origin does not know (an unknown match or player: the page as drawn tells the reader so).
   */
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

/**
 * Takes the place of the build's entry `<script type="module">` in a server-drawn page (its hash is in
 * the page's CSP): it starts the app's script once the page is on screen, rather than while the page
 * is still being laid out. The drawn page is readable, its links and forms work, and a tap on a button
 * is held (EARLY_TAPS_SCRIPT) until the script takes over, so nothing the reader can see waits for the
 * script; and its download and run no longer compete with the first paint for the phone's link and
 * CPU. The entry and the chunks to preload with it are read from the element's `data-entry` and
 * `data-preload` (space-separated), so the text, and its hash, is the same for every build.
 * "On screen": after the load event (the page's pictures are in, the video's poster too), the next
 * frame drawn, and the browser's first contentful paint reported (Paint Timing), where it reports one.
 * A page loading hidden (a background tab paints nothing) starts at once; a load event or a paint held
 * back by a stalled picture does not hold the script past 3 s.
 * The preloads are added four at a time, a task each: each one starts a request on the main thread
 * (about half a millisecond on a fast machine, 2 ms on a busy one), and a page's thirty-odd in one task
 * made a long task on a phone (bench:lighthouse's total blocking time); eight at a time still made
 * tasks of 60-90 ms at the phone's 4x slower CPU in a trace of the live page.
 */
export const PAGE_START_SCRIPT =
  `(function(){var d=document,w=window,s=d.currentScript,done=0;function start(){if(done)return;done=1;` +
  `var h=d.head,p=(s.getAttribute('data-preload')||'').split(' '),i=0;` +
  `function add(){var e,n=i+4;for(;i<p.length&&i<n;i++)if(p[i]){e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=p[i];h.appendChild(e)}` +
  `if(i<p.length)return setTimeout(add,0);` +
  `e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.getAttribute('data-entry');h.appendChild(e)}add()}` +
  `function painted(){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return start();` +
  `var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});` +
  `o.observe({type:'paint',buffered:true})}` +
  `function shown(){if(d.visibilityState!=='visible')start();else requestAnimationFrame(function(){setTimeout(painted,0)})}` +
  `if(d.readyState==='complete')shown();else w.addEventListener('load',shown);setTimeout(start,3000)})()`;
