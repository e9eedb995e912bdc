// @vitest-environment jsdom
// @vitest-environment-options {"url":"http://127.0.0.1:9/"}
// Every route of the route table, drawn by the server, hydrates without a mismatch, checked by React's
// development build, which reports what production React leaves silent (an attribute or a text that
// differs). The pages come
// from the real gateway and origin (their servers, from the run's bundles of their sources when the run
// made them, shared/src/testing/serverArgs.ts, the gateway rendering with the server entry built from the
// current sources) and are hydrated here by the browser's start
// (start.tsx), in each language, on both route sets, in a time zone other than this machine's. (The
// page's own origin is a closed port: the live chunk's socket and any later call go nowhere.) Nor
// does the browser ask the origin again, on arriving, for anything the page shows: its route entry's
// queries (the route table's, shared/src/routes.ts) are the options its components read, so a key the
// server drew under and the browser reads under cannot differ, and a query the page reads but the
// server did not draw is asked for on arrival, which fails here. With the same servers, every route of
// the table is read as the server draws it in each language, for words of another language and for
// codes, keys or placeholders never turned into words (the browser sweep's rules, app/foreignText.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decodeData,
  isEnvelope,
  LOCALES,
  type Locale,
  matchRoute,
  PAGE_STATE_ID,
  type PageQueryName,
  ROUTES,
  type RouteSet,
  routePath,
  subjectName,
} from '@pitchside/shared';
import { SERVER_ENTRIES, serverArgs } from '@pitchside/shared/serverArgs';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildHeaders } from '../api/headers';
import { createQueryClient } from '../api/queries';
import { type PageState, readPageState } from '../render/pageState';
import { foreignText, type PageText } from './foreignText';
import { hydratePage } from './hydratePage';
import { routeQueries } from './pageQueries';
import type { RouteRequest, ShellPageKey } from './pages';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Not this machine's zone (UTC here): the kick-off times and the date strip redraw after hydration. */
const SERVER_ZONE = 'America/Sao_Paulo';
const MISMATCH = /hydrat|did not match|didn't match|server rendered|Hydration error/i;
/** A part of the page that threw while it was taken over (ErrorPage.tsx's boundary logs it so). */
const PAGE_ERROR = /^Page error|The above error occurred/;
/**
 * The gateway's own zone: neither the reader's (this machine's, UTC) nor the one the page is drawn in
 * (SERVER_ZONE), so a time formatted in the process's zone rather than the request's differs here as it
 * does between a server and its readers.
 */
const GATEWAY_PROCESS_ZONE = 'Asia/Shanghai';
const AGENTS: Record<RouteSet, string> = {
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  pc: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36',
};

/**
 * The engine's clock at start: the next Saturday 14:00 UTC. Football follows its real schedule, so a
 * weekday morning may have nothing in play; a Saturday afternoon always has (as e2e/playwright.config.ts).
 */
function saturdayAfternoon(now: number): string {
  const day = 86_400_000;
  const today = new Date(now);
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 14);
  const saturday = at + ((6 - today.getUTCDay() + 7) % 7) * day;
  return new Date(saturday < now ? saturday + 7 * day : saturday).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const children: ChildProcess[] = [];
const scratch: string[] = [];
let gatewayUrl = '';

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function ready(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Still starting.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address that answers with the run's one build of the server entry (the root vitest.config.ts). */
    webServerEntry: string;
  }
}

/**
 * The server entry from the current sources, built as `npm run build -w web` builds it: the run's one
 * build when the run's global set-up provides it (a whole `vitest run`, where the gateway's tests render
 * with the same build), else a build of this file's own.
 */
async function buildServerEntry(): Promise<string> {
  const shared = inject('webServerEntry');
  if (shared) {
    const response = await fetch(shared);
    const text = await response.text();
    if (!response.ok) throw new Error(text);
    return text;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'pitchside-hydration-ssr-'));
  scratch.push(outDir);
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const build = run(
    [
      vite,
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { NODE_ENV: 'production' },
    join(ROOT, 'web'),
  );
  const code = await new Promise((done) => build.once('exit', done));
  if (code !== 0) throw new Error(`the server entry did not build (exit ${code})`);
  return join(outDir, 'entry-server.js');
}

