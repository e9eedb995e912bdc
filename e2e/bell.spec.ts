import { inLanguage, templatePattern, words } from './catalogs';
import { expect, test } from './fixtures';
import { layoutLanguages } from './layoutLanguages';
import { ALERTING, notifications } from './notifications';
import { claimLiveMatch, moveMatch } from './testClock';

// A match's bell on both layouts, in cn, en and vi on the phone and one of them on the desktop
// (layoutLanguages.ts): rung on its card, it alerts that match's goal in the
// page's language and never another match's; the match page shows the same follow in words; any match
// with a start and an end has one. In the full browser, which shows notifications (notifications.ts).
test.use(ALERTING);

test.describe('a match’s bell', () => {
  test('rung on its card in each language, it alerts that match’s goal in that language, never another’s', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const belled: number[] = [];
    for (const locale of layoutLanguages(0)) {
      const bellWords = words('matchBell', locale);
      const alertWords = words('alerts', locale);
      const match = await claimLiveMatch({ goalAhead: true, video: false });
      belled.push(match.id);
      await inLanguage(context, baseURL, locale);
      await page.goto('/live/football');
      const card = page.locator(`section[data-pushed="true"] li.match-card[data-match-id="${match.id}"]`);
      await expect(card).toBeVisible({ timeout: 20_000 });
      // The card's bell is the match's, named so in the page's language, apart from its favourite star.
      const bell = card.locator(`[data-match-bell="${match.id}"]`);
      await expect(bell).toHaveAttribute('aria-label', templatePattern(bellWords('on')));
      await expect(bell).toHaveAttribute('title', bellWords('what'));
      await bell.click();
      await expect(bell).toHaveAttribute('aria-pressed', 'true');
      await expect(bell).toHaveAttribute('aria-label', templatePattern(bellWords('off')));
      await expect(card.locator('[data-favourite]')).toHaveAttribute('aria-pressed', 'false');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 45_000,
      });
      // The alerts have the match's state to start from: a goal from now on is one they alert.
      await expect(page.locator('html')).toHaveAttribute(
        'data-alerts-watching',
        new RegExp(`(^| )${match.id}( |$)`),
        { timeout: 45_000 },
      );
      // The match page shows the same follow, in words.
      const detail = await context.newPage();
      await detail.route('**/vdapi/hls/**', (route) => route.abort());
      await detail.goto(`/live/detail/${match.id}`);
      const pageBell = detail.locator(`.detail-side [data-match-bell="${match.id}"]`);
      await expect(pageBell).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
      await expect(pageBell).toContainText(bellWords('labelOn'));
      await detail.close();
      // A goal in a match nobody belled, then one in the belled match: only the second is alerted.
      const other = await claimLiveMatch({ goalAhead: true, video: false });
      await moveMatch(other.id, 'goal');
      const scored = await moveMatch(match.id, 'goal');
      const tag = `${match.id}:goal:${scored.score.home}-${scored.score.away}`;
      await expect
        .poll(async () => (await notifications(page)).some((alert) => alert.tag === tag), {
          timeout: 45_000,
          intervals: [500],
        })
        .toBe(true)
        .catch(async (error: Error) => {
          // Where the goal stopped: the alerts shown, the matches the alerts watch, the card's score.
          const had = {
            alerts: (await notifications(page)).map((alert) => alert.tag),
            watching: await page.locator('html').getAttribute('data-alerts-watching'),
            card: await card.getByTestId('score').textContent(),
          };
          throw new Error(`${error.message}\nexpected ${tag}; the page had ${JSON.stringify(had)}`);
        });
      const all = await notifications(page);
      const goal = all.find((alert) => alert.tag === tag);
      expect(goal?.title).toMatch(templatePattern(alertWords('goalTitle')));
      expect(goal?.data?.matchId).toBe(match.id);
      expect(all.filter((alert) => !belled.some((id) => alert.tag.startsWith(`${id}:`)))).toEqual([]);
    }
    // Any match with a start and an end has its bell: a basketball match's says it alerts both.
    const game = await claimLiveMatch({ sport: 'basketball' });
    await inLanguage(context, baseURL, 'vi');
    await page.goto('/live/basketball');
    const gameBell = page.locator(
      `section[data-pushed="true"] li.match-card[data-match-id="${game.id}"] [data-match-bell="${game.id}"]`,
    );
    await expect(gameBell).toHaveAttribute('title', words('matchBell', 'vi')('whatOther'), {
      timeout: 20_000,
    });
  });
});
