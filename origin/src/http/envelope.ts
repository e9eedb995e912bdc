import { ERROR_CODES, ERROR_HTTP_STATUS } from '@pitchside/shared';
import { type TSchema, Type } from 'typebox';
import type { MessageKey, MessageParams } from './i18n';

/**
 * The product's error codes (PRODUCT.md §8 and the shared contract), by the origin's names. Failures
 * are 4xx for anything a caller sends; mailFailed and serverError, which no input causes, are 5xx.
 */
export const CODES = {
  ok: ERROR_CODES.OK,
  invalidInput: ERROR_CODES.INVALID_INPUT,
  badSignature: ERROR_CODES.BAD_SIGNATURE,
  notSignedIn: ERROR_CODES.NOT_SIGNED_IN,
  rateLimited: ERROR_CODES.RATE_LIMITED,
  notFound: ERROR_CODES.NOT_FOUND,
  accountOrPassword: ERROR_CODES.ACCOUNT_OR_PASSWORD_ERROR,
  notRegistered: ERROR_CODES.ACCOUNT_NOT_REGISTERED,
  registerFailed: ERROR_CODES.REGISTRATION_FAILED,
  codeWrong: ERROR_CODES.EMAIL_CODE_INVALID,
  codeTooSoon: ERROR_CODES.EMAIL_CODE_TOO_SOON,
  sliderFailed: ERROR_CODES.SLIDER_CHECK_FAILED,
  codeTooManyTries: ERROR_CODES.EMAIL_CODE_TOO_MANY_TRIES,
  mailFailed: ERROR_CODES.MAIL_FAILED,
  serverError: ERROR_CODES.SERVER_ERROR,
} as const;

export type ApiCode = (typeof CODES)[keyof typeof CODES];

export function httpStatusOf(code: ApiCode): number {
  return ERROR_HTTP_STATUS[code];
}

/** A failure the caller should see: a code, a message key translated per request, a status. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  constructor(
    readonly code: ApiCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.statusCode = httpStatusOf(code);
  }
}

/** A success answer. */
export interface Envelope<T> {
  code: typeof CODES.ok;
  msg: string;
  data: T;
}

/** TypeBox schema of a success answer whose `data` is `data`. */
export function EnvelopeOf<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Literal(200), msg: Type.String(), data });
}

/** Every failure answer: `data` is null. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ description: 'error code, see docs/API.md "Accounts"' }),
  msg: Type.String({ description: "message in the request's language" }),
  data: Type.Null(),
});