/** The origin's answer to a GET, asked like any client. */
async function originAnswer<T>(
  originUrl: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const headers = buildHeaders({
    path,
    query,
    locale: 'cn',
    clientId: 'hydration-test',
    token: null,
    csrfToken: null,
    timestamp: Date.now(),
  });
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const envelope: unknown = await (await fetch(`${originUrl}${path}?${search}`, { headers })).json();
  if (!isEnvelope(envelope) || typeof envelope.data !== 'string') throw new Error(`no answer to ${path}`);
  return decodeData<T>(envelope.data);
}

/** A football match in play, asked of the origin like any client. */
async function liveMatch(originUrl: string): Promise<{ id: number; homeId: number }> {
  const live = await originAnswer<{ list: { id: number; homeId: number }[] }>(
    originUrl,
    '/vdapi/match/v1/live',
    {
      sport: 1,
    },
  );
  return live.list[0] ?? { id: 0, homeId: 0 };
}

/**
 * A real id of each kind of record a page's subject names (shared `subjectName`), asked of the origin as
 * e2e/sweep.spec.ts does: a route added with an id of a known kind needs nothing here.
 */
type RecordIds = Partial<Record<PageQueryName, number>>;

async function recordIds(originUrl: string, match: { id: number; homeId: number }): Promise<RecordIds> {
  const [collections, config, lineup] = await Promise.all([
    originAnswer<{ list: { id: number }[] }>(originUrl, '/vdapi/videoCollection/list', {
      page: 1,
      pageSize: 12,
    }),
    originAnswer<{ leagueMenu: { leagueId: number }[] }>(originUrl, '/vdapi/config/initconfig'),
    originAnswer<{ home: { starters: { id: number }[] } }>(originUrl, `/vdapi/detail/v1/lineup/${match.id}`),
  ]);
  return {
    matchDetail: match.id,
    collection: collections.list[0]?.id,
    leagueTable: config.leagueMenu[0]?.leagueId,
    team: match.homeId,
    player: lineup.home.starters[0]?.id,
  };
}

/** A cup of the menu with its bracket drawn (the league page's bracket tab), asked of the origin. */
async function cupWithBracket(originUrl: string): Promise<number> {
  const config = await originAnswer<{ leagueMenu: { leagueId: number }[] }>(
    originUrl,
    '/vdapi/config/initconfig',
  );
  for (const { leagueId } of config.leagueMenu) {
    const table = await originAnswer<{ kind: string; bracket: unknown[] }>(
      originUrl,
      '/vdapi/match/v1/league/table',
      { leagueId },
    );
    if (table.kind === 'cup' && table.bracket.length > 0) return leagueId;
  }
  throw new Error('no cup with a bracket on the menu');
}

/**
 * Every route of the table with a real id (the error page by an unknown path), and the tabs a reader
 * opens by their address that draw more than the page's first tab: the detail's odds, a cup's bracket, a
 * collection's related clips.
 */
function everyRoute(ids: RecordIds, cup: number): string[] {
  const paths = ROUTES.map((route) => {
    if (route.page === 'notFound') return '/no-such-page';
    if (!route.hasId) return route.pattern;
    const kind = subjectName(route.page);
    const id = kind ? ids[kind] : undefined;
    if (!id) throw new Error(`no real id for ${route.pattern} (its subject: ${kind})`);
    return routePath(route.page, { id });
  });
  return [
    ...paths,
    `${routePath('liveDetail', { id: ids.matchDetail })}?tab=odds`,
    `${routePath('specialDetail', { id: cup })}?tab=bracket`,
    `${routePath('collection', { id: ids.collection })}?tab=relates`,
  ];
}

/** The gateway's answer for a page, to a reader of `locale` on `routeSet`. */
function servedDocument(path: string, locale: Locale, routeSet: RouteSet): Promise<Response> {
  return fetch(`${gatewayUrl}${path}`, {
    headers: {
      'user-agent': AGENTS[routeSet],
      cookie: `i18n_redirected=${locale}; tz=${encodeURIComponent(SERVER_ZONE)}`,
    },
  });
}

