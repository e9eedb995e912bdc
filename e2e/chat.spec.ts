import { signUp } from './account';
import { expect, type Page, test } from './fixtures';

// Live chat in the browser (docs/API.md "Chat"): whatever a user types is shown as text and never
// runs, for the sender and for another reader, live and from the room's history.

const ATTACK = '<img src=x onerror=alert(1)>';
const MARKER = '<img src=y onerror="window.__chatXss=1"><script>window.__chatXss=2</script><b>bold</b>';

/** Everything a page must not do: open a dialog (alert), throw, or run the marker's script. */
function watch(page: Page): { dialogs: string[]; errors: string[] } {
  const seen = { dialogs: [] as string[], errors: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

async function openChat(page: Page, matchPath: string) {
  await page.goto(matchPath);
  await page.getByRole('tab', { name: '聊天' }).click();
  await expect(page.locator('.chat-panel')).toBeVisible({ timeout: 20_000 });
}

const chatLine = (page: Page, text: string) =>
  page.locator('.chat-panel .chat-text').filter({ hasText: text }).last();

async function expectNothingRan(page: Page, seen: { dialogs: string[]; errors: string[] }) {
  await expect(page.locator('.chat-panel img[src="x"], .chat-panel img[src="y"]')).toHaveCount(0);
  await expect(page.locator('.chat-panel script, .chat-panel b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __chatXss?: number }).__chatXss)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  expect(seen.errors).toEqual([]);
}

test('a chat message with markup shows as text and runs nothing', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const account = await signUp(baseURL, 'chat');

  // A match that exists: the first one the football list links to.
  await page.goto('/matches/football');
  const link = page.locator('main a[href*="/detail/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  const matchPath = new URL((await link.getAttribute('href')) ?? '', baseURL).pathname;

  // The sender: signed in (token in storage, as the session keeps it), typing in the chat.
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userInfo', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
  const senderSeen = watch(page);
  await openChat(page, matchPath);
  const input = page.getByRole('textbox', { name: '聊天消息' });
  await input.fill(ATTACK);
  await input.press('Enter');
  await expect(chatLine(page, ATTACK)).toHaveText(ATTACK);
  await expect(input).toHaveValue('');

  // Another reader, not signed in: the message comes from the room's history.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  const readerSeen = watch(reader);
  await openChat(reader, matchPath);
  await expect(chatLine(reader, ATTACK)).toHaveText(ATTACK);
  await expect(reader.getByRole('button', { name: '登录后聊天' })).toBeVisible();

  // And live: a second message reaches the reader while the chat is open.
  await input.fill(MARKER);
  await input.press('Enter');
  await expect(chatLine(page, MARKER)).toHaveText(MARKER);
  await expect(chatLine(reader, MARKER)).toHaveText(MARKER);

  // Give any injected handler (an image error fires at once) the time to run, then check.
  await page.waitForTimeout(500);
  await expectNothingRan(page, senderSeen);
  await expectNothingRan(reader, readerSeen);
  await readerContext.close();
});

test('a right-to-left nickname stays beside its message, and reorders none of it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  // The nickname ends in Arabic; the message starts with a number. Unisolated, the bidi algorithm joins
  // the number to the Arabic run before it and draws it inside the name (docs/API.md "Text rules": a user's text is isolated).
  const account = await signUp(baseURL, 'rtl', 'مشجع');
  expect(account.user.nickName).toMatch(/\.مشجع$/);
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userInfo', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
  const seen = watch(page);
  await page.goto('/matches/football');
  const link = page.locator('main a[href*="/detail/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await openChat(page, new URL((await link.getAttribute('href')) ?? '', baseURL).pathname);
  const text = `5 goals ${Date.now().toString(36).slice(-4)}`;
  const input = page.getByRole('textbox', { name: '聊天消息' });
  await input.fill(text);
  await input.press('Enter');
  const line = page.locator('.chat-panel .chat-message').filter({ hasText: text }).last();
  await expect(line.locator('.chat-text')).toHaveText(text);
  await expect(line.locator('.chat-nick')).toHaveText(String(account.user.nickName));
  // Where Chromium drew the message's first character ("5"): after the whole nickname, not inside it.
  const boxes = await line.evaluate((element) => {
    const nick = element.querySelector('.chat-nick') as HTMLElement;
    const textNode = (element.querySelector('.chat-text') as HTMLElement).firstChild as Text;
    const range = document.createRange();
    range.setStart(textNode, 0);
    range.setEnd(textNode, 1);
    const digit = range.getBoundingClientRect();
    const name = nick.getBoundingClientRect();
    return { digitLeft: digit.left, nameRight: name.right, sameLine: Math.abs(digit.top - name.top) < 4 };
  });
  expect(boxes.sameLine).toBe(true);
  expect(boxes.digitLeft).toBeGreaterThanOrEqual(boxes.nameRight - 1);
  expect(seen.errors).toEqual([]);
});

test('the chat opens to a reader who signs in from the header, without a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const account = await signUp(baseURL, 'chatsignin');
  const seen = watch(page);
  await page.goto('/matches/football');
  const link = page.locator('main a[href*="/detail/"]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await openChat(page, new URL((await link.getAttribute('href')) ?? '', baseURL).pathname);
  await expect(page.getByRole('button', { name: '登录后聊天' })).toBeVisible();
  // The reader turns to another tab and signs in from there: the chat is not on screen meanwhile,
  // so only a socket that follows the session can know the reader when the chat opens again.
  await page.getByRole('tab', { name: '直播' }).click();
  await expect(page.getByRole('tab', { name: '直播' })).toHaveAttribute('aria-selected', 'true');
  // The header's sign-in button works once the script has taken over the server-drawn page.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  // Marks this document: a reload would start a new one without the mark.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });

  await page.locator('[data-route-set]').getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '登录 / 注册' });
  await dialog.getByLabel('邮箱', { exact: true }).fill(account.email);
  await dialog.getByLabel('密码', { exact: true }).fill('Pitchside-2026!');
  await dialog.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: '聊天' }).click();

  // The chat offers the input at once, on the same page, and what is sent is sent as this reader.
  const input = page.getByRole('textbox', { name: '聊天消息' });
  await expect(input).toBeVisible();
  await expect(page.getByRole('button', { name: '登录后聊天' })).toHaveCount(0);
  const text = `signed in just now ${Date.now().toString(36)}`;
  await input.fill(text);
  await input.press('Enter');
  await expect(chatLine(page, text)).toHaveText(text);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(seen.errors).toEqual([]);
});
