import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBuildId, UPDATE_POLL_MS, watchForNewBuild } from './appUpdate';

/** A manifest endpoint answering the given bodies in turn (the last one repeats). */
function manifests(...bodies: unknown[]) {
  let call = 0;
  return vi.fn(async () => {
    const body = bodies[Math.min(call++, bodies.length - 1)];
    if (body instanceof Error) throw body;
    return { ok: true, json: async () => body } as Response;
  }) as unknown as typeof fetch & { mock: { calls: unknown[] } };
}

describe('app update', () => {
  it('reads the build id of the manifest, null when unreadable', async () => {
    expect(await fetchBuildId(manifests({ id: 'b2', timestamp: 1 }))).toBe('b2');
    expect(await fetchBuildId(manifests({ nothing: true }))).toBeNull();
    expect(await fetchBuildId(manifests(new TypeError('offline')))).toBeNull();
  });

  describe('polling', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('checks hourly and offers the update once when the build id changes', async () => {
      const fetcher = manifests({ id: 'b1' }, { id: 'b1' }, { id: 'b2' });
      const onNewBuild = vi.fn();
      const stop = watchForNewBuild(onNewBuild, { fetcher });
      await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
      expect(onNewBuild).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS - 1);
      expect(onNewBuild).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onNewBuild).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3 * UPDATE_POLL_MS);
      expect(fetcher.mock.calls).toHaveLength(3);
      stop();
    });

    it('takes its baseline later when the manifest was unreadable at start', async () => {
      const fetcher = manifests(new TypeError('offline'), { id: 'b1' }, { id: 'b1' }, { id: 'b3' });
      const onNewBuild = vi.fn();
      const stop = watchForNewBuild(onNewBuild, { fetcher });
      await vi.advanceTimersByTimeAsync(2 * UPDATE_POLL_MS);
      expect(onNewBuild).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
      expect(onNewBuild).toHaveBeenCalledTimes(1);
      stop();
    });
  });
});