/**
 * The text of a drawn document that its reader meets, read as e2e/pageText.ts reads a page in the
 * browser, less what needs a layout (a closed menu's text is read here too): its title and head data,
 * text nodes, and the `title`, `aria-label`, `placeholder` and `alt` of elements. Left out: scripts and
 * styles, `hidden`, text marked in another language (`lang`), and what users wrote (`data-user-text`).
 */
function drawnText(html: string): PageText[] {
  // Scripts and styles out first: the start state alone is most of a page's bytes.
  const drawn = new DOMParser().parseFromString(
    html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ''),
    'text/html',
  );
  const lang = drawn.documentElement.lang;
  const out: PageText[] = [{ text: drawn.title, where: 'title' }];
  for (const name of ['description', 'keywords']) {
    const content = drawn.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
    if (content) out.push({ text: content, where: `meta[${name}]` });
  }
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  // Down the tree once, leaving whole subtrees out; `where` is the nearest element with a class.
  const read = (element: Element, named: string) => {
    if (
      skipped.has(element.tagName) ||
      element.hasAttribute('hidden') ||
      element.hasAttribute('data-user-text')
    )
      return;
    const marked = element.getAttribute('lang');
    if (marked !== null && marked !== lang) return;
    const cls = element.getAttribute('class')?.split(/\s+/).filter(Boolean).slice(0, 2).join('.');
    const where = cls ? `${element.tagName.toLowerCase()}.${cls}` : named || element.tagName.toLowerCase();
    for (const attribute of ['title', 'aria-label', 'placeholder', 'alt']) {
      const text = element.getAttribute(attribute)?.trim();
      if (text) out.push({ text, where: `${where}[${attribute}]` });
    }
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent?.trim();
        if (text) out.push({ text, where: cls ? where : named || element.tagName.toLowerCase() });
      } else if (child.nodeType === Node.ELEMENT_NODE) read(child as Element, cls ? where : named);
    }
  };
  read(drawn.body, '');
  return out;
}

/** The page as the gateway sends it: the markup of #root and its start state. */
async function servedPage(path: string, locale: Locale, routeSet: RouteSet) {
  const response = await servedDocument(path, locale, routeSet);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];
  const state = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  if (root === undefined || state === undefined) throw new Error(`${path} was not drawn by the server`);
  return { root, state };
}

/**
 * The answers a drawn page asked the origin for again as it arrived: each is a query its components
 * read under a key the server did not draw (its route entry does not name it, or names another), or
 * one drawn and asked again at once. Not counted: the page's draws in the reader's own zone after
 * hydration (the day strip's day there), and a query a topic replaces when the page holds that topic's
 * state (in a browser the live store starts from it; here, a store made by an earlier page has not).
 */
/** The page a path shows and the request the server drew it for (its zone and instant unless given). */
function drawnRequest(
  path: string,
  state: PageState,
  timeZone: string | undefined = state.timeZone,
  now: number = state.now,
): { page: ShellPageKey | null; request: RouteRequest } {
  const route = matchRoute(path);
  return {
    page: route && route.page !== 'notFound' ? route.page : null,
    request: {
      params: route?.params ?? {},
      search: new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?')) : ''),
      locale: state.locale,
      routeSet: state.routeSet,
      timeZone,
      now,
    },
  };
}

/** The answers the page's entry names for the drawn request that the client has no query for yet. */
function missingFromClient(path: string, state: PageState, client: QueryClient): string[] {
  const { page, request } = drawnRequest(path, state);
  return routeQueries(page, request)
    .map((query) => hashKey(query.queryKey))
    .filter((key) => !client.getQueryCache().get(key));
}

