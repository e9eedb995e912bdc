// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importAgainOnline, OFFLINE_NOTICE_MS, preloadable } from './preloadable';

const offline = (off: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!off);
const moment = () => new Promise((resolve) => setTimeout(resolve, 20));
/** An import that fails once, as a lost signal makes it, then loads. */
const failsOnce = () =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('module');
/** The import made again online, and whether it had settled before. */
function pending(importer: () => Promise<string>) {
  let settled = false;
  const loaded = importAgainOnline(importer).finally(() => {
    settled = true;
  });
  return { loaded, settled: () => settled };
}
const backOnline = () => {
  offline(false);
  window.dispatchEvent(new Event('online'));
};

describe('importAgainOnline', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps an import that failed offline pending, and makes it again once the browser is back online', async () => {
    offline(true);
    const importer = failsOnce();
    const { loaded, settled } = pending(importer);
    await moment();
    expect(settled()).toBe(false);
    expect(importer).toHaveBeenCalledTimes(1);
    backOnline();
    await expect(loaded).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('passes on a failure while online once the browser has not said it is offline for a moment, and one made again online too', async () => {
    vi.useFakeTimers();
    offline(false);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const failed = importAgainOnline(() => Promise.reject(failure));
    const caught = expect(failed).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(OFFLINE_NOTICE_MS);
    await caught;
    vi.useRealTimers();
    offline(true);
    const importer = vi.fn(() => Promise.reject(failure));
    const loaded = importAgainOnline(importer);
    await moment();
    expect(importer).toHaveBeenCalledTimes(1);
    backOnline();
    await expect(loaded).rejects.toBe(failure);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('waits for the network when the browser says it is offline only after the import failed', async () => {
    // As a phone losing its signal: the fetch fails first, the browser reports the loss a moment later.
    offline(false);
    const importer = failsOnce();
    const { loaded, settled } = pending(importer);
    await moment();
    offline(true);
    window.dispatchEvent(new Event('offline'));
    await moment();
    expect(settled()).toBe(false);
    backOnline();
    await expect(loaded).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('takes an import answering no module (a handled preload error) for a failed one', async () => {
    offline(true);
    const importer = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce('module');
    const loaded = importAgainOnline(importer);
    await moment();
    backOnline();
    await expect(loaded).resolves.toBe('module');
    await expect(importAgainOnline(() => Promise.resolve(undefined))).rejects.toThrow(
      /Failed to fetch dynamically imported module/,
    );
  });

  it('gives a preloadable module the same second chance', async () => {
    offline(true);
    let calls = 0;
    const module = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return { answer: 42 };
    });
    const loading = module.load();
    await moment();
    expect(module.loaded()).toBeUndefined();
    backOnline();
    await expect(loading).resolves.toEqual({ answer: 42 });
    expect(module.loaded()).toEqual({ answer: 42 });
  });
});
