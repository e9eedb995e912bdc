import { randomUUID } from 'node:crypto';
import {
  API_HEADERS,
  DEFAULT_ACCESS_KEY,
  decodeData,
  deviceIdFromClientId,
  md5Hex,
  signRequest,
} from '@pitchside/shared';
import { test } from '@playwright/test';
import { readMailedCode } from './mailbox';

// Signing up through the API, for specs that need a signed-in user without going through the modal
// (the modal itself is e2e/auth.spec.ts's subject).

export interface Account {
  email: string;
  token: string;
  user: Record<string, unknown>;
}

/** A product call signed as the web client signs it (docs/API.md "Request signing"). */
export async function call<T>(
  baseURL: string,
  clientId: string,
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string>; body?: unknown; token?: string; lang?: 'zh' | 'en' | 'vi' } = {},
): Promise<T> {
  const query = options.query ?? {};
  const deviceId = deviceIdFromClientId(clientId);
  const timestamp = Date.now();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [API_HEADERS.accessKey]: DEFAULT_ACCESS_KEY,
    [API_HEADERS.deviceId]: deviceId,
    [API_HEADERS.timestamp]: String(timestamp),
    [API_HEADERS.sign]: signRequest({ path, query, deviceId, timestamp, accessKey: DEFAULT_ACCESS_KEY }),
    [API_HEADERS.lang]: options.lang ?? 'zh',
  };
  if (options.token) headers[API_HEADERS.token] = options.token;
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${baseURL}${path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T | string };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  // /vdapi answers carry their data sealed (docs/API.md "Envelope"); /userapi ones in the clear.
  return path.startsWith('/vdapi/') && typeof envelope.data === 'string'
    ? decodeData<T>(envelope.data)
    : (envelope.data as T);
}

/**
 * Registers a fresh account (slider check, mailed code) and signs in through the API. Its nickname is
 * the e-mail's local part: `ending` closes it (a right-to-left word, say).
 */
export async function signUp(baseURL: string, prefix: string, ending = ''): Promise<Account> {
  const clientId = randomUUID();
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${prefix}.${test.info().project.name}.${nonce}${ending ? `.${ending}` : ''}@example.com`;
  const password = md5Hex('Pitchside-2026!');
  // The gateway may be up before the origin behind it (502 until then).
  for (const deadline = Date.now() + 60_000; ; ) {
    try {
      await call(baseURL, clientId, 'GET', '/userapi/email/getSlideVerificationCode', {
        query: { email, position: '100', track: '0:0,120:14,260:48,390:83,470:100' },
      });
      break;
    } catch (error) {
      if (!String(error).includes(': 502 ') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const since = Date.now() - 1000;
  await call(baseURL, clientId, 'POST', '/userapi/email/getCode', { body: { email, type: 1 } });
  const emailCode = await readMailedCode(email, since);
  await call(baseURL, clientId, 'POST', '/userapi/register', {
    body: { email, emailCode, password, ackPassword: password },
  });
  const { token } = await call<{ token: string }>(baseURL, clientId, 'POST', '/userapi/login', {
    body: { email, type: 1, password },
  });
  const user = await call<Record<string, unknown>>(baseURL, clientId, 'GET', '/userapi/getUser', { token });
  return { email, token, user };
}
