// The engine: a world, its fixtures and their simulations, advanced by an injected clock. Made of parts:
// the schedule (fixtures/schedule.ts), one advance of the clock (advanceTo here, changes.ts for each
// match) and the read side (queries/).
import { playEntry } from './changes';
import { buildSchedule } from './fixtures/schedule';
import { contentQueries } from './queries/contentQueries';
import { detailQueries } from './queries/detailQueries';
import { matchQueries } from './queries/matchQueries';
import { oddsQueries } from './queries/oddsQueries';
import { searchQuery } from './queries/search';
import type { EngineState } from './queries/state';
import { worldQueries } from './queries/worldQueries';
import { advanceEntry } from './sports/entries';
import type { Engine, EngineChange, EngineListener, EngineOptions } from './types';

export function createEngine(options: EngineOptions): Engine {
  const { seed, clock } = options;
  const speed = options.speed ?? 1;
  const clockAtStart = clock();
  // Engine time is whole milliseconds whatever the speed (served times are integers).
  const startAt = Math.floor(options.startAt ?? clockAtStart);
  const { world, entries, rulesOf } = buildSchedule(options, startAt);
  const byId = new Map(entries.map((e) => [e.match.id, e]));
  const listeners = new Set<EngineListener>();
  let now = startAt;
  for (const e of entries) advanceEntry(e, now);

  function advanceTo(clockNow: number): void {
    const target = startAt + Math.floor((clockNow - clockAtStart) * speed);
    if (target <= now) return;
    now = target;
    const changes: EngineChange[] = [];
    for (const e of entries) {
      const change = playEntry(e, now);
      if (change) changes.push(change);
    }
    if (changes.length > 0) for (const l of listeners) l(changes);
  }

  const state: EngineState = { seed, world, entries, byId, rulesOf, now: () => now };
  const matches = matchQueries(state);
  const content = contentQueries(state, matches.liveMatches);
  const engine: Engine = {
    seed,
    speed,
    now: () => now,
    advanceTo,
    tick: () => advanceTo(clock()),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...matches,
    ...oddsQueries(state),
    ...detailQueries(state),
    ...worldQueries(state),
    ...content,
    search: searchQuery(state, content.anchors),
  };
  return engine;
}
