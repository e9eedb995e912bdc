// The world the invariants tests play: a world from today - 14 days to today + 14 days, with every status
// it went through (invariants.test.ts, invariantsReplays.test.ts: two files, so the worlds play on two
// workers at once).
import { createEngine } from './engine';
import { timeBroken } from './invariants';
import { loadSeasons } from './plugin';
import type { Engine, EngineOptions, MatchStatusCode } from './types';

const DAY = 86_400_000;
const seasons = loadSeasons();

/** Plays a world from today - 14 days to today + 14 days; returns it and every status it went through. */
export function played(options: Omit<EngineOptions, 'clock' | 'seasons'>, today: number) {
  const speed = options.speed ?? 1;
  let clock = today;
  const engine: Engine = createEngine({ ...options, seasons, clock: () => clock, startAt: today - 14 * DAY });
  const statuses = new Set<MatchStatusCode>();
  let fractional: string | null = null;
  engine.onChange((changes) => {
    for (const c of changes) {
      const m = engine.match(c.matchId);
      if (m) statuses.add(m.status);
      if (!Number.isInteger(c.time)) fractional = `change time ${c.time}`;
    }
  });
  // 28 days of engine time in clock steps of one engine minute and a bit (a fraction with speed 1.5).
  const step = (61_000 * 7) / speed;
  const end = today + (28 * DAY) / speed;
  for (let i = 0; clock < end; i++) {
    clock = Math.min(end, clock + step);
    engine.tick();
    if (i % 500 === 0)
      fractional ??= timeBroken(engine) === null ? null : `at clock ${clock}: ${timeBroken(engine)}`;
  }
  return { engine, statuses, fractional };
}