function askedOnArrival(path: string, state: PageState, fetched: readonly Query[]): string[] {
  const keysFor = (timeZone: string | undefined, now: number) => {
    const { page, request } = drawnRequest(path, state, timeZone, now);
    return new Set(routeQueries(page, request).map((q) => hashKey(q.queryKey)));
  };
  const drawn = keysFor(state.timeZone, state.now);
  // The reader's zone named: a request without one is not read in the reader's zone, and between
  // midnight and 03:00 UTC the reader's day (UTC here) and the drawn one (São Paulo's) differ.
  const readersOwn = keysFor(Intl.DateTimeFormat().resolvedOptions().timeZone, Date.now());
  const asked: string[] = [];
  for (const query of fetched) {
    const key = hashKey(query.queryKey);
    // Asked for on arrival by design, and said so in its options (api/queries.ts).
    if (query.meta?.askedOnArrival === true) continue;
    const topic = query.meta?.topic;
    if (typeof topic === 'string' && topic in state.topics) continue;
    if (readersOwn.has(key) && !drawn.has(key)) continue;
    if (!asked.includes(key)) asked.push(key);
  }
  return asked.map((key) => `asked again on arrival: ${key}`);
}

/**
 * The answers the page's entry names that the served page does not hold: none when the server drew the
 * page whole. (A query a topic replaces is not drawn while the page holds that topic's state.)
 */
function undrawn(path: string, stateText: string): string[] {
  const state = JSON.parse(stateText) as PageState;
  const { page, request } = drawnRequest(path, state);
  const drawn = new Set(state.queries.queries.map((query) => hashKey(query.queryKey)));
  return routeQueries(page, request)
    .filter((query) => !(query.topic && query.topic in state.topics))
    .map((query) => hashKey(query.queryKey))
    .filter((key) => !drawn.has(key));
}

/** A MediaQueryList as a browser gives one, matching nothing: jsdom has none, and swiper reads it. */
function withMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (media: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: false,
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
}

