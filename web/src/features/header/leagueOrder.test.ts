// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { savedLeagueOrder, sortLeagues } from './leagueOrder';

const league = (leagueId: number) => ({ leagueId, nameStr: `L${leagueId}`, imageUrl: '' });

describe('special menu order', () => {
  beforeEach(() => localStorage.clear());

  it('puts saved leagues first in the saved order, the rest as served', () => {
    const served = [league(1), league(2), league(3), league(4)];
    expect(sortLeagues(served, [3, 9, 1]).map((l) => l.leagueId)).toEqual([3, 1, 2, 4]);
    expect(sortLeagues(served, []).map((l) => l.leagueId)).toEqual([1, 2, 3, 4]);
  });

  it('reads leagueSortOrder from storage and ignores garbage', () => {
    localStorage.setItem('leagueSortOrder', '[5,2]');
    expect(savedLeagueOrder()).toEqual([5, 2]);
    localStorage.setItem('leagueSortOrder', '{oops');
    expect(savedLeagueOrder()).toEqual([]);
    localStorage.setItem('leagueSortOrder', '["a"]');
    expect(savedLeagueOrder()).toEqual([]);
  });
});
