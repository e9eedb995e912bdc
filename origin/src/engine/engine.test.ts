import { describe, expect, it } from 'vitest';
import { createEngine } from './engine';
import { loadSeasons } from './plugin';
import type { Engine } from './types';

// The real seasons (the default world): a Sunday evening in Europe in December, several leagues in play.
const seasons = loadSeasons();

const START = Date.UTC(2026, 11, 6, 17, 30);

function run(seed: number, steps: number[], speed = 300): Engine {
  let clock = START;
  const engine = createEngine({ seed, clock: () => clock, speed, days: 2, seasons });
  for (const dt of steps) {
    clock += dt;
    engine.tick();
  }
  return engine;
}

function state(engine: Engine): string {
  const football = engine.matchesByDate('football', START - 3 * 86_400_000, START + 3 * 86_400_000);
  const live = engine.liveMatches('football')[0];
  return JSON.stringify({
    football,
    basketball: engine.liveMatches('basketball'),
    esports: engine.liveMatches('esport'),
    odds: live ? engine.odds(live.id) : null,
    now: engine.now(),
  });
}

describe('engine', () => {
  const engine = run(42, [1_000, 2_000, 5_000]);

  it('is deterministic: same seed and clock readings, same state, whatever the tick sizes', () => {
    expect(state(run(42, [8_000]))).toBe(state(engine));
    expect(state(run(43, [8_000]))).not.toBe(state(engine));
  });

  it('runs engine time at the speed factor', () => {
    expect(engine.now()).toBe(START + 8_000 * 300);
  });

  it('has several football matches in play at once, and every sport in play over the evening', () => {
    expect(engine.liveMatches('football').length).toBeGreaterThanOrEqual(2);
    let clock = START;
    const e = createEngine({ seed: 42, clock: () => clock, speed: 60, days: 1, seasons });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      clock += 6_000;
      e.tick();
      for (const sport of ['basketball', 'esport'] as const)
        if (e.liveMatches(sport).length > 0) seen.add(sport);
    }
    expect([...seen].sort()).toEqual(['basketball', 'esport']);
  });

  it('builds a world of the real leagues and the Champions League, with clubs, crests and squads', () => {
    const football = engine.leagues('football');
    expect(football.map((l) => l.id).sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 13, 14, 23]);
    // Real clubs under their established names, one club for the league's and the cup's spelling.
    const arsenal = engine.search('Arsenal').teams;
    expect(arsenal.map((t) => t.name.cn)).toEqual(['阿森纳']);
    expect(arsenal[0]?.leagueIds.sort()).toEqual([1, 23]);
    // A part of a name finds the clubs whose name or word starts with it before those holding it mid-word.
    const ars = engine.search('Ars').teams.map((t) => t.name.en);
    expect(ars[0]).toBe('Arsenal');
    const firstMidWord = ars.findIndex((name) => !/(^|[^\p{L}])ars/iu.test(name));
    expect(firstMidWord).toBeGreaterThan(0);
    expect(ars.slice(firstMidWord).every((name) => !/(^|[^\p{L}])ars/iu.test(name))).toBe(true);
    const firstMatch = engine.search('Ars').matches[0];
    expect([firstMatch?.homeTeamId, firstMatch?.awayTeamId]).toContain(arsenal[0]?.id);
    expect(football.some((l) => l.kind === 'cup')).toBe(true);
    const team = engine.team(football[0]?.teamIds[0] ?? 0);
    expect(team?.crestSvg).toMatch(/^<svg/);
    expect(team?.players.length).toBeGreaterThanOrEqual(18);
    expect(new Set(team?.players.map((p) => p.shirtNumber)).size).toBe(team?.players.length);
    expect(engine.crestSvg('league', football[0]?.id ?? 0)).toMatch(/^<svg/);
    expect(engine.hotLeagues().length).toBeGreaterThan(0);
  });

  it('answers results, schedules, lineups, intel, standings and odds', () => {
    const results = engine.results('football', START - 7 * 86_400_000, START);
    expect(results.length).toBeGreaterThan(30);
    expect(results.every((m) => m.status === -1)).toBe(true);
    const upcoming = engine.matchesByDate('football', START + 3_600_000 * 3, START + 86_400_000);
    expect(upcoming.some((m) => m.status === 0)).toBe(true);
    const live = engine.liveMatches('football')[0];
    if (!live) throw new Error('no live match');
    const lineup = engine.lineup(live.id);
    expect(lineup?.home.starters).toHaveLength(11);
    expect(lineup?.home.formation).toMatch(/^\d(-\d)+$/);
    for (const locale of ['cn', 'en', 'vi'] as const)
      expect(engine.intel(live.id, locale)?.preview.length).toBeGreaterThan(20);
    expect(engine.intel(live.id, 'cn')?.preview).not.toBe(engine.intel(live.id, 'en')?.preview);
    expect(engine.standings(live.leagueId).length >= 0).toBe(true);
    expect(engine.standings(1)).toHaveLength(20);
    expect(engine.odds(live.id, [3], 11)).toHaveLength(1);
    expect(engine.odds(live.id)).toHaveLength(48);
    expect(engine.odds(-1)).toEqual([]);
    expect(engine.winner(results[0]?.id ?? 0)).not.toBeUndefined();
  });

  it("has highlights, topics and search (no anchors: they are the users' rooms, outside the engine)", () => {
    expect('anchors' in engine).toBe(false);
    const highlights = engine.highlights();
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights[0]?.clips.every((c) => c.clipId.startsWith('clip-'))).toBe(true);
    expect(engine.highlight(highlights[0]?.id ?? 0)?.id).toBe(highlights[0]?.id);
    expect(engine.specialTopics().length).toBeGreaterThanOrEqual(8);
    expect(engine.search('premier').leagues.map((l) => l.id)).toContain(1);
    expect(engine.search('英超').leagues.map((l) => l.id)).toContain(1);
    expect(engine.search('  ').teams).toEqual([]);
  });

  it('tells listeners what changed', () => {
    let clock = START;
    const e = createEngine({ seed: 5, clock: () => clock, speed: 60, days: 1, seasons });
    const seen: number[] = [];
    const off = e.onChange((changes) => seen.push(...changes.map((c) => c.matchId)));
    clock += 60_000;
    e.tick();
    expect(seen.length).toBeGreaterThan(0);
    off();
    const before = seen.length;
    clock += 60_000;
    e.tick();
    expect(seen.length).toBe(before);
  });
});
