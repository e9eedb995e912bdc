import { describe, expect, it } from 'vitest';
import { parseTopic, topicName } from './topics';

describe('topic names', () => {
  it.each([
    ['live:football', { kind: 'live', sport: 'football', locale: 'cn' }],
    ['live:esport@en', { kind: 'live', sport: 'esport', locale: 'en' }],
    ['match:123', { kind: 'match', matchId: '123', locale: 'cn' }],
    ['odds:9@vi', { kind: 'odds', matchId: '9', locale: 'vi' }],
    ['room:anchor_7', { kind: 'room', anchorId: 'anchor_7', locale: 'cn' }],
    ['scorers:1@en', { kind: 'scorers', leagueId: '1', locale: 'en' }],
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
  ])('%s is not a topic', (name) => {
    expect(parseTopic(name)).toBeNull();
  });
});
