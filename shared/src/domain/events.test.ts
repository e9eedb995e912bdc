import { describe, expect, it } from 'vitest';
import {
  EVENT_CODE_TYPES,
  EVENT_CODES_BY_TYPE,
  EVENT_TYPES,
  eventCode,
  eventSideOfCode,
  eventTypeOfCode,
  isEventType,
  KEY_EVENT_CODES,
  TIMELINE_EVENT_CODES,
} from './events';

describe('event codes', () => {
  it('map the codes of PRODUCT §3', () => {
    const expected: Record<number, string> = {
      1029: 'goal',
      2053: 'goal',
      1032: 'red',
      2056: 'red',
      1034: 'yellow',
      2058: 'yellow',
      1055: 'substitute',
      2079: 'substitute',
      535: 'var',
      105: 'var',
    };
    for (const [code, type] of Object.entries(expected)) expect(eventTypeOfCode(Number(code))).toBe(type);
    expect(eventTypeOfCode(9999)).toBeUndefined();
    expect(eventTypeOfCode(Number.NaN)).toBeUndefined();
  });

  it('list the eleven icon types', () => {
    expect(EVENT_TYPES).toEqual([
      'goal',
      'penalty',
      'own',
      'substitute',
      'missed',
      'corner',
      'yellow',
      'red',
      'yellowred',
      'var',
      'startstop',
    ]);
    expect(isEventType('yellowred')).toBe(true);
    expect(isEventType('offside')).toBe(false);
  });

  it('keep a timeline list of 12 and a key list of 5, all known and distinct', () => {
    expect(TIMELINE_EVENT_CODES).toHaveLength(12);
    expect(KEY_EVENT_CODES).toHaveLength(5);
    expect(new Set(TIMELINE_EVENT_CODES).size).toBe(12);
    for (const code of [...TIMELINE_EVENT_CODES, ...KEY_EVENT_CODES])
      expect(eventTypeOfCode(code)).toBeDefined();
    // the key events are a subset of what the timeline draws
    for (const code of KEY_EVENT_CODES) expect(TIMELINE_EVENT_CODES).toContain(code);
    expect(KEY_EVENT_CODES.map(eventTypeOfCode)).toEqual(['goal', 'goal', 'red', 'red', 'var']);
  });

  it('give every type a code that maps back to the type or, for penalty and own goals, to goal', () => {
    for (const type of EVENT_TYPES) {
      for (const side of ['home', 'away'] as const) {
        const code = eventCode(type, side);
        const back = eventTypeOfCode(code);
        expect(back === type || ((type === 'penalty' || type === 'own') && back === 'goal')).toBe(true);
      }
    }
    expect(Object.keys(EVENT_CODES_BY_TYPE).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('read the side from the 1024/2048 bands', () => {
    expect(eventSideOfCode(1029)).toBe('home');
    expect(eventSideOfCode(2053)).toBe('away');
    expect(eventSideOfCode(1055)).toBe('home');
    expect(eventSideOfCode(2079)).toBe('away');
    expect(eventSideOfCode(535)).toBeUndefined();
    expect(eventSideOfCode(101)).toBeUndefined();
    expect(eventSideOfCode(1500)).toBeUndefined();
    for (const code of Object.keys(EVENT_CODE_TYPES).map(Number)) {
      const side = eventSideOfCode(code);
      if (side !== undefined) expect(eventCode(EVENT_CODE_TYPES[code] ?? 'goal', side)).toBe(code);
    }
  });
});
