import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOCALES,
  type Locale,
  matchRoute,
  type PageKey,
  type PageQueryName,
  ROUTES,
  routePath,
  subjectName,
} from '@pitchside/shared';
import { type Account, call, signUp } from './account';
import { axeViolations } from './axe';
import { expect, type Locator, type Page, test } from './fixtures';
import { foreignText, readPageText, readPictureText } from './pageText';
import { brokenWords, innerScroll, longNamePages, longNameWords, PHONE_WIDTH, sideScroll } from './phoneFit';
import { filled, settled } from './settle';
import { lookAt } from './shots';
import { STRIP_PAGES, stripProblems } from './strips';
import { claimLiveMatch } from './testClock';
import { signInPage, watchViolations } from './watch';

// One visit of every route of PRODUCT §2 in every language on the phone, and in one language on the
// desktop (languageOf: the languages take turns over the routes, so each is read on a third of them),
// that checks all a route must be on every visit:
// - it loads under its Content-Security-Policy with no violation (docs/API.md "Security headers");
// - no console error and no uncaught exception;
// - the server drew it (layout, start state and language in the first response) and it hydrated
//   without a mismatch (React's "Hydration error", minified errors #418-#425);
// - nothing on it, on its tabs (read on the phone) or in the sign-in modal is in another language's script or strings,
//   and no code, key or placeholder shows as it came;
// - its heading and its real content, in the layout's set;
// - nothing on it (or on any of its tabs, on the phone) wider than the window, a phone's at 360 px (docs/ARCHITECTURE.md "What a phone shows"), and on
//   a phone the longest real team names broken between words, never inside one: the phone also reads the
//   pages that carry the two longest names of its language (their team pages and the league), and a
//   team's squad whole, without scrolling inside its box (phoneFit.ts WHOLE_TABLES);
// - on the home, the live and matches lists, a league and a match, each strip that scrolls sideways fades at
//   the edge with more past it, and only then (strips.ts; layout.spec.ts reads the other languages' sets);
// - axe finds no WCAG 2.1 A/AA or best-practice violation (in one language per route and layout, see languageOf);
// - it is reached from / by following the site's own links within the set (on the phone, which reads
//   every route of both sets: the links are the page's markup, whatever the window's width).
// cn and vi are read in the device's own set; en in the other set, under its prefix (/pc on a phone,
// /mobile on a desktop), so each set is read on both devices. Then the signed-in reader's pages.
// The desktop reads a route's words in one language: what a layout changes is where things go and how
// wide they are, and the phone reads every route's words in all three (the strips, whose width is the
// words', are read on the desktop in all three). A failure names the page, the place and the text.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/**
 * Where a sweep's time goes, by phase (E2E_PROFILE=1 prints it at the end of each test): the figures
 * to weigh a change of the sweep by.
 */
const PROFILE = process.env.E2E_PROFILE === '1';
function profiler() {
  const spent = new Map<string, number>();
  return {
    async time<T>(name: string, work: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await work();
      } finally {
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - start);
      }
    },
    print(title: string, total: number) {
      if (!PROFILE) return;
      const lines = [...spent].sort((a, b) => b[1] - a[1]);
      const row = ([name, ms]: [string, number]) =>
        `  ${name.padEnd(24)} ${(ms / 1000).toFixed(1).padStart(7)} s ${((100 * ms) / total).toFixed(0).padStart(4)}%`;
      console.log([`sweep profile, ${title}: ${(total / 1000).toFixed(1)} s`, ...lines.map(row)].join('\n'));
    },
  };
}
const isPhone = () => test.info().project.name === 'mobile';

const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', vi: 'vi' };
const MISMATCH = /hydrat|Minified React error #4(18|19|2[0-5])|did not match|didn't match/i;

