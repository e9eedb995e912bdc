import { APP_SHELL_HEADER as GATEWAY_SHELL_HEADER } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { isPageMessage } from './protocol';
import { APP_SHELL_HEADER, requestKind, SHELL_CACHE_PREFIX, shellCacheName, staleCaches } from './swRouting';

it('asks for the app shell with the header the gateway answers undrawn', () => {
  expect(APP_SHELL_HEADER).toBe(GATEWAY_SHELL_HEADER);
});

const origin = 'https://pitchside.example';
const request = (path: string, init: { method?: string; mode?: string; range?: boolean } = {}) => ({
  method: init.method ?? 'GET',
  mode: init.mode ?? 'cors',
  url: path.startsWith('http') ? path : `${origin}${path}`,
  headers: { has: (name: string) => name === 'range' && init.range === true },
});

describe('service worker routing', () => {
  it.each([
    ['/', 'navigate', 'navigation'],
    ['/live/detail/42?tab=chat', 'navigate', 'navigation'],
    ['/mobile/matches', 'navigate', 'navigation'],
    ['/no-such-page', 'navigate', 'navigation'],
    ['/assets/index-abc123.js', 'cors', 'asset'],
    ['/assets/MatchDetailPage-x1.css', 'no-cors', 'asset'],
    ['/logo.svg', 'no-cors', 'asset'],
    ['/icons/icon-192.png', 'no-cors', 'asset'],
  ] as const)('%s (%s) is a %s', (path, mode, kind) => {
    expect(requestKind(request(path, { mode }), origin)).toBe(kind);
  });

  it.each([
    // Live data, accounts and the socket: a saved answer would be a stale score or a stale session.
    ['/vdapi/match/v1/live?sport=1', 'cors'],
    ['/vdapi/img/crest/1.svg', 'no-cors'],
    ['/vdapi/hls/7/index.m3u8', 'cors'],
    ['/userapi/getUser', 'cors'],
    ['/socket.io/?EIO=4&transport=polling', 'cors'],
    // The update check must reach the gateway, and so must the worker's own script and the manifest.
    ['/builds/latest.json?t=1', 'cors'],
    ['/sw.js', 'same-origin'],
    ['/manifest.webmanifest', 'cors'],
    ['/metrics', 'navigate'],
    ['/vdapi/hls/7/index.m3u8', 'navigate'],
    // Another site, and files that are not the build's.
    ['https://cdn.example/assets/x.js', 'cors'],
    ['/robots.txt', 'no-cors'],
  ] as const)('%s (%s) is left to the network', (path, mode) => {
    expect(requestKind(request(path, { mode }), origin)).toBe('network');
  });

  it('leaves writes and media ranges to the network', () => {
    expect(requestKind(request('/', { method: 'POST', mode: 'navigate' }), origin)).toBe('network');
    expect(requestKind(request('/assets/clip.mp4', { range: true }), origin)).toBe('network');
  });

  it("keeps one cache per build and names the other builds' for deletion", () => {
    const current = shellCacheName('b2');
    expect(current).toBe(`${SHELL_CACHE_PREFIX}b2`);
    expect(
      staleCaches(
        [
          shellCacheName('b1'),
          current,
          'pitchside-files-b1',
          'pitchside-files-b2',
          'pitchside-state',
          'other-app',
        ],
        'b2',
      ),
    ).toEqual([shellCacheName('b1'), 'pitchside-files-b1']);
  });

  it('takes only the messages it knows from pages', () => {
    expect(isPageMessage({ type: 'locale', locale: 'vi' })).toBe(true);
    expect(isPageMessage({ type: 'build' })).toBe(true);
    expect(isPageMessage({ type: 'locale', locale: 'fr' })).toBe(false);
    expect(isPageMessage({ type: 'skip' })).toBe(false);
    expect(isPageMessage('build')).toBe(false);
    expect(isPageMessage(null)).toBe(false);
  });
});
