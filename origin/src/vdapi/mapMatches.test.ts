import { MatchSummarySchema } from '@pitchside/shared';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createFixtureEngine } from '../testing/fixtureEngine';
import { lastCompleteGroup, type MapContext, toLeagueMenuEntry, toMatchSummary } from './mapMatches';

const engine = createFixtureEngine();
const ctx = (locale: MapContext['locale'] = 'en', favourites: number[] = []): MapContext => ({
  engine,
  locale,
  favourites: new Set(favourites),
});
const matchOf = (id: number) => {
  const match = engine.match(id);
  if (!match) throw new Error(`no match ${id}`);
  return match;
};

describe('lastCompleteGroup (PRODUCT.md §3 odds row)', () => {
  it('takes the live group, else pre-match, else opening', () => {
    expect(lastCompleteGroup([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([7, 8, 9]);
    expect(lastCompleteGroup([1, 2, 3, 4, 5, 6, 0, 0, 0])).toEqual([4, 5, 6]);
    expect(lastCompleteGroup([1, 2, 3, 0, 0, 0, 0, 0, 0])).toEqual([1, 2, 3]);
    expect(lastCompleteGroup([0, 0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(lastCompleteGroup([])).toBeNull();
  });

  it('keeps a zero handicap line inside a published group', () => {
    expect(lastCompleteGroup([1.9, 0, 1.9, 0, 0, 0, 0, 0, 0])).toEqual([1.9, 0, 1.9]);
  });
});

describe('toMatchSummary', () => {
  it('gives the sample Match fields with the per-side cards summed', () => {
    const summary = toMatchSummary(ctx(), matchOf(101));
    expect(Value.Check(MatchSummarySchema, summary)).toBe(true);
    expect(summary).toMatchObject({
      yellowCard: 3,
      redCard: 1,
      homeYellowCard: 1,
      awayYellowCard: 2,
      awayRedCard: 1,
    });
  });

  it('translates names and marks favourites', () => {
    const summary = toMatchSummary(ctx('cn', [101]), matchOf(101));
    expect(summary).toMatchObject({ homeName: '红狮', leagueName: '超级测试联赛', hasColect: true });
    expect(toMatchSummary(ctx('en', [102]), matchOf(101)).hasColect).toBe(false);
  });

  it('a match with no odds or not yet at half time has empty stats and a zero half score', () => {
    const summary = toMatchSummary(ctx(), matchOf(104));
    expect(summary).toMatchObject({
      stats1: '',
      stats2: '',
      halfHomeScore: 0,
      halfAwayScore: 0,
      anchorCount: 0,
    });
  });

  it('only football carries odds lists', () => {
    expect(toMatchSummary(ctx(), matchOf(201))).toMatchObject({
      sport: 2,
      stats1: '',
      stats2: '',
      stats1State: null,
      stats2State: null,
    });
    expect(toMatchSummary(ctx(), matchOf(101))).toMatchObject({ stats1State: 'open' });
  });

  it('tells basketball by its quarters and game clock', () => {
    expect(toMatchSummary(ctx(), matchOf(201))).toMatchObject({
      periods: [
        { name: '', home: 30, away: 28, winner: null },
        { name: '', home: 31, away: 30, winner: null },
      ],
      gameClock: 300,
      bestOf: 0,
      extraTimeScore: null,
      penaltyScore: null,
    });
  });

  it('menu entries point at the crest route', () => {
    const league = engine.league(1);
    if (!league) throw new Error('no league');
    expect(toLeagueMenuEntry('en', league)).toEqual({
      leagueId: 1,
      nameStr: 'Premier Fixture League',
      imageUrl: '/vdapi/img/league/1.svg',
    });
  });
});
