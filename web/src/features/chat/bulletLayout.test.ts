import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULLET_MAX_CHARS,
  type BulletTrack,
  bulletText,
  estimateWidth,
  laneCount,
  laneIsFree,
  pickLane,
} from './bulletLayout';

const track: BulletTrack = { widthPx: 400, durationMs: 8_000, gapPx: 30 };

describe('bullet layout', () => {
  it('fits lanes in the share of the picture the density allows, at least one', () => {
    expect(laneCount(400, 25, 'low')).toBe(4);
    expect(laneCount(400, 25, 'medium')).toBe(8);
    expect(laneCount(400, 25, 'high')).toBe(12);
    expect(laneCount(30, 25, 'low')).toBe(1);
    expect(laneCount(0, 25, 'high')).toBe(1);
  });

  it('keeps a bullet to one short line', () => {
    expect(bulletText('  GOAL\n\tat  last ')).toBe('GOAL at last');
    const long = '好'.repeat(BULLET_MAX_CHARS + 5);
    expect(Array.from(bulletText(long))).toHaveLength(BULLET_MAX_CHARS);
    expect(bulletText(long).endsWith('…')).toBe(true);
    // Code points, not UTF-16 units: an emoji is never cut in half.
    expect(bulletText('⚽'.repeat(BULLET_MAX_CHARS))).toBe('⚽'.repeat(BULLET_MAX_CHARS));
  });

  it('gives wide scripts and emoji a whole em, the rest a little over half', () => {
    expect(estimateWidth('进球了', 20)).toBe(60);
    expect(estimateWidth('⚽', 20)).toBe(20);
    expect(estimateWidth('Vào rồi', 20)).toBe(Math.ceil(7 * 0.62 * 20));
  });

  it('lets a bullet in only once the one ahead has come in with its gap', () => {
    const last = { startedAt: 0, widthPx: 100 };
    // Speed of the one ahead: (400 + 100) / 8000 px/ms; it needs (100 + 30) px to be in with its gap.
    const inAt = (100 + 30) / (500 / 8_000);
    expect(laneIsFree(last, 100, inAt - 1, track)).toBe(false);
    expect(laneIsFree(last, 100, inAt, track)).toBe(true);
    expect(laneIsFree(undefined, 100, 0, track)).toBe(true);
  });

  it('keeps a long, fast bullet from catching a short one ahead', () => {
    const short = { startedAt: 0, widthPx: 20 };
    // The short one is in with its gap after 0.8 s, but a 300 px bullet moves almost twice as fast.
    expect(laneIsFree(short, 300, 1_000, track)).toBe(false);
    // It may go once its head reaches the left edge no sooner than the short one's tail leaves.
    const from = 8_000 - 400 / (700 / 8_000);
    expect(laneIsFree(short, 300, from, track)).toBe(true);
  });

  it('takes the top-most free lane, or none', () => {
    const busy = { startedAt: 1_000, widthPx: 100 };
    expect(pickLane([busy, undefined, undefined], 80, 1_000, track)).toBe(1);
    expect(pickLane([busy, busy], 80, 1_000, track)).toBeNull();
    expect(pickLane([], 80, 1_000, track)).toBeNull();
  });

  it('never lets two bullets of a lane overlap while both are on screen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 2_000 }),
        fc.integer({ min: 3_000, max: 15_000 }),
        fc.integer({ min: 10, max: 600 }),
        fc.integer({ min: 10, max: 600 }),
        fc.integer({ min: 0, max: 20_000 }),
        (widthPx, durationMs, lastWidth, nextWidth, wait) => {
          const lane: BulletTrack = { widthPx, durationMs, gapPx: 20 };
          const last = { startedAt: 0, widthPx: lastWidth };
          if (!laneIsFree(last, nextWidth, wait, lane)) return;
          const lastSpeed = (widthPx + lastWidth) / durationMs;
          const nextSpeed = (widthPx + nextWidth) / durationMs;
          // From the new one's start until the one ahead has left, its head stays behind that tail.
          for (let step = 0; step <= 20; step++) {
            const t = wait + ((durationMs - wait) * step) / 20;
            if (t > durationMs) break;
            const tailAhead = widthPx - t * lastSpeed + lastWidth;
            const head = widthPx - (t - wait) * nextSpeed;
            expect(head).toBeGreaterThanOrEqual(tailAhead - 1e-6);
          }
        },
      ),
    );
  });
});
