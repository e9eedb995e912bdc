// The replay guard lives in the database: a signed request accepted once is refused again after the origin
// restarts on the same database, and by a second origin sharing it (several origins, one database).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/client';
import { createFixtureEngine } from '../testing/fixtureEngine';
import { ApiClient, buildTestApp, openTestDb, type TestDb } from '../testing/harness';
import { replayKey, sqlReplayGuard } from './replayGuard';

let testDb: TestDb;
let clock = Date.UTC(2026, 5, 14, 12);
const now = () => clock;

beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

// One fixed world for every origin of the file: the guard is the subject, not the matches.
const engine = createFixtureEngine();
const start = () => buildTestApp({ db: testDb.db, now, engine });

async function send(server: FastifyInstance, path: string, headers: Record<string, string>) {
  const response = await server.inject({ method: 'GET', url: path, headers });
  return response.json() as { code: number; msg: string };
}

describe('replay guard', () => {
  it('accepts a key once within its window, and again after it', async () => {
    const guard = sqlReplayGuard(testDb.db, 1000);
    const key = (name: string) => replayKey({ signature: name, token: '', lang: 'en' });
    expect(await guard.accept(key('a'), 0)).toBe(true);
    expect(await guard.accept(key('a'), 999)).toBe(false);
    expect(await guard.accept(key('b'), 999)).toBe(true);
    expect(await guard.accept(key('a'), 1000)).toBe(true);
    // Unsigned parts make another request: another user's token or another language in the same millisecond.
    expect(await guard.accept(replayKey({ signature: 'a', token: 't', lang: 'en' }), 1000)).toBe(true);
    expect(await guard.accept(replayKey({ signature: 'a', token: '', lang: 'vi' }), 1000)).toBe(true);
    await testDb.db.query('DELETE FROM signed_requests');
  });

  it('takes the keys that arrive while a statement runs in one statement, the first of a repeated key only', async () => {
    let statements = 0;
    const counted: Queryable = {
      query: (sql, params) => {
        statements += 1;
        return testDb.db.query(sql, params);
      },
      exec: (sql) => testDb.db.exec(sql),
    };
    const guard = sqlReplayGuard(counted, 1000);
    expect(await guard.accept('held', 0)).toBe(true);
    // The first starts a statement of its own; the rest arrive while it runs, and go in the next.
    const answers = await Promise.all(
      ['x', 'y', 'z', 'z', 'held', 'x'].map((key) => guard.accept(key, 5000)),
    );
    expect(answers).toEqual([true, true, true, false, true, false]);
    expect(statements).toBe(3);
    // A failed statement fails each request it carried, and the next one runs.
    const broken = sqlReplayGuard(
      { query: () => Promise.reject(new Error('database gone')), exec: async () => {} },
      1000,
    );
    const failed = await Promise.allSettled(['a', 'b'].map((key) => broken.accept(key, 0)));
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await guard.accept('after', 5000)).toBe(true);
    await testDb.db.query('DELETE FROM signed_requests');
  });

  it('refuses a replay after the origin restarts on the same database', async () => {
    const path = '/vdapi/videoChannelTag/list';
    const first = await start();
    const headers = new ApiClient(first, 'replayer', now).headersFor(path);
    expect((await send(first, path, headers)).code).toBe(200);
    expect(await send(first, path, headers)).toMatchObject({
      code: 10002,
      msg: 'this request was already received',
    });
    await first.close();

    const restarted = await start();
    try {
      expect(await send(restarted, path, headers)).toMatchObject({
        code: 10002,
        msg: 'this request was already received',
      });
      // A fresh request of the same client still goes through.
      const fresh = new ApiClient(restarted, 'replayer', () => clock + 1).headersFor(path);
      expect((await send(restarted, path, fresh)).code).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('is shared by two origins on one database, whichever saw the request first', async () => {
    const [one, two] = await Promise.all([start(), start()]);
    try {
      const path = '/vdapi/videoChannelTag/list';
      const headers = new ApiClient(one, 'shared', now).headersFor(path);
      const answers = await Promise.all([send(one, path, headers), send(two, path, headers)]);
      expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10002]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('forgets a request once its timestamp could no longer pass, and keeps the table small', async () => {
    const server = await start();
    try {
      const path = '/vdapi/videoChannelTag/list';
      for (let i = 0; i < 5; i += 1) {
        const headers = new ApiClient(server, `old-${i}`, now).headersFor(path);
        expect((await send(server, path, headers)).code).toBe(200);
      }
      clock += 12 * 60_000;
      const later = new ApiClient(server, 'later', now).headersFor(path);
      expect((await send(server, path, later)).code).toBe(200);
      await server.replayGuard.purge();
      const rows = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM signed_requests');
      expect(rows.rows[0]?.n).toBe(1);
    } finally {
      await server.close();
    }
  });
});
