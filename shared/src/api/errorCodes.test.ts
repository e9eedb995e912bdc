import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from './errorCodes';

describe('ERROR_CODES', () => {
  it('holds exactly the agreed codes', () => {
    expect(Object.values(ERROR_CODES).sort((a, b) => a - b)).toEqual([
      200, 10001, 10002, 10003, 10004, 10005, 10006, 10007, 11013, 11020, 11021, 11022, 11023, 11036, 11130,
    ]);
    expect(ERROR_CODES.OK).toBe(200);
    expect(ERROR_CODES.INVALID_INPUT).toBe(10001);
    expect(ERROR_CODES.BAD_SIGNATURE).toBe(10002);
    expect(ERROR_CODES.NOT_SIGNED_IN).toBe(10003);
    expect(ERROR_CODES.RATE_LIMITED).toBe(10004);
    expect(ERROR_CODES.NOT_FOUND).toBe(10005);
    expect(ERROR_CODES.ACCOUNT_OR_PASSWORD_ERROR).toBe(11013);
    expect(ERROR_CODES.ACCOUNT_NOT_REGISTERED).toBe(11036);
    expect(ERROR_CODES.REGISTRATION_FAILED).toBe(11130);
    expect(ERROR_CODES.EMAIL_CODE_INVALID).toBe(11020);
    expect(ERROR_CODES.EMAIL_CODE_TOO_SOON).toBe(11021);
    expect(ERROR_CODES.SLIDER_CHECK_FAILED).toBe(11022);
    expect(ERROR_CODES.EMAIL_CODE_TOO_MANY_TRIES).toBe(11023);
    expect(ERROR_CODES.MAIL_FAILED).toBe(10006);
    expect(ERROR_CODES.SERVER_ERROR).toBe(10007);
  });

  it('pairs every failure with a 4xx status; only the two faults no input causes are 5xx', () => {
    for (const code of Object.values(ERROR_CODES)) {
      const status = ERROR_HTTP_STATUS[code];
      if (code === ERROR_CODES.OK) expect(status).toBe(200);
      else if (code === ERROR_CODES.MAIL_FAILED) expect(status).toBe(503);
      else if (code === ERROR_CODES.SERVER_ERROR) expect(status).toBe(500);
      else expect([400, 401, 403, 404, 409, 429]).toContain(status);
    }
  });

  it('recognises known codes only', () => {
    expect(isErrorCode(11013)).toBe(true);
    expect(isErrorCode(500)).toBe(false);
    expect(isErrorCode('200')).toBe(false);
  });
});
