// Which session folders are orphaned (sweep.ts), on a real folder tree with set modification times.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepOrphans } from './sweep';

const root = mkdtempSync(join(tmpdir(), 'ingest-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Now: the sweep's own removals change folders at the real time.
const NOW = Date.now();
const RETAIN = 60_000;

/** `path` (a file, or a folder when it ends with '/') last changed `ageMs` before NOW. */
function made(path: string, ageMs: number) {
  const full = join(root, path);
  if (path.endsWith('/')) mkdirSync(full, { recursive: true });
  else {
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, 'x');
  }
  const then = (NOW - ageMs) / 1000;
  utimesSync(full, then, then);
}

describe('the sweep of session folders', () => {
  it('removes a folder untouched for longer than the retention and not live here, and nothing else', () => {
    made('1/aaaaaaaa01/seg000001.m4s', 10 * RETAIN);
    made('1/aaaaaaaa01/', 10 * RETAIN);
    made('1/', 10 * RETAIN);
    // Another ingest's live session: its folder touched a second ago, its files older.
    made('2/bbbbbbbb02/seg000001.m4s', 10 * RETAIN);
    made('2/bbbbbbbb02/', 1000);
    // Ended 30 s ago: its files stay the retention for players finishing.
    made('3/cccccccc03/index.m3u8', 30_000);
    made('3/cccccccc03/', 10 * RETAIN);
    // Live in this process, whatever its times say.
    made('4/dddddddd04/', 10 * RETAIN);
    // Names the ingest never makes.
    made('5/Not-A-Session/', 10 * RETAIN);
    made('notes/', 10 * RETAIN);
    made('cache.txt', 10 * RETAIN);

    const removed = sweepOrphans(root, (id) => id === 'dddddddd04', RETAIN, NOW);
    expect(removed).toEqual(['1/aaaaaaaa01']);
    expect(existsSync(join(root, '1')), 'its room folder, emptied by the sweep just now').toBe(true);
    for (const kept of [
      '2/bbbbbbbb02',
      '3/cccccccc03',
      '4/dddddddd04',
      '5/Not-A-Session',
      'notes',
      'cache.txt',
    ])
      expect(existsSync(join(root, kept)), kept).toBe(true);
  });

  it('removes a room folder once it has been empty for the retention', () => {
    made('6/', 10 * RETAIN);
    made('7/', 1000);
    sweepOrphans(root, () => false, RETAIN, NOW);
    expect(existsSync(join(root, '6'))).toBe(false);
    expect(existsSync(join(root, '7'))).toBe(true);
  });
});
