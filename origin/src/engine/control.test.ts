import { isLiveStatus, MATCH_STATUS as S } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { controlOf, type EngineControl, ON_AIR_AFTER_GOAL } from './control';
import { createEngine } from './engine';
import { loadSeasons } from './plugin';
import type { Engine, EngineChange, Match } from './types';

// The real seasons on a Sunday evening in Europe (as engine.test.ts): matches in play and to come.
const seasons = loadSeasons();
const START = Date.UTC(2026, 10, 22, 17, 30);

function world(): { engine: Engine; control: EngineControl; changes: EngineChange[]; clock: { at: number } } {
  const clock = { at: START };
  const engine = createEngine({ seed: 7, clock: () => clock.at, speed: 1, days: 2, seasons });
  const control = controlOf(engine);
  if (!control) throw new Error('the engine has no controls');
  const changes: EngineChange[] = [];
  engine.onChange((batch) => changes.push(...batch));
  return { engine, control, changes, clock };
}

// One world for the tests that claim matches of their own (a claim never hands out one twice).
let sharedWorld: ReturnType<typeof world> | undefined;
const shared = () => {
  sharedWorld ??= world();
  return sharedWorld;
};

const goals = (m: Match) => m.score.home + m.score.away;
const copy = (m: Match | undefined) => JSON.stringify(m);

