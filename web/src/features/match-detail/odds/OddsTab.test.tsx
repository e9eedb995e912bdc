// @vitest-environment happy-dom
// The odds tab reads each row's market state, holds the odds to the picture like the score, and covers
// them in spoiler-free mode; the scoreboard tells the result and each sport's periods.
import type { MatchOdds, MatchSummary, OddsDetail } from '@pitchside/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../i18n/i18n';
import { matchSummary } from '../../../testing/matchSummary';
import { setSpoilerFree } from '../../live/spoilerFree';
import { PeriodTable } from '../centre/PeriodTable';
import { registerDetailMessages } from '../detailMessages';
import { Scoreboard } from '../Scoreboard';
import { OddsTab } from './OddsTab';

const KICK_OFF = Date.UTC(2026, 10, 22, 12);

const company = (
  companyId: number,
  companyName: string,
  row: number[],
  state: 'open' | 'suspended' | 'closed',
) => ({
  companyId,
  companyName,
  row,
  state,
  updatedAt: KICK_OFF,
});

/** Crown Line suspended at 5-0 in the 89th minute, Northgate still open. */
const suspended: MatchOdds = {
  matchId: 7,
  types: [
    {
      type: 11,
      list: [
        company(3, 'Crown Line', [1.4, 4.5, 7.5, 1.38, 4.6, 7.8, 0, 0, 0], 'suspended'),
        company(8, 'Northgate', [1.41, 4.4, 7.4, 1.39, 4.5, 7.7, 1.01, 60, 200], 'open'),
      ],
    },
  ],
};

const history: OddsDetail = {
  matchId: 7,
  type: 11,
  companies: [
    {
      companyId: 3,
      companyName: 'Crown Line',
      row: suspended.types[0]?.list[0]?.row ?? [],
      history: [
        {
          time: KICK_OFF - 5 * 86_400_000,
          minute: 0,
          status: 0,
          score: '0-0',
          values: [1.4, 4.5, 7.5],
          state: 'open',
        },
        { time: KICK_OFF, minute: 0, status: 1, score: '0-0', values: [1.38, 4.6, 7.8], state: 'open' },
        {
          time: KICK_OFF + 30 * 60_000,
          minute: 30,
          status: 1,
          score: '2-0',
          values: [1.05, 12, 40],
          state: 'open',
        },
        {
          time: KICK_OFF + 104 * 60_000,
          minute: 89,
          status: 3,
          score: '5-0',
          values: [0, 0, 0],
          state: 'suspended',
        },
      ],
    },
  ],
};

let answers: { odds: MatchOdds; history: OddsDetail } = { odds: suspended, history };

vi.mock('../../../api/client', () => ({
  ApiError: class extends Error {},
  apiCall: async (key: string) => (key.includes('getOddsDetailWithComIds') ? answers.history : answers.odds),
}));

function wrap(
  node: ReactNode,
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  }),
) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

