// @vitest-environment happy-dom
// Cards tell a match as fans do, in cn, en and vi: Spain 1-1 Russia at the 2018 World Cup (a.e.t.,
// 3-4 on penalties, Russia through), a shoot-out under way, the irregular statuses, basketball and
// esports in their own terms, markets that are shut, and spoiler-free mode covering all of it.
import { type Locale, type MatchSummary, matchStatusLabel } from '@pitchside/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { MatchCard } from './MatchCard';
import { MatchCardLite } from './MatchCardLite';
import { setSpoilerFree } from './spoilerFree';

const football = matchSummary({
  id: 51,
  status: -1,
  playingTime: 'FT',
  homeShortName: 'Spain',
  awayShortName: 'Russia',
  homeScore: 1,
  awayScore: 1,
  halfHomeScore: 1,
  halfAwayScore: 1,
  homeCorner: 6,
  awayCorner: 5,
  yellowCard: 2,
  homeYellowCard: 1,
  awayYellowCard: 1,
  stats1State: 'closed',
  stats2State: 'closed',
  extraTimeScore: { home: 1, away: 1 },
  penaltyScore: { home: 3, away: 4 },
});

const basketball: MatchSummary = {
  ...football,
  id: 52,
  sport: 2,
  status: 3,
  playingTime: 'Q3 3:05',
  homeName: 'Huaxi Tigers',
  awayName: 'Donghai Wolves',
  homeShortName: 'Huaxi Tigers',
  awayShortName: 'Donghai Wolves',
  homeScore: 78,
  awayScore: 80,
  stats1State: null,
  stats2State: null,
  extraTimeScore: null,
  penaltyScore: null,
  periods: [
    { name: '', home: 30, away: 28, winner: null },
    { name: '', home: 26, away: 31, winner: null },
    { name: '', home: 22, away: 21, winner: null },
  ],
  gameClock: 185,
};

const esports: MatchSummary = {
  ...basketball,
  id: 53,
  sport: 3,
  playingTime: "G2 14'",
  homeName: 'Comet Esports',
  awayName: 'Phoenix Academy',
  homeShortName: 'Comet Esports',
  awayShortName: 'Phoenix Academy',
  homeScore: 1,
  awayScore: 0,
  periods: [
    { name: 'Mirage', home: 13, away: 9, winner: 'home' },
    { name: 'Inferno', home: 5, away: 3, winner: null },
  ],
  bestOf: 3,
  gameClock: 840,
};

const card = (match: MatchSummary) =>
  render(
    <MemoryRouter>
      <MatchCard match={match} />
    </MemoryRouter>,
  );
const text = (root: Element, selector: string) => root.querySelector(selector)?.textContent ?? null;
afterEach(() => {
  cleanup();
  setSpoilerFree(false);
  vi.unstubAllGlobals();
});

const SHOOTOUT: Record<Locale, { aet: string; pens: string; winner: string }> = {
  cn: { aet: '加时', pens: '点球 3-4', winner: '（胜）' },
  en: { aet: 'AET', pens: '(3-4 pens)', winner: '(winner)' },
  vi: { aet: 'Hiệp phụ', pens: 'Luân lưu 3-4', winner: '(thắng)' },
};

