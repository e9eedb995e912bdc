import { callFailure } from '../../api/client';
import type { AuthMessage, FieldErrors, SignInMethod } from './validation';

/** Where a refused call's message goes: under one field, or above the buttons. */
export interface Failure {
  errors: FieldErrors;
  formError: AuthMessage | null;
}

const withMsg = (key: string, msg: string): AuthMessage => (msg ? { key, text: msg } : { key });

/** PRODUCT §8, login: 11013, 11036 (msg or not registered), other (msg or login failed), network. */
export function signInFailure(error: unknown, method: SignInMethod): Failure {
  const { code, msg } = callFailure(error);
  if (code === 0) return { errors: {}, formError: { key: 'auth.errors.loginException' } };
  if (code === 11013) {
    const message = { key: 'auth.errors.accountOrPassword' };
    return method === 1
      ? { errors: { password: message }, formError: null }
      : { errors: {}, formError: message };
  }
  if (code === 11036)
    return { errors: { email: withMsg('auth.errors.notRegistered', msg) }, formError: null };
  // 11020 wrong or expired code, 11023 too many tries: the code field.
  if (code === 11020 || code === 11023) {
    return { errors: { code: withMsg('auth.errors.loginFailed', msg) }, formError: null };
  }
  return { errors: {}, formError: withMsg('auth.errors.loginFailed', msg) };
}

/** PRODUCT §8, register: 11130 under the e-mail field; other failures under the code; exceptions above. */
export function signUpFailure(error: unknown): Failure {
  const { code, msg } = callFailure(error);
  if (code === 0) return { errors: {}, formError: { key: 'auth.errors.signUpException' } };
  if (code === 11130) return { errors: { email: withMsg('auth.errors.signUpFailed', msg) }, formError: null };
  return { errors: { code: withMsg('auth.errors.signUpFailed', msg) }, formError: null };
}

/** PRODUCT §8: "Missing user info after login: get user info failed, retry." */
export const userInfoFailure: Failure = { errors: {}, formError: { key: 'auth.errors.userInfoFailed' } };
