// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { matchSummary } from '../../testing/matchSummary';
import { MatchCard } from '../live/MatchCard';
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
