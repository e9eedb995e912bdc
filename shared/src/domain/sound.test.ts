import { describe, expect, it } from 'vitest';
import { SOUND_FILTERS } from './sound';

describe('sound filters', () => {
  it('are the values of PRODUCT §2 in order', () => {
    expect(SOUND_FILTERS.map((f) => [f.key, f.value])).toEqual([
      ['all', ''],
      ['lightning', 0],
      ['frog', 1],
      ['whistle', 3],
      ['applause', 4],
      ['cheer', 5],
    ]);
  });
});
