import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasNewBuild, UPDATE_POLL_MS, watchForNewBuild } from './appUpdate';

const manifest = (body: unknown, ok = true) =>
  vi.fn(async () => ({ ok, json: async () => body }) as Response) as unknown as typeof fetch;

describe('app update', () => {
  it('sees a new build only when the manifest names another build id', async () => {
    expect(await hasNewBuild('b1', manifest({ buildId: 'b2' }))).toBe(true);
    expect(await hasNewBuild('b1', manifest({ buildId: 'b1' }))).toBe(false);
    expect(await hasNewBuild('b1', manifest({ nothing: true }))).toBe(false);
    expect(await hasNewBuild('b1', manifest({ buildId: 'b2' }, false))).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await hasNewBuild('b1', offline)).toBe(false);
  });

  describe('polling', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('checks hourly and reports a new build once', async () => {
      const fetcher = manifest({ buildId: 'b2' });
      const onNewBuild = vi.fn();
      const stop = watchForNewBuild('b1', onNewBuild, { fetcher });
      await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS - 1);
      expect(fetcher).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onNewBuild).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3 * UPDATE_POLL_MS);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(onNewBuild).toHaveBeenCalledTimes(1);
      stop();
    });
  });
});
