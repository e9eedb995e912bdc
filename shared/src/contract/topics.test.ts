import { describe, expect, it } from 'vitest';
import { parseTopic, positiveIntegerPattern, topicName } from './topics';

describe('topic names', () => {
  it.each([
    ['live:football', { kind: 'live', sport: 'football', locale: 'cn' }],
    ['live:esport@en', { kind: 'live', sport: 'esport', locale: 'en' }],
    ['match:123', { kind: 'match', matchId: '123', locale: 'cn' }],
    ['odds:9@vi', { kind: 'odds', matchId: '9', locale: 'vi' }],
    ['room:7', { kind: 'room', anchorId: '7', locale: 'cn' }],
    ['match:2147483647', { kind: 'match', matchId: '2147483647', locale: 'cn' }],
    ['scorers:1@en', { kind: 'scorers', leagueId: '1', locale: 'en' }],
    ['table:12@vi', { kind: 'table', leagueId: '12', locale: 'vi' }],
  ])('%s parses and prints back the same', (name, parsed) => {
    expect(parseTopic(name)).toEqual(parsed);
    const topic = parseTopic(name);
    if (topic) expect(topicName(topic)).toBe(name);
  });

  it.each([
    'live:cricket',
    'live:football@cn',
    'live:football@fr',
    'match:',
    'match:a/b',
    'chat:match:1',
    'odds:1@en@vi',
    `match:${'1'.repeat(41)}`,
    'scorers:',
    'scorer:1',
    // Ids the origin refuses with 400 (its RequestIdSchema: an integer from 1 to 2147483647), and
    // spellings of one id by another name: once polled forever (docs/API.md "Socket.IO").
    'match:fake-0',
    'match:99999999990',
    'match:2147483648',
    'scorers:x0',
    'table:',
    'table:0',
    'table:x1',
    'tables:1',
    'room:r0',
    'room:anchor_7',
    'match:0',
    'match:007',
    'odds:-1',
    'match:1e3',
  ])('%s is not a topic', (name) => {
    expect(parseTopic(name)).toBeNull();
  });
});

describe('positiveIntegerPattern', () => {
  it('takes every integer from 1 to its bound, spelt plainly, and nothing else', () => {
    for (const max of [1, 7, 10, 99, 100, 205, 2_147_483_647]) {
      const exact = new RegExp(`^${positiveIntegerPattern(max)}$`);
      const near = [1, 2, 9, 10, 11, 99, 100, 101, max - 1, max, max + 1, max * 10, Math.floor(max / 2)];
      for (const n of near.filter((value) => value >= 0))
        expect(exact.test(String(n)), `${n} ≤ ${max}`).toBe(n >= 1 && n <= max);
      for (const bad of ['0', '01', '-1', '+1', '1.0', ' 1', '']) expect(exact.test(bad)).toBe(false);
    }
  });
});
