import { HEAD_KEYS, PAGES, ROUTES, type TopicName } from '@pitchside/shared';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQueriesWith } from '../api/queryCall';
import cn from '../i18n/catalogs/cn';
import en from '../i18n/catalogs/en';
import vi from '../i18n/catalogs/vi';
import { startI18n } from '../i18n/i18n';
import { routeQueries, routeSubject } from './pageQueries';
import {
  loadRouteData,
  PAGE_COMPONENTS,
  pageSources,
  pageTitle,
  type RouteRequest,
  routeTopics,
  type ShellPageKey,
} from './pages';

const SHELL_PAGES = ROUTES.map((row) => row.page).filter((page): page is ShellPageKey => page !== 'notFound');

/** 2026-11-28 12:00 UTC: 20:00 in Shanghai, 09:00 in São Paulo. */
const NOW = Date.UTC(2026, 10, 28, 12);

const request = (over: Partial<RouteRequest> = {}): RouteRequest => ({
  params: { id: 7 },
  search: new URLSearchParams(),
  locale: 'en',
  routeSet: 'mobile',
  timeZone: 'Asia/Shanghai',
  now: NOW,
  ...over,
});

const keys = (page: ShellPageKey | null, on: RouteRequest) =>
  routeQueries(page, on).map((query) => JSON.stringify(query.queryKey));

