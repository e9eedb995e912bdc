// The migrations after 0104 on a database that already holds data: an origin of before the hardening of 0105 on
// (migrations up to 0104) with accounts, sign-in devices, wrong passwords and e-mail codes, then the
// migrations from 0105 on, as an upgrade would run them. The rows survive, the new constraints hold, and
// the code of today reads and writes the migrated tables. Runs on PGlite in the unit step and on
// PostgreSQL in the PostgreSQL step (DATABASE_URL: a schema of its own).
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSignedIn } from '../accounts/signInBackoff';
import { openTestDb } from '../testing/testDb';
import type { Db } from './client';
import { MIGRATIONS_DIR, migrate } from './migrate';

/** The last migration an origin of before held. */
const BEFORE = '0104_follows.sql';
const OLD_DEVICE = 'a'.repeat(32);
const OTHER_DEVICE = 'b'.repeat(32);

let db: Db;
let close: () => Promise<void>;
let upgraded: string[];
const oldDir = mkdtempSync(join(tmpdir(), 'origin-old-migrations-'));

/** A statement that must be refused by a constraint. */
async function refused(sql: string, params: unknown[] = []): Promise<void> {
  await expect(db.query(sql, params)).rejects.toThrow();
}

beforeAll(async () => {
  for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith('.sql') && n <= BEFORE))
    copyFileSync(join(MIGRATIONS_DIR, name), join(oldDir, name));
  // The database as an origin of before left it (on PGlite, from a dump of it kept between runs).
  ({ db, close } = await openTestDb(`${oldDir}/`));
  const old = await db.query<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
  );
  expect(old.rows[0]?.name).toBe(BEFORE);
  // What an origin of before wrote: two accounts, three known devices, wrong passwords, a code.
  await db.exec(`
    INSERT INTO users (email, password_hash, nick_name) VALUES
      ('alice@example.com', 'scrypt$old-a', 'alice'), ('bob@example.com', 'scrypt$old-b', 'bob');
    INSERT INTO sign_in_devices (email, device_id, signed_in_at) VALUES
      ('alice@example.com', '${OLD_DEVICE}', '2026-11-01T10:00:00Z'),
      ('alice@example.com', '${OTHER_DEVICE}', '2026-11-02T10:00:00Z'),
      ('bob@example.com', '${OLD_DEVICE}', '2026-11-03T10:00:00Z');
    INSERT INTO sign_in_failures (email, address, failed_at) VALUES
      ('alice@example.com', '198.51.100.7', '2026-11-28T09:00:00Z');
    INSERT INTO email_codes (email, purpose, code_hash, expires_at) VALUES
      ('bob@example.com', 'login', 'sha256$old', '2026-11-28T10:00:00Z');
  `);
  upgraded = await migrate(db);
}, 60_000);

afterAll(async () => {
  await close();
  rmSync(oldDir, { recursive: true, force: true });
});

describe('the migrations from 0105 on, over data written before them', () => {
  it('apply once each, in order, after the old ones', async () => {
    const after = readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith('.sql') && n > BEFORE);
    expect(upgraded).toEqual(after.sort());
    expect(upgraded.slice(0, 3)).toEqual([
      '0105_sign_in_devices_address.sql',
      '0106_video_plays.sql',
      '0107_code_guesses.sql',
    ]);
    expect(await migrate(db)).toEqual([]);
  });

  it('0105: the known devices survive with no address, which exempts nothing; the key takes the address', async () => {
    const rows = await db.query<{ email: string; device_id: string; address: string }>(
      'SELECT email, device_id, address FROM sign_in_devices ORDER BY email, device_id',
    );
    expect(rows.rows).toEqual([
      { email: 'alice@example.com', device_id: OLD_DEVICE, address: '' },
      { email: 'alice@example.com', device_id: OTHER_DEVICE, address: '' },
      { email: 'bob@example.com', device_id: OLD_DEVICE, address: '' },
    ]);
    // Today's sign-in code: the old device signing in again from its address is a row of its own, and
    // once more from there updates that row (its ON CONFLICT names the new key).
    const attempt = {
      email: 'alice@example.com',
      address: '203.0.113.5',
      deviceId: OLD_DEVICE,
      now: new Date('2026-11-28T12:00:00Z'),
    };
    await deviceSignedIn(db, attempt);
    await deviceSignedIn(db, { ...attempt, now: new Date('2026-11-28T12:05:00Z') });
    const alice = await db.query<{ address: string }>(
      `SELECT address FROM sign_in_devices WHERE email = 'alice@example.com' AND device_id = $1 ORDER BY address`,
      [OLD_DEVICE],
    );
    expect(alice.rows.map((r) => r.address)).toEqual(['', '203.0.113.5']);
    await refused(
      `INSERT INTO sign_in_devices (email, device_id, address, signed_in_at) VALUES ($1, $2, '203.0.113.5', now())`,
      ['alice@example.com', OLD_DEVICE],
    );
    await refused(
      'INSERT INTO sign_in_devices (email, device_id, address, signed_in_at) VALUES ($1, $2, NULL, now())',
      ['bob@example.com', OTHER_DEVICE],
    );
  });

  it('0106: the play tables start empty and refuse a bad device id, id or count', async () => {
    expect((await db.query('SELECT 1 FROM video_plays')).rows).toEqual([]);
    await db.query('INSERT INTO video_plays (video_id, device_id, counted_at) VALUES (7, $1, now())', [
      OLD_DEVICE,
    ]);
    await refused('INSERT INTO video_plays (video_id, device_id, counted_at) VALUES (8, $1, now())', [
      'not-a-device',
    ]);
    await refused('INSERT INTO video_plays (video_id, device_id, counted_at) VALUES (0, $1, now())', [
      OTHER_DEVICE,
    ]);
    await refused('INSERT INTO video_views (video_id, views) VALUES (7, 0)');
  });

  it('0107: the accounts keep everything, with no language until their next sign-in; the code tables hold', async () => {
    const users = await db.query<{
      email: string;
      password_hash: string;
      nick_name: string;
      lang: string | null;
    }>('SELECT email, password_hash, nick_name, lang FROM users ORDER BY email');
    expect(users.rows).toEqual([
      { email: 'alice@example.com', password_hash: 'scrypt$old-a', nick_name: 'alice', lang: null },
      { email: 'bob@example.com', password_hash: 'scrypt$old-b', nick_name: 'bob', lang: null },
    ]);
    await db.query(`UPDATE users SET lang = 'vi' WHERE email = 'alice@example.com'`);
    await refused(`UPDATE users SET lang = 'fr' WHERE email = 'bob@example.com'`);
    expect((await db.query('SELECT 1 FROM sign_in_failures')).rows).toHaveLength(1);
    expect((await db.query('SELECT 1 FROM email_codes')).rows).toHaveLength(1);
    await db.query(
      `INSERT INTO code_locks (email, locked_at, locked_until) VALUES ('bob@example.com', now(), now() + interval '1 day')`,
    );
    await refused(
      `INSERT INTO code_locks (email, locked_at, locked_until) VALUES ('bob@example.com', now(), now())`,
    );
    await refused(
      `INSERT INTO code_failures (email, address, failed_at) VALUES ('bob@example.com', NULL, now())`,
    );
  });
});
