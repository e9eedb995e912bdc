import { md5Hex } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt of the MD5 and verifies it', async () => {
    const md5 = md5Hex('correct horse');
    const first = await hashPassword(md5, 10);
    const second = await hashPassword(md5, 10);
    expect(first).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(md5, first)).toBe(true);
    expect(await verifyPassword(md5Hex('wrong'), first)).toBe(false);
    expect(await verifyPassword(md5, 'md5$whatever')).toBe(false);
  });

  it('keeps verifying hashes made at another cost', async () => {
    const md5 = md5Hex('pw');
    const cheap = await hashPassword(md5, 11);
    expect(await verifyPassword(md5, cheap)).toBe(true);
  });
});
