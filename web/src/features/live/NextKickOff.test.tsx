// @vitest-environment happy-dom
import type { MatchPage, MatchSummary } from '@pitchside/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { firstKickOff, NextKickOff } from './NextKickOff';

const base = matchSummary({
  id: 1,
  startTime: Date.UTC(2026, 10, 24, 17, 45),
  leagueId: 23,
  leagueName: '欧冠',
  round: '',
  homeName: '阿森纳',
  awayName: '拜仁慕尼黑',
  homeShortName: 'Home',
  awayShortName: 'Away',
  stats1State: 'open',
  stats2State: 'open',
});

/** The schedule by day offset, as the API would answer it. */
const days = new Map<string, MatchSummary[]>();

vi.mock('../../api/client', () => ({
  ApiError: class extends Error {},
  apiCall: async (_call: string, { query }: { query: { date: string } }) => {
    const list = days.get(query.date) ?? [];
    const page: MatchPage = { list, page: 1, pageSize: 100, total: list.length, hasMore: false };
    return page;
  },
}));

beforeAll(async () => {
  await startI18n('cn');
});
afterEach(() => {
  cleanup();
  days.clear();
});

function show(sport: 'football' | 'esport') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NextKickOff sport={sport} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the next kick-off when nothing is live', () => {
  it('is the earliest match not yet started over the days searched', () => {
    const later = { ...base, id: 2, startTime: base.startTime + 3_600_000 };
    const finished: MatchSummary = { ...base, id: 3, status: -1, startTime: base.startTime - 3_600_000 };
    expect(firstKickOff([[later, finished], undefined, [base]])?.id).toBe(1);
    expect(firstKickOff([[finished], []])).toBeNull();
  });

  it('names the fixture, links its page and the football schedule', async () => {
    days.set('1', [{ ...base, id: 9, startTime: base.startTime + 86_400_000 }]);
    days.set('0', [base, { ...base, id: 5, status: 2 as const }]);
    show('football');
    const fixture = await screen.findByRole('link', { name: '阿森纳 对 拜仁慕尼黑' });
    expect(fixture.getAttribute('href')).toBe('/live/detail/1');
    expect(screen.getByTestId('next-kick-off').textContent).toContain('下一场开赛：');
    expect(screen.getByRole('link', { name: '查看完整赛程' }).getAttribute('href')).toBe('/matches/football');
    expect(screen.getByTestId('next-kick-off').querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(base.startTime).toISOString(),
    );
  });

  it('says nothing of a schedule that does not exist for other sports', async () => {
    days.set('2', [{ ...base, sport: 3, id: 11, homeName: 'Nova Gaming', awayName: 'Titan Club' }]);
    show('esport');
    expect(await screen.findByRole('link', { name: 'Nova Gaming 对 Titan Club' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看完整赛程' })).toBeNull();
  });
});