async function hydrationProblems(path: string, locale: Locale, routeSet: RouteSet): Promise<string[]> {
  withMatchMedia();
  let page = await servedPage(path, locale, routeSet);
  // A render on a busy machine can pass its time limit before an answer comes: the page then goes out
  // without it, and the browser rightly asks for it. What is checked here is a page drawn whole, so it
  // is asked for again (a few times at most) until the server drew every answer its entry names; a
  // page that never is fails below, each answer asked again on arrival named.
  for (let attempt = 1; attempt < 6 && undrawn(path, page.state).length > 0; attempt += 1)
    page = await servedPage(path, locale, routeSet);
  document.body.innerHTML = `<div id="root">${page.root}</div>`;
  // A browser starts a parsed media element muted when it has the attribute (HTML §4.8.11.10); jsdom
  // does not, and React compares the property when it hydrates.
  for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_STATE_ID;
  // The page escapes `<` in the state as \u003c, which JSON reads back.
  script.textContent = page.state;
  document.body.append(script);
  window.history.replaceState(null, '', path);
  // The browser that asked for the page holds its language cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the visitor's browser sent with the request
  document.cookie = `i18n_redirected=${locale}; path=/`;
  delete document.documentElement.dataset.hydrated;

  const errors = vi.spyOn(console, 'error');
  // What the page's query client asks the origin for, from its start until it has settled.
  const queryClient = createQueryClient();
  const fetched: Query[] = [];
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') fetched.push(event.query);
  });
  const state = readPageState();
  const container = document.getElementById('root');
  if (!state || !container) throw new Error('no page to hydrate');
  // In act(), which returns once React has done all it scheduled: the shell's hydration, each page
  // boundary's after it, their effects (what they ask for on arrival), and the redraw in the reader's
  // own zone and instant.
  let hydrated: Root | undefined;
  await act(async () => {
    hydrated = await hydratePage(container, state, queryClient);
  });
  const root = hydrated;
  if (!root) throw new Error('no root');
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  // The browser's own zone and instant are drawn after hydration, in a transition: let it finish.
  await waitFor(() => expect(container.querySelector('[data-route-set]')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The page's own part hydrates after the shell (a Suspense boundary of its own): until each answer
  // its entry names is in the client (drawn, or asked for by the component that reads it), and then
  // its effects, what it asks for on arrival.
  await waitFor(() => expect(missingFromClient(path, state, queryClient)).toEqual([]));
  await act(async () => {});
  const problems = errors.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((message) => MISMATCH.test(message) || PAGE_ERROR.test(message))
    .map((message) => `${locale} ${routeSet} ${path}: ${message.slice(0, 2000)}`);
  unsubscribe();
  problems.push(
    ...askedOnArrival(path, state, fetched).map((key) => `${locale} ${routeSet} ${path}: ${key}`),
  );
  errors.mockRestore();
  root.unmount();
  return problems;
}

describe('server-drawn pages hydrate without a mismatch (React development build)', () => {
  let ids: RecordIds = {};
  let paths: string[] = [];

  beforeAll(async () => {
    const [originPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-hydration-data-'));
    scratch.push(dataDir);
    const originUrl = `http://127.0.0.1:${originPort}`;
    run(serverArgs(SERVER_ENTRIES.origin), {
      PORT: String(originPort),
      DATA_DIR: dataDir,
      ENGINE_START: saturdayAfternoon(Date.now()),
      LOG_LEVEL: 'warn',
    });
    const entry = await buildServerEntry();
    run(serverArgs(SERVER_ENTRIES.gateway), {
      PORT: String(gatewayPort),
      ORIGIN_URL: originUrl,
      WEB_DIST: join(dataDir, 'no-site'),
      WEB_SSR: entry,
      LOG_LEVEL: 'warn',
      TZ: GATEWAY_PROCESS_ZONE,
      // What is checked is what the server draws, not how fast the origin answers: on a busy machine an
      // answer can take longer than the gateway's usual wait, and the page would go out without it.
      UPSTREAM_TIMEOUT_MS: '20000',
    });
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await Promise.all([ready(`${originUrl}/healthz`), ready(`${gatewayUrl}/readyz`)]);
    const match = await liveMatch(originUrl);
    if (!match.id) throw new Error('no football match in play');
    ids = await recordIds(originUrl, match);
    paths = everyRoute(ids, await cupWithBracket(originUrl));
  }, 480_000);

  afterAll(async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return null;
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  // Every route of the table (a page drawn with its subject as a reader not signed in), on both route
  // sets, the three languages taking turns: each route is hydrated in two of them, each language on a
  // third of the routes per set (all of them in each language tripled this test's time).
  const LANGUAGES = ['cn', 'en', 'vi'] as const;
  for (const [turn, routeSet] of (['mobile', 'pc'] as const).entries()) {
    for (const [index, locale] of LANGUAGES.entries()) {
      it(`every route on the ${routeSet} set, a third of them in ${locale}`, async () => {
        const problems: string[] = [];
        for (const [at, path] of paths.entries()) {
          if ((at + turn) % LANGUAGES.length !== index) continue;
          problems.push(...(await hydrationProblems(path, locale, routeSet)));
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }

  // The language scan of the server's HTML (e2e/sweep.spec.ts reads the same pages in a browser, with
  // the same rules): every route of the table, with a real id, in each language, each route on one
  // route set per language, alternating, so each is read on both.
  it("draws every route in its reader's language alone: no other language's words, no raw codes or keys", async () => {
    const reads = paths.slice(0, ROUTES.length).flatMap((path, index) => {
      return LOCALES.map(({ code: locale }, turn) => ({
        path,
        locale,
        routeSet: ((index + turn) % 2 === 0 ? 'mobile' : 'pc') as RouteSet,
      }));
    });
    // One at a time: renders at once on a busy machine pass the render's time limit, and each then
    // goes on drawing behind the page sent undrawn.
    const findings: string[] = [];
    for (const read of reads) {
      const html = await (await servedDocument(read.path, read.locale, read.routeSet)).text();
      // A page sent undrawn has nothing to read: it would pass unread.
      if (!html.includes(`id="${PAGE_STATE_ID}"`)) findings.push(`${read.path} was not drawn by the server`);
      for (const found of foreignText(read.locale, drawnText(html)))
        findings.push(
          `${read.locale} ${read.routeSet} ${read.path} ${found.where}: "${found.text}" (${found.why})`,
        );
    }
    expect(findings).toEqual([]);
  }, 120_000);
});
