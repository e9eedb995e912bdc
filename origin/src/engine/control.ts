// Test controls of the engine's time (served by origin/src/controls only when TEST_CONTROLS is on): the
// world's clock jumps forward, and one match is played ahead of the world, one engine minute at a time,
// to its kick-off, its next goal, half time, extra time, penalties or full time. Every offset only grows,
// so engine time never runs back, and each step is told to the engine's listeners like any other change.
import { isLiveStatus, isUpcomingStatus, MATCH_STATUS as S } from '@pitchside/shared';
import { playEntry } from './changes';
import type { MatchEntry } from './sports/entries';
import { isFinal } from './sports/football';
import type { Engine, EngineChange, Match, Sport } from './types';

/** How far the engine's time is ahead of its clock: the world's, and each moved match's on top of it. */
export interface EngineOffsets {
  world: number;
  matches: Map<number, number>;
}

export const newOffsets = (): EngineOffsets => ({ world: 0, matches: new Map() });

/** The engine time a match is played to: the world's, plus the match's own lead. */
export const matchTime = (offsets: EngineOffsets, matchId: number, now: number) =>
  now + (offsets.matches.get(matchId) ?? 0);

export const MOVE_TARGETS = ['kickoff', 'goal', 'halftime', 'extratime', 'penalties', 'fulltime'] as const;
export type MoveTarget = (typeof MOVE_TARGETS)[number];

export interface MoveResult {
  reached: boolean;
  /** Engine minutes (steps) played to get there. */
  steps: number;
  match: Match;
  /** Why it was not reached. */
  reason?: string;
}

export interface ClaimFilter {
  sport: Sport;
  /** In play now, still to kick off, or either. */
  state: 'live' | 'upcoming' | 'either';
  /** Only a match with a video stream. */
  video: boolean;
  /** Only a match without one (the live tracker's). */
  withoutVideo?: boolean;
  /**
   * Only a match whose real result still has a goal to come (a replayed or real-season match), and one
   * that leaves it in play for ON_AIR_AFTER_GOAL engine minutes at least.
   */
  goalAhead: boolean;
  /** Only a league's match, or only a cup's. */
  competition?: 'league' | 'cup' | undefined;
  /** Only a match of a full season file, played as it was (its line-ups, changes and cards the file's). */
  asPlayed?: boolean;
}

export interface EngineControl {
  /** Moves the world's clock forward by `ms` of engine time and plays every match to it; engine time after. */
  jump(ms: number): number;
  /** Plays one match ahead of the world until `to` holds; undefined for an unknown match. */
  move(matchId: number, to: MoveTarget): MoveResult | undefined;
  /** A match fitting `filter` that no earlier claim was given, now marked as given. */
  claim(filter: ClaimFilter): Match | undefined;
}

/** At most this many engine minutes per move: a whole match with extra time, breaks and a shoot-out. */
export const MAX_MOVE_STEPS = 400;

/** Where a match stands, in the order of play: 0 to come, 1 first half ... 5 penalties, 9 over. */
function stage(m: Match): number {
  if (isFinal(m.status)) return 9;
  if (isUpcomingStatus(m.status)) return 0;
  if (m.status === S.INTERRUPTED) return m.interruptedFrom ?? S.FIRST_HALF;
  return m.status;
}

const STAGE_OF: Record<Exclude<MoveTarget, 'goal'>, number> = {
  kickoff: 1,
  halftime: S.HALF_TIME,
  extratime: S.EXTRA_TIME,
  penalties: S.PENALTIES,
  fulltime: 9,
};

const goals = (m: Match) => m.score.home + m.score.away;

/**
 * Whether the match will be played out as scheduled: a test that claims a match moves it to kick-off, a
 * goal or full time, which a match the engine will postpone, call off or abandon never reaches.
 */
function playsOut(e: MatchEntry): boolean {
  if (e.sport !== 'football') return true;
  const { kind } = e.sim.fate;
  return kind !== 'postponed' && kind !== 'cancelled' && kind !== 'abandoned';
}

function goalAhead(e: MatchEntry): boolean {
  return e.sport === 'football' && e.sim.script !== null && e.sim.script.goals.length > goals(e.match);
}

/** Engine minutes a claimed match stays in play after its next goal, at the least. */
export const ON_AIR_AFTER_GOAL = 10;

/**
 * Whether the match's next real goal leaves it in play a while: a test that moves it to that goal then
 * watches it on the live list or waits for its alert, and a goal in the last minutes is followed by full
 * time within seconds at a test run's speed, when the match leaves every live list.
 */
function goalWithTimeLeft(e: MatchEntry): boolean {
  if (!goalAhead(e) || e.sport !== 'football' || !e.sim.script) return false;
  const next = [...e.sim.script.goals].sort((a, b) => a.minute - b.minute || a.offset - b.offset)[
    goals(e.match)
  ];
  if (!next) return false;
  const end = next.minute > 90 ? 120 : 90;
  return next.offset === 0 && next.minute <= end - ON_AIR_AFTER_GOAL;
}

