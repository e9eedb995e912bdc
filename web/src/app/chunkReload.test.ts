// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { reloadToTarget } from './chunkReload';

afterEach(() => sessionStorage.clear());

describe('reloadToTarget', () => {
  it('reloads once to the target, and not again within the guard window', () => {
    const went: string[] = [];
    const assign = (url: string) => void went.push(url);
    expect(reloadToTarget('/live', { now: 1000, assign, online: () => true })).toBe(true);
    expect(reloadToTarget('/live', { now: 2000, assign, online: () => true })).toBe(false);
    expect(went).toEqual(['/live']);
  });

  it('offline, waits for the network instead of reloading into the browser error page', () => {
    const went: string[] = [];
    let back: (() => void) | undefined;
    let online = false;
    const options = {
      assign: (url: string) => void went.push(url),
      online: () => online,
      whenOnline: (then: () => void) => {
        back = then;
      },
    };
    expect(reloadToTarget('/live/football', options)).toBe(true);
    expect(went).toEqual([]);
    online = true;
    back?.();
    expect(went).toEqual(['/live/football']);
  });
});
