// The gateways' HLS cache on its own, over files on disk as the ingest writes them, with a moved clock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { directivesQuery } from './anchorHls';
import { createHlsCache } from './hlsCache';

const dir = mkdtempSync(join(tmpdir(), 'hls-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cacheOverDisk(now: () => number) {
  const fetched: string[] = [];
  // Answered in the order asked, as one ingest connection would: which segment is the oldest kept
  // must not hang on which of two disk reads ends first.
  let reads: Promise<unknown> = Promise.resolve();
  const cache = createHlsCache({
    playlistTtlMs: 250,
    maxSegmentBytes: 2500,
    now,
    async fetchUpstream(path) {
      fetched.push(path);
      const read = reads.then(() => readFile(join(dir, path)).catch(() => null));
      reads = read;
      const body = await read;
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

  it('keys a blocking playlist request by its query, shares its answer, and does not keep a 503', async () => {
    let clock = 0;
    const fetched: string[] = [];
    let status = 503;
    const cache = createHlsCache({
      playlistTtlMs: 250,
      blockingTtlMs: 3000,
      maxSegmentBytes: 2500,
      now: () => clock,
      async fetchUpstream(path) {
        fetched.push(path);
        return { status, body: Buffer.from(path), contentType: 'x' };
      },
    });
    const held = 'index.m3u8?_HLS_msn=4&_HLS_part=2';
    // Held past its time: the viewer sees the 503, the next asks the ingest again.
    expect((await cache.get(held)).status).toBe(503);
    status = 200;
    const answers = await Promise.all([cache.get(held), cache.get(held), cache.get(held)]);
    expect(answers.every((a) => a.status === 200 && a.body.toString() === held)).toBe(true);
    clock = 2999;
    await cache.get(held);
    await cache.get('index.m3u8');
    expect(fetched).toEqual([held, held, 'index.m3u8']);
    // Parts are kept as segments are.
    await cache.get('part00000007.m4s');
    await cache.get('part00000007.m4s');
    expect(fetched.filter((p) => p.endsWith('.m4s'))).toEqual(['part00000007.m4s']);
  });

  it('reads the delivery directives the ingest takes, and refuses the rest', () => {
    expect(directivesQuery('', true)).toBe('');
    expect(directivesQuery('?_HLS_msn=007&_HLS_part=2', true)).toBe('?_HLS_msn=7&_HLS_part=2');
    expect(directivesQuery('?_HLS_part=2&_HLS_msn=7', true)).toBe('?_HLS_msn=7&_HLS_part=2');
    expect(directivesQuery('?_HLS_msn=7', true)).toBe('?_HLS_msn=7');
    for (const bad of ['?_HLS_part=2', '?_HLS_msn=-1', '?_HLS_msn=7&_HLS_msn=8', '?_HLS_skip=YES', '?a=1'])
      expect(directivesQuery(bad, true), bad).toBeNull();
    expect(directivesQuery('?_HLS_msn=7', false)).toBeNull();
  });
});
