import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, searchText } from './searchApi';

describe('search text', () => {
  it('trims and folds spaces', () => {
    expect(searchText('  Red   Lions ')).toBe('Red Lions');
    expect(searchText('   ')).toBe('');
  });

  it('keeps to the API limit', () => {
    expect(searchText('x'.repeat(80))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});
