import { randomUUID } from 'node:crypto';
import { LOCALES } from '@pitchside/shared';
import { call } from './account';
import { expect, test } from './fixtures';
import { claimLiveMatch, claimMatch } from './testClock';

// A reader whose time zone is not the server's (the page is drawn in the API's UTC+8 until the browser
// names its own zone) gets pages that hydrate without a mismatch: React's error #418, a text the server
// drew otherwise, was logged on the collection view (its publish time), its relates tab and a cup's
// bracket (the legs' kick-offs), each formatted in the runtime's own zone rather than the page's. Read in
// cn, en and vi, in the project's route set and the other one through its prefix.

const MISMATCH = /hydrat|Minified React error #4(18|19|2[0-5])|did not match|didn't match/i;

/** Far from both the server's zone and the machine's (UTC): every time of day reads differently. */
const READER_ZONE = 'America/New_York';

test('pages with times hydrate without a mismatch for a reader in another time zone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const collections = await call<{ list: { id: number }[] }>(
    baseURL,
    randomUUID(),
    'GET',
    '/vdapi/videoCollection/list',
    { query: { page: '1', pageSize: '1' } },
  );
  const collection = collections.list[0]?.id;
  if (!collection) throw new Error('no highlight collection to read');
  const cup = await claimMatch({ competition: 'cup', state: 'either' });
  const match = await claimLiveMatch({ sport: 'football', competition: 'league' });
  const paths = [
    `/matches/detail/${collection}`,
    `/matches/detail/${collection}?tab=relates`,
    `/special/${cup.leagueId}?tab=bracket`,
    `/live/detail/${match.id}?tab=intel`,
  ];
  const other = test.info().project.name === 'mobile' ? '/pc' : '/mobile';
  const mismatches: string[] = [];
  const {
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale: language,
  } = test.info().project.use;
  // One context for every visit, its cookies cleared before each: a first visit as a new context's would
  // be (no zone cookie yet, so the server draws in its own zone) without a browser context's start per
  // page. Service workers are blocked, as a first visit has none answering it.
  const context = await browser.newContext({
    ...{ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale: language },
    timezoneId: READER_ZONE,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  let at = '';
  page.on('console', (message) => {
    if (MISMATCH.test(message.text())) mismatches.push(`${at}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => {
    if (MISMATCH.test(error.message)) mismatches.push(`${at}: ${error.message.slice(0, 200)}`);
  });
  for (const { code: locale } of LOCALES) {
    for (const prefix of ['', other])
      for (const path of paths) {
        at = `${prefix}${path} in ${locale}`;
        await context.clearCookies();
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
        await page.goto(`${baseURL}${prefix}${path}`);
        await expect(page.locator('html'), at).toHaveAttribute('data-hydrated', 'true');
        // The page's times are the reader's once hydrated: the zone cookie names the reader's zone.
        await expect
          .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value, {
            message: at,
          })
          .toBe(encodeURIComponent(READER_ZONE));
      }
  }
  await context.close();
  expect(mismatches).toEqual([]);
});
