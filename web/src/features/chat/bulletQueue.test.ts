import { describe, expect, it } from 'vitest';
import { type BulletConfig, BulletQueue, LANE_RETRY_MS, MAX_WAIT_MS } from './bulletQueue';

const config = (change: Partial<BulletConfig> = {}): BulletConfig => ({
  lanes: 3,
  track: { widthPx: 400, durationMs: 8_000, gapPx: 30 },
  fontPx: 16,
  maxOnScreen: 16,
  holdMs: 0,
  ...change,
});

const ids = (queue: BulletQueue, now: number) => queue.advance(now).flying.map((bullet) => bullet.id);

describe('bullet queue', () => {
  it('holds messages as long as the picture is behind, never the viewer’s own', () => {
    const queue = new BulletQueue(config({ holdMs: 5_000 }));
    queue.add({ id: 'a', text: 'GOAL' }, 1_000);
    queue.add({ id: 'mine', text: 'what a save' }, 1_000, true);
    const first = queue.advance(1_000);
    expect(first.flying.map((bullet) => bullet.id)).toEqual(['mine']);
    expect(first.pending).toBe(1);
    expect(first.wakeAt).toBe(6_000);
    expect(ids(queue, 5_999)).toEqual(['mine']);
    expect(ids(queue, 6_000)).toEqual(['mine', 'a']);
  });

  it('lets held messages go at once when sync is switched off', () => {
    const queue = new BulletQueue(config({ holdMs: 5_000 }));
    queue.add({ id: 'a', text: 'GOAL' }, 1_000);
    expect(ids(queue, 1_500)).toEqual([]);
    queue.configure(config({ holdMs: 0 }));
    expect(ids(queue, 1_600)).toEqual(['a']);
  });

  it('drops a message a moderator deleted, held or flying', () => {
    const queue = new BulletQueue(config({ holdMs: 5_000 }));
    queue.add({ id: 'held', text: 'spam' }, 0);
    queue.add({ id: 'flying', text: 'spam too' }, 0, true);
    expect(ids(queue, 0)).toEqual(['flying']);
    queue.remove('held');
    queue.remove('flying');
    expect(queue.advance(10_000)).toEqual({ flying: [], pending: 0, wakeAt: null });
  });

  it('flies a message delivered twice once', () => {
    const queue = new BulletQueue(config());
    queue.add({ id: 'a', text: 'hi' }, 0);
    queue.add({ id: 'a', text: 'hi' }, 10);
    expect(ids(queue, 10)).toEqual(['a']);
  });

  it('puts simultaneous messages in separate lanes, top first, and removes them once across', () => {
    const queue = new BulletQueue(config());
    for (const id of ['a', 'b', 'c']) queue.add({ id, text: id }, 0);
    const frame = queue.advance(0);
    expect(frame.flying.map((bullet) => bullet.lane)).toEqual([0, 1, 2]);
    expect(frame.wakeAt).toBe(8_000);
    expect(ids(queue, 7_999)).toHaveLength(3);
    expect(ids(queue, 8_000)).toEqual([]);
  });

  it('keeps a message waiting while every lane is busy, then flies it when one frees', () => {
    const queue = new BulletQueue(config({ lanes: 1 }));
    queue.add({ id: 'a', text: 'first' }, 0);
    queue.add({ id: 'b', text: 'second' }, 0);
    const frame = queue.advance(0);
    expect(frame.flying.map((bullet) => bullet.id)).toEqual(['a']);
    expect(frame.pending).toBe(1);
    expect(frame.wakeAt).toBe(LANE_RETRY_MS);
    let now = 0;
    while (ids(queue, now).length < 2) now += LANE_RETRY_MS;
    expect(now).toBeGreaterThan(0);
    expect(now).toBeLessThan(MAX_WAIT_MS);
  });

  it('drops a message that found no lane in time, rather than showing it late', () => {
    const queue = new BulletQueue(config({ track: { widthPx: 0, durationMs: 8_000, gapPx: 30 } }));
    queue.add({ id: 'a', text: 'late' }, 0);
    expect(queue.advance(MAX_WAIT_MS).pending).toBe(1);
    expect(queue.advance(MAX_WAIT_MS + 1)).toEqual({ flying: [], pending: 0, wakeAt: null });
  });

  it('keeps to the density’s number on screen', () => {
    const queue = new BulletQueue(config({ lanes: 10, maxOnScreen: 2 }));
    for (const id of ['a', 'b', 'c']) queue.add({ id, text: id }, 0);
    const frame = queue.advance(0);
    expect(frame.flying).toHaveLength(2);
    expect(frame.pending).toBe(1);
  });

  it('shows nothing for a message of blanks', () => {
    const queue = new BulletQueue(config());
    queue.add({ id: 'a', text: ' \n ' }, 0);
    expect(queue.advance(0)).toEqual({ flying: [], pending: 0, wakeAt: null });
  });
});
