// A database for one test file: PGlite started from a dump of its migrated state (kept in the system's
// temporary folder between runs), or a schema of its own on the PostgreSQL of DATABASE_URL. Apart from
// harness.ts so that a database test loads the database and nothing of the app.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type Db, openDb } from '../db/client';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/** The installed PGlite's version (its package.json, found above its entry). */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The name of what makes a migrated database: PGlite's version and every migration (read once a folder). */
const templateNames = new Map<string, Promise<string>>();
function templateName(dir: string): Promise<string> {
  let name = templateNames.get(dir);
  if (!name) {
    name = readTemplateName(dir);
    templateNames.set(dir, name);
  }
  return name;
}

async function readTemplateName(dir: string): Promise<string> {
  const hash = createHash('sha256').update(await pgliteVersion());
  for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Fills `dataDir`, the empty data folder of an origin process a test starts, with a migrated embedded
 * database: a copy of one made once from the migrated template and kept beside it. The process then
 * opens it rather than creating one (PGlite's initdb and every migration: about 5 s of processor time
 * an origin). Nothing to do under DATABASE_URL, where the process uses that database.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const made = join(tmpdir(), `pitchside-test-datadir-${await templateName(MIGRATIONS_DIR)}`);
  if (!existsSync(join(made, 'pglite', 'PG_VERSION'))) {
    // Made aside and renamed whole, so a copy never reads a folder half made.
    const partial = `${made}.${process.pid}.${randomBytes(4).toString('hex')}`;
    mkdirSync(partial, { recursive: true });
    const lite = await PGlite.create({
      dataDir: join(partial, 'pglite'),
      loadDataDir: await migratedTemplate(),
    });
    await lite.close();
    await rename(partial, made).catch(() => rm(partial, { recursive: true, force: true }));
  }
  cpSync(join(made, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

/**
 * A migrated embedded database to start each test file's from, kept in the system's temporary folder
 * under the name of what made it (PGlite's version and every migration): creating one takes PGlite seconds
 * (its initdb), starting from a dump a fraction of that. The first file to need one makes it; files side
 * by side may each make one, and each write lands whole (a rename).
 */
function migratedTemplate(dir: string = MIGRATIONS_DIR): Promise<Blob> {
  let template = templates.get(dir);
  if (!template) {
    template = readOrMakeTemplate(dir);
    templates.set(dir, template);
    // A failed read or make is tried again by the next file.
    template.catch(() => templates.delete(dir));
  }
  return template;
}

/** Each folder's template, read once a process (a worker runs many files). */
const templates = new Map<string, Promise<Blob>>();

async function readOrMakeTemplate(dir: string): Promise<Blob> {
  const path = join(tmpdir(), `pitchside-test-db-${await templateName(dir)}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const db = await openDb({});
    await migrate(db, dir);
    const dump = (await db.dump?.()) ?? null;
    await db.close();
    if (!dump) throw new Error('the embedded database gave no dump');
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }
}

/**
 * Opens and migrates this file's database. Start it once per file (PGlite takes seconds). `dir`: a folder
 * holding only the migrations up to some point, for a database as an older origin left it (a test of the
 * later migrations over old data); by default, every migration.
 */
export async function openTestDb(dir: string = MIGRATIONS_DIR): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const db = await openDb({ template: await migratedTemplate(dir) });
    // Nothing to do on a current template; the migrations are still the authority.
    await migrate(db, dir);
    return { db, close: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDb({ databaseUrl, schema });
  await migrate(db, dir);
  return {
    db,
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}
