// The engine: a world, its fixtures and their simulations, advanced by an injected clock. Made of parts:
// the schedule (fixtures/schedule.ts), one advance of the clock (advanceTo here, changes.ts for each
// match), the read side (queries/) and the tests' controls of its time (control.ts).
import { playEntry } from './changes';
import { fileMeetings } from './content/fileMeetings';
import { makeControl, matchTime, newOffsets, registerControl } from './control';
import { buildSchedule } from './fixtures/schedule';
import { contentQueries } from './queries/contentQueries';
import { detailQueries } from './queries/detailQueries';
import { matchQueries } from './queries/matchQueries';
import { oddsQueries } from './queries/oddsQueries';
import { searchQuery } from './queries/search';
import type { EngineState } from './queries/state';
import { worldQueries } from './queries/worldQueries';
import { advanceEntry } from './sports/entries';
import { isFinal } from './sports/football';
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
  /**
   * The entries still to play, in schedule order. A match at full time, cancelled or abandoned never
   * changes again (no status leaves those), and most of a world's matches are: an advance passes them by.
   */
  let unfinished = entries.filter((e) => !isFinal(e.match.status));
  /** Test controls' leads (control.ts): zero unless a test moved the clock or a match. */
  const offsets = newOffsets();
  const emit = (changes: EngineChange[]) => {
    if (changes.length > 0) for (const l of listeners) l(changes);
  };

  function advanceTo(clockNow: number): void {
    const target = startAt + Math.floor((clockNow - clockAtStart) * speed) + offsets.world;
    if (target <= now) return;
    now = target;
    const changes: EngineChange[] = [];
    let ended = false;
    for (const e of unfinished) {
      const change = playEntry(e, matchTime(offsets, e.match.id, now), now);
      if (!change) continue;
      changes.push(change);
      if (change.kinds.includes('status') && isFinal(e.match.status)) ended = true;
    }
    if (ended) unfinished = unfinished.filter((e) => !isFinal(e.match.status));
    emit(changes);
  }

  const state: EngineState = {
    seed,
    world,
    entries,
    byId,
    rulesOf,
    fileMeetings: fileMeetings(options.history ?? []),
    now: () => now,
    matchNow: (matchId) => matchTime(offsets, matchId, now),
  };
  const matches = matchQueries(state);
  const content = contentQueries(state);
  const worldAnswers = worldQueries(state);
  const details = detailQueries(state);
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
    ...details,
    // A tie whose sides the world has not decided has no line-ups, form or meetings to tell yet.
    lineup: (id) => (worldAnswers.undecidedSides(id) ? undefined : details.lineup(id)),
    intel: (id, locale) => (worldAnswers.undecidedSides(id) ? undefined : details.intel(id, locale)),
    ...worldAnswers,
    ...content,
    search: searchQuery(state, worldAnswers.undecidedSides),
  };
  registerControl(
    engine,
    makeControl({
      entries,
      byId,
      offsets,
      now: () => now,
      advance: () => advanceTo(clock()),
      emit,
      leagueKind: (id) => world.leagues.get(id)?.kind,
    }),
  );
  return engine;
}
