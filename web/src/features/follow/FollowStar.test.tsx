// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { MatchCard } from '../live/MatchCard';
import { FavouritesView } from '../matches/FavouritesView';
import { resetFollows } from './followStore';

const match = matchSummary({
  id: 2000101,
  status: 1,
  startTime: Date.UTC(2026, 10, 28, 15),
  playingTime: '12',
  leagueId: 1,
  leagueName: 'Premier League',
  homeId: 101,
  awayId: 102,
  homeName: 'Arsenal',
  awayName: 'Chelsea',
  homeScore: 1,
});

beforeAll(async () => {
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  resetFollows();
});
afterEach(cleanup);

const twoCards = () =>
  render(
    <MemoryRouter>
      <ul>
        <MatchCard match={match} />
        <MatchCard
          match={{ ...match, id: 2000102, awayId: 101, awayName: 'Arsenal', homeId: 103, homeName: 'Spurs' }}
        />
      </ul>
    </MemoryRouter>,
  );

describe('team names on match cards', () => {
  it('lead to the team page, while the score leads to the match', () => {
    twoCards();
    const arsenal = screen.getAllByRole('link', { name: 'Arsenal' });
    expect(arsenal.map((link) => link.getAttribute('href'))).toEqual(['/team/101', '/team/101']);
    expect(screen.getByRole('link', { name: 'Chelsea' }).getAttribute('href')).toBe('/team/102');
    expect(screen.getByRole('link', { name: /Arsenal - Chelsea/ }).getAttribute('href')).toBe(
      '/live/detail/2000101',
    );
  });

  it('carry a star that follows the team as a guest: every star of that team follows, and it is kept', () => {
    twoCards();
    const stars = () => screen.getAllByRole('button', { name: /^(Follow|Unfollow) Arsenal$/ });
    expect(stars()).toHaveLength(2);
    const first = stars()[0];
    if (!first) throw new Error('no star');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(first);
    for (const star of stars()) {
      expect(star.getAttribute('aria-pressed')).toBe('true');
      expect(star.getAttribute('aria-label')).toBe('Unfollow Arsenal');
    }
    expect(screen.getByRole('button', { name: 'Follow Chelsea' }).getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('follows') ?? '[]')).toEqual([
      { kind: 'team', id: 101, alerts: true },
    ]);
    cleanup();
    resetFollows();
    twoCards();
    expect(stars()[0]?.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('a bell follows a team, a star favourites a match', () => {
  const NAMES = {
    cn: { follow: '关注Arsenal', favourite: '收藏比赛 Arsenal 对 Chelsea', feed: '打开我的动态' },
    en: {
      follow: 'Follow Arsenal',
      favourite: 'Add Arsenal v Chelsea to favourite matches',
      feed: 'Open My feed',
    },
    vi: {
      follow: 'Theo dõi Arsenal',
      favourite: 'Thêm trận Arsenal - Chelsea vào yêu thích',
      feed: 'Mở Bảng tin của tôi',
    },
  } as const;
  afterAll(() => changeLocale('en'));

  it.each(['cn', 'en', 'vi'] as const)(
    'look and read differently, and the favourites page tells them apart (%s)',
    async (locale) => {
      await changeLocale(locale);
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ul>
              <MatchCard match={match} />
            </ul>
            <FavouritesView />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const bell = screen.getByRole('button', { name: NAMES[locale].follow });
      const star = screen.getByRole('button', { name: NAMES[locale].favourite });
      // The team's control is a bell and no star; the match's is a star and no bell.
      expect(bell.querySelector('svg.follow-bell')).not.toBeNull();
      expect(bell.textContent).not.toMatch(/[☆★]/);
      expect(star.textContent).toBe('☆');
      expect(star.querySelector('svg')).toBeNull();
      // The favourites page says where followed teams are, counts them and links there.
      const followed = () => document.querySelector('.colects-note [data-followed]');
      expect(followed()?.getAttribute('data-followed')).toBe('0');
      fireEvent.click(bell);
      expect(followed()?.getAttribute('data-followed')).toBe('1');
      expect(screen.getByRole('link', { name: NAMES[locale].feed }).getAttribute('href')).toBe('/user/feed');
    },
  );
});
