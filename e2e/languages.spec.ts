import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale, ROUTES } from '@pitchside/shared';
import { type Account, call, signUp } from './account';
import { expect, type Page, test } from './fixtures';
import { type Finding, foreignText, readPageText, readPictureText } from './pageText';

// Every page of PRODUCT §2, every tab on it and the sign-in modal, read in cn, en and vi on each
// layout: nothing on them is in another language's script or strings, and no code, key or
// placeholder shows as it came. A failure names the page, the place and the text.

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

interface Ids {
  match: number;
  collection: number;
  league: number;
  team: number;
}

/** Ids that exist: a football match in play, its home team, a highlight collection and a league, from the API. */
async function findIds(baseURL: string): Promise<Ids> {
  const client = randomUUID();
  const live = await call<{ list: { id: number; homeId: number }[] }>(
    baseURL,
    client,
    'GET',
    '/vdapi/match/v1/live',
    {
      query: { sport: '1' },
    },
  );
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
  const ids = {
    match: live.list[0]?.id ?? 0,
    collection: collections.list[0]?.id ?? 0,
    league: config.leagueMenu[0]?.leagueId ?? 0,
    team: live.list[0]?.homeId ?? 0,
  };
  expect(
    Object.values(ids).every((id) => id > 0),
    JSON.stringify(ids),
  ).toBe(true);
  return ids;
}

/** Every route of the table with its id filled in (the error page is reached by an unknown path). */
function paths(ids: Ids): string[] {
  // Every page with an id gets a real one: a route added without one here fails, not reads /…/undefined.
  const idOf: Record<string, number> = {
    liveDetail: ids.match,
    zqDetail: ids.match,
    matchDetail: ids.collection,
    specialDetail: ids.league,
    team: ids.team,
  };
  return ROUTES.map((route) => {
    if (route.page === 'notFound') return '/no-such-page';
    if (!route.hasId) return route.pattern;
    const id = idOf[route.page];
    if (id === undefined) throw new Error(`no id for the ${route.page} page (${route.pattern})`);
    return route.pattern.replace(':id', String(id));
  });
}

/** The page has settled: its content in, no skeleton or busy list left. */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => {});
  await expect(page.locator('main .skeleton, main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
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
async function scan(page: Page, locale: Locale, path: string, state = ''): Promise<Seen[]> {
  const texts = [...(await readPageText(page)), ...(await readPictureText(page))];
  return foreignText(locale, texts).map((finding: Finding) => ({
    key: `${finding.where}: "${finding.text}" is ${finding.why}`,
    page: state ? `${path} [${state}]` : path,
  }));
}

/** Every tab of the page's main part, one after another, each read once shown. */
async function scanTabs(page: Page, locale: Locale, path: string): Promise<Seen[]> {
  const found: Seen[] = [];
  const tabs = page.locator('main [role="tab"]');
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent())?.trim() ?? String(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    found.push(...(await scan(page, locale, path, `tab ${name}`)));
  }
  return found;
}

/** The sign-in modal, both of its tabs, with the errors an empty form gets. */
async function scanSignIn(page: Page, locale: Locale): Promise<Seen[]> {
  await page.goto('/');
  await settled(page);
  await page.locator('.avatar-button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const found: Seen[] = [];
  const tabs = dialog.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click();
    const submit = dialog.locator('form button[type="submit"]');
    if (await submit.isEnabled()) {
      await submit.click();
      await expect(dialog.locator('[role="alert"]').first()).toBeVisible();
    }
    found.push(...(await scan(page, locale, '/', `sign-in modal, tab ${index + 1}`)));
  }
  return found;
}

for (const { code: locale } of LOCALES) {
  test(`every page reads in ${locale} alone`, async ({ page, context, baseURL }) => {
    test.setTimeout(420_000);
    if (!baseURL) throw new Error('baseURL is not set');
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
    const ids = await findIds(baseURL);
    const found: Seen[] = [];
    for (const path of paths(ids)) {
      await page.goto(path);
      await settled(page);
      found.push(...(await scan(page, locale, path)));
      found.push(...(await scanTabs(page, locale, path)));
    }
    found.push(...(await scanSignIn(page, locale)));
    await page.screenshot({
      path: join(artifacts, `${test.info().project.name}-languages-${locale}-sign-in.png`),
    });
    expect(firstOfEach(found)).toEqual([]);
  });
}

test.describe('signed in', () => {
  let account: Account;
  test.beforeAll(async ({ baseURL }) => {
    account = await signUp(baseURL ?? '', 'languages');
  });

  for (const { code: locale } of LOCALES) {
    test(`the user's own pages read in ${locale} alone`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL ?? '' }]);
      await page.addInitScript(
        ([token, user]) => {
          localStorage.setItem('authToken', token);
          localStorage.setItem('userInfo', user);
        },
        [account.token, JSON.stringify(account.user)] as const,
      );
      const found: Seen[] = [];
      for (const path of ['/user', '/user/feed', '/matches/colects']) {
        await page.goto(path);
        await settled(page);
        found.push(...(await scan(page, locale, path)));
      }
      expect(firstOfEach(found)).toEqual([]);
    });
  }
});

test('the scan finds what a reader found: codes, untranslated words, another script', () => {
  const at = (text: string) => ({ text, where: 'test' });
  const whys = (locale: Locale, text: string) => foreignText(locale, [at(text)]).map((f) => f.why);
  expect(whys('vi', 'kick-off')).toContain('an event note code');
  expect(whys('en', 'goal-check:confirmed')).toContain('a raw code');
  expect(whys('vi', 'Valdemar Rovers 1-4 Santavera FC: highlights')).toEqual([
    'the English string "Highlights"',
  ]);
  expect(whys('en', '维杜漫游者 1-0 加维竞技 全场集锦')).toEqual(['Chinese characters']);
  expect(whys('cn', 'Tóm tắt trận đấu')).toEqual(['Vietnamese letters']);
  expect(whys('cn', 'Half-time')).toEqual(['an English string of the site']);
  expect(whys('en', 'NaN-undefined')).toEqual(['undefined', 'NaN']);
  expect(whys('en', 'live.card.ht')).toEqual(['a catalog key']);
  // Names stay names: a club's English name on a Vietnamese page, the brand on a Chinese one.
  expect(whys('vi', 'Blaze Esports')).toEqual([]);
  expect(whys('vi', 'Borussia Mönchengladbach')).toEqual([]);
  expect(whys('cn', '© 2026 Pitchside 版权所有')).toEqual([]);
});
