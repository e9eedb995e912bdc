// @vitest-environment happy-dom
import type { RecentMatches } from '@pitchside/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { NextKickOff } from './NextKickOff';
import { recentQuery } from './todayQueries';

const NOW = Date.UTC(2026, 10, 28, 8);
const next = matchSummary({
  id: 1,
  startTime: NOW + 2 * 3_600_000 + 5 * 60_000 + 9_000,
  leagueName: '西甲',
  homeName: '奥萨苏纳',
  awayName: '赫罗纳',
});

beforeAll(async () => {
  await startI18n('cn');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The line with the answer of GET /vdapi/match/v1/recent in the page's cache, as the server drew it. */
function show(sport: 'football' | 'esport', answer: RecentMatches) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(recentQuery('cn', sport).queryKey, answer);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NextKickOff sport={sport} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the next kick-off when nothing is live', () => {
  it('names the fixture, links it and the schedule, and counts down once a second without a word read out', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    show('football', {
      now: NOW,
      results: [],
      next: [next, { ...next, id: 2, startTime: next.startTime + 1 }],
    });
    expect(screen.getByRole('link', { name: '奥萨苏纳 对 赫罗纳' }).getAttribute('href')).toBe(
      '/live/detail/1',
    );
    expect(screen.getByRole('link', { name: '查看完整赛程' }).getAttribute('href')).toBe('/matches/football');
    const line = screen.getByTestId('next-kick-off');
    expect(line.textContent).toContain('下一场开赛：');
    const kickOff = line.querySelector('time:not([role])');
    expect(kickOff?.getAttribute('datetime')).toBe(new Date(next.startTime).toISOString());
    // A timer: a live region that is never read out on its own.
    const timer = screen.getByRole('timer');
    expect(timer.tagName).toBe('TIME');
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(timer.textContent).toBe('还有 02:05:09');
    expect(timer.getAttribute('datetime')).toBe('PT2H5M9S');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('还有 02:05:08');
    act(() => void vi.advanceTimersByTime(2 * 3_600_000 + 5 * 60_000 + 8_000));
    expect(timer.textContent).toBe('即将开赛');
  });

  it("counts days beyond a day on the server's clock, and links no football schedule for other sports", () => {
    // This device's clock is ten minutes fast: by it, 2 d 2 h 50 min are left.
    vi.useFakeTimers({ now: NOW + 600_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const later = { ...next, sport: 3 as const, id: 11, homeName: 'Nova Gaming', awayName: 'Titan Club' };
    show('esport', { now: NOW, results: [], next: [{ ...later, startTime: NOW + 51 * 3_600_000 }] });
    expect(screen.getByRole('link', { name: 'Nova Gaming 对 Titan Club' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('还有 2 天 3 小时');
    expect(screen.queryByRole('link', { name: '查看完整赛程' })).toBeNull();
  });

  it('says nothing of a kick-off when none is coming', () => {
    show('football', { now: NOW, results: [], next: [] });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('next-kick-off').textContent).toBe('查看完整赛程');
  });
});
