// The gateways' HLS cache on its own, over files on disk as the ingest writes them, with a moved clock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHlsCache } from './hlsCache';

const dir = mkdtempSync(join(tmpdir(), 'hls-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cacheOverDisk(now: () => number) {
  const fetched: string[] = [];
  const cache = createHlsCache({
    playlistTtlMs: 250,
    maxSegmentBytes: 2500,
    now,
    async fetchUpstream(path) {
      fetched.push(path);
      const body = await readFile(join(dir, path)).catch(() => null);
      return { status: body ? 200 : 404, body: body ?? Buffer.alloc(0), contentType: 'x' };
    },
  });
  return { cache, fetched };
}

describe("the anchors' HLS cache", () => {
  it('shares a playlist for its time, then reads it again; keeps segments within its bytes', async () => {
    let clock = 0;
    const { cache, fetched } = cacheOverDisk(() => clock);
    writeFileSync(join(dir, 'index.m3u8'), 'one');
    for (const name of ['seg000001.ts', 'seg000002.ts', 'seg000003.ts'])
      writeFileSync(join(dir, name), Buffer.alloc(1000));

    expect((await cache.get('index.m3u8')).body.toString()).toBe('one');
    writeFileSync(join(dir, 'index.m3u8'), 'two');
    clock = 249;
    expect((await cache.get('index.m3u8')).body.toString()).toBe('one');
    clock = 250;
    expect((await cache.get('index.m3u8')).body.toString()).toBe('two');

    await Promise.all([cache.get('seg000001.ts'), cache.get('seg000001.ts'), cache.get('seg000002.ts')]);
    await cache.get('seg000003.ts');
    // 3,000 bytes over a 2,500 limit: the oldest went.
    expect(cache.segmentBytes()).toBe(2000);
    await cache.get('seg000002.ts');
    await cache.get('seg000001.ts');
    expect(fetched.filter((p) => p.endsWith('.ts'))).toEqual([
      'seg000001.ts',
      'seg000002.ts',
      'seg000003.ts',
      'seg000001.ts',
    ]);
    // A segment the ingest does not have is not kept: asked again, it is fetched again.
    expect((await cache.get('seg000009.ts')).status).toBe(404);
    await cache.get('seg000009.ts');
    expect(fetched.filter((p) => p === 'seg000009.ts')).toHaveLength(2);
  });
});
