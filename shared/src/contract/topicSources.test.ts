import { describe, expect, it } from 'vitest';
import { topicSourceOf } from './topicSources';
import { parseTopic } from './topics';

const sourceOf = (name: string) => {
  const topic = parseTopic(name);
  if (!topic) throw new Error(`${name} is not a topic`);
  return topicSourceOf(topic);
};

describe('topic sources', () => {
  it.each([
    ['live:esport@en', '/vdapi/match/v1/live', { sport: '3' }],
    ['match:7', '/vdapi/detail/v1/info/7', {}],
    ['odds:7@vi', '/vdapi/detail/v1/odds/7', {}],
    ['room:7', '/vdapi/anchor/room/7', {}],
    ['scorers:1@en', '/vdapi/match/v1/league/scorers', { leagueId: '1' }],
    ['table:4@vi', '/vdapi/match/v1/league/table', { leagueId: '4' }],
  ])('%s is fed by %s', (name, path, query) => {
    const source = sourceOf(name);
    expect(source.path).toBe(path);
    expect(source.query).toEqual(query);
    expect(source.call.path.replace(':id', name.split(':')[1]?.split('@')[0] ?? '')).toBe(path);
  });

  it('makes the state of the kind from its answer', () => {
    const state = sourceOf('odds:7').toState({ matchId: 7, types: [{ type: 11, list: [] }] });
    expect(state).toEqual({ 11: {} });
  });
});
