// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { sessionChanged } from '../session/session';
import { startSession } from '../session/startSession';
import { toasts } from '../toast/toastStore';
import { AuthAvatar } from './AuthAvatar';

const USER = {
  id: 9,
  email: 'fan@example.com',
  nickName: 'fan',
  imageUrl: '',
  registerTime: '2026-01-01T00:00:00.000Z',
  userType: 0,
};
const calls: string[] = [];

describe('avatar menu of a signed-in user', () => {
  beforeAll(async () => {
    await startI18n('cn');
    localStorage.setItem('authToken', 'stored-token');
    localStorage.setItem('userInfo', JSON.stringify(USER));
    sessionChanged();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(new URL(url, 'http://site').pathname);
        const data = url.startsWith('/userapi/getUser') ? USER : null;
        return new Response(JSON.stringify({ code: 200, msg: '成功', data }));
      }),
    );
    // PRODUCT §4: the stored token is checked at start.
    startSession();
    await waitFor(() => expect(calls).toEqual(['/userapi/getUser']));
  });
  afterEach(cleanup);

  it('offers profile and logout; logout asks, cancel keeps the user and says so', async () => {
    const router = createMemoryRouter([{ path: '*', element: <AuthAvatar /> }], {
      initialEntries: ['/matches'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    expect(screen.getByRole('link', { name: '个人中心' }).getAttribute('href')).toBe('/user');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const confirm = screen.getByRole('alertdialog', { name: '退出登录' });
    expect(within(confirm).getByText('确定要退出登录吗？')).toBeTruthy();
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: '取消' }));
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts.current().map((toast) => toast.message)).toContain('已取消退出');
    expect(screen.getByRole('button', { name: '用户菜单' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual(['/userapi/getUser', '/userapi/logout']);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(toasts.current().map((toast) => toast.message)).toContain('已退出登录');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});
