// @vitest-environment happy-dom
import type { SearchAnswer, SearchSuggestions } from '@pitchside/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { SearchView } from './SearchView';

const calls: { path: string; query: unknown }[] = [];

vi.mock('../../api/client', () => ({
  ApiError: class extends Error {},
  apiCall: async (key: string, request?: { query?: unknown }) => {
    const path = key.split(' ')[1] ?? '';
    calls.push({ path, query: request?.query });
    if (path === '/vdapi/config/v2/index/search') {
      const answer: SearchSuggestions = { hotWords: ['英超', '西甲'], suggestions: [] };
      return answer;
    }
    const answer: SearchAnswer = {
      q: '利维',
      teams: [{ id: 7, name: '利维流浪者', shortName: '利维', logo: '', sport: 1, leagueIds: [1] }],
      leagues: [],
      matches: [],
      anchors: [],
    };
    return answer;
  },
}));

beforeAll(async () => {
  await startI18n('cn');
});
afterEach(() => {
  cleanup();
  calls.length = 0;
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchView /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('search page', () => {
  it('shows the hot words of the search config when nothing is searched', async () => {
    renderAt('/search');
    expect(await screen.findByRole('link', { name: '英超' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '西甲' }).getAttribute('href')).toBe(
      `/search?q=${encodeURIComponent('西甲')}`,
    );
    expect(calls.map((call) => call.path)).toEqual(['/vdapi/config/v2/index/search']);
  });

  it('searches the trimmed text of q and lists the teams found', async () => {
    renderAt(`/search?q=${encodeURIComponent('  利维 ')}`);
    expect(await screen.findByText('利维流浪者')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('“利维”的搜索结果');
    expect(screen.getByRole('heading', { name: '球队（1）' })).toBeTruthy();
    expect(calls).toContainEqual({ path: '/vdapi/search', query: { q: '利维', limit: 20 } });
    // A found team leads to its page and can be followed from here.
    expect(screen.getByRole('link', { name: /利维流浪者/ }).getAttribute('href')).toBe('/team/7');
    const star = screen.getByRole('button', { name: '关注利维流浪者' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });
});
