import { isValidEmail } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { type AuthForm, EMPTY_FORM, signInErrors, signUpErrors } from './validation';

const form = (patch: Partial<AuthForm>): AuthForm => ({ ...EMPTY_FORM, ...patch });
const keys = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, (message as { key: string }).key]),
  );

describe('PRODUCT §5 validation', () => {
  it('accepts x@y.z e-mails only', () => {
    expect(isValidEmail(' fan@example.com ')).toBe(true);
    for (const bad of ['', 'fan', 'fan@', 'fan@example', '@example.com', 'a b@c.d'])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('sign-in by password needs the account, the password and the agreement', () => {
    expect(keys(signInErrors(EMPTY_FORM, 1, false))).toEqual({
      email: 'auth.validation.email',
      password: 'auth.validation.password',
      agreement: 'auth.validation.agree',
    });
    expect(signInErrors(form({ email: 'a@b.c', password: 'x', agreed: true }), 1, false)).toEqual({});
  });

  it('sign-in by code needs the code and a verified slider instead of the password', () => {
    expect(keys(signInErrors(form({ email: 'a@b.c', agreed: true }), 2, false))).toEqual({
      code: 'auth.validation.code',
      slider: 'auth.validation.slider',
    });
    expect(signInErrors(form({ email: 'a@b.c', code: '123456', agreed: true }), 2, true)).toEqual({});
  });

  it('registration needs every field, equal passwords and the agreement', () => {
    expect(keys(signUpErrors(EMPTY_FORM))).toEqual({
      email: 'auth.validation.email',
      code: 'auth.validation.code',
      password: 'auth.validation.password',
      confirmPassword: 'auth.validation.confirmPassword',
      agreement: 'auth.validation.agree',
    });
    const mismatch = form({
      email: 'a@b.c',
      code: '1',
      password: 'one',
      confirmPassword: 'two',
      agreed: true,
    });
    expect(keys(signUpErrors(mismatch))).toEqual({ confirmPassword: 'auth.validation.mismatch' });
    expect(signUpErrors({ ...mismatch, confirmPassword: 'one' })).toEqual({});
  });
});
