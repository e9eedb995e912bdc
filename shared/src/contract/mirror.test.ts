import { describe, expect, it } from 'vitest';
import type { TopicCatchUp, TopicPatch, TopicSnapshot } from './events';
import { applyCatchUp, applyTopicPatch } from './mirror';
import { applyPatch } from './patch';

const held: TopicSnapshot = {
  topic: 'live:football',
  epoch: 7,
  version: 3,
  stale: false,
  state: { '1': { homeScore: 0, awayScore: 0 } },
};
const patch = (over: Partial<TopicPatch>): TopicPatch => ({
  topic: 'live:football',
  epoch: 7,
  from: 3,
  to: 4,
  ops: [[['1', 'homeScore'], 1]],
  ts: 0,
  ...over,
});

describe('applyTopicPatch', () => {
  it('applies the patch that follows the held version', () => {
    expect(applyTopicPatch(held, patch({}))).toEqual({
      kind: 'applied',
      snapshot: { ...held, version: 4, state: { '1': { homeScore: 1, awayScore: 0 } } },
    });
  });

  it('asks for a snapshot after a gap or under a new epoch', () => {
    expect(applyTopicPatch(held, patch({ from: 4, to: 5 }))).toEqual({ kind: 'resync' });
    expect(applyTopicPatch(held, patch({ epoch: 8, from: 0, to: 1 }))).toEqual({ kind: 'resync' });
  });

  it('ignores a patch the snapshot already holds, and other topics', () => {
    expect(applyTopicPatch(held, patch({ from: 2, to: 3 }))).toEqual({ kind: 'ignored' });
    expect(applyTopicPatch(held, patch({ topic: 'live:esport' }))).toEqual({ kind: 'ignored' });
  });
});

describe('applyPatch', () => {
  it('sets, deletes, creates missing parents and shares untouched branches', () => {
    const state = { a: { x: 1 }, b: { y: [1, 2] } };
    const next = applyPatch(state, [[['a', 'x'], 2], [['b']], [['c', 'd', 'e'], true]]);
    expect(next).toEqual({ a: { x: 2 }, c: { d: { e: true } } });
    expect(state).toEqual({ a: { x: 1 }, b: { y: [1, 2] } });
    const other = applyPatch(state, [[['a', 'x'], 3]]);
    expect(other.b).toBe(state.b);
  });

  it('replaces the whole state on the empty path and never touches a prototype', () => {
    expect(applyPatch({ a: 1 }, [[[], { b: 2 }]])).toEqual({ b: 2 });
    const next = applyPatch({}, [[['__proto__', 'polluted'], true]]) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
  });
});

describe('applyCatchUp', () => {
  const catchUp = (over: Partial<TopicCatchUp>): TopicCatchUp => ({
    topic: 'live:football',
    epoch: 7,
    version: 5,
    stale: false,
    patches: [patch({}), patch({ from: 4, to: 5, ops: [[['1', 'awayScore'], 2]] })],
    ...over,
  });

  it('applies the patches since the held version, in order', () => {
    expect(applyCatchUp(held, catchUp({}))).toEqual({
      kind: 'applied',
      snapshot: { ...held, version: 5, state: { '1': { homeScore: 1, awayScore: 2 } } },
    });
  });

  it('keeps the held state when it is already the newest, and takes the stale flag', () => {
    expect(applyCatchUp(held, catchUp({ version: 3, patches: [], stale: true }))).toEqual({
      kind: 'applied',
      snapshot: { ...held, stale: true },
    });
  });

  it('asks for a snapshot on a gap, a missing tail or another epoch', () => {
    expect(applyCatchUp(held, catchUp({ patches: [patch({ from: 4, to: 5 })] }))).toEqual({ kind: 'resync' });
    expect(applyCatchUp(held, catchUp({ version: 6 }))).toEqual({ kind: 'resync' });
    expect(applyCatchUp(held, catchUp({ epoch: 8, patches: [] }))).toEqual({ kind: 'resync' });
  });
});
