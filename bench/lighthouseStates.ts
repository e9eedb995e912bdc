/**
 * The world states `bench:lighthouse` measures (nothing in play, only basketball and esports, a football afternoon), found in the engine's own schedule rather
 * than guessed: the engine is made here the way the origin makes it (same seed, the shipped real
 * seasons), started on the same Saturday, and its matches in play are read every five minutes of that
 * day. Football keeps the real schedule; basketball and esports leagues each play a round every third
 * day, spread over the day's hours (origin/src/engine/fixtures/fixtures.ts), so the hours with nothing
 * at all in play, and those with only basketball and esports, are the schedule's to say.
 */
import { createEngine, type Engine, nextSaturdayAfternoon } from '@pitchside/origin/engine';
import { DEFAULT_SEED, loadSeasons } from '@pitchside/origin/engine/plugin';

const MINUTE_MS = 60_000;
const STEP_MS = 5 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type StateKey = 'nothing' | 'courts' | 'afternoon';

export interface InPlay {
  football: number;
  basketball: number;
  esports: number;
}

export interface WorldState {
  key: StateKey;
  /** How the table names it. */
  label: string;
  /** ENGINE_START for the stack: an ISO UTC minute. */
  start: string;
  /** What is in play at `start`, per the engine's schedule. */
  inPlay: InPlay;
  /**
   * With nothing in play, the football match that kicks off next (its detail page is the one a fan
   * reaches from the next kick-off): its id and kick-off. Null in the other states.
   */
  nextFootball: { id: number; startTime: number } | null;
}

/** Whether what is in play is the state's: nothing; basketball and esports but no football; football. */
export function holds(key: StateKey, live: InPlay): boolean {
  if (key === 'nothing') return live.football + live.basketball + live.esports === 0;
  if (key === 'courts') return live.football === 0 && live.basketball > 0 && live.esports > 0;
  return live.football > 0;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/:\d{2}\.\d{3}Z$/, 'Z');

/**
 * The three states on the Saturday of `afternoon` (an ISO start, the next Saturday 14:00 UTC by default):
 * for nothing in play and for basketball and esports only, the first five-minute step of that day from
 * which the state lasts `holdMinutes` of engine time (long enough for every Lighthouse run of the state);
 * the Saturday afternoon itself for football.
 */
export function findWorldStates(
  holdMinutes: number,
  afternoon: string = nextSaturdayAfternoon(Date.now(), loadSeasons()),
): WorldState[] {
  const afternoonAt = Date.parse(afternoon);
  const dayStart = Math.floor(afternoonAt / DAY_MS) * DAY_MS;
  let now = dayStart;
  const seasons = loadSeasons();
  const engine = createEngine({
    seed: DEFAULT_SEED,
    clock: () => now,
    speed: 1,
    seasons,
    startAt: dayStart,
  });
  // The day and the next hours, so a state that starts late in the day can last its hold.
  const steps: { at: number; live: InPlay }[] = [];
  for (let at = dayStart; at < dayStart + DAY_MS + holdMinutes * MINUTE_MS; at += STEP_MS) {
    now = at;
    engine.advanceTo(at);
    steps.push({
      at,
      live: {
        football: engine.liveMatches('football').length,
        basketball: engine.liveMatches('basketball').length,
        esports: engine.liveMatches('esports').length,
      },
    });
  }
  const holdSteps = Math.ceil((holdMinutes * MINUTE_MS) / STEP_MS);
  // Basketball and esports only: both in play at the start, then no football and one of them throughout.
  const lasting = (key: StateKey, from: number) =>
    holds(key, steps[from]?.live ?? { football: 1, basketball: 0, esports: 0 }) &&
    steps
      .slice(from, from + holdSteps + 1)
      .every((step) =>
        key === 'courts'
          ? step.live.football === 0 && step.live.basketball + step.live.esports > 0
          : holds(key, step.live),
      );
  const first = (key: StateKey): { at: number; live: InPlay } => {
    const index = steps.findIndex((step, i) => step.at < dayStart + DAY_MS && lasting(key, i));
    const step = steps[index];
    if (!step) throw new Error(`no ${key} state lasting ${holdMinutes} minutes on ${iso(dayStart)}`);
    return step;
  };
  const nothing = first('nothing');
  const courts = first('courts');
  const afternoonLive = steps.find((step) => step.at >= afternoonAt)?.live;
  if (!afternoonLive || !holds('afternoon', afternoonLive))
    throw new Error(`no football in play at ${afternoon}`);
  const states: WorldState[] = [
    {
      key: 'nothing',
      label: `nothing in play (${iso(nothing.at)})`,
      start: iso(nothing.at),
      inPlay: nothing.live,
      nextFootball: null,
    },
    {
      key: 'courts',
      label: `basketball + esports (${iso(courts.at)})`,
      start: iso(courts.at),
      inPlay: courts.live,
      nextFootball: null,
    },
    {
      key: 'afternoon',
      label: `Saturday afternoon (${iso(afternoonAt)})`,
      start: iso(afternoonAt),
      inPlay: afternoonLive,
      nextFootball: null,
    },
  ];
  // With nothing in play, the next kick-off as the origin will see it: from an engine started at the state's own time.
  for (const state of states) {
    if (state.key !== 'nothing') continue;
    const at = Date.parse(state.start);
    state.nextFootball = nextFootballOf(
      createEngine({ seed: DEFAULT_SEED, clock: () => at, speed: 1, seasons, startAt: at }),
      at,
    );
  }
  return states;
}

function nextFootballOf(engine: Engine, at: number): { id: number; startTime: number } {
  const next = engine
    .matchesByDate('football', at, at + 3 * DAY_MS)
    .filter((match) => match.status === 0 && match.startTime > at)
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)[0];
  if (!next) throw new Error(`no football match to come after ${iso(at)}`);
  return { id: next.id, startTime: next.startTime };
}
