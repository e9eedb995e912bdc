// An anchor goes live from streaming software and a fan watches (issue 30 §1), with real processes: the
// site of `npm start` (origin, ingest, gateway), ffmpeg publishing as OBS would, Chromium playing. One
// layout (the phone): the stream's path is the same on both.
import { randomUUID } from 'node:crypto';
import { ffmpegAvailable, type Publisher, publish } from '@pitchside/origin/ingest';
import type { OwnRoomAnswer } from '@pitchside/shared';
import type { Page } from '@playwright/test';
import { call, signUp } from './account';
import { expect, test } from './fixtures';
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

test('an anchor goes live, a fan plays the room, offline is said, and the stream comes back without a reload', async ({
  page,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'one layout: the stream path is the same on both');
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
  await page.screenshot({ path: test.info().outputPath('anchor-room-key.png'), fullPage: true });

  const publishers: Publisher[] = [];
  const startPublisher = () => {
    const publisher = publish(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`, { clock: true });
    publishers.push(publisher);
    return publisher;
  };
  try {
    const first = startPublisher();
    const published = Date.now();
    const hlsUrl = async () =>
      (await call<{ hlsUrl: string }>(base, clientId, 'GET', `/vdapi/anchor/room/${roomId}`)).hlsUrl;
    await expect.poll(hlsUrl, { timeout: 10_000, intervals: [100] }).not.toBe('');
    test.info().annotations.push({ type: 'publish to live', description: `${Date.now() - published} ms` });

    // A fan on the match page picks the anchor's room: it plays.
    await page.goto(`/live/detail/${match.id}`);
    const choice = page.locator('.source-choice select');
    await expect(choice.locator(`option[value="anchor:${roomId}"]`)).toHaveCount(1, { timeout: 15_000 });
    await choice.selectOption(`anchor:${roomId}`);
    await playing(page, 15_000);
    // The issue asks for playing within 10 s of the publish (the page's own load included here).
    const toPlaying = Date.now() - published;
    test.info().annotations.push({ type: 'publish to playing', description: `${toPlaying} ms` });
    console.log(`publish to playing: ${toPlaying} ms`);
    await page.screenshot({ path: test.info().outputPath('anchor-playing.png') });
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    // The anchor's software stops: the player says the anchor is offline.
    first.kill();
    await first.exited;
    await expect(page.locator('[data-anchor-offline]')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('anchor-offline.png') });

    // Back on the air: the same page plays again by itself.
    startPublisher();
    await playing(page, 20_000);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // The anchor's own page says the room is live.
    const own = await page.context().newPage();
    await own.goto('/user');
    await expect(own.locator('section.anchor-room')).toHaveAttribute('data-live', 'true', {
      timeout: 15_000,
    });
  } finally {
    for (const publisher of publishers) publisher.kill();
  }
});
