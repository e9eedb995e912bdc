import { describe, expect, it } from 'vitest';
import { addPoint, formatTrack, MAX_POINTS, type SliderPoint } from './sliderTrack';

const drag = (moves: Array<[number, number]>): SliderPoint[] =>
  moves.reduce<SliderPoint[]>((track, [ms, position]) => addPoint(track, ms, position), []);

describe('slider track', () => {
  it('starts at time 0 and writes points as ms:position', () => {
    expect(
      formatTrack(
        drag([
          [0, 0],
          [120, 14],
          [260, 48],
          [390, 83],
          [470, 100],
        ]),
      ),
    ).toBe('0:0,120:14,260:48,390:83,470:100');
  });

  it('keeps the furthest point reached, so the trace never goes back', () => {
    expect(
      formatTrack(
        drag([
          [0, 0],
          [100, 40],
          [200, 30],
          [300, 60],
        ]),
      ),
    ).toBe('0:0,100:40,300:60');
  });

  it('samples at most every 50 ms, but always keeps the point at 100', () => {
    expect(
      formatTrack(
        drag([
          [0, 0],
          [60, 10],
          [70, 20],
          [80, 30],
          [400, 99],
          [401, 100],
        ]),
      ),
    ).toBe('0:0,60:10,400:99,401:100');
  });

  it('moves the first point when a key press starts the drag at the same instant', () => {
    expect(
      formatTrack(
        drag([
          [0, 0],
          [0, 10],
        ]),
      ),
    ).toBe('0:10');
  });

  it('thins a slow drag to at most 200 points, keeping the first and the last', () => {
    const moves: Array<[number, number]> = [];
    for (let i = 0; i <= 1000; i += 1) moves.push([i * 50, Math.floor(i / 10)]);
    const track = drag(moves);
    expect(track.length).toBeLessThanOrEqual(MAX_POINTS);
    expect(track[0]).toEqual({ ms: 0, position: 0 });
    expect(track[track.length - 1]).toEqual({ ms: 50_000, position: 100 });
  });
});
