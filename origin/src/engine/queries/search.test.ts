import { describe, expect, it } from 'vitest';
import { searchRank } from './search';

describe('searchRank', () => {
  it('ranks a whole name, a name start, a word start, then inside a word', () => {
    expect(searchRank(['Ars'], 'ars')).toBe(0);
    expect(searchRank(['Arsenal'], 'ars')).toBe(1);
    expect(searchRank(['Real Arsenal'], 'ars')).toBe(2);
    expect(searchRank(['Stars', 'FC Arsenal-B'], 'ars')).toBe(2);
    expect(searchRank(['Mendara Stars'], 'ars')).toBe(3);
    expect(searchRank(['Chelsea'], 'ars')).toBeUndefined();
    expect(searchRank(['阿森纳'], '阿森')).toBe(1);
  });
});
