import {
  LINEUP_LEAD_MS,
  MatchDetailSchema,
  MatchIntelSchema,
  MatchLineupSchema,
  OddsDetailSchema,
} from '@pitchside/shared';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createFixtureEngine, FIXTURE_NOW } from '../testing/fixtureEngine';
import { toMatchDetail, toMatchIntel, toMatchLineup, toOddsByType, toOddsDetail } from './mapDetail';

const engine = createFixtureEngine();
const ctx = { engine, locale: 'en' as const, favourites: new Set<number>() };

describe('detail mappers', () => {
  it('the timeline keeps codes, stoppage and VAR text', () => {
    const match = engine.match(101);
    if (!match) throw new Error('no match');
    const detail = toMatchDetail(ctx, match);
    expect(Value.Check(MatchDetailSchema, detail)).toBe(true);
    expect(detail.events[1]).toMatchObject({
      code: 535,
      kind: 'var',
      minute: 45,
      addedMinute: 2,
      text: 'penalty-check:no-penalty',
    });
    expect(detail.events[0]).toMatchObject({ relatedPlayerName: 'B. Winger', homeScore: 1, awayScore: 0 });
    expect(detail.stats.find((s) => s.key === 'corners')).toMatchObject({
      name: 'Corners',
      home: 5,
      away: 3,
    });
  });

  it('football statistics come grouped, shots with their place and xG, ratings for who has played', () => {
    const match = engine.match(101);
    if (!match) throw new Error('no match');
    const detail = toMatchDetail({ ...ctx, locale: 'vi' }, match);
    expect(Value.Check(MatchDetailSchema, detail)).toBe(true);
    expect(detail.stats.length).toBeGreaterThanOrEqual(20);
    // Groups in the page's order, each stat named in the request's language.
    const groups = [...new Set(detail.stats.map((s) => s.group))];
    expect(groups).toEqual(['top', 'shots', 'attack', 'passes', 'defence', 'discipline']);
    expect(detail.stats.find((s) => s.key === 'expectedGoals')).toMatchObject({
      name: 'Bàn thắng kỳ vọng (xG)',
      home: 0.21,
      away: 0,
    });
    expect(detail.shots).toEqual([
      {
        id: 1,
        minute: 12,
        addedMinute: 0,
        side: 'home',
        playerId: 1101,
        playerName: 'A. Striker',
        x: 96.5,
        y: 31,
        bodyPart: 'foot',
        situation: 'open-play',
        outcome: 'goal',
        xg: 0.21,
      },
    ]);
    // The keeper: 6.0, 58 minutes at 0.005, his side a goal up (+0.1): 6.39, shown as 6.4; no best
    // player before full time.
    expect(detail.ratings).toEqual([{ playerId: 1101, side: 'home', name: 'A. Keeper', rating: 6.4 }]);
    expect(detail.bestPlayer).toBeNull();
    // Basketball keeps its eight plain statistics and has no shots.
    const basketball = engine.match(201);
    if (!basketball) throw new Error('no match');
    const other = toMatchDetail(ctx, basketball);
    expect(other.stats.map((s) => s.key)).toHaveLength(8);
    expect(other.shots).toBeUndefined();
  });

  it('basketball quarters become periods', () => {
    const match = engine.match(201);
    if (!match) throw new Error('no match');
    expect(toMatchDetail(ctx, match).periods).toEqual([
      { label: 'Q1', home: 30, away: 28 },
      { label: 'Q2', home: 31, away: 30 },
    ]);
  });

  it('lineups name teams and keep the bench apart', () => {
    const lineup = engine.lineup(101);
    if (!lineup) throw new Error('no lineup');
    const mapped = toMatchLineup(engine, 'cn', lineup);
    expect(Value.Check(MatchLineupSchema, mapped)).toBe(true);
    // Coach and players under their names in the request's language.
    expect(mapped.home).toMatchObject({ teamName: '红狮', coach: '雷德', formation: '4-4-2' });
    expect(mapped.home.starters.map((p) => p.name)).toEqual(['基珀']);
    expect(mapped.home.substitutes.map((p) => p.number)).toEqual([12]);
    // A rating for the one who has played, none for the unused substitute.
    expect(mapped.home.starters[0]?.rating).toBe(6.4);
    expect(mapped.home.substitutes[0]?.rating).toBeNull();
    expect(toMatchLineup(engine, 'en', lineup).home).toMatchObject({ coach: 'Coach Red' });
    expect(mapped).toMatchObject({ announced: true, announceTime: FIXTURE_NOW - 130 * 60_000 });
  });

  it('line-ups are announced an hour before kick-off, by the engine clock, in the answer and the detail', () => {
    const lineup = engine.lineup(101);
    const match = engine.match(101);
    if (!lineup || !match) throw new Error('no lineup');
    // The match still to kick off, read at a chosen engine time.
    const coming = { ...match, status: 0 as const };
    const at = (now: number) => ({
      ...engine,
      now: () => now,
      match: (id: number) => (id === coming.id ? coming : engine.match(id)),
    });
    const before = at(match.startTime - LINEUP_LEAD_MS - 1);
    const unannounced = toMatchLineup(before, 'cn', lineup);
    expect(Value.Check(MatchLineupSchema, unannounced)).toBe(true);
    expect(unannounced).toMatchObject({ announced: false, announceTime: match.startTime - LINEUP_LEAD_MS });
    // Each side keeps its team and coach, but no formation and no player is told before then.
    for (const side of [unannounced.home, unannounced.away]) {
      expect(side).toMatchObject({ formation: '', starters: [], substitutes: [] });
    }
    expect(unannounced.home).toMatchObject({ teamId: 11, teamName: '红狮', coach: '雷德' });
    expect(toMatchDetail({ ...ctx, engine: before }, coming).lineupAnnounced).toBe(false);
    // A match played ahead of its listed time (a rearranged kick-off, the test controls) has them out.
    const early = { ...engine, now: () => match.startTime - LINEUP_LEAD_MS - 1 };
    expect(toMatchLineup(early, 'cn', lineup).announced).toBe(true);
    expect(toMatchDetail({ ...ctx, engine: early }, match).lineupAnnounced).toBe(true);

    const announcedAt = at(match.startTime - LINEUP_LEAD_MS);
    const announced = toMatchLineup(announcedAt, 'cn', lineup);
    expect(announced).toMatchObject({ announced: true, home: { formation: '4-4-2' } });
    expect(announced.home.starters).toHaveLength(1);
    expect(toMatchDetail({ ...ctx, engine: announcedAt }, coming).lineupAnnounced).toBe(true);
    // Only football tells it.
    const basketball = engine.match(201);
    if (!basketball) throw new Error('no match');
    expect(toMatchDetail({ ...ctx, engine: before }, basketball).lineupAnnounced).toBeUndefined();
  });

  it('odds group by type in the product order, bookmakers in theirs', () => {
    const groups = toOddsByType(engine, engine.odds(101));
    expect(groups.map((g) => g.type)).toEqual([21, 31, 11]);
    expect(groups.find((g) => g.type === 11)?.list.map((c) => c.companyName)).toEqual(['Crown', 'Bet365']);
    // Each row says whether its market takes bets: a suspended one has no live price.
    expect(groups.find((g) => g.type === 11)?.list.map((c) => [c.state, c.row.slice(6)])).toEqual([
      ['open', [1.5, 3.9, 6.5]],
      ['suspended', [0, 0, 0]],
    ]);
  });

  it('odds history keeps every change with its score', () => {
    const detail = toOddsDetail(engine, 101, 11, engine.odds(101, [8, 3], 11));
    expect(Value.Check(OddsDetailSchema, detail)).toBe(true);
    expect(detail.companies.map((c) => c.companyId)).toEqual([3, 8]);
    expect(detail.companies[0]?.history[0]).toMatchObject({
      score: '0-0',
      values: [2.1, 3.2, 3.4],
      state: 'open',
    });
  });

  it('intel names teams and translates injuries', () => {
    const intel = engine.intel(102, 'vi');
    if (!intel) throw new Error('no intel');
    const mapped = toMatchIntel(engine, 'vi', intel);
    expect(Value.Check(MatchIntelSchema, mapped)).toBe(true);
    expect(mapped.homeInjuries).toEqual([
      { playerId: 1301, name: 'C. Hurt', position: 'DF', reason: 'đầu gối' },
    ]);
    expect(mapped.headToHead[0]).toMatchObject({ id: null, homeName: 'Green Valley', outcome: 'D' });
    expect(mapped.awayStanding).toBeNull();
  });
});
