import { describe, expect, it } from 'vitest';
import { isHumanSliderRun, parseTrack } from './slider';

describe('slider check', () => {
  it('accepts a drag that ends at 100 after at least 300 ms', () => {
    expect(isHumanSliderRun('100', '0:0,120:14,260:48,390:83,470:100')).toBe(true);
    expect(isHumanSliderRun(100, '0:3,150:40,300:100')).toBe(true);
    expect(isHumanSliderRun('100', '0:0,150:40,150:40,300:100')).toBe(false);
  });

  it.each([
    ['position short of 100', '99', '0:0,200:50,400:100'],
    ['no trace', '100', undefined],
    ['too quick', '100', '0:0,100:50,299:100'],
    ['too slow', '100', '0:0,30000:50,60001:100'],
    ['too few points', '100', '0:0,400:100'],
    ['goes back', '100', '0:0,200:70,300:60,400:100'],
    ['time goes back', '100', '0:0,300:60,250:100'],
    ['starts far right', '100', '0:40,200:70,400:100'],
    ['does not start at 0 ms', '100', '20:0,200:70,400:100'],
    ['ends short', '100', '0:0,200:70,400:99'],
    ['beyond 100', '100', '0:0,200:170,400:100'],
    ['garbage', '100', 'a:b,c:d,e:f'],
  ])('refuses %s', (_name, position, track) => {
    expect(isHumanSliderRun(position, track)).toBe(false);
  });

  it('reads at most 200 points', () => {
    const points = Array.from({ length: 201 }, (_, i) => `${i * 10}:${Math.min(100, i)}`).join(',');
    expect(parseTrack(points)).toBeUndefined();
    expect(parseTrack('0:0, 10:5 ,20:9')).toEqual([
      { ms: 0, position: 0 },
      { ms: 10, position: 5 },
      { ms: 20, position: 9 },
    ]);
  });
});