describe('a match decided after 90 minutes', () => {
  for (const locale of ['cn', 'en', 'vi'] as const) {
    it(`says a.e.t., the shoot-out and the winner in ${locale}, on the card and the first-paint card`, async () => {
      await startI18n(locale);
      for (const Card of [MatchCard, MatchCardLite]) {
        const view = render(
          <MemoryRouter>
            <Card match={football} />
          </MemoryRouter>,
        );
        const score = screen.getByTestId('score');
        // The first-paint card loads the telling only for such a match: it arrives a moment later.
        await waitFor(() => expect(text(score, '.score-aet')).toBe(SHOOTOUT[locale].aet));
        expect(text(score, '.score-main')).toBe('1 - 1');
        expect(screen.getByTestId('penalties').textContent).toBe(SHOOTOUT[locale].pens);
        // The first-paint card only ever shows matches in play (no winner yet): the full card marks it.
        if (Card === MatchCard) {
          const away = view.container.querySelector('.team.away');
          expect(away?.className).toContain('winner');
          expect(away?.textContent).toContain(SHOOTOUT[locale].winner);
          expect(view.container.querySelector('.team.home')?.className).toContain('loser');
        }
        view.unmount();
      }
    });
  }

  it('runs the shoot-out score live under its status, with no winner yet', async () => {
    await startI18n('cn');
    const view = card({ ...football, status: 5, playingTime: 'Pen', penaltyScore: { home: 2, away: 1 } });
    expect(text(view.container, '.status-label')).toBe('点球');
    expect(screen.getByTestId('penalties').textContent).toBe('点球 2-1');
    expect(view.container.querySelector('.winner')).toBeNull();
    view.rerender(
      <MemoryRouter>
        <MatchCard
          match={{ ...football, status: 5, playingTime: 'Pen', penaltyScore: { home: 3, away: 1 } }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('penalties').textContent).toBe('点球 3-1');
  });

  it('a final won in 90 minutes has no note, only its winner', async () => {
    await startI18n('en');
    const view = card({
      ...football,
      homeName: 'France',
      awayName: 'Croatia',
      homeShortName: 'France',
      awayShortName: 'Croatia',
      homeScore: 4,
      awayScore: 2,
      extraTimeScore: null,
      penaltyScore: null,
    });
    expect(view.container.querySelector('.score-note')).toBeNull();
    expect(view.container.querySelector('.team.home')?.className).toContain('winner');
  });

  it('shows the label of extra time and of every irregular status', async () => {
    for (const locale of ['cn', 'en', 'vi'] as const) {
      await startI18n(locale);
      for (const status of [4, -10, -11, -12, -13, -14] as const) {
        const view = card({ ...football, status, playingTime: status === 4 ? '97' : '' });
        expect(text(view.container, '.status-label')).toBe(matchStatusLabel(status, locale));
        view.unmount();
      }
    }
  });
});

describe('each sport in its own terms', () => {
  it('basketball: the quarter and its game clock, quarter scores; no halves, corners or cards', async () => {
    await startI18n('en');
    const view = card(basketball);
    expect(text(view.container, '.status-label')).toBe('Q3');
    expect(text(view.container, '.match-clock')).toBe('3:05');
    expect(screen.getByTestId('periods').textContent).toBe('Q1 30-28Q2 26-31Q3 22-21');
    expect(view.container.querySelector('.cards')).toBeNull();
    expect(view.container.textContent).not.toMatch(/HT|⚑|Half/);
    cleanup();
    await startI18n('cn');
    const cn = card({ ...basketball, gameClock: 0 });
    expect(text(cn.container, '.status-label')).toBe('第3节结束');
    cleanup();
    const overtime = card({
      ...basketball,
      status: 4,
      periods: [
        ...basketball.periods,
        { name: '', home: 20, away: 20, winner: null },
        { name: '', home: 3, away: 1, winner: null },
      ],
      gameClock: 120,
    });
    expect(text(overtime.container, '.status-label')).toBe('加时1');
    expect(text(overtime.container, '.match-clock')).toBe('2:00');
  });

  it('esports: the game under way and the series, each game with its map and winner', async () => {
    await startI18n('cn');
    const view = card(esports);
    expect(text(view.container, '.status-label')).toBe('第2局');
    expect(text(view.container, '.match-clock')).toBe("14'");
    const periods = screen.getByTestId('periods');
    expect(text(periods, '.period-best-of')).toBe('BO3');
    expect(periods.textContent).toContain('Mirage 13-9');
    expect(periods.querySelector('.winner')?.textContent).toBe('13');
    expect(view.container.querySelector('.cards')).toBeNull();
    expect(view.container.textContent).not.toMatch(/半|角球/);
    cleanup();
    await startI18n('vi');
    const finished = card({
      ...esports,
      status: -1,
      homeScore: 2,
      periods: esports.periods.map((p) => ({ ...p, winner: 'home' as const })),
      gameClock: null,
    });
    expect(text(finished.container, '.status-label')).toBe('Kết thúc');
    expect(finished.container.querySelector('.team.home')?.className).toContain('winner');
  });
});

describe('markets that are not open', () => {
  it('say suspended or closed on the card instead of nothing', async () => {
    await startI18n('cn');
    const live = {
      ...football,
      status: 3 as const,
      playingTime: '88',
      extraTimeScore: null,
      penaltyScore: null,
    };
    const both = card({ ...live, stats1State: 'suspended', stats2State: 'suspended' });
    expect(text(both.container, '.odds-state')).toBe('指数 封盘');
    both.unmount();
    const one = card({ ...live, stats1State: 'suspended', stats2: '1.90,+0.5,1.95', stats2State: 'open' });
    expect(text(one.container, '[data-odds-state="suspended"]')).toBe('胜平负 封盘');
    expect(one.container.querySelectorAll('.card-odds:not(.odds-state)')).toHaveLength(1);
    one.unmount();
    const closed = card(football);
    expect(text(closed.container, '.odds-state')).toBe('指数 已封盘');
  });
});

describe('spoiler-free mode', () => {
  it('covers the score, the shoot-out, the winner, the odds and a status that says it was level, until tapped', async () => {
    await startI18n('en');
    setSpoilerFree(true);
    const view = card({
      ...football,
      status: 5,
      playingTime: 'Pen',
      stats1State: 'suspended',
      stats2State: 'suspended',
    });
    const page = () => view.container.textContent ?? '';
    expect(page()).not.toMatch(/1 - 1|pens|AET|Penalties|suspended|HT/);
    expect(text(view.container, '.status-label')).toBe('In play');
    expect(view.container.querySelector('.winner, .loser')).toBeNull();
    fireEvent.click(screen.getAllByText('Tap to see the score')[0] as HTMLElement);
    expect(page()).toMatch(/1 - 1/);
    expect(text(view.container, '.status-label')).toBe('Penalties');
    expect(page()).toContain('(3-4 pens)');
    expect(page()).toContain('suspended');
  });

  it('hides the winner of a finished match', async () => {
    await startI18n('cn');
    setSpoilerFree(true);
    const view = card(football);
    expect(view.container.querySelector('.winner, .loser')).toBeNull();
    expect(view.container.textContent).not.toContain('（胜）');
  });
});
