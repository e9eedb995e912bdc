import { createHash } from 'node:crypto';
import { devices, expect, type Locator, type Page, test } from './fixtures';
import { readMailedCode } from './mailbox';
import { setCodeCooldown } from './testClock';

// Sign-up and sign-in by e-mail (PRODUCT §2, §4, §5, §8) in the default language (cn), against the
// real origin, whose code mails reach the tests' mail server (mailbox.ts). One account per project
// and run, so the origin's per-e-mail limits never meet twice.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Pitchside-2026!';
const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let email = '';
test.beforeAll(() => {
  email = `fan.${test.info().project.name}.${nonce}@example.com`;
});

const isPhone = () => test.info().project.name === 'mobile';
const layout = (page: Page) => page.locator('[data-route-set]');
const modal = (page: Page) => page.getByRole('dialog', { name: '登录 / 注册' });
const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text, { exact: true });

async function openModal(page: Page): Promise<Locator> {
  await layout(page).getByRole('button', { name: '登录', exact: true }).click();
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Drags the slider to the end as a person would: a pointer on desktop, a finger on the phone. */
async function dragSlider(
  page: Page,
  dialog: Locator,
  by: 'finger' | 'mouse' = isPhone() ? 'finger' : 'mouse',
) {
  const handle = dialog.getByRole('slider', { name: '滑块验证' });
  const handleBox = await handle.boundingBox();
  const trackBox = await handle.locator('..').boundingBox();
  if (!handleBox || !trackBox) throw new Error('slider is not laid out');
  const y = handleBox.y + handleBox.height / 2;
  const x0 = handleBox.x + handleBox.width / 2;
  const distance = trackBox.x + trackBox.width - x0 + 10;
  const steps = 12;
  if (by === 'finger') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
    for (let step = 1; step <= steps; step += 1) {
      await page.waitForTimeout(50);
      const x = x0 + (distance * step) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x0, y);
    await page.mouse.down();
    for (let step = 1; step <= steps; step += 1) {
      await page.waitForTimeout(50);
      await page.mouse.move(x0 + (distance * step) / steps, y);
    }
    await page.mouse.up();
  }
  await expect(dialog.getByText('验证通过')).toBeVisible();
}

/** The same with the keyboard: ten arrow presses, at a person's pace. */
async function slideWithKeys(dialog: Locator) {
  const handle = dialog.getByRole('slider', { name: '滑块验证' });
  await handle.focus();
  for (let press = 0; press < 10; press += 1) await handle.press('ArrowRight', { delay: 60 });
  await expect(dialog.getByText('验证通过')).toBeVisible();
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
}

async function signInByPassword(page: Page, password: string) {
  const dialog = await openModal(page);
  await dialog.getByLabel('邮箱', { exact: true }).fill(email);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  const login = page.waitForRequest('**/userapi/login');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  return { dialog, login: await login };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

// The spec runs on the phone (e2e/playwright.config.ts); a desktop's visitor drags with the mouse.
test('on a desktop the slider is dragged with the mouse', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    await page.goto('/matches');
    const dialog = await openModal(page);
    await dialog.getByRole('tab', { name: '注册' }).click();
    await dialog.getByLabel('邮箱', { exact: true }).fill(`mouse.${nonce}@example.com`);
    await dragSlider(page, dialog, 'mouse');
    await expect(dialog.getByRole('slider', { name: '滑块验证' })).toHaveAttribute('aria-valuenow', '100');
  } finally {
    await context.close();
  }
});

