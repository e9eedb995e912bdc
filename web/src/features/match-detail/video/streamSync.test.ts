import { describe, expect, it } from 'vitest';
import { dueIndex, nextDueAt } from './streamSync';

const entries = [
  { at: 0, value: '0-0' },
  { at: 10_000, value: '1-0' },
  { at: 12_000, value: '1-1' },
];

describe('scores held to the picture', () => {
  it('shows a pushed score only once the stream has had time to show it', () => {
    expect(dueIndex(entries, 10_000, 6_000)).toBe(0);
    expect(dueIndex(entries, 15_999, 6_000)).toBe(0);
    expect(dueIndex(entries, 16_000, 6_000)).toBe(1);
    expect(dueIndex(entries, 18_000, 6_000)).toBe(2);
  });

  it('shows everything at once without a delay, and the first value at once with one', () => {
    expect(dueIndex(entries, 12_000, 0)).toBe(2);
    expect(dueIndex([{ at: 50_000, value: 'x' }], 50_000, 6_000)).toBe(0);
    expect(dueIndex([], 0, 0)).toBe(-1);
  });

  it('says when the next held value is due', () => {
    expect(nextDueAt(entries, 0, 6_000)).toBe(16_000);
    expect(nextDueAt(entries, 2, 6_000)).toBeNull();
  });
});