describe('the route table', () => {
  // The app starts its i18n before any page's chunk loads; some chunks add their strings on loading.
  beforeAll(() => startI18n('en'));

  it('declares every page once, in full: pattern, head data, a component, and a subject for a page of a record', async () => {
    // One component per page of the shared table (the compiler holds the web to the same keys).
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual([...SHELL_PAGES].sort());
    expect(new Set(ROUTES.map((row) => row.pattern)).size).toBe(ROUTES.length);
    for (const page of SHELL_PAGES) {
      const declared = PAGES[page];
      expect(declared.pattern, page).toMatch(/^\/([a-z-]+|:id)?(\/([a-z-]+|:id))*$/);
      expect(HEAD_KEYS, page).toContain(declared.head);
      // A feature's view, in its own module: the build manifest's key is its source.
      expect(pageSources(page)[0], page).toMatch(/^src\/features\/.+\.tsx$/);
      const { chunk, component } = PAGE_COMPONENTS[page];
      const loaded = await chunk.module.load();
      expect(typeof loaded[component], `${page}: ${chunk.source} exports ${component}`).toBe('function');
    }
  }, 60_000);

  it('titles each page the catalogs word, in cn, en and vi; a page without a title has its head data', () => {
    const titled = ROUTES.filter((route) => pageTitle(route.page) !== null).map((route) => route.page);
    // The pages without head data of their own (head 'home') but the home page, and the error page.
    expect(titled.sort()).toEqual(
      ROUTES.filter((route) => route.head === 'home' && route.page !== 'home')
        .map((route) => route.page)
        .sort(),
    );
    const catalogs = { cn, en, vi };
    for (const [locale, catalog] of Object.entries(catalogs)) {
      const t = i18next.createInstance();
      void t.init({ lng: locale, resources: { [locale]: { translation: catalog } }, initAsync: false });
      for (const page of titled) {
        const key = pageTitle(page) ?? '';
        expect(t.exists(key), `${locale} ${page} ${key}`).toBe(true);
        expect(t.t(key), `${locale} ${page}`).not.toBe(key);
      }
    }
  });

  it('names a subject for the pages of a record (a match, player, competition, team, highlight collection), drawn with their other answers', () => {
    // Every page with an id in its path is about a record, which its entry names.
    for (const page of SHELL_PAGES)
      if (PAGES[page].pattern.endsWith('/:id')) expect(routeSubject(page, request()), page).not.toBeNull();
    const on = request({ params: { id: 41 } });
    const subjects = Object.fromEntries(
      SHELL_PAGES.map((page) => [page, routeSubject(page, on)?.queryKey.join(' ') ?? null]),
    );
    expect(subjects).toMatchObject({
      liveDetail: 'detail 41 en',
      zqDetail: 'detail 41 en',
      player: 'player en 41',
      specialDetail: 'special table en 41',
      team: 'team en 41 ',
      collection: 'collection detail en 41 ',
    });
    for (const page of SHELL_PAGES) {
      const subject = routeSubject(page, on);
      if (subject) expect(keys(page, on), page).toContain(JSON.stringify(subject.queryKey));
    }
    expect(routeSubject('about', on)).toBeNull();
    expect(routeSubject(null, on)).toBeNull();
  });

  it('names, for each answer a topic replaces, a topic the page watches', () => {
    for (const page of SHELL_PAGES) {
      for (const locale of ['cn', 'en', 'vi'] as const) {
        const on = request({ locale });
        const topics = new Set<TopicName>(routeTopics(page, on));
        for (const query of routeQueries(page, on)) {
          if (query.topic !== null)
            expect(topics, `${page}: ${query.queryKey.join(' ')}`).toContain(query.topic);
        }
        const asked = keys(page, on);
        expect(new Set(asked).size, page).toBe(asked.length);
        // Names come in the request's language: it is in every key.
        for (const query of routeQueries(page, on)) expect(query.queryKey, page).toContain(locale);
      }
    }
  });

  it("asks every answer through the render's calls, so the server can draw it (queryCall, not fetch)", async () => {
    for (const page of SHELL_PAGES) {
      const on = request();
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      // Each call once, however often a query's own retry asks it again.
      const asked = new Set<string>();
      answerQueriesWith(client, (key, call) => {
        asked.add(`${key} ${JSON.stringify(call)}`);
        return Promise.reject(new Error('not answered in this test'));
      });
      const queries = routeQueries(page, on);
      await Promise.all(queries.map((query) => query.prefetch(client)));
      expect(asked.size, page).toBe(queries.length);
      client.clear();
    }
  });

  it("the browser's loader asks for a page's answers on a navigation, and for none on a page the server drew", async () => {
    const on = request({ params: { id: 41 } });
    const asked = (drawn: boolean) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const calls: string[] = [];
      answerQueriesWith(client, (key, call) => {
        calls.push(`${key} ${JSON.stringify(call)}`);
        return Promise.reject(new Error('not answered in this test'));
      });
      loadRouteData(client, 'liveDetail', on, drawn);
      return calls;
    };
    // Every answer of the entry but the one the match's topic replaces, once its builders are in.
    const navigated = asked(false);
    const expected = routeQueries('liveDetail', on).filter((query) => query.topic === null).length;
    await expect.poll(() => navigated.length).toBe(expected);
    expect(expected).toBeGreaterThan(1);
    // Hydrating (or on the server), the page holds what it was drawn from: nothing is asked.
    // (The builders are in by now: a loader that asked would have asked before this import settles.)
    const drawn = asked(true);
    await import('./pageQueries');
    expect(drawn).toEqual([]);
  });

  it("draws the football page with the answers its view reads: /zq's football in play, the football schedule of the league asked", () => {
    const on = request({ search: new URLSearchParams('league=39&date=1') });
    const football = keys('matchesFootball', on);
    // The very answer /zq draws: one answer, cached once.
    expect(football).toContain(JSON.stringify(['index-football', 'en']));
    expect(keys('zq', on)).toContain(JSON.stringify(['index-football', 'en']));
    expect(football).toContain(JSON.stringify(['matches', 'schedule', 'en', 1, '2026-11-29', 39, '']));
    expect(keys('matchesFootball', request()).filter((key) => key.includes('"schedule"'))).toEqual([
      JSON.stringify(['matches', 'schedule', 'en', 1, '2026-11-28', 0, '']),
    ]);
  });

  it("follows the request: the detail's id, the live sections' sports, the day strip's day and sport", () => {
    expect(routeTopics('liveDetail', request({ params: { id: 41 } }))).toEqual(['match:41@en']);
    // Opened on its odds tab, the detail watches the odds too and asks for them over REST on the server.
    const onOdds = request({ params: { id: 41 }, search: new URLSearchParams('tab=odds') });
    expect(routeTopics('zqDetail', onOdds)).toEqual(['match:41@en', 'odds:41@en']);
    expect(keys('zqDetail', onOdds)).toContain(JSON.stringify(['odds', 41, 'en']));
    expect(keys('liveDetail', request({ params: { id: 41 } }))).not.toContain(
      JSON.stringify(['odds', 41, 'en']),
    );
    expect(routeTopics('live', request({ locale: 'cn' }))).toEqual([
      'live:football',
      'live:basketball',
      'live:esport',
    ]);
    // A competition's page draws its table as it stands, pushed.
    expect(routeTopics('specialDetail', request({ params: { id: 7 }, locale: 'vi' }))).toEqual([
      'table:7@vi',
    ]);
    expect(routeTopics('about', request())).toEqual([]);
    expect(routeTopics(null, request())).toEqual([]);
    // The error page draws the shell alone.
    expect(keys(null, request())).toEqual([JSON.stringify(['initconfig', 'en'])]);

    // Two days back on the results strip, basketball: in Shanghai that is one API day…
    const results = (timeZone: string) =>
      keys('matchesResults', request({ timeZone, search: new URLSearchParams('date=-2&sport=2') })).filter(
        (key) => key.includes('"result"'),
      );
    expect(results('Asia/Shanghai')).toEqual([
      JSON.stringify(['matches', 'result', 'en', 2, '2026-11-26', '']),
    ]);
    // …and in São Paulo (UTC-3) the visitor's 26 November spans two of the API's (UTC+8) days.
    expect(results('America/Sao_Paulo')).toEqual([
      JSON.stringify(['matches', 'result', 'en', 2, '2026-11-26', '']),
      JSON.stringify(['matches', 'result', 'en', 2, '2026-11-27', '']),
    ]);
    // The schedule starts today; a date outside the strip is today.
    expect(keys('matches', request({ search: new URLSearchParams('date=-3') }))).toContain(
      JSON.stringify(['matches', 'schedule', 'en', 1, '2026-11-28', 0, '']),
    );
  });
});
