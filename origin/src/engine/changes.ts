// What one advance of the clock changed in a match: its simulation is played on, and a change is told
// only when something a reader sees moved (status, score, events, attacks or the match clock).
import { advanceEntry, type MatchEntry } from './sports/entries';
import { isFinal } from './sports/football';
import type { EngineChange, EngineChangeKind, Match } from './types';

function fingerprint(m: Match): string {
  return `${m.status}|${m.score.home}:${m.score.away}|${m.events.length}|${m.stats.attacks.home + m.stats.attacks.away}|${m.clock.display}`;
}

/** Plays one entry up to engine time `until`; the change to tell (stamped `now`), if any. */
export function playEntry(e: MatchEntry, until: number, now: number = until): EngineChange | undefined {
  // Most entries are not due at a given advance: that is asked first, as the cheaper question.
  if (e.sim.nextStepAt > until || isFinal(e.match.status)) return undefined;
  const before = fingerprint(e.match);
  const statusBefore = e.match.status;
  const scoreBefore = e.match.score.home + e.match.score.away;
  const eventsBefore = e.match.events.length;
  if (!advanceEntry(e, until) || fingerprint(e.match) === before) return undefined;
  const kinds: EngineChangeKind[] = ['stats'];
  if (e.match.status !== statusBefore) kinds.push('status');
  if (e.match.score.home + e.match.score.away !== scoreBefore) kinds.push('score');
  if (e.match.events.length !== eventsBefore) kinds.push('event');
  if (e.sport === 'football') kinds.push('odds');
  return { matchId: e.match.id, sport: e.sport, kinds, time: now };
}