beforeEach(async () => {
  answers = { odds: suspended, history };
  await startI18n('cn');
  registerDetailMessages(i18next);
});
afterEach(() => {
  cleanup();
  setSpoilerFree(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('odds tab', () => {
  it('says a suspended market is suspended instead of showing its pre-match prices, and prices the open one', async () => {
    const view = wrap(<OddsTab matchId={7} runtime={null} />);
    const crown = await screen.findByRole('rowheader', { name: 'Crown Line' });
    const body = crown.closest('tbody') as HTMLElement;
    expect(body.dataset.state).toBe('suspended');
    expect(body.querySelector('.odds-shut')?.textContent).toBe('封盘');
    // ② is not the pre-match group (1.38 4.6 7.8), which stays only on ① as the opening reference.
    expect(body.textContent).not.toContain('7.8');
    const north = view.container.querySelector('tbody[data-company="8"]') as HTMLElement;
    expect(north.textContent).toContain('200');
    expect(await screen.findByTestId('odds-chart')).toBeTruthy();
    expect(view.container.querySelector('[data-state="suspended"].chart-shut')).toBeTruthy();
  });

  it('says closed in English and Vietnamese', async () => {
    answers = {
      ...answers,
      odds: {
        matchId: 7,
        types: [
          { type: 11, list: [company(3, 'Crown Line', [1.4, 4.5, 7.5, 1.38, 4.6, 7.8, 0, 0, 0], 'closed')] },
        ],
      },
    };
    for (const [locale, word] of [
      ['en', 'Closed'],
      ['vi', 'Đã đóng'],
    ] as const) {
      await startI18n(locale);
      const view = wrap(<OddsTab matchId={7} runtime={null} />);
      expect((await screen.findByText(word)).className).toContain('odds-closed');
      view.unmount();
    }
  });

  it('holds new odds as long as the score is held to the picture', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The answers are in the cache already: the test is about time, not about fetching.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(['odds', 7, 'cn'], suspended);
    const view = wrap(<OddsTab matchId={7} runtime={null} holdMs={5_000} />, client);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const north = () => view.container.querySelector('tbody[data-company="8"]')?.textContent ?? '';
    expect(north()).toContain('200');
    const moved: MatchOdds = {
      matchId: 7,
      types: [
        {
          type: 11,
          list: [company(8, 'Northgate', [1.41, 4.4, 7.4, 1.39, 4.5, 7.7, 1.01, 80, 300], 'open')],
        },
      ],
    };
    await act(async () => {
      view.client.setQueryData(['odds', 7, 'cn'], moved);
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(north()).toContain('200');
    expect(north()).not.toContain('300');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(north()).toContain('300');
  });

  it('is covered in spoiler-free mode once the match is under way, until tapped', async () => {
    setSpoilerFree(true);
    const view = wrap(<OddsTab matchId={7} runtime={null} spoiler />);
    const cover = await screen.findByRole('button', { name: '点击查看比分' });
    expect(view.container.querySelector('.odds-table')).toBeNull();
    expect(view.container.querySelector('[data-testid="odds-chart"]')).toBeNull();
    fireEvent.click(cover);
    expect(await screen.findByRole('rowheader', { name: 'Crown Line' })).toBeTruthy();
  });
});

const russiaWin = matchSummary({
  id: 51,
  status: -1,
  startTime: KICK_OFF,
  playingTime: 'FT',
  leagueName: '世界杯',
  round: '1/8决赛',
  homeName: '西班牙',
  awayName: '俄罗斯',
  homeShortName: '西班牙',
  awayShortName: '俄罗斯',
  homeScore: 1,
  awayScore: 1,
  halfHomeScore: 1,
  halfAwayScore: 1,
  stats1State: 'closed',
  stats2State: 'closed',
  extraTimeScore: { home: 1, away: 1 },
  penaltyScore: { home: 3, away: 4 },
});

describe('scoreboard', () => {
  it('tells a.e.t., the shoot-out and the winner', () => {
    wrap(<Scoreboard match={russiaWin} Clock={undefined} />);
    expect(screen.getByTestId('detail-score').textContent).toBe('1-1加时点球 3-4');
    expect(screen.getByTestId('away-team').className).toContain('winner');
    expect(screen.getByTestId('detail-status').textContent).toBe('完场');
  });

  it('gives basketball its quarters table and esports its games, without a half-time score', async () => {
    await startI18n('en');
    const basketball: MatchSummary = {
      ...russiaWin,
      sport: 2,
      status: 4,
      homeScore: 101,
      awayScore: 99,
      extraTimeScore: null,
      penaltyScore: null,
      stats1State: null,
      stats2State: null,
      periods: [
        { name: '', home: 25, away: 22, winner: null },
        { name: '', home: 24, away: 26, winner: null },
        { name: '', home: 20, away: 21, winner: null },
        { name: '', home: 23, away: 23, winner: null },
        { name: '', home: 9, away: 7, winner: null },
      ],
      gameClock: 95,
    };
    const view = wrap(
      <>
        <Scoreboard match={basketball} Clock={undefined} />
        <PeriodTable match={basketball} />
      </>,
    );
    expect(screen.getByTestId('detail-status').textContent).toBe('OT11:35');
    expect(screen.getByTestId('periods').textContent).toBe('Q1 25-22Q2 24-26Q3 20-21Q4 23-23OT1 9-7');
    const table = screen.getByTestId('period-table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      'OT1',
      'Total',
    ]);
    expect(view.container.textContent).not.toMatch(/HT/);
    view.unmount();
    const series: MatchSummary = {
      ...basketball,
      sport: 3,
      status: -1,
      homeScore: 2,
      awayScore: 1,
      bestOf: 3,
      gameClock: null,
      periods: [
        { name: 'Mirage', home: 13, away: 9, winner: 'home' },
        { name: 'Inferno', home: 11, away: 13, winner: 'away' },
        { name: 'Nuke', home: 13, away: 5, winner: 'home' },
      ],
    };
    wrap(
      <>
        <Scoreboard match={series} Clock={undefined} />
        <PeriodTable match={series} />
      </>,
    );
    const games = screen.getByTestId('period-table');
    expect(games.querySelector('caption')?.textContent).toBe('Best of 3');
    expect(games.querySelector('thead th')?.textContent).toBe('Game 1Mirage');
    expect([...games.querySelectorAll('tbody tr:first-child .winner')].map((td) => td.textContent)).toEqual([
      '13',
      '13',
    ]);
    expect(screen.getByTestId('home-team').className).toContain('winner');
  });
});