test('registers with a mailed code, signs in by password and signs out', async ({ page }) => {
  await page.goto('/matches');
  const dialog = await openModal(page);
  await dialog.getByRole('tab', { name: '注册' }).click();
  await expect(dialog.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');

  // PRODUCT §5 in the browser, before any call.
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(dialog.getByText('请先输入有效的邮箱')).toBeVisible();
  await expect(dialog.getByText('请先同意用户协议与隐私政策')).toBeVisible();

  await dialog.getByLabel('邮箱', { exact: true }).fill(email);
  await dragSlider(page, dialog);
  const since = Date.now() - 1000;
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '验证码已发送')).toBeVisible();
  const code = await readMailedCode(email, since);

  await dialog.getByLabel('邮箱验证码').fill(code);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('确认密码').fill(`${PASSWORD}x`);
  await dialog.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByLabel('确认密码').fill(PASSWORD);

  const registerCall = page.waitForRequest('**/userapi/register');
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  const sent = (await registerCall).postDataJSON() as Record<string, string>;
  // PRODUCT §5: only the lowercase MD5 leaves the browser.
  expect(sent.password).toBe(md5(PASSWORD));
  expect(sent.ackPassword).toBe(md5(PASSWORD));
  expect(JSON.stringify(sent)).not.toContain(PASSWORD);
  await expect(toast(page, '注册成功')).toBeVisible();
  // PRODUCT §4: back on the sign-in tab, the form cleared.
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('邮箱', { exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  const { login } = await signInByPassword(page, PASSWORD);
  expect(login.postDataJSON()).toEqual({ email, type: 1, password: md5(PASSWORD) });
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(modal(page)).toBeHidden();
  // On a phone the toast sits over the header for its 3 s (PRODUCT §9).
  await expect(toast(page, '登录成功')).toBeHidden();

  // Logout asks first; cancelling keeps the user in.
  const menu = layout(page).getByRole('button', { name: '用户菜单' });
  await menu.click();
  await expect(layout(page).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', /\/user$/);
  await layout(page).getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('alertdialog', { name: '退出登录' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(toast(page, '已取消退出')).toBeVisible();
  await expect(menu).toBeVisible();

  await menu.click();
  await layout(page).getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '退出' }).click();
  await expect(toast(page, '已退出登录')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(layout(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userInfo')]),
  ).toEqual([null, null]);
});

test('a wrong password shows the account-or-password message; Escape closes the modal', async ({ page }) => {
  await page.goto('/');
  const { dialog } = await signInByPassword(page, 'not-the-password');
  await expect(dialog.getByText('账号或密码错误')).toBeVisible();
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(layout(page).getByRole('button', { name: '登录', exact: true })).toBeFocused();
});

test('the code button counts down and refuses a second send', async ({ page }) => {
  await page.goto('/');
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/userapi/email/getCode')) codeRequests.push(request.url());
  });
  const dialog = await openModal(page);
  await dialog.getByRole('tab', { name: '注册' }).click();
  // A new address: the account of this run asked for its code moments ago.
  await dialog.getByLabel('邮箱', { exact: true }).fill(email.replace('fan.', 'countdown.'));
  // Without the slider, no code (PRODUCT §5).
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByText('请先完成滑块验证')).toBeVisible();
  expect(codeRequests).toHaveLength(0);

  await dragSlider(page, dialog);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const countdown = dialog.getByRole('button', { name: /^\d+ 秒后重新获取$/ });
  await expect(countdown).toBeDisabled();
  const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeGreaterThan(55);
  await countdown.click({ force: true });
  // The count goes down (a second later), the button still refusing.
  await expect
    .poll(async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]))
    .toBeLessThan(first);
  await expect(countdown).toBeDisabled();
  expect(codeRequests).toHaveLength(1);
});

test('signs in by e-mail code, and a reload keeps the session', async ({ page }) => {
  // The origin sends one code per e-mail every 60 s: the registration's wait is ended for this account
  // through the origin's test controls (testClock.ts); every other address keeps its 60 s.
  await setCodeCooldown(0, email);
  await page.goto('/');
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: '验证码登录' }).click();
  await dialog.getByLabel('邮箱', { exact: true }).fill(email);
  await slideWithKeys(dialog);

  const since = Date.now() - 1000;
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(toast(page, '验证码已发送')).toBeVisible();
  await dialog.getByLabel('邮箱验证码').fill(await readMailedCode(email, since));
  await dialog.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  const login = page.waitForRequest('**/userapi/login');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  expect((await login).postDataJSON()).toMatchObject({ email, type: 2 });
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(layout(page).getByRole('button', { name: '用户菜单' })).toBeVisible();

  // PRODUCT §4: on the next start the stored token is checked with getUser and kept.
  const check = page.waitForResponse('**/userapi/getUser');
  await page.reload();
  expect((await (await check).json()).code).toBe(200);
  await expect(layout(page).getByRole('button', { name: '用户菜单' })).toBeVisible();
});
