// An anchor goes live from streaming software and fans watch (docs/ARCHITECTURE.md "Anchors' ingest"), with real processes: the
// site of `npm start` (origin, ingest, gateway), ffmpeg publishing as OBS would, Chromium playing. One
// publish, watched on both layouts at once (the project's, and the other through its route prefix), whose
// live and offline states are read in cn, en and vi by switching the open pages' language.
import { randomUUID } from 'node:crypto';
import { ffmpegAvailable, type Publisher, publish } from '@pitchside/ingest';
import type { OwnRoomAnswer, RoomKeyAnswer } from '@pitchside/shared';
import { type BrowserContextOptions, devices, type Page, type Route } from '@playwright/test';
import { call, signUp } from './account';
import { showAnchorTile } from './anchorsList';
import { expect, test } from './fixtures';
import { lookAt } from './shots';
import { claimLiveMatch } from './testClock';

const rtmpPort = process.env.E2E_RTMP_PORT ?? '19450';

/** The player's position now; -1 before it has a video. */
const playedSeconds = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('.detail-video video')?.currentTime ?? -1);

/** Waits until the player's time moves on by a second from where it is: the picture is playing. */
async function playing(page: Page, timeout: number) {
  let from = -1;
  await expect
    .poll(
      async () => {
        const now = await playedSeconds(page);
        if (from < 0 && now > 0) from = now;
        return from >= 0 && now > from + 1;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
}

type Locale = 'cn' | 'en' | 'vi';

/** The player's words for an anchor off the air (anchorRoomMessages.ts), and the source menu's for a live one. */
const OFFLINE: Record<Locale, string> = {
  cn: '主播暂未开播',
  en: 'The anchor is offline',
  vi: 'Bình luận viên đang ngoại tuyến',
};
const LIVE_OPTION: Record<Locale, RegExp> = { cn: /^主播 /, en: /^Anchor /, vi: /^BLV / };

/** The other layout than the project's: its browser and the route prefix that asks for it. */
function otherLayout(): { options: BrowserContextOptions; prefix: string } {
  if (test.info().project.name === 'mobile')
    return { options: { viewport: { width: 1280, height: 800 } }, prefix: '/pc' };
  const phone = devices['iPhone 13'];
  return {
    options: {
      userAgent: phone.userAgent,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    },
    prefix: '/mobile',
  };
}

/** Switches the open page's language with its own menu. */
async function speak(page: Page, locale: Locale) {
  await page.locator('.language-menu select').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'cn' ? /^zh/ : locale);
}

/** The room is in the page's source menu, named in the page's language. */
async function listedLive(page: Page, roomId: number, locale: Locale, timeout = 10_000) {
  await expect(page.locator(`.source-choice option[value="anchor:${roomId}"]`)).toHaveText(
    LIVE_OPTION[locale],
    {
      timeout,
    },
  );
}

/** The player says the anchor is off the air, in the page's language. */
async function saysOffline(page: Page, locale: Locale, roomId: number) {
  await expect(page.locator('[data-anchor-offline]')).toContainText(OFFLINE[locale], { timeout: 15_000 });
  // The source menu still names the fan's choice, not the tracker the player does not show.
  await expect(page.locator('.source-choice select')).toHaveValue(`anchor:${roomId}`);
}

test('an anchor goes live and offline for fans on both layouts in cn, en and vi, and comes back without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!ffmpegAvailable(), 'ffmpeg is not installed (CI=true fails instead)');
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const account = await signUp(base, 'anchor');
  const match = await claimLiveMatch({ sport: 'football' });
  const clientId = randomUUID();
  const made = await call<OwnRoomAnswer>(base, clientId, 'POST', '/vdapi/user/anchor/room', {
    body: { title: 'Derby from the stands', matchId: match.id },
    token: account.token,
  });
  const roomId = made.room?.id ?? 0;

  // The key is made in the user area and shown there once.
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userInfo', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
  await page.goto('/user');
  const section = page.locator('section.anchor-room');
  await expect(section).toHaveAttribute('data-live', 'false', { timeout: 20_000 });
  await section.locator('.anchor-room-actions button').first().click();
  const key = (await section.getByTestId('stream-key').textContent()) ?? '';
  expect(key).toMatch(/^live_/);
  await lookAt(page, { path: test.info().outputPath('anchor-room-key.png'), fullPage: true });

  // Two fans are on the match page before the anchor goes live: this layout in cn, the other in en.
  await page.goto(`/live/detail/${match.id}`);
  const other = otherLayout();
  const otherContext = await browser.newContext(other.options);
  await otherContext.addCookies([{ name: 'i18n_redirected', value: 'en', url: base }]);
  const desk = await otherContext.newPage();
  await desk.goto(`${base}${other.prefix}/live/detail/${match.id}`);
  for (const fan of [page, desk])
    await expect(fan.locator(`.source-choice option[value="anchor:${roomId}"]`)).toHaveCount(0);

  const publishers: Publisher[] = [];
  const startPublisher = () => {
    const publisher = publish(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, { clock: true });
    publishers.push(publisher);
    return publisher;
  };
  try {
    const first = startPublisher();
    const published = Date.now();
    // Both open pages list the room as soon as the match's push counts it live (not at the next minute).
    await listedLive(page, roomId, 'cn');
    await listedLive(desk, roomId, 'en');
    const toListed = Date.now() - published;
    test.info().annotations.push({ type: 'publish to listed', description: `${toListed} ms` });
    console.log(`publish to listed on both open pages: ${toListed} ms`);

    // The fans pick the anchor's room: it plays.
    await page.locator('.source-choice select').selectOption(`anchor:${roomId}`);
    await desk.locator('.source-choice select').selectOption(`anchor:${roomId}`);
    await playing(page, 15_000);
    // The issue asks for playing within 10 s of the publish.
    const toPlaying = Date.now() - published;
    test.info().annotations.push({ type: 'publish to playing', description: `${toPlaying} ms` });
    console.log(`publish to playing: ${toPlaying} ms`);
    // The player's own glass-to-glass as it starts: hls.js's playing date (the playlist's
    // PROGRAM-DATE-TIME, on the encoder's clock, which is this machine's) against now. Printed, not held
    // to the 5 s: on the shared machine it moves with the load (npm run bench:video measures it).
    const detail = page.locator('article.detail-page');
    await expect(detail).not.toHaveAttribute('data-latency-ms', '', { timeout: 10_000 });
    const glassMs = Number(await detail.getAttribute('data-latency-ms'));
    test.info().annotations.push({ type: 'glass to glass', description: `${glassMs} ms` });
    console.log(`glass to glass in the player as it starts: ${glassMs} ms`);
    await lookAt(page, { path: test.info().outputPath('anchor-playing.png') });
    for (const fan of [page, desk])
      await fan.evaluate(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });

    // The anchor's software stops: each player says the anchor is offline, in each language in turn.
    first.kill();
    await first.exited;
    await saysOffline(page, 'cn', roomId);
    await saysOffline(desk, 'en', roomId);
    await lookAt(page, { path: test.info().outputPath('anchor-offline.png') });
    await lookAt(desk, { path: test.info().outputPath('anchor-offline-other-layout.png') });
    await speak(page, 'vi');
    await saysOffline(page, 'vi', roomId);
    await speak(desk, 'cn');
    await saysOffline(desk, 'cn', roomId);
    await speak(page, 'en');
    await saysOffline(page, 'en', roomId);
    await speak(desk, 'vi');
    await saysOffline(desk, 'vi', roomId);

    // Back on the air: the same pages play again by themselves, the room named in their languages now.
    startPublisher();
    await playing(page, 20_000);
    await expect(desk.locator('[data-anchor-offline]')).toHaveCount(0, { timeout: 15_000 });
    await listedLive(page, roomId, 'en');
    await listedLive(desk, roomId, 'vi');
    await speak(page, 'cn');
    await listedLive(page, roomId, 'cn');
    // Live in the two languages each layout has not read it in yet: every state in cn, en and vi on both.
    await speak(page, 'vi');
    await listedLive(page, roomId, 'vi');
    await speak(desk, 'cn');
    await listedLive(desk, roomId, 'cn');
    for (const fan of [page, desk])
      expect(await fan.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // The anchor's own page says the room is live.
    const own = await page.context().newPage();
    await own.goto('/user');
    await expect(own.locator('section.anchor-room')).toHaveAttribute('data-live', 'true', {
      timeout: 15_000,
    });
  } finally {
    for (const publisher of publishers) publisher.kill();
    await otherContext.close();
  }
});

