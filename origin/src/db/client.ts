import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './dataDirLock';

export type Row = Record<string, unknown>;

export interface QueryResult<R extends Row> {
  rows: R[];
  rowCount: number;
}

/** What a feature needs to talk to the database: one SQL dialect (PostgreSQL) everywhere. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Several statements, no parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The embedded database's data folder as a tar file, to start another from (`template`); PGlite only.
   * Not compressed: a start from it skips the unzipping, a quarter of the start's processor time.
   */
  dump?(): Promise<Blob>;
}

export interface DbOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string | undefined;
  /**
   * The embedded database to start from, in memory: a dump of another one's data folder (`dump`, PGlite's
   * `loadDataDir`). The tests start each file's database from one already migrated (testing/harness.ts).
   */
  template?: Blob | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema)
    : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Db> {
  let location: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // One writer per folder (db/dataDirLock.ts): a second origin stops here, before opening a file.
    lock = lockDataDir(dataDir);
    location = join(dataDir, 'pglite');
  }
  let lite: PGlite;
  try {
    lite = await PGlite.create(
      location ? { dataDir: location } : template ? { loadDataDir: template } : undefined,
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    // PGlite is one connection: its transaction() holds the connection, so other queries wait.
    transaction: (work) => lite.transaction((tx) => work(wrap(tx))),
    close: async () => {
      try {
        await lite.close();
      } finally {
        lock?.release();
      }
    },
    dump: () => lite.dumpDataDir('none'),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<Db> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
