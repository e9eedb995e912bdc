import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './client';
import { DataDirLockedError } from './dataDirLock';
import { migrate } from './migrate';

const dir = mkdtempSync(join(tmpdir(), 'origin-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded default only: the PostgreSQL side runs through every other database test file when
// DATABASE_URL is set.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database', () => {
  it('creates its files on first start, migrates once, and keeps data across restarts', async () => {
    const dataDir = join(dir, 'data');
    const first = await openDb({ dataDir });
    const applied = await migrate(first);
    expect(applied[0]).toBe('0001_accounts.sql');
    // The database's files, and the lock that keeps a second origin off them while this one runs.
    expect(readdirSync(dataDir).sort()).toEqual(['origin.lock', 'pglite']);
    await expect(openDb({ dataDir })).rejects.toThrow(DataDirLockedError);
    await first.query("INSERT INTO users (email, password_hash, nick_name) VALUES ('a@b.co', 'x', 'a')");
    await first.close();

    const second = await openDb({ dataDir });
    expect(await migrate(second)).toEqual([]);
    const names = await second.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(names.rows.map((row) => row.name)).toEqual(applied);
    expect((await second.query('SELECT email FROM users')).rows).toEqual([{ email: 'a@b.co' }]);

    // A failed transaction leaves nothing behind.
    await expect(
      second.transaction(async (tx) => {
        await tx.query("INSERT INTO users (email, password_hash, nick_name) VALUES ('c@d.co', 'x', 'c')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await second.query('SELECT email FROM users')).rows).toHaveLength(1);
    await second.close();
  });
});
