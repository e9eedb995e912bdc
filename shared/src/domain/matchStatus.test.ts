import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinalStatus,
  isLiveStatus,
  isMatchStatus,
  isUpcomingStatus,
  MATCH_STATUS,
  MATCH_STATUS_CODES,
  MATCH_STATUS_LABELS,
  MATCH_STATUS_TRANSITIONS,
  type MatchStatus,
  matchStatusLabel,
} from './matchStatus';

const statusArb = fc.constantFrom(...MATCH_STATUS_CODES);

describe('match status codes', () => {
  it('are the twelve codes of PRODUCT §4', () => {
    expect([...MATCH_STATUS_CODES].sort((a, b) => a - b)).toEqual([
      -14, -13, -12, -11, -10, -1, 0, 1, 2, 3, 4, 5,
    ]);
    expect(isMatchStatus(-1)).toBe(true);
    expect(isMatchStatus(6)).toBe(false);
    expect(isMatchStatus('1')).toBe(false);
  });

  it('have a non-empty label in every locale', () => {
    for (const status of MATCH_STATUS_CODES) {
      for (const locale of ['cn', 'en', 'vi'] as const)
        expect(MATCH_STATUS_LABELS[status][locale]).not.toBe('');
    }
    expect(matchStatusLabel(-1, 'cn')).toBe('完场');
    expect(matchStatusLabel(2, 'en')).toBe('Half time');
    expect(matchStatusLabel(-14, 'vi')).toBe('Hoãn');
  });
});

describe('canTransition', () => {
  it('follows a normal match and its extra time and penalties', () => {
    const paths: MatchStatus[][] = [
      [0, 1, 2, 3, -1],
      [0, 1, 2, 3, 4, -1],
      [0, 1, 2, 3, 4, 5, -1],
      [0, 1, 2, 3, 5, -1],
      [-11, 0, 1, 2, 3, -1],
      [0, -14, 0, 1],
    ];
    for (const path of paths) {
      for (let i = 1; i < path.length; i++) {
        expect(canTransition(path[i - 1] as MatchStatus, path[i] as MatchStatus), path.join('→')).toBe(true);
      }
    }
  });

  it('refuses going back, skipping half time, or leaving a final status', () => {
    expect(canTransition(1, 0)).toBe(false);
    expect(canTransition(1, 3)).toBe(false);
    expect(canTransition(2, 1)).toBe(false);
    expect(canTransition(0, -1)).toBe(false);
    expect(canTransition(0, -12)).toBe(false);
    expect(canTransition(0, -13)).toBe(false);
    expect(canTransition(5, 4)).toBe(false);
    for (const to of MATCH_STATUS_CODES) {
      expect(canTransition(-1, to)).toBe(false);
      expect(canTransition(-10, to)).toBe(false);
      expect(canTransition(-12, to)).toBe(false);
    }
  });

  it('lets every live status be abandoned or interrupted, and nothing else', () => {
    for (const status of MATCH_STATUS_CODES) {
      expect(canTransition(status, MATCH_STATUS.INTERRUPTED)).toBe(isLiveStatus(status));
      expect(canTransition(status, MATCH_STATUS.ABANDONED)).toBe(
        isLiveStatus(status) || status === MATCH_STATUS.INTERRUPTED,
      );
    }
  });

  it('resumes an interruption to the status it left when that is known', () => {
    expect(canTransition(-13, 3)).toBe(true);
    expect(canTransition(-13, 3, 3)).toBe(true);
    expect(canTransition(-13, 1, 3)).toBe(false);
    expect(canTransition(-13, -12, 3)).toBe(true);
    expect(canTransition(-13, 0)).toBe(false);
    expect(canTransition(-13, -1)).toBe(false);
  });

  it('moves pending to confirmed, kick-off, cancelled or postponed', () => {
    expect(MATCH_STATUS_TRANSITIONS[-11]).toEqual([0, 1, -10, -14]);
  });

  it('is never a self-move and rejects unknown codes', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(canTransition(status, status)).toBe(false);
      }),
    );
    expect(canTransition(7 as MatchStatus, 1)).toBe(false);
    expect(canTransition(0, 9 as MatchStatus)).toBe(false);
  });

  it('only ever leads to known statuses', () => {
    for (const targets of Object.values(MATCH_STATUS_TRANSITIONS)) {
      for (const to of targets) expect(isMatchStatus(to)).toBe(true);
    }
  });

  it('reaches a final status from every status', () => {
    for (const start of MATCH_STATUS_CODES) {
      const seen = new Set<MatchStatus>([start]);
      const queue: MatchStatus[] = [start];
      while (queue.length > 0) {
        const current = queue.shift() as MatchStatus;
        for (const next of MATCH_STATUS_TRANSITIONS[current]) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].some(isFinalStatus), `from ${start}`).toBe(true);
    }
  });
});

describe('status groups', () => {
  it('classifies every status', () => {
    expect(MATCH_STATUS_CODES.filter(isFinalStatus).sort()).toEqual([-1, -10, -12].sort());
    expect(MATCH_STATUS_CODES.filter(isLiveStatus)).toEqual([1, 2, 3, 4, 5]);
    expect(MATCH_STATUS_CODES.filter(isUpcomingStatus).sort()).toEqual([0, -11, -14].sort());
    expect(isLiveStatus(-13)).toBe(false);
    expect(isFinalStatus(-14)).toBe(false);
  });
});
