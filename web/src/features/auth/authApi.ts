import { type LoginBody, md5Hex } from '@pitchside/shared';
import { apiCall } from '../../api/client';
import type { SignInMethod } from './validation';

/**
 * The /userapi calls of the modal (PRODUCT §7, docs/API.md "Accounts"), through the shell's
 * request layer (signed headers, envelope, timeout); their bodies are typed by the shared REST
 * table, which the origin validates them with. Machines get these as actors, so tests `.provide()`
 * fakes instead.
 */

/** PRODUCT §5: a password leaves the browser only as its lowercase MD5. */
export const passwordHash = (password: string): string => md5Hex(password).toLowerCase();

export interface SignInRequest {
  email: string;
  method: SignInMethod;
  password: string;
  code: string;
}

export function logIn(request: SignInRequest): Promise<{ token: string }> {
  const email = request.email.trim();
  const body: LoginBody =
    request.method === 1
      ? { email, type: 1, password: passwordHash(request.password) }
      : { email, type: 2, emailCode: request.code.trim() };
  return apiCall('POST /userapi/login', { body });
}

export interface SignUpRequest {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function register(request: SignUpRequest): Promise<null> {
  return apiCall('POST /userapi/register', {
    body: {
      email: request.email.trim(),
      emailCode: request.code.trim(),
      password: passwordHash(request.password),
      ackPassword: passwordHash(request.confirmPassword),
    },
  });
}

/** Code type: 1 to register, 2 to sign in (PRODUCT §7). */
export type CodePurpose = 1 | 2;

export function sendCode(email: string, type: CodePurpose): Promise<null> {
  return apiCall('POST /userapi/email/getCode', { body: { email: email.trim(), type } });
}

/** docs/API.md "Slider check": the final position and the drag trace `ms:position,…`. */
export function checkSlider(email: string, track: string): Promise<unknown> {
  return apiCall('GET /userapi/email/getSlideVerificationCode', {
    query: { email: email.trim(), position: '100', track },
  });
}