/** The level-1 heading of the pages that have a fixed one, in each language. */
const HEADINGS: Partial<Record<PageKey, Record<Locale, string | RegExp>>> = {
  liveVideo: { cn: '有直播画面的比赛', en: 'Matches with a live stream', vi: 'Trận có luồng trực tiếp' },
  matches: { cn: '赛程', en: 'Matches', vi: 'Lịch thi đấu' },
  matchesFootball: { cn: '足球比赛', en: 'Football matches', vi: 'Trận bóng đá' },
  matchesHot: { cn: '热门比赛', en: 'Hot matches', vi: 'Trận nổi bật' },
  matchesResults: { cn: '赛果', en: 'Results', vi: 'Kết quả' },
  matchesAnchors: { cn: '主播', en: 'Anchors', vi: 'Bình luận viên' },
  matchesColects: { cn: '我的收藏', en: 'Favourites', vi: 'Yêu thích' },
  collection: { cn: /.+/, en: /.+/, vi: /.+/ },
  special: { cn: '专题', en: 'Specials', vi: 'Chuyên đề' },
  specialDetail: { cn: /.+/, en: /.+/, vi: /.+/ },
  search: { cn: '搜索', en: 'Search', vi: 'Tìm kiếm' },
  user: { cn: '个人中心', en: 'Profile', vi: 'Trang cá nhân' },
  userFeed: { cn: '我的动态', en: 'My feed', vi: 'Bảng tin của tôi' },
  about: { cn: '关于我们', en: 'About', vi: 'Giới thiệu' },
  protocol: { cn: /协议|政策/, en: /Terms|policy/, vi: /Điều khoản|chính sách/ },
  productOrder: { cn: /订单/, en: /Orders/, vi: /Đơn hàng/ },
  productSteward: { cn: /管家/, en: /Steward/, vi: /quản gia/ },
};

/** The league page's standings tab. */
const STANDINGS: Record<Locale, string> = { cn: '积分榜', en: 'Table', vi: 'Bảng xếp hạng' };

const rows = (page: Page) => page.locator('main .match-card');
const emptyOrRows = (page: Page) => page.locator('main .match-card, main .empty-state');

/** What each of those pages shows from the origin, to a reader who is signed out. */
const CONTENT: Partial<Record<PageKey, (page: Page) => Locator>> = {
  // The match this spec claims has the test picture: listed, and marked a test.
  liveVideo: (p) => p.locator('main .match-card [data-testid="test-picture-mark"]'),
  matches: (p) => p.locator('main .collection-tile'),
  matchesHot: (p) => p.locator('main .league-block'),
  matchesResults: emptyOrRows,
  // Anchors are users' rooms: none when nobody has made one yet (the anchors' own spec makes one).
  matchesAnchors: (p) => p.locator('main .anchor-tile, main .empty-state'),
  matchesColects: (p) => p.locator('main .sign-in-offer button'),
  collection: (p) => p.locator('main .clip-item'),
  special: (p) => p.locator('main .special-tile'),
  specialDetail: emptyOrRows,
  search: (p) => p.locator('main .hot-words a'),
  user: (p) => p.locator('main .sign-in-offer button'),
  userFeed: (p) => p.locator('main .sign-in-offer button'),
  about: (p) => p.locator('main .contact-list dd'),
  protocol: (p) => p.locator('main section h2'),
  productOrder: (p) => p.locator('main .plan'),
  productSteward: (p) => p.locator('main .contact-list dd'),
};

/**
 * The football page lists its matches. Late in the run's football day, today may have none left to
 * play: then the next day of its date strip does.
 */
async function upcoming(page: Page, at: string) {
  const empty = page.locator('main .empty-state');
  await expect(rows(page).or(empty).first(), at).toBeVisible({ timeout: 15_000 });
  if ((await rows(page).count()) > 0) return;
  await page.locator('.date-strip .date-chip').nth(1).click();
  await expect(rows(page).first(), `${at}, the next day`).toBeVisible({ timeout: 15_000 });
}

interface Ids {
  match: number;
  collection: number;
  league: number;
  team: number;
  player: number;
}

/**
 * Ids that exist, from the API: a football match in play (one with a stream when there is one, so its
 * player loads under the policy too), its home team and a player of its line-up, a highlight collection
 * and a league.
 */
