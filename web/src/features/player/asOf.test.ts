import { describe, expect, it } from 'vitest';
import { dataMonth } from './asOf';

describe('dataMonth', () => {
  it('writes the squads data month in each language', () => {
    expect(dataMonth('2026-06', 'cn')).toBe('2026年6月');
    expect(dataMonth('2026-06', 'en')).toBe('June 2026');
    expect(dataMonth('2026-06', 'vi')).toMatch(/^tháng 6(,| năm) 2026$/);
  });
});