describe('engine test controls', () => {
  it('moves one match to kick-off, its next goal, half time and full time; the world stays where it was', () => {
    const { engine, control, changes } = shared();
    const match = control.claim({ sport: 'football', state: 'upcoming', video: false, goalAhead: true });
    if (!match) throw new Error('no upcoming match with a goal to come');
    const others = engine.matchesByDate('football', START - 86_400_000, START + 86_400_000);
    const before = new Map(others.filter((m) => m.id !== match.id).map((m) => [m.id, copy(m)]));
    const now = engine.now();

    expect(control.move(match.id, 'kickoff')).toMatchObject({ reached: true });
    expect(match.status).toBe(S.FIRST_HALF);
    expect(changes.at(-1)).toMatchObject({ matchId: match.id, kinds: expect.arrayContaining(['status']) });

    const scoreBefore = goals(match);
    const toGoal = control.move(match.id, 'goal');
    expect(toGoal?.reached).toBe(true);
    expect(goals(match)).toBe(scoreBefore + 1);
    expect(changes.at(-1)).toMatchObject({ matchId: match.id, kinds: expect.arrayContaining(['score']) });
    // Each engine minute is told as it is played, the way the clock plays it.
    expect(changes.filter((c) => c.matchId === match.id).length).toBeGreaterThan(1);

    if (match.status === S.FIRST_HALF) {
      expect(control.move(match.id, 'halftime')).toMatchObject({ reached: true });
      expect(match.status).toBe(S.HALF_TIME);
    }
    expect(control.move(match.id, 'fulltime')).toMatchObject({ reached: true });
    expect(match.status).toBe(S.FULL_TIME);
    // The file's result, whatever the steps.
    expect(match.facts.score).toBe('file');
    // Its prices run to where the match is, not where the world is: the markets closed at full time.
    const lines = engine.odds(match.id);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.history.at(-1)?.state).toBe('closed');

    expect(engine.now()).toBe(now);
    for (const [id, was] of before) expect(copy(engine.match(id))).toBe(was);
    expect(changes.every((c) => c.matchId === match.id)).toBe(true);
  });

  it('refuses what cannot be reached, changing nothing, and stops at full time', () => {
    const { control, changes } = shared();
    const match = control.claim({ sport: 'football', state: 'upcoming', video: false, goalAhead: false });
    if (!match) throw new Error('no upcoming match');
    control.move(match.id, 'fulltime');
    const told = changes.length;
    const over = copy(match);
    expect(control.move(match.id, 'halftime')).toMatchObject({ reached: false, steps: 0 });
    expect(control.move(match.id, 'goal')).toMatchObject({ reached: false, steps: 0 });
    // Already at full time: reached, nothing to do.
    expect(control.move(match.id, 'fulltime')).toMatchObject({ reached: true, steps: 0 });
    expect(copy(match)).toBe(over);
    expect(changes.length).toBe(told);
    expect(control.move(999_999_999, 'kickoff')).toBeUndefined();

    const inPlay = control.claim({ sport: 'football', state: 'upcoming', video: false, goalAhead: false });
    if (!inPlay) throw new Error('no second upcoming match');
    control.move(inPlay.id, 'halftime');
    control.move(inPlay.id, 'kickoff');
    expect(inPlay.status).toBe(S.HALF_TIME);
    const second = copy(inPlay);
    expect(control.move(inPlay.id, 'kickoff')).toMatchObject({ reached: true, steps: 0 });
    expect(copy(inPlay)).toBe(second);
  });

  it('keeps a moved match ahead: the clock plays on from where the match is, never back', () => {
    const { engine, control, clock } = shared();
    const match = control.claim({ sport: 'football', state: 'upcoming', video: false, goalAhead: false });
    if (!match) throw new Error('no upcoming match');
    control.move(match.id, 'kickoff');
    const minute = match.clock.minute;
    const events = match.events.length;
    clock.at += 5 * 60_000;
    engine.tick();
    expect(match.clock.minute).toBeGreaterThanOrEqual(minute + 4);
    expect(match.events.length).toBeGreaterThanOrEqual(events);
    expect(match.status).not.toBe(S.NOT_STARTED);
  });

  it('claims each match once, by the filter', () => {
    const { control } = shared();
    const seen = new Set<number>();
    for (let n = 0; n < 5; n++) {
      const match = control.claim({ sport: 'football', state: 'live', video: true, goalAhead: false });
      if (!match) break;
      expect(match.hasVideo).toBe(true);
      expect(match.status).toBeGreaterThan(0);
      expect(seen.has(match.id)).toBe(false);
      seen.add(match.id);
    }
    expect(seen.size).toBeGreaterThan(0);
    const without = control.claim({
      sport: 'football',
      state: 'either',
      video: false,
      withoutVideo: true,
      goalAhead: false,
    });
    expect(without?.hasVideo).toBe(false);
    const basketball = control.claim({
      sport: 'basketball',
      state: 'either',
      video: false,
      goalAhead: false,
    });
    expect(basketball?.sport).toBe('basketball');
    const cup = control.claim({
      sport: 'football',
      state: 'either',
      video: false,
      goalAhead: false,
      competition: 'cup',
    });
    if (cup) expect(seen.has(cup.id)).toBe(false);
  });
  it('hands out only matches that will be played: each upcoming one claimed reaches kick-off', () => {
    // A fresh world: every upcoming football match it has, claimed, and moved to kick-off. A match the
    // engine will postpone, call off or abandon is never handed out (a test waiting on it would wait).
    const { control } = world();
    const missed: string[] = [];
    let claimed = 0;
    for (
      let match = control.claim({ sport: 'football', state: 'upcoming', video: false, goalAhead: false });
      match && claimed < 400;
      match = control.claim({ sport: 'football', state: 'upcoming', video: false, goalAhead: false })
    ) {
      claimed += 1;
      const moved = control.move(match.id, 'kickoff');
      if (!moved?.reached) missed.push(`${match.id}: status ${match.status}`);
    }
    expect(claimed).toBeGreaterThan(10);
    expect(missed).toEqual([]);
  });

  it('hands out a match with a goal to come only when the goal leaves it in play a while', () => {
    // A fresh world: claims the first twenty such matches in play or to come (the least played first, as
    // the browser tests get them), and moves each to its next goal.
    const { control } = world();
    let claimed = 0;
    for (let match = claimOne(); match && claimed < 20; match = claimOne()) {
      claimed++;
      expect(control.move(match.id, 'kickoff')?.reached).toBe(true);
      expect(control.move(match.id, 'goal')).toMatchObject({ reached: true });
      // The clock is on the minute after the one the goal was scored in.
      const minute = match.clock.minute - 1;
      expect(minute, `${match.id} scored at ${minute}'`).toBeLessThanOrEqual(
        (minute > 90 ? 120 : 90) - ON_AIR_AFTER_GOAL,
      );
      expect(isLiveStatus(match.status), `${match.id} at ${minute}'`).toBe(true);
    }
    expect(claimed).toBeGreaterThan(5);
    function claimOne() {
      return control.claim({ sport: 'football', state: 'either', video: false, goalAhead: true });
    }
  });

  it("jumps the world's clock forward, playing every match to it", () => {
    const { engine, control, changes } = world();
    const now = engine.now();
    const live = engine.liveMatches('football');
    expect(live.length).toBeGreaterThan(0);
    expect(control.jump(3 * 3_600_000)).toBe(now + 3 * 3_600_000);
    expect(engine.now()).toBe(now + 3 * 3_600_000);
    // Three hours on, every match then in play is over, and the listeners were told.
    for (const m of live) expect(engine.match(m.id)?.status).toBeLessThan(0);
    expect(changes.some((c) => c.kinds.includes('status'))).toBe(true);
    expect(() => control.jump(0)).toThrow(RangeError);
    expect(() => control.jump(-60_000)).toThrow(RangeError);
    expect(engine.now()).toBe(now + 3 * 3_600_000);
  });
});
