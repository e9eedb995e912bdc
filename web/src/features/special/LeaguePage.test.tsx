// @vitest-environment happy-dom
import type { LeagueRoundPage, LeagueTable } from '@pitchside/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { LeaguePage } from './LeaguePage';

// The page's network is the only stand-in here: the real calls are e2e/world.spec.ts's subject.
const calls: { path: string; query: Record<string, unknown> }[] = [];
const answers: { table: LeagueTable | 'unknown'; rounds: (part: string, page: number) => LeagueRoundPage } = {
  table: 'unknown',
  rounds: () => ({ list: [], page: 1, pageSize: 2, total: 0, hasMore: false }),
};

vi.mock('../../api/client', () => {
  class ApiError extends Error {
    constructor(
      readonly code: number,
      message: string,
    ) {
      super(message);
    }
  }
  return {
    ApiError,
    apiCall: async (key: string, request?: { query?: Record<string, unknown> }) => {
      const path = key.split(' ')[1] ?? '';
      const query = request?.query ?? {};
      calls.push({ path, query });
      if (path === '/vdapi/match/v1/league/table') {
        if (answers.table === 'unknown') throw new ApiError(10005, 'no such league');
        return answers.table;
      }
      if (path === '/vdapi/match/v1/league/rounds')
        return answers.rounds(String(query.part), Number(query.page));
      if (path === '/vdapi/match/v1/hot/league') return { list: [] };
      if (path === '/vdapi/config/initconfig') throw new ApiError(0, 'offline');
      throw new Error(`unexpected call ${path}`);
    },
  };
});

const team = (id: number, name: string) => ({ id, name, logo: '' });
const PSG = team(7, '巴黎圣日耳曼');
const LIVERPOOL = { ...team(8, '利物浦'), logo: '/vdapi/img/team/8.svg' };

const match = (id: number, home: string, away: string, score: [number, number]) =>
  matchSummary({
    id,
    status: -1,
    startTime: Date.UTC(2026, 10, id),
    playingTime: 'FT',
    leagueId: 23,
    leagueName: '欧冠',
    round: '',
    homeId: id * 10,
    awayId: id * 10 + 1,
    homeName: home,
    awayName: away,
    homeScore: score[0],
    awayScore: score[1],
  });

const CUP: LeagueTable = {
  leagueId: 23,
  kind: 'cup',
  season: { name: '2024/25', shiftDays: 728, simulated: 'part', realUntil: Date.UTC(2025, 4, 7, 19) },
  live: false,
  table: [
    {
      teamId: 8,
      teamName: '利物浦',
      rank: 1,
      played: 8,
      won: 7,
      drawn: 0,
      lost: 1,
      goalsFor: 17,
      goalsAgainst: 5,
      points: 21,
      form: ['W', 'W', 'L', 'W', 'W'],
      previousRank: null,
      liveMatchId: null,
    },
  ],
  bracket: [
    {
      round: 'Finals, Round of 16',
      name: '1/8决赛',
      ties: [
        {
          teamA: PSG,
          teamB: LIVERPOOL,
          matchIds: [101, 102],
          legs: [
            { matchId: 101, startTime: 1, status: -1, score: { home: 0, away: 1 } },
            { matchId: 102, startTime: 2, status: -1, score: { home: 1, away: 0 } },
          ],
          aggregate: { home: 1, away: 1 },
          penalties: { home: 4, away: 1 },
          winnerTeamId: 7,
          decidedBy: 'penalties',
        },
      ],
    },
  ],
};

function renderLeague(leagueId = 23) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LeaguePage params={{ id: leagueId }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await startI18n('cn');
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('a league page', () => {
  it("shows a cup's league-phase table and its bracket: aggregate, the shoot-out and who went through", async () => {
    answers.table = CUP;
    renderLeague();
    fireEvent.click(await screen.findByRole('tab', { name: '积分榜' }));
    const row = (await screen.findByText('利物浦')).closest('tr') as HTMLElement;
    expect(row.querySelector('[data-stat="points"]')?.textContent).toBe('21');
    expect(screen.getByText('联赛阶段')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '淘汰赛' }));
    expect(await screen.findByRole('heading', { name: '1/8决赛' })).toBeTruthy();
    const tie = screen.getByText('巴黎圣日耳曼').closest('li') as HTMLElement;
    expect(within(tie).getByTestId('tie-penalties').textContent).toBe('点球 4-1');
    expect(within(tie).getByText('总比分')).toBeTruthy();
    expect(tie.querySelector('.tie-team.winner')?.getAttribute('data-team-id')).toBe('7');
    expect(within(tie).getByText('晋级')).toBeTruthy();
    expect(within(tie).getByRole('link', { name: '次回合' }).getAttribute('href')).toBe('/live/detail/102');
    // A side with a crest shows it; one without (a side not yet decided) keeps its place with no empty box.
    const [sideA, sideB] = [...tie.querySelectorAll('.tie-team')];
    expect(sideB?.querySelector('img')).toBeTruthy();
    expect(sideA?.querySelector('img')).toBeNull();
    expect(sideA?.querySelector('.tie-crest-none')).toBeTruthy();
  });

  it('lists results by round, newest first, and loads earlier rounds on demand', async () => {
    answers.table = { ...CUP, kind: 'league', bracket: [] };
    answers.rounds = (part, page) => ({
      list:
        part === 'results'
          ? [
              {
                round: `Matchday ${30 - page}`,
                leg: 0,
                name: `第${30 - page}轮`,
                phase: 'league',
                startTime: page,
                matches: [match(page, '主队', '客队', [2, 1])],
              },
            ]
          : [],
      page,
      pageSize: 2,
      total: 2,
      hasMore: page < 2,
    });
    renderLeague(1);
    expect(await screen.findByText('本赛季已没有待赛的比赛。')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '淘汰赛' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '赛果' }));
    expect(await screen.findByRole('heading', { name: '第29轮' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '更早的轮次' }));
    expect(await screen.findByRole('heading', { name: '第28轮' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '更早的轮次' })).toBeNull();
    const asked = calls.filter((call) => call.path === '/vdapi/match/v1/league/rounds');
    expect(asked.map((call) => [call.query.part, call.query.page])).toEqual([
      ['fixtures', 1],
      ['results', 1],
      ['results', 2],
    ]);
  });

  it('names the real season it replays and the part of its results that is real, on every tab', async () => {
    answers.table = CUP;
    renderLeague();
    const note = await screen.findByRole('note', { name: '赛季说明' });
    expect(note.textContent).toContain('2024/25赛季，日期推后两年重演。');
    expect(note.textContent).toContain('2025年5月7日及之前的赛果为真实数据，之后的赛果为模拟生成。');
    fireEvent.click(screen.getByRole('tab', { name: '积分榜' }));
    expect(screen.getByRole('note', { name: '赛季说明' })).toBe(note);
  });

  it("says a simulated competition is the engine's own", async () => {
    answers.table = {
      ...CUP,
      kind: 'league',
      bracket: [],
      season: { name: '', shiftDays: 0, simulated: 'all', realUntil: null },
    };
    renderLeague(32);
    const note = await screen.findByRole('note', { name: '赛季说明' });
    expect(note.textContent).toContain('模拟赛事：球队、球员、赛果和数据均由引擎生成，并非真实。');
    expect(note.textContent).not.toContain('赛季，');
  });

  it('says so when the league does not exist', async () => {
    answers.table = 'unknown';
    renderLeague(999);
    expect(await screen.findByText('该联赛不存在。')).toBeTruthy();
  });
});
