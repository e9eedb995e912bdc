// What users write, as other fans see it (docs/API.md "Text rules"): a room title sent flipped by a
// right-to-left override and padded with invisible characters reads as written, isolated from the page
// around it, on the anchors list, the match's anchor tab and the room's cover; one hiding a link is
// refused in the anchor's language.
import { randomUUID } from 'node:crypto';
import type { AnchorPage, OwnRoomAnswer } from '@pitchside/shared';
import type { Locator } from '@playwright/test';
import { call, signUp } from './account';
import { showAnchorTile } from './anchorsList';
import { expect, test } from './fixtures';
import { lookAt } from './shots';
import { claimLiveMatch } from './testClock';

/** Where Chromium drew the text's first and last characters, and how the element is isolated. */
async function drawn(element: Locator) {
  return element.evaluate((node) => {
    const text = node.firstChild as Text;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect();
    };
    const first = box(0);
    const last = box((text.textContent ?? '').length - 1);
    return {
      firstLeft: first.left,
      lastLeft: last.left,
      sameLine: Math.abs(first.top - last.top) < 4,
      dir: node.getAttribute('dir'),
      unicodeBidi: getComputedStyle(node).unicodeBidi,
    };
  });
}

test('a room title sent flipped and padded reads as written, isolated, on the lists and its cover; a disguised link is refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The narrowest phone the site is laid out for.
  if (test.info().project.name === 'mobile') await page.setViewportSize({ width: 360, height: 740 });
  const base = baseURL ?? '';
  const account = await signUp(base, 'rtltitle', 'مشجع');
  const match = await claimLiveMatch({ sport: 'football' });
  const clientId = randomUUID();
  const shown = `gnp.exe Derby ${Date.now().toString(36).slice(-4)}`;
  const made = await call<OwnRoomAnswer>(base, clientId, 'POST', '/vdapi/user/anchor/room', {
    body: { title: `\u202E${shown.replace(' ', ' \u200B\u3164')}\u2066`, matchId: match.id },
    token: account.token,
  });
  expect(made.room?.title).toBe(shown);
  const roomId = made.room?.id ?? 0;
  // A link hidden behind a word separator is refused, in the anchor's language, and changes nothing.
  for (const [lang, message] of [
    ['zh', '直播间标题不能包含链接'],
    ['en', 'the room title may not hold a link'],
    ['vi', 'tiêu đề phòng không được chứa liên kết'],
  ] as const)
    await expect(
      call(base, clientId, 'POST', '/vdapi/user/anchor/room', {
        body: { title: `\u202Evisit scam-site\u2E31xyz`, matchId: match.id },
        token: account.token,
        lang,
      }),
    ).rejects.toThrow(`10001 ${message}`);

  // The anchors list: the title in its tile reads left to right, in an isolated element.
  // The list page is drawn from answers shared for a moment and may be sent stale while it is drawn anew
  // (docs/API.md): visited again until it lists the new room.
  const tileTitle = page.locator('.anchor-tile [data-user-text]').filter({ hasText: shown });
  await expect
    .poll(() => showAnchorTile(page, '', roomId), { timeout: 30_000, intervals: [1000] })
    .toBe(true);
  await expect(tileTitle).toHaveText(shown);
  const inTile = await drawn(tileTitle);
  expect(inTile).toMatchObject({ sameLine: true, dir: 'auto', unicodeBidi: 'isolate' });
  expect(inTile.firstLeft).toBeLessThan(inTile.lastLeft);
  await lookAt(page, { path: test.info().outputPath('anchors-list.png') });

  // The match's anchor tab: the same, beside the anchor's right-to-left nickname.
  await page.goto(`/live/detail/${match.id}?tab=anchor`);
  const card = page.locator('.anchor-card').filter({ hasText: shown });
  const cardTitle = card.locator('[data-user-text]').filter({ hasText: shown });
  await expect(cardTitle).toHaveText(shown, { timeout: 20_000 });
  const inCard = await drawn(cardTitle);
  expect(inCard).toMatchObject({ sameLine: true, dir: 'auto', unicodeBidi: 'isolate' });
  expect(inCard.firstLeft).toBeLessThan(inCard.lastLeft);
  const nick = await drawn(card.locator('strong[data-user-text]'));
  expect(nick).toMatchObject({ dir: 'auto', unicodeBidi: 'isolate' });
  await lookAt(page, { path: test.info().outputPath('anchor-tab.png') });
  // As fans of each language see the anchors list and the anchor tab.
  for (const locale of ['en', 'vi'] as const) {
    await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: base }]);
    for (const [name, path] of [
      ['anchors-list', '/matches/anchors'],
      ['anchor-tab', `/live/detail/${match.id}?tab=anchor`],
    ] as const) {
      // Visited again until it lists the room, as above.
      await expect
        .poll(
          async () => {
            if (name === 'anchors-list') await showAnchorTile(page, '', roomId);
            else await page.goto(path);
            return page.locator('[data-user-text]').filter({ hasText: shown }).count();
          },
          { timeout: 30_000, intervals: [1000] },
        )
        .toBeGreaterThan(0);
      await lookAt(page, { path: test.info().outputPath(`${name}-${locale}.png`) });
    }
  }

  // The room's cover draws the title between isolates, in every language. The list holds every room the
  // run's tests have made, on air first: a room of its own, off the air, is on whichever page it is.
  let cover = '';
  for (let pageNo = 1; cover === ''; pageNo++) {
    const list = await call<AnchorPage>(base, clientId, 'GET', '/vdapi/anchor/list', {
      query: { page: String(pageNo), pageSize: '100' },
      lang: 'en',
    });
    if (list.list.length === 0) break;
    cover = list.list.find((anchor) => anchor.id === roomId)?.cover ?? '';
  }
  expect(cover).not.toBe('');
  const svg = await (await fetch(new URL(cover, base))).text();
  expect(svg).toContain(`>\u2068${shown}\u2069</text>`);
  expect(svg).not.toContain('\u202E');
});
