// @vitest-environment happy-dom
import type { InitConfig, NavItem } from '@pitchside/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { Header } from './Header';

const config: InitConfig = {
  siteName: '球场边',
  logoUrl: '',
  contact: { qq: '10001', phone: '+86 10 1234', email: 'hi@pitchside.example', address: '', weixin: '' },
  appDownloadUrl: 'https://app.pitchside.example/',
  followQrCodeUrl: '',
  aboutText: 'about',
  copyright: '© Pitchside',
  recordFiling: { text: 'ICP 1', url: 'https://beian.example/' },
  leagueMenu: [
    { leagueId: 1, nameStr: '英超', imageUrl: '/l1.png' },
    { leagueId: 2, nameStr: '西甲', imageUrl: '/l2.png' },
    { leagueId: 3, nameStr: '意甲', imageUrl: '/l3.png' },
  ],
  sports: [],
  hotWords: [],
  serverTime: 0,
};

function renderHeader(path = '/', active: NavItem = 'home') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header config={config} active={active} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('desktop header', () => {
  beforeAll(async () => {
    await startI18n('cn');
  });
  beforeEach(async () => {
    localStorage.clear();
    await changeLocale('cn');
  });
  afterEach(cleanup);

  it('lists leagues in the saved order with the word for special appended in Chinese', async () => {
    localStorage.setItem('leagueSortOrder', '[3,1]');
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /专题/ }));
    const items = within(screen.getByRole('list', { name: '联赛专题' })).getAllByRole('link');
    // The list of every league first, then the leagues.
    expect(items.map((item) => item.textContent)).toEqual(['全部专题', '意甲专题', '英超专题', '西甲专题']);
    expect(items[0]?.getAttribute('href')).toBe('/special');
    expect(items[1]?.getAttribute('href')).toBe('/special/3');
  });

  it('leaves the word off in English', async () => {
    await changeLocale('en');
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /Leagues/ }));
    const items = within(screen.getByRole('list', { name: 'League specials' })).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual(['All leagues', '英超', '西甲', '意甲']);
  });

  it('underlines the active item and opens the app site in a new tab', () => {
    renderHeader('/', 'football');
    expect(screen.getByRole('link', { name: '足球' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
    const download = screen.getByRole('link', { name: '下载APP' });
    expect(download.getAttribute('href')).toBe('https://app.pitchside.example/');
    expect(download.getAttribute('target')).toBe('_blank');
  });

  it('searches on Enter and ignores empty text', () => {
    const router = renderHeader();
    const box = screen.getByRole('searchbox', { name: '搜索' });
    const form = box.closest('form') as HTMLFormElement;
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.submit(form);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.change(box, { target: { value: 'Arsenal FC' } });
    fireEvent.submit(form);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=Arsenal%20FC');
  });
});