test("an anchor's player stalled for 8 s comes back to the live edge, and the score's hold follows its delay", async ({
  page,
  baseURL,
}) => {
  test.skip(!ffmpegAvailable(), 'ffmpeg is not installed (CI=true fails instead)');
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const account = await signUp(base, 'stall');
  const match = await claimLiveMatch({ sport: 'football' });
  const clientId = randomUUID();
  const made = await call<OwnRoomAnswer>(base, clientId, 'POST', '/vdapi/user/anchor/room', {
    body: { title: 'Stall and catch up', matchId: match.id },
    token: account.token,
  });
  const roomId = made.room?.id ?? 0;
  const keyed = await call<{ streamKey: string }>(base, clientId, 'POST', '/vdapi/user/anchor/key/rotate', {
    body: {},
    token: account.token,
  });
  const publisher = publish(`rtmp://127.0.0.1:${rtmpPort}/live/${keyed.streamKey}`, { clock: true });
  try {
    await page.goto(`/live/detail/${match.id}`);
    await listedLive(page, roomId, 'cn', 30_000);
    await page.locator('.source-choice select').selectOption(`anchor:${roomId}`);
    await playing(page, 30_000);
    await expect(page.getByTestId('stream-sync')).toBeChecked();
    const detail = page.locator('article.detail-page');
    const reading = async (name: 'latency' | 'hold') =>
      Number((await detail.getAttribute(`data-${name}-ms`)) || Number.NaN);
    // Played for a few seconds first: the player's delay as it settles, before any stall.
    await expect.poll(() => reading('latency'), { timeout: 15_000 }).toBeGreaterThan(0);
    const t0 = await page.evaluate(
      () => document.querySelector<HTMLVideoElement>('.detail-video video')?.currentTime ?? 0,
    );
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.querySelector<HTMLVideoElement>('.detail-video video')?.currentTime ?? 0,
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(t0 + 3);
    const before = await reading('latency');

    // The viewer's network stalls: every request for the stream is held, unanswered, until the player
    // has fallen `behindMs` behind (a stall longer than the buffer, as a phone losing its signal); then
    // the requests go on, and the player must come back near the live edge by itself, the hold with it.
    const bound = Math.max(4_000, before + 2_000);
    const stall = async (behindMs: number) => {
      const held: Route[] = [];
      await page.route('**/anchorhls/**', (route) => {
        held.push(route);
      });
      const stalledAt = Date.now();
      await expect
        .poll(() => reading('latency'), { timeout: 40_000, intervals: [250] })
        .toBeGreaterThanOrEqual(behindMs);
      // The page's hold of the score grew with the frozen picture.
      expect(await reading('hold')).toBeGreaterThanOrEqual(behindMs - 1_000);
      const stalledFor = Date.now() - stalledAt;
      const peak = await reading('latency');
      await page.unroute('**/anchorhls/**');
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      const back = Date.now();
      await expect
        .poll(() => reading('latency'), { timeout: 30_000, intervals: [250] })
        .toBeLessThanOrEqual(bound);
      const toBack = Date.now() - back;
      await expect.poll(() => reading('hold'), { timeout: 5_000 }).toBeLessThanOrEqual(bound);
      const line = `before ${before} ms, stalled ${stalledFor} ms to ${peak} ms behind, back to ${await reading('latency')} ms in ${toBack} ms`;
      test.info().annotations.push({ type: `stall to ${behindMs} ms`, description: line });
      console.log(`anchor player stall to ${behindMs} ms: ${line}`);
    };
    // Eight seconds, the review's stall: longer than the playlist's six segments, the player finds
    // itself outside the playlist and starts again at the live edge.
    await stall(8_000);
    // Five seconds: still inside the playlist, where a player with no maximum delay stayed behind.
    await expect.poll(() => reading('latency'), { timeout: 15_000 }).toBeLessThanOrEqual(bound);
    await stall(5_000);
    await expect(page.locator('.video-player')).toHaveAttribute('data-state', 'playing');
  } finally {
    publisher.kill();
  }
});

