// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureUniqueId } from './uniqueId';

describe('the device fingerprint', () => {
  beforeEach(() => localStorage.clear());

  it('creates the uniqueId fingerprint once and keeps it', () => {
    const first = ensureUniqueId(1_700_000_000_000);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('uniqueId')).toBe(first);
    expect(ensureUniqueId(1_800_000_000_000)).toBe(first);
  });
});
