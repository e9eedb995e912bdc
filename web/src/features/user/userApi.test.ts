import type { MatchSummary } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { matchSummary } from '../../testing/matchSummary';
import { avatarInitial, feedMatches, registerDate } from './userApi';

describe('profile helpers', () => {
  it('formats the register time in each language', () => {
    expect(registerDate('2026-11-22T10:00:00.000Z', 'en')).toMatch(/22 November 2026/);
    expect(registerDate('2026-11-22T10:00:00.000Z', 'cn')).toMatch(/2026年11月2[23]日/);
    expect(registerDate('not a date', 'vi')).toBe('');
  });

  it('shows the first letter of the nickname, else of the e-mail', () => {
    expect(avatarInitial('fan', 'x@y.z')).toBe('F');
    expect(avatarInitial(' ', 'zed@y.z')).toBe('Z');
    expect(avatarInitial('球迷', '')).toBe('球');
    expect(avatarInitial('', '')).toBe('?');
  });
});

describe('the feed', () => {
  const match = (id: number, startTime: number, status: MatchSummary['status'] = 0) =>
    matchSummary({ id, startTime, status });

  it("puts the followed teams' matches first, then the favourites soonest first, each once and none ended", () => {
    const followed = [match(5, 300, 1), match(6, 100), match(7, 50, -1)];
    const favourites = [match(1, 400), match(6, 100), match(2, 200), match(3, 10, -12)];
    expect(feedMatches(followed, favourites).map((m) => m.id)).toEqual([5, 6, 2, 1]);
  });
});