/** The anchors list's and the cards' words for a room's state (matchesMessages.ts), and "Watch". */
const OFF_AIR: Record<Locale, string> = { cn: '未开播', en: 'Off air', vi: 'Chưa phát' };
const ON_AIR: Record<Locale, RegExp> = { cn: /直播中/, en: /On air/, vi: /Đang phát/ };
const WATCH: Record<Locale, string> = { cn: '观看', en: 'Watch', vi: 'Xem' };

/** Waits until the video in `scope` plays: its time moves on by a second. */
async function plays(page: Page, video: string, timeout: number) {
  let from = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(
          (selector) => document.querySelector<HTMLVideoElement>(selector)?.currentTime ?? -1,
          video,
        );
        if (from < 0 && now > 0) from = now;
        return from >= 0 && now > from + 1;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
}

/** A button or link on one line: no taller than one line of its text and its padding. */
async function oneLine(page: Page, selector: string) {
  const { height, line } = await page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    return { height: element.getBoundingClientRect().height - padding, line };
  });
  expect(height, `${selector} takes more than one line`).toBeLessThan(line * 1.5);
}

test('"Watch" only on a room on the air, and a room without a match plays from its card, on both layouts in cn, en and vi', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!ffmpegAvailable(), 'ffmpeg is not installed (CI=true fails instead)');
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const account = await signUp(base, 'anchor-card');
  const clientId = randomUUID();
  // A room set to "No match for now".
  const made = await call<OwnRoomAnswer>(base, clientId, 'POST', '/vdapi/user/anchor/room', {
    body: { title: 'Between matches', matchId: null },
    token: account.token,
  });
  const roomId = made.room?.id ?? 0;
  const { streamKey } = await call<RoomKeyAnswer>(base, clientId, 'POST', '/vdapi/user/anchor/key/rotate', {
    body: {},
    token: account.token,
  });
  const other = otherLayout();
  const otherContext = await browser.newContext(other.options);
  await otherContext.addCookies([{ name: 'i18n_redirected', value: 'en', url: base }]);
  const desk = await otherContext.newPage();
  const fans = [
    { fan: page, prefix: '', locale: 'cn' as Locale },
    { fan: desk, prefix: `${base}${other.prefix}`, locale: 'en' as Locale },
  ];
  const tile = (fan: Page) => fan.locator(`.anchor-tile[data-anchor-id="${roomId}"]`);
  /** The anchors list as it is now: where the room's card leads, or null when it leads nowhere. */
  const cardLink = async (fan: Page, prefix: string) => {
    if (!(await showAnchorTile(fan, prefix, roomId))) return null;
    const link = tile(fan).locator('a');
    return (await link.count()) > 0 ? link.getAttribute('href') : null;
  };

  // Off the air: its card on the anchors list says so and leads nowhere.
  for (const { fan, prefix, locale } of fans) {
    await expect
      .poll(() => showAnchorTile(fan, prefix, roomId), { timeout: 30_000, intervals: [1000] })
      .toBe(true);
    await expect(tile(fan)).toContainText(OFF_AIR[locale]);
    await expect(tile(fan).locator('a')).toHaveCount(0);
  }

  const publisher = publish(`rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`, { clock: true });
  try {
    // On the air: its card leads to the anchors list's own player, which plays it.
    for (const { fan, prefix, locale } of fans) {
      await expect
        .poll(() => cardLink(fan, prefix), { timeout: 20_000, intervals: [1000] })
        .toMatch(new RegExp(`/matches/anchors\\?room=${roomId}$`));
      await expect(tile(fan)).toContainText(ON_AIR[locale]);
      await tile(fan).locator('a').click();
      await expect(fan.locator(`.anchor-room-player[data-room-id="${roomId}"]`)).toBeVisible();
      await plays(fan, '.anchor-room-player video', 30_000);
      await lookAt(fan, { path: test.info().outputPath(`room-player-${locale}.png`) });
    }
    // The home page's anchor tab offers "Watch", on one line, leading to the same player; then the
    // player's and the tab's words in the third language.
    for (const [index, { fan, prefix, locale }] of [
      ...fans,
      { fan: page, prefix: '', locale: 'vi' as Locale },
    ].entries()) {
      if (index === fans.length) {
        await page.goto(`/matches/anchors?room=${roomId}`);
        await speak(page, 'vi');
        await expect(page.locator('.anchor-room-player')).toContainText(ON_AIR.vi);
      }
      const card = fan.locator(`.anchor-card[data-anchor-id="${roomId}"]`);
      // The home page is drawn from answers shared for a moment (docs/API.md): asked again until it lists the room.
      await expect
        .poll(
          async () => {
            await fan.goto(`${prefix}/?tab=anchor`);
            await expect(fan.locator('.anchor-list, main .muted').first()).toBeVisible();
            return card.locator('.anchor-watch').count();
          },
          { timeout: 30_000, intervals: [2000] },
        )
        .toBe(1);
      await expect(card.locator('.anchor-watch')).toHaveText(WATCH[locale]);
      await oneLine(fan, `.anchor-card[data-anchor-id="${roomId}"] .anchor-watch`);
      await expect(card.locator('.anchor-watch')).toHaveAttribute(
        'href',
        new RegExp(`/matches/anchors\\?room=${roomId}$`),
      );
    }
    await speak(page, 'cn');

    // Set to a match while on the air: the card leads to the match page with the room chosen, and plays.
    const match = await claimLiveMatch({ sport: 'football' });
    await call<OwnRoomAnswer>(base, clientId, 'POST', '/vdapi/user/anchor/room', {
      body: { title: 'Between matches', matchId: match.id },
      token: account.token,
    });
    for (const { fan, prefix, locale } of fans) {
      await expect
        .poll(() => cardLink(fan, prefix), { timeout: 20_000, intervals: [1000] })
        .toMatch(new RegExp(`/live/detail/${match.id}\\?anchor=${roomId}$`));
      await tile(fan).locator('a').click();
      await expect(fan.locator('.source-choice select')).toHaveValue(`anchor:${roomId}`, { timeout: 15_000 });
      await plays(fan, '.detail-video video', 30_000);
      // The match page's anchor tab: "Watch" on the room on the air, on one line.
      await fan.getByRole('tab', { name: locale === 'cn' ? '主播' : 'Anchors' }).click();
      const card = fan.locator(`.anchor-card[data-anchor-id="${roomId}"]`);
      await expect(card.locator('.anchor-watch')).toHaveText(WATCH[locale]);
      await expect(card.locator('.anchor-watch')).toHaveAttribute('aria-pressed', 'true');
      await oneLine(fan, `.anchor-card[data-anchor-id="${roomId}"] .anchor-watch`);
      await lookAt(fan, { path: test.info().outputPath(`anchor-tab-${locale}.png`) });
    }

    // Off the air again: no card offers "Watch"; each says the room is off the air.
    publisher.kill();
    await publisher.exited;
    for (const { fan, locale } of fans) {
      const card = fan.locator(`.anchor-card[data-anchor-id="${roomId}"]`);
      await expect
        .poll(
          async () => {
            await fan.reload();
            await fan.getByRole('tab', { name: locale === 'cn' ? '主播' : 'Anchors' }).click();
            await expect(card).toBeVisible();
            const mark = card.locator('.anchor-off-air');
            return (await mark.count()) > 0 ? mark.textContent() : null;
          },
          { timeout: 30_000, intervals: [1000] },
        )
        .toBe(OFF_AIR[locale]);
      await expect(card.locator('.anchor-watch')).toHaveCount(0);
    }
    // The list page is drawn from answers shared for a moment, and may be sent stale while it is drawn
    // anew (docs/API.md): visited again until it says so.
    for (const { fan, prefix, locale } of fans) {
      await expect
        .poll(
          async () => {
            if (!(await showAnchorTile(fan, prefix, roomId))) return '';
            return tile(fan).textContent();
          },
          { timeout: 30_000, intervals: [1000] },
        )
        .toContain(OFF_AIR[locale]);
      await expect(tile(fan).locator('a')).toHaveCount(0);
    }
  } finally {
    publisher.kill();
    await otherContext.close();
  }
});
