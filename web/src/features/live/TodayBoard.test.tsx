// @vitest-environment happy-dom
// The board as the page draws it from its answers (the cache the server's prefetch fills), with the
// reader's follows as this browser keeps them (a guest's, in storage): his team's match pinned on top.
import type { MatchPage, MatchSummary } from '@pitchside/shared';
import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { browserTimeZone, RenderEnvProvider } from '../../render/renderEnv';
import { matchSummary } from '../../testing/matchSummary';
import { guestFollowsChanged } from '../follow/followStore';
import { kickOffClock } from './kickOffTime';
import { TodayBoard } from './TodayBoard';
import { recentQuery, todayOf, todayQueries } from './todayQueries';

const HOUR = 3_600_000;
const now = Date.now();
/** Zones from UTC-11 to UTC+14, for a server drawing a day other than the reader's. */
const SERVER_ZONES = [
  'Pacific/Honolulu',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Pacific/Kiritimati',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Asia/Kolkata',
  'Pacific/Pago_Pago',
];
/** The reader's day (this machine's zone): its matches are placed inside it, whatever the hour of the run. */
const day = todayOf(now, undefined) ?? { start: now, end: now + HOUR };
const page = (list: MatchSummary[]): MatchPage => ({
  list,
  page: 1,
  pageSize: 100,
  total: list.length,
  hasMore: false,
});
const epl = { leagueId: 36, leagueName: 'Premier League' };
const coming = matchSummary({
  id: 1,
  ...epl,
  startTime: day.end - HOUR,
  homeId: 10,
  awayId: 11,
  homeName: 'Arsenal',
  awayName: 'Chelsea',
});
const other = matchSummary({
  id: 2,
  ...epl,
  startTime: day.end - HOUR,
  homeId: 12,
  awayId: 13,
  homeName: 'Everton',
  awayName: 'Fulham',
});
const played = matchSummary({
  id: 3,
  leagueId: 31,
  leagueName: 'La Liga',
  startTime: day.start + 60_000,
  status: -1,
  homeScore: 3,
  awayScore: 1,
  homeName: 'Girona',
  awayName: 'Sevilla',
});

beforeAll(async () => {
  await startI18n('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  // As another tab's change would: the store reads the guest's follows again.
  guestFollowsChanged();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // Today's answers in the browser's own zone, as the page reads them once hydrated.
  const today = todayQueries('en', now, undefined);
  for (const query of today.schedule) client.setQueryData(query.queryKey, page([coming, other]));
  for (const query of today.results) client.setQueryData(query.queryKey, page([played]));
  client.setQueryData(recentQuery('en', 'football').queryKey, { now, results: [played], next: [coming] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TodayBoard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the day's board", () => {
  it("pins a guest's followed team over the day's competitions once the page has settled", async () => {
    localStorage.setItem('follows', JSON.stringify([{ kind: 'team', id: 11, alerts: true }]));
    guestFollowsChanged();
    show();
    // The reader's follows are read once the page has settled: here, at his first touch.
    expect(screen.queryByRole('region', { name: 'Your teams and favourite matches' })).toBeNull();
    window.dispatchEvent(new Event('pointerdown'));
    const pinned = await screen.findByRole(
      'region',
      { name: 'Your teams and favourite matches' },
      { timeout: 10_000 },
    );
    expect(
      within(pinned)
        .getAllByRole('listitem')
        .map((li) => li.dataset.matchId),
    ).toEqual(['1']);
    const day = screen.getByRole('region', { name: "Today's football" });
    expect(
      within(day)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['La Liga', 'Premier League']);
    expect(within(day).getByRole('link', { name: /Girona.*Sevilla/ }).textContent).toContain('3 - 1');
    const results = screen.getByRole('region', { name: 'Latest results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
  });

  it('pins nothing for a reader who follows nothing', () => {
    show();
    window.dispatchEvent(new Event('pointerdown'));
    expect(screen.queryByRole('region', { name: 'Your teams and favourite matches' })).toBeNull();
    expect(screen.getByRole('region', { name: "Today's football" })).toBeTruthy();
  });
});

// A zone whose day, at this hour, is not the reader's and asks the API for other days than the reader's
// does: the server's answers are then not the reader's day's, and the days overlap in part. Which zone
// that is depends on the hour of the run (at 10:00 UTC, Honolulu's new day asks for the same two API days
// as a reader's in UTC, and its answers would be the reader's whole day). For a reader whose day is an API
// day (China's), every day that overlaps it asks for it: that reader never meets the state.
const dayKeys = (zone: string | undefined) =>
  todayQueries('en', now, zone).schedule.map((query) => hashKey(query.queryKey));
const serverZone = SERVER_ZONES.find((zone) =>
  dayKeys(undefined).some((key) => !dayKeys(zone).includes(key)),
);

describe.skipIf(!serverZone)('a first visit from another zone than the server drew the page in', () => {
  const zone = serverZone ?? 'UTC';
  const serverDay = todayOf(now, zone) ?? day;
  const both = Math.max(serverDay.start, day.start) + 60_000;
  const serverOnly = serverDay.start < day.start ? serverDay.start + 60_000 : serverDay.end - 60_000;
  const inBoth = matchSummary({ ...epl, id: 21, startTime: both, homeName: 'Arsenal', awayName: 'Chelsea' });
  const notToday = matchSummary({
    ...epl,
    id: 22,
    startTime: serverOnly,
    status: -1,
    homeName: 'Auxerre',
    awayName: 'Metz',
  });

  /** The page as the server drew it for its own zone, hydrated in this browser's, before it has settled. */
  function hydrated(list: MatchSummary[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const drawn = todayQueries('en', now, zone);
    for (const query of drawn.schedule) client.setQueryData(query.queryKey, page(list));
    for (const query of drawn.results) client.setQueryData(query.queryKey, page([]));
    client.setQueryData(recentQuery('en', 'football').queryKey, { now, results: [], next: [] });
    render(
      <RenderEnvProvider env={{ routeSet: 'mobile', timeZone: zone, now, topics: {} }}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <TodayBoard />
          </MemoryRouter>
        </QueryClientProvider>
      </RenderEnvProvider>,
    );
    return screen.getByRole('region', { name: "Today's football" });
  }

  it("shows, until the reader's day is in, only the server's matches of the reader's day, at the reader's times", () => {
    expect(both).toBeLessThan(Math.min(serverDay.end, day.end));
    const board = hydrated([inBoth, notToday]);
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.matchId)).toEqual(['21']);
    expect(rows[0]?.querySelector('time')?.textContent).toBe(kickOffClock('en', browserTimeZone(), both));
    expect(board.textContent).not.toContain('Auxerre');
  });

  it("shows the day as loading, never as a day without football, when none of the server's matches is of the reader's day", () => {
    const board = hydrated([notToday]);
    expect(within(board).queryAllByRole('listitem')).toEqual([]);
    expect(board.textContent).not.toContain('No football today');
    expect(board.querySelector('[aria-busy="true"], .skeleton')).not.toBeNull();
  });
});
