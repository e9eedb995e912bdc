// @vitest-environment happy-dom
import {
  API_HEADERS,
  DEFAULT_ACCESS_KEY,
  deviceIdFromClientId,
  encodeData,
  verifyRequestSignature,
} from '@pitchside/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, startI18n } from '../i18n/i18n';
import { writeCookie } from '../storage/cookies';
import { ApiError, apiCall, apiGet, apiPost } from './client';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[] = [];

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (index = 0) => new Headers(calls[index]?.init.headers);

function setCookie(name: string, value: string) {
  writeCookie(name, value, { maxAgeDays: 1 });
}

describe('request layer', () => {
  beforeAll(async () => {
    await startI18n('cn');
  });

  beforeEach(async () => {
    calls = [];
    localStorage.clear();
    localStorage.setItem('uniqueId', 'client-1');
    for (const name of ['token', 'XSRF-TOKEN']) writeCookie(name, '', { maxAgeDays: 0 });
    await changeLocale('cn');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends every header of PRODUCT §7 with a signature the server accepts', async () => {
    answer({ code: 200, msg: 'ok', data: { hello: 1 } });
    localStorage.setItem('authToken', 'stored-token');
    const before = Date.now();
    await apiGet('/userapi/getUser', { page: 2, q: 'arsenal' });

    const headers = sent();
    expect(calls[0]?.url).toBe('/userapi/getUser?page=2&q=arsenal');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(API_HEADERS.accessKey)).toBe(DEFAULT_ACCESS_KEY);
    expect(headers.get(API_HEADERS.deviceId)).toBe(deviceIdFromClientId('client-1'));
    expect(headers.get(API_HEADERS.token)).toBe('stored-token');
    expect(headers.get(API_HEADERS.lang)).toBe('zh');
    expect(headers.get(API_HEADERS.channel)).toBe('web');
    expect(headers.get(API_HEADERS.version)).toBe('1.0.01');
    expect(headers.get(API_HEADERS.timezone)).toBe('8');
    const timestamp = Number(headers.get(API_HEADERS.timestamp));
    expect(timestamp).toBeGreaterThanOrEqual(before);

    const verdict = verifyRequestSignature({
      path: '/userapi/getUser',
      query: { page: '2', q: 'arsenal' },
      deviceId: headers.get(API_HEADERS.deviceId) ?? '',
      timestamp,
      accessKey: DEFAULT_ACCESS_KEY,
      signature: headers.get(API_HEADERS.sign) ?? '',
      now: Date.now(),
    });
    expect(verdict).toEqual({ ok: true });
  });

  it('lets a cookie-held token override the stored one and echoes the CSRF cookie', async () => {
    answer({ code: 200, msg: 'ok', data: null });
    localStorage.setItem('authToken', 'stored-token');
    setCookie('token', 'cookie-token');
    setCookie('XSRF-TOKEN', 'csrf-123');
    await apiPost('/userapi/login', { email: 'a@b.c' });
    expect(sent().get(API_HEADERS.token)).toBe('cookie-token');
    expect(sent().get(API_HEADERS.csrfToken)).toBe('csrf-123');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c"}');
  });

  it('makes a call of the shared REST table: its method, its path with parameters filled, its query', async () => {
    answer({ code: 200, msg: 'ok', data: null });
    await apiCall('POST /vdapi/user/fav/toggle/:id', { params: { id: 42 } });
    await apiCall('GET /vdapi/match/v1/schedule', { query: { sport: 2, date: '-1', leagueId: undefined } });
    await apiCall('POST /userapi/feedback', { body: { content: 'hi' } });
    expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
      ['POST', '/vdapi/user/fav/toggle/42', '{}'],
      ['GET', '/vdapi/match/v1/schedule?sport=2&date=-1', undefined],
      ['POST', '/userapi/feedback', '{"content":"hi"}'],
    ]);
  });

  it('omits the token without one, and sends the language of the current locale', async () => {
    answer({ code: 200, msg: 'ok', data: null });
    await changeLocale('vi');
    await apiGet('/userapi/getUser');
    expect(sent().has(API_HEADERS.token)).toBe(false);
    expect(sent().get(API_HEADERS.lang)).toBe('vi');
    await changeLocale('en');
    await apiGet('/userapi/getUser');
    expect(sent(1).get(API_HEADERS.lang)).toBe('en');
  });

  it('decodes an encrypted /vdapi data string with the shared codec', async () => {
    answer({ code: 200, msg: 'ok', data: encodeData({ siteName: 'Pitchside' }) });
    await expect(apiGet('/vdapi/config/initconfig')).resolves.toEqual({ siteName: 'Pitchside' });
  });

  it('turns a failure envelope into an ApiError with code and message (msg or message)', async () => {
    answer({ code: 10003, msg: 'not signed in', data: null }, 401);
    await expect(apiGet('/userapi/getUser')).rejects.toMatchObject({
      code: 10003,
      message: 'not signed in',
      status: 401,
    });
    answer({ code: 10005, message: 'not found', data: null }, 404);
    await expect(apiGet('/vdapi/detail/v1/info/9')).rejects.toBeInstanceOf(ApiError);
  });

  it('gives up after 30 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const pending = apiGet('/vdapi/match/v1/live');
    const outcome = expect(pending).rejects.toMatchObject({ code: 0, message: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('signs each call at a later millisecond, so two calls of one path never carry one signature', async () => {
    answer({ code: 200, msg: 'ok', data: {} });
    await Promise.all([
      apiGet('/vdapi/match/v1/hot/league', { sport: 1 }),
      apiGet('/vdapi/match/v1/hot/league', { sport: 1 }),
    ]);
    expect(sent(0).get(API_HEADERS.sign)).not.toBe(sent(1).get(API_HEADERS.sign));
    expect(Number(sent(1).get(API_HEADERS.timestamp))).toBeGreaterThan(
      Number(sent(0).get(API_HEADERS.timestamp)),
    );
  });

  it('signs a read refused for its signature afresh and sends it once more; a write is not sent twice', async () => {
    let refusals = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        const body =
          refusals-- > 0
            ? { code: 10002, msg: '该请求已被处理过', data: null }
            : { code: 200, msg: 'ok', data: { list: [] } };
        return new Response(JSON.stringify(body), { status: body.code === 200 ? 200 : 401 });
      }),
    );
    await expect(apiGet('/vdapi/match/v1/hot/league', { sport: 1 })).resolves.toEqual({ list: [] });
    expect(calls).toHaveLength(2);
    expect(sent(1).get(API_HEADERS.sign)).not.toBe(sent(0).get(API_HEADERS.sign));

    calls = [];
    refusals = 1;
    await expect(apiPost('/vdapi/user/fav/toggle/1', {})).rejects.toMatchObject({ code: 10002 });
    expect(calls).toHaveLength(1);
  });
});
