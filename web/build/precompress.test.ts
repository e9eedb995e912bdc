import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'assets-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip beside each text asset, each opening to the file', async () => {
    const script = `export const x = ${JSON.stringify('goal '.repeat(2000))};`;
    await writeFile(join(dir, 'entry-abc.js'), script);
    await writeFile(join(dir, 'page-abc.css'), `.a{color:red}\n`.repeat(200));
    expect(await precompress(dir)).toBe(2);
    const br = await readFile(join(dir, 'entry-abc.js.br'));
    const gz = await readFile(join(dir, 'entry-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it('leaves small files and pictures as they are', async () => {
    await writeFile(join(dir, 'tiny-abc.js'), 'export {};');
    await writeFile(join(dir, 'crest-abc.png'), Buffer.alloc(4096, 7));
    expect(await precompress(dir)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['crest-abc.png', 'tiny-abc.js']);
  });
});
