import { describe, expect, it } from 'vitest';
import { ratingBand, ratingText } from './ratingBands';

describe('rating bands', () => {
  it('colours a rating by its band, bounds included', () => {
    expect([3, 5.9, 6, 6.9, 7, 7.9, 8, 8.9, 9, 10].map(ratingBand)).toEqual([
      'poor',
      'poor',
      'fair',
      'fair',
      'good',
      'good',
      'great',
      'great',
      'top',
      'top',
    ]);
    expect(ratingText(7)).toBe('7.0');
    expect(ratingText(6.84)).toBe('6.8');
  });
});
