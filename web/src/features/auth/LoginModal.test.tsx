// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { sessionChanged } from '../session/session';
import { AuthAvatar } from './AuthAvatar';

const requests: string[] = [];

function renderAvatar() {
  const router = createMemoryRouter([{ path: '*', element: <AuthAvatar /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return screen.findByRole('dialog', { name: '登录 / 注册' });
}

describe('sign-in modal (accessibility)', () => {
  beforeAll(async () => {
    await startI18n('cn');
  });
  beforeEach(async () => {
    localStorage.clear();
    sessionChanged();
    await changeLocale('cn');
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        return new Response(JSON.stringify({ code: 200, msg: '成功', data: { expiresAt: 'later' } }));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a labelled modal dialog that takes focus, keeps it inside and gives it back on Escape', async () => {
    renderAvatar();
    const opener = screen.getByRole('button', { name: '登录' });
    opener.focus();
    const dialog = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const email = within(dialog).getByLabelText('邮箱');
    expect(document.activeElement).toBe(email);

    const submit = within(dialog).getByRole('button', { name: '登录' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('labels every field and announces the PRODUCT §5 messages beside them', async () => {
    renderAvatar();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(['请先输入有效的邮箱', '请输入密码', '请先同意用户协议与隐私政策']);
    const email = within(dialog).getByLabelText('邮箱');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请先输入有效的邮箱',
    );
    expect(within(dialog).getByLabelText('密码')).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: '我已阅读并同意' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: '注册' }));
    expect(within(dialog).getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
    for (const label of ['邮箱', '邮箱验证码', '密码', '确认密码'])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    expect(within(dialog).getByRole('slider', { name: '滑块验证' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('moves the slider with the arrow keys and checks it with the origin at 100', async () => {
    renderAvatar();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: '验证码登录' }));
    fireEvent.change(within(dialog).getByLabelText('邮箱'), { target: { value: 'fan@example.com' } });
    const slider = within(dialog).getByRole('slider', { name: '滑块验证' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('10');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    for (let press = 0; press < 10; press += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    // The check is a call to the origin (its signer loads with the first call): wait for its answer.
    expect(await within(dialog).findByText('验证通过', {}, { timeout: 5000 })).toBeTruthy();
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    const check = new URL(requests[0] ?? '', 'http://site');
    expect(check.pathname).toBe('/userapi/email/getSlideVerificationCode');
    expect(check.searchParams.get('position')).toBe('100');
    expect(check.searchParams.get('track')).toMatch(/^0:\d+(,\d+:\d+)*,\d+:100$/);
  });

  it('the slider refuses to start without a valid e-mail', async () => {
    renderAvatar();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('tab', { name: '注册' }));
    fireEvent.keyDown(within(dialog).getByRole('slider', { name: '滑块验证' }), { key: 'ArrowRight' });
    expect(within(dialog).getByRole('alert').textContent).toBe('请先输入有效的邮箱');
  });

  it('takes the slider message away once the slider has passed', async () => {
    renderAvatar();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: '验证码登录' }));
    fireEvent.change(within(dialog).getByLabelText('邮箱'), { target: { value: 'fan@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请先完成滑块验证');
    const slider = within(dialog).getByRole('slider', { name: '滑块验证' });
    for (let press = 0; press < 10; press += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(await within(dialog).findByText('验证通过', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('starts each tab without the messages of the other', async () => {
    renderAvatar();
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('tab', { name: '注册' }));
    // A refused code request (no slider yet) and the form's own messages, on the sign-up tab.
    fireEvent.change(within(dialog).getByLabelText('邮箱'), { target: { value: 'fan@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(1);
    fireEvent.click(within(dialog).getByRole('tab', { name: '登录' }));
    expect(within(dialog).queryAllByRole('alert')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '验证码登录' }));
    expect(within(dialog).queryAllByRole('alert')).toEqual([]);
  });

  it('words its messages as sentences in English', async () => {
    await changeLocale('en');
    renderAvatar();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in / Sign up' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Sign in' }).at(-1) as HTMLElement);
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent ?? '');
    expect(alerts.length).toBeGreaterThan(0);
    for (const text of alerts) expect(text, text).toMatch(/^[A-Z]/);
  });
});
