// @vitest-environment happy-dom

import { MAX_FOLLOWS } from '@pitchside/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../i18n/i18n';
import { FollowStar } from '../follow/FollowStar';
import { resetFollows } from '../follow/followStore';
import { toasts } from '../toast/toastStore';
import MatchBell from './MatchBell';

beforeAll(async () => {
  await startI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  resetFollows();
  for (const toast of toasts.current()) toasts.dismiss(toast.id);
});
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem('follows') ?? '[]') as { kind: string; id: number }[];

describe('a match’s bell', () => {
  it.each([
    [1, 'Alerts you at kick-off, goals, red cards, half time and full time'],
    [2, 'Alerts you when the match starts and when it ends'],
    [3, 'Alerts you when the match starts and when it ends'],
  ] as const)(
    'rings for a match of sport %s, saying what it alerts, and follows that match',
    (sport, what) => {
      render(<MatchBell matchId={7} sport={sport} home="Lakers" away="Celtics" labelled />);
      const bell = screen.getByRole('button', { name: 'Alerts for this match: Lakers v Celtics' });
      expect(bell.getAttribute('title')).toBe(what);
      expect(bell.textContent).toBe('Match alerts');
      fireEvent.click(bell);
      expect(bell.getAttribute('aria-pressed')).toBe('true');
      expect(bell.getAttribute('aria-label')).toBe('Stop alerts for this match: Lakers v Celtics');
      expect(bell.textContent).toBe('Match alerts on');
      expect(stored()).toEqual([{ kind: 'match', id: 7, alerts: true }]);
      fireEvent.click(bell);
      expect(stored()).toEqual([]);
    },
  );

  it('shares the team’s toggle: one rule set, each its own colour class, and the same limit of follows', () => {
    localStorage.setItem(
      'follows',
      JSON.stringify(
        Array.from({ length: MAX_FOLLOWS }, (_, index) => ({ kind: 'team', id: 1000 + index, alerts: true })),
      ),
    );
    resetFollows();
    render(
      <>
        <MatchBell matchId={7} sport={2} home="Lakers" away="Celtics" />
        <FollowStar kind="team" id={11} name="Arsenal" />
      </>,
    );
    const bell = screen.getByRole('button', { name: /^Alerts for this match/ });
    const star = screen.getByRole('button', { name: 'Follow Arsenal' });
    expect(bell.className).toBe('follow-toggle match-bell-button');
    expect(star.className).toBe('follow-toggle follow-star');
    fireEvent.click(bell);
    fireEvent.click(star);
    expect(bell.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(toasts.current().map((toast) => toast.message)).toEqual([
      `You can follow at most ${MAX_FOLLOWS}`,
      `You can follow at most ${MAX_FOLLOWS} teams and competitions`,
    ]);
    expect(stored()).toHaveLength(MAX_FOLLOWS);
  });
});
