import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: serialises migrations when several origins start against one PostgreSQL. */
const MIGRATION_LOCK = 7_240_001;

/**
 * Applies the plain SQL files of `migrations/` in name order, each once, recorded in
 * `schema_migrations`. All of it runs in one transaction under an advisory lock.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
    );
    const done: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      await tx.exec(await readFile(`${dir}${name}`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      done.push(name);
    }
    return done;
  });
}
