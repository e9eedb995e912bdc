import { describe, expect, it } from 'vitest';
import { ReplayGuard } from './signature';

describe('replay guard', () => {
  it('accepts a signature once within its window, and again after it', () => {
    const guard = new ReplayGuard(1000);
    expect(guard.accept('a', 0)).toBe(true);
    expect(guard.accept('a', 999)).toBe(false);
    expect(guard.accept('b', 999)).toBe(true);
    expect(guard.accept('a', 1000)).toBe(true);
  });

  it('stays bounded in size', () => {
    const guard = new ReplayGuard(60_000, 100);
    for (let i = 0; i < 1000; i += 1) expect(guard.accept(`k${i}`, i)).toBe(true);
    expect(guard.accept('k999', 1000)).toBe(false);
  });
});
