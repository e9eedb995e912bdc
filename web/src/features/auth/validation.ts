// PRODUCT §5's e-mail rule is the shared one (isValidEmail), which the origin validates with too.
import { isValidEmail } from '@pitchside/shared';

/**
 * Form rules of PRODUCT §5 for the sign-in modal. Messages are i18n keys (under `auth.`) or, when
 * the origin explained a refusal, its own text (already in the request's language).
 */
export interface AuthMessage {
  /** i18n key, e.g. `auth.validation.email`. */
  key: string;
  /** The origin's `msg`, shown instead of the key's text when present (PRODUCT §8: "server msg, or …"). */
  text?: string;
}

export type AuthField = 'email' | 'password' | 'confirmPassword' | 'code' | 'slider' | 'agreement';
export type FieldErrors = Partial<Record<AuthField, AuthMessage>>;

/** Sign-in method (PRODUCT §4): password is type 1, e-mail code is type 2. */
export type SignInMethod = 1 | 2;

export interface AuthForm {
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
  agreed: boolean;
}

export const EMPTY_FORM: AuthForm = { email: '', password: '', confirmPassword: '', code: '', agreed: false };

const message = (key: string): AuthMessage => ({ key: `auth.validation.${key}` });

/** PRODUCT §5, login: account, then password (type 1) or code and slider (type 2), then agreement. */
export function signInErrors(form: AuthForm, method: SignInMethod, sliderVerified: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidEmail(form.email)) errors.email = message('email');
  if (method === 1) {
    if (form.password === '') errors.password = message('password');
  } else {
    if (form.code.trim() === '') errors.code = message('code');
    if (!sliderVerified) errors.slider = message('slider');
  }
  if (!form.agreed) errors.agreement = message('agree');
  return errors;
}

/** PRODUCT §5, register: e-mail, code, password, confirmation equal to the password, agreement. */
export function signUpErrors(form: AuthForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidEmail(form.email)) errors.email = message('email');
  if (form.code.trim() === '') errors.code = message('code');
  if (form.password === '') errors.password = message('password');
  if (form.confirmPassword === '') errors.confirmPassword = message('confirmPassword');
  else if (form.confirmPassword !== form.password) errors.confirmPassword = message('mismatch');
  if (!form.agreed) errors.agreement = message('agree');
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
