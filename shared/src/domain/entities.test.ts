import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { UserSchema } from './entities';

describe('UserSchema', () => {
  it('accepts the user fields of PRODUCT §3 and refuses a user without them', () => {
    const user = {
      id: 7,
      email: 'fan@example.com',
      nickName: 'fan',
      imageUrl: '',
      registerTime: '2026-11-22T10:00:00.000Z',
      userType: 0,
    };
    expect(Value.Check(UserSchema, user)).toBe(true);
    expect(Value.Check(UserSchema, { ...user, id: 0 })).toBe(false);
    const { nickName: _dropped, ...withoutNick } = user;
    expect(Value.Check(UserSchema, withoutNick)).toBe(false);
  });
});