export interface ControlDeps {
  entries: readonly MatchEntry[];
  byId: ReadonlyMap<number, MatchEntry>;
  offsets: EngineOffsets;
  /** The engine's time now (the world's). */
  now(): number;
  /** Advances the engine to its clock (after a jump). */
  advance(): void;
  /** Tells the engine's listeners. */
  emit(changes: EngineChange[]): void;
  /** Whether a competition is a league or a cup. */
  leagueKind(leagueId: number): 'league' | 'cup' | undefined;
}

export function makeControl(deps: ControlDeps): EngineControl {
  const { byId, offsets } = deps;
  const claimed = new Set<number>();

  function holds(to: MoveTarget, m: Match, goalsAtStart: number): boolean {
    if (to === 'goal') return goals(m) > goalsAtStart;
    if (to === 'kickoff') return stage(m) >= 1 && stage(m) < 9;
    if (to === 'fulltime') return m.status === S.FULL_TIME;
    return m.status === (to === 'halftime' ? S.HALF_TIME : to === 'extratime' ? S.EXTRA_TIME : S.PENALTIES);
  }

  return {
    jump(ms) {
      if (!(ms > 0)) throw new RangeError('the clock only moves forward');
      offsets.world += Math.floor(ms);
      deps.advance();
      return deps.now();
    },
    move(matchId, to) {
      const e = byId.get(matchId);
      if (!e) return undefined;
      const m = e.match;
      const goalsAtStart = goals(m);
      if (holds(to, m, goalsAtStart)) return { reached: true, steps: 0, match: m };
      if (isFinal(m.status))
        return { reached: false, steps: 0, match: m, reason: `the match is over (${m.status})` };
      if (to !== 'goal' && to !== 'kickoff' && stage(m) > STAGE_OF[to])
        return { reached: false, steps: 0, match: m, reason: `the match is past ${to} (${m.status})` };
      if (to === 'goal' && e.sport === 'football' && e.sim.script && !goalAhead(e))
        return { reached: false, steps: 0, match: m, reason: 'its real result has no goal left' };
      for (let steps = 1; steps <= MAX_MOVE_STEPS; steps++) {
        const at = e.sim.nextStepAt;
        if (isFinal(m.status) || !Number.isFinite(at)) break;
        const now = deps.now();
        // The match's own time goes to its next step; never back.
        if (at > matchTime(offsets, matchId, now)) offsets.matches.set(matchId, at - now);
        const change = playEntry(e, matchTime(offsets, matchId, now), now);
        if (change) deps.emit([change]);
        if (holds(to, m, goalsAtStart)) return { reached: true, steps, match: m };
      }
      return {
        reached: false,
        steps: MAX_MOVE_STEPS,
        match: m,
        reason: isFinal(m.status)
          ? `the match ended (${m.status}) before ${to}`
          : `${to} not reached within ${MAX_MOVE_STEPS} engine minutes`,
      };
    },
    claim(filter) {
      const now = deps.now();
      const fits = (e: MatchEntry) => {
        const m = e.match;
        if (claimed.has(m.id) || e.sport !== filter.sport || isFinal(m.status) || !playsOut(e)) return false;
        const live = isLiveStatus(m.status);
        const upcoming = m.status === S.NOT_STARTED && m.startTime > now;
        if (filter.state === 'live' ? !live : filter.state === 'upcoming' ? !upcoming : !(live || upcoming))
          return false;
        if (filter.video && !m.hasVideo) return false;
        if (filter.withoutVideo && m.hasVideo) return false;
        if (filter.goalAhead && !goalWithTimeLeft(e)) return false;
        if (filter.asPlayed && m.facts.lineups !== 'file') return false;
        return filter.competition === undefined || deps.leagueKind(m.leagueId) === filter.competition;
      };
      const found = deps.entries
        .filter(fits)
        // The most of the match still to play first: it stays on air longest.
        .sort(
          (a, b) =>
            stage(a.match) - stage(b.match) ||
            a.match.clock.minute - b.match.clock.minute ||
            a.match.startTime - b.match.startTime ||
            a.match.id - b.match.id,
        )[0];
      if (!found) return undefined;
      claimed.add(found.match.id);
      return found.match;
    },
  };
}

const controls = new WeakMap<Engine, EngineControl>();

/** Gives an engine its test controls (engine.ts does, for every engine it makes). */
export function registerControl(engine: Engine, control: EngineControl): void {
  controls.set(engine, control);
}

/** The test controls of an engine; undefined for one made elsewhere (a fixed test world). */
export function controlOf(engine: Engine): EngineControl | undefined {
  return controls.get(engine);
}