async function findIds(baseURL: string): Promise<Ids> {
  const client = randomUUID();
  // A match of this test's own, with a stream, kicked off by the test controls: the tests beside it move
  // only the matches they claimed, so this one stays in play (and its stream on air) while it is read.
  const match = await claimLiveMatch({ sport: 'football', video: true });
  const collections = await call<{ list: { id: number }[] }>(
    baseURL,
    client,
    'GET',
    '/vdapi/videoCollection/list',
    { query: { page: '1', pageSize: '1' } },
  );
  const config = await call<{ leagueMenu: { leagueId: number }[] }>(
    baseURL,
    client,
    'GET',
    '/vdapi/config/initconfig',
  );
  const lineup = await call<{ home: { starters: { id: number }[] } }>(
    baseURL,
    client,
    'GET',
    `/vdapi/detail/v1/lineup/${match.id}`,
  );
  const ids = {
    match: match.id,
    collection: collections.list[0]?.id ?? 0,
    league: config.leagueMenu[0]?.leagueId ?? 0,
    team: match.homeTeamId,
    player: lineup.home.starters[0]?.id ?? 0,
  };
  expect(
    Object.values(ids).every((id) => id > 0),
    JSON.stringify(ids),
  ).toBe(true);
  return ids;
}

interface Visit {
  page: PageKey;
  path: string;
}

/**
 * Every route of the table with a real id (the error page by an unknown path), and two addresses more.
 * A route's id is one of the record its subject names (shared `subjectName`), so a page added with an
 * id of a known kind is visited without a line here.
 */
function visits(ids: Ids): Visit[] {
  const idOf: Partial<Record<PageQueryName, number>> = {
    matchDetail: ids.match,
    collection: ids.collection,
    leagueTable: ids.league,
    team: ids.team,
    player: ids.player,
  };
  const all = ROUTES.map((route): Visit => {
    if (route.page === 'notFound') return { page: route.page, path: '/no-such-page' };
    if (!route.hasId) return { page: route.page, path: route.pattern };
    // A record of a new kind fails here, rather than reading /…/undefined.
    const kind = subjectName(route.page);
    const id = kind ? idOf[kind] : undefined;
    if (id === undefined)
      throw new Error(`no id for the ${route.page} page (${route.pattern}, subject ${kind})`);
    return { page: route.page, path: routePath(route.page, { id }) };
  });
  const every: Visit[] = [
    ...all,
    // Search with a query; a tab named in the address (the server draws it selected).
    { page: 'search', path: '/search?q=a' },
    { page: 'liveDetail', path: `/live/detail/${ids.match}?tab=odds` },
  ];
  // The match's own pages first, while it is surely in play: it was kicked off just before, and plays on
  // to full time in a few minutes of the run's clock, which a slow machine's sweep can outlast.
  const ofMatch = (visit: Visit) => visit.page === 'liveDetail' || visit.page === 'zqDetail';
  return [...every.filter(ofMatch), ...every.filter((visit) => !ofMatch(visit))];
}

/** The same-origin links of the page, as paths with their query. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((anchor) => new URL((anchor as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  );
  return [...new Set(hrefs)];
}

/** One problem: what and where (`key`, the same on every page), and the page it was seen on. */
interface Seen {
  key: string;
  page: string;
}

/** Each problem once, on the first page it was seen (the header's would repeat on every page). */
function firstOfEach(found: readonly Seen[]): string[] {
  const first = new Map<string, string>();
  for (const { key, page } of found) if (!first.has(key)) first.set(key, page);
  return [...first].map(([key, page]) => `${page} ${key}`);
}

/** Reads the page (and its pictures) as a reader of `locale`; returns what is not in their words. */
async function scanText(page: Page, locale: Locale, where: string): Promise<Seen[]> {
  const texts = [...(await readPageText(page)), ...(await readPictureText(page))];
  return foreignText(locale, texts).map((finding) => ({
    key: `${finding.where}: "${finding.text}" is ${finding.why}`,
    page: where,
  }));
}

/**
 * A visit's one language, where one is enough: its axe audit's on each layout, and on the desktop the
 * language it is read in. The home, matches and error pages in cn, the other pages taking turns between
 * cn, vi (both in the device's own set) and en (in the other set), the signed-in pages too. An audit
 * takes seconds, so the three languages' tests share them out.
 */
function languageOf(key: PageKey, path: string, signedIn: boolean): Locale {
  if (!signedIn && (key === 'home' || key === 'matches' || key === 'notFound')) return 'cn';
  const index =
    ROUTES.findIndex((route) => route.page === key) + (path.includes('?') ? 1 : 0) + (signedIn ? 1 : 0);
  return (['cn', 'vi', 'en'] as const)[index % 3] ?? 'cn';
}

for (const { code: locale } of LOCALES) {
  test(`the routes in ${locale}: policy, errors, hydration, words, content, accessibility and links`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(1_200_000);
    const testStart = performance.now();
    const profile = profiler();
    if (!baseURL) throw new Error('baseURL is not set');
    const ownSet = isPhone() ? 'mobile' : 'pc';
    const set = locale === 'en' ? (isPhone() ? 'pc' : 'mobile') : ownSet;
    const prefix = set === ownSet ? '' : `/${set}`;
    const routeSetOfLinks = set === ownSet ? null : set;
    // The narrowest common phone rather than the project's 390 px: what fits it fits every phone.
    if (isPhone()) await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
    const account: Account = await signUp(baseURL, `sweep-${locale}`);
    const ids = await findIds(baseURL);
    // The longest names of Vietnamese are English's (Borussia Mönchengladbach): read in cn and en.
    const longNames = isPhone() && locale !== 'vi' ? await longNamePages(baseURL, locale) : null;
    const nameWords = longNameWords(locale);
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);

    const violations = await watchViolations(page);
    let at = '';
    let notFoundAt = '';
    const errors: string[] = [];
    const mismatches: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (MISMATCH.test(text)) mismatches.push(`${at}: ${text}`);
      if (message.type() !== 'error') return;
      // The error page's own answer is a 404, which Chromium reports as a failed load of the document.
      if (/status of 404/.test(text) && message.location().url === notFoundAt) return;
      errors.push(`${at}: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`${at}: ${error.message}`));
    const found: Seen[] = [];
    const axe: string[] = [];
    /** Pages wider than the window, and long names broken inside a word. */
    const wide: string[] = [];
    const broken: Seen[] = [];
    async function fits(where: string) {
      const spill = await sideScroll(page);
      if (spill) wide.push(`${where}: ${spill}`);
      if (isPhone()) {
        for (const word of await brokenWords(page, nameWords)) broken.push({ key: word, page: where });
        for (const table of await innerScroll(page)) wide.push(`${where}: ${table}`);
      }
    }
    const stripPages = STRIP_PAGES(ids.league, ids.match);
    const strips: string[] = [];
    let scrollingStrips = 0;
    /** The site's links, by the page they are on and the page they lead to. */
    const edges = new Map<PageKey, Set<PageKey>>();

    async function visit({ page: key, path }: Visit, signedIn: boolean, longName = false) {
      const own = languageOf(key, path, signedIn) === locale;
      const stripPage = !signedIn && !longName && stripPages.includes(path);
      if (!isPhone() && !own && !stripPage) return;
      const url = `${prefix}${path}` || '/';
      at = signedIn ? `${url} [signed in]` : url;
      notFoundAt = key === 'notFound' ? new URL(url, baseURL).href : '';
      // Once the document is in: the checks below wait for hydration, content, fonts and pictures.
      const response = await profile.time('navigation', () =>
        page.goto(url, { waitUntil: 'domcontentloaded' }),
      );
      // The policy is there to be kept: a page without it would show no violation either.
      expect(response?.headers()['content-security-policy'], at).toContain("script-src 'self'");
      // Drawn by the server: the layout, the start state and the language are in the first response.
      const html = (await response?.text()) ?? '';
      expect(html, at).toContain('<div id="root"><');
      expect(html, at).toContain(`data-route-set="${set}"`);
      expect(html, at).toContain('id="page-state"');
      expect(html, at).toContain(`<html lang="${HTML_LANG[locale]}"`);
      if (path.endsWith('?tab=odds')) {
        expect(html, at).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>[^<]*(指数|Odds|Tỷ lệ)/);
        await expect(page.locator('.odds-tab'), at).toBeVisible({ timeout: 20_000 });
      }
      await profile.time('hydration and content', async () => {
        await expect(page.locator('html'), at).toHaveAttribute('data-hydrated', 'true');
        await expect(page.locator('html'), at).toHaveAttribute('lang', HTML_LANG[locale]);
        await filled(page);
      });
      await expect(page.locator('[data-route-set]'), at).toHaveAttribute('data-route-set', set);
      const heading = HEADINGS[key]?.[locale];
      const content = CONTENT[key];
      if (heading && !signedIn && !path.includes('?')) {
        await expect(page.getByRole('heading', { level: 1 }), at).toHaveText(heading);
        if (key === 'matchesFootball') await upcoming(page, at);
        else if (content) await expect(content(page).first(), at).toBeVisible({ timeout: 15_000 });
      }
      // The links' reach is the phone's to check (below): the desktop does not read them.
      for (const link of isPhone() ? await linksOf(page) : []) {
        const route = matchRoute(link);
        if (!route || route.set !== routeSetOfLinks) continue;
        if (!edges.has(key)) edges.set(key, new Set());
        edges.get(key)?.add(route.page);
      }
      // A long name's team or league page is the component its own visit audited, with another record:
      // its audit would repeat that one (what a long name changes, its width, is measured below).
      if (!longName && own)
        axe.push(...(await profile.time('axe', () => axeViolations(page))).map((line) => `${at}: ${line}`));
      // Lazy pictures load as they scroll into view: bring them in, so their loads (and words) are checked.
      await profile.time('settle', async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settled(page);
      });
      // Nothing is wider than the screen (a phone would zoom out or scroll sideways).
      await profile.time('fit', () => fits(at));
      // The strips that scroll sideways say so, on the pages that have them (strips.ts).
      if (stripPage) {
        const read = await profile.time('strips', () => stripProblems(page, `${at} in ${locale}`));
        strips.push(...read.problems);
        scrollingStrips += read.scrolling;
      }
      found.push(...(await profile.time('word scan', () => scanText(page, locale, at))));
      if (longName) {
        await profile.time('screenshot', () =>
          lookAt(page, {
            path: join(artifacts, `${test.info().project.name}-sweep-long-names-${locale}-${key}.png`),
            fullPage: true,
          }),
        );
      } else if ((isPhone() ? locale === 'cn' : own) && !signedIn && !path.includes('?')) {
        await profile.time('screenshot', () =>
          lookAt(page, {
            path: join(artifacts, `${test.info().project.name}-sweep-${key}.png`),
            // A phone's fixed tab bar would float mid-page in a full-page capture: keep its viewport.
            fullPage: !isPhone(),
          }),
        );
      }
      // Every tab of the page's main part, one after another, each read once shown, on the phone. A
      // match's tabs are read once, on its /live page: its /zq twin draws the same view, and the visit
      // opened on its odds tab checks that tab's arrival (reading every tab again cost about 10 s a
      // language and layout).
      // On the desktop the tabs are not read again: the phone reads every tab in every language (the
      // words are the language's; the width is the phone's to keep), and the desktop reads each page.
      // Nor are a long name's pages' tabs: their own visits read them, and layout.spec reads the longest
      // names on the league's table and scorers, the team's squad, cards and the scoreboard, on both sets.
      const twin = key === 'zqDetail' || path.includes('?tab=') || !isPhone() || longName;
      const tabs = page.locator('main [role="tab"]');
      const count = twin ? 0 : await tabs.count();
      for (let index = 0; index < count; index++)
        await profile.time('tabs', async () => {
          const tab = tabs.nth(index);
          const name = (await tab.textContent())?.trim() ?? String(index);
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await settled(page);
          await fits(`${at} [tab ${name}]`);
          found.push(...(await scanText(page, locale, `${at} [tab ${name}]`)));
        });
    }

    for (const target of visits(ids)) await visit(target, false);
    // The longest real names of the language, on a phone: the pages that show them.
    // (A match of theirs is not read here: layout.spec reads the longest names on cards and the scoreboard.)
    if (longNames) {
      for (const team of longNames.teams) await visit({ page: 'team', path: `/team/${team}` }, false, true);
      await visit({ page: 'specialDetail', path: `/special/${longNames.league}` }, false, true);
    }

    // The league page's table is read from the match intel of its teams.
    await page.goto(`${prefix}/special/${ids.league}`);
    await page.getByRole('tab', { name: STANDINGS[locale], exact: true }).click();
    await expect(page.locator('main table.standings tbody tr').nth(3)).toBeVisible({ timeout: 15_000 });

    // The sign-in modal, both of its tabs, with the errors an empty form gets.
    at = `${prefix || '/'} [sign-in modal]`;
    await page.goto(prefix || '/');
    await settled(page);
    await page.locator('.avatar-button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const modalTabs = dialog.getByRole('tab');
    for (let index = 0; index < (await modalTabs.count()); index++) {
      await modalTabs.nth(index).click();
      const submit = dialog.locator('form button[type="submit"]');
      if (await submit.isEnabled()) {
        await submit.click();
        await expect(dialog.locator('[role="alert"]').first()).toBeVisible();
      }
      found.push(...(await scanText(page, locale, `${at}, tab ${index + 1}`)));
      // The dialog scrolls, so the page's own fit misses a form wider than it.
      const { inner, outer } = await dialog.evaluate((box) => ({
        inner: box.scrollWidth,
        outer: box.clientWidth,
      }));
      if (inner > outer) wide.push(`${at}, tab ${index + 1}: ${inner} px in its ${outer}-px dialog`);
    }
    await lookAt(page, {
      path: join(artifacts, `${test.info().project.name}-sweep-${locale}-sign-in.png`),
    });

    // The signed-in reader's own pages.
    await signInPage(page, account);
    for (const path of ['/', '/user', '/user/feed', '/matches/colects', '/product/steward']) {
      const route = matchRoute(path);
      if (!route) throw new Error(`${path} is no route`);
      await visit({ page: route.page, path }, true);
    }

    // Every route (but the error page, where only a broken link lands) is reached from / by links.
    const reached = new Set<PageKey>(['home']);
    for (let grown = true; grown; ) {
      grown = false;
      for (const from of [...reached])
        for (const to of edges.get(from) ?? [])
          if (!reached.has(to)) {
            reached.add(to);
            grown = true;
          }
    }
    const unreached = ROUTES.map((route) => route.page).filter(
      (key) => key !== 'notFound' && !reached.has(key),
    );

    profile.print(`${test.info().project.name} ${locale}`, performance.now() - testStart);
    expect.soft(violations, 'CSP violations').toEqual([]);
    expect.soft(errors, 'console errors').toEqual([]);
    expect.soft(mismatches, 'hydration mismatches').toEqual([]);
    expect.soft(firstOfEach(found), 'words not in the language').toEqual([]);
    expect.soft(axe, 'accessibility').toEqual([]);
    expect.soft(wide, 'pages wider than the window').toEqual([]);
    expect.soft(firstOfEach(broken), 'long names broken inside a word').toEqual([]);
    expect
      .soft(strips, 'strips that scroll without saying so, or fade with nothing past the edge')
      .toEqual([]);
    // On a phone some strip is longer than the screen in Vietnamese (the league page's tabs).
    if (isPhone() && locale === 'vi') expect.soft(scrollingStrips, 'strips that scroll').toBeGreaterThan(0);
    if (isPhone()) expect(unreached, 'routes not reached from / by links').toEqual([]);
  });
}
