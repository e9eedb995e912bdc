// Follows of teams and competitions: signed-in users only, stored in the database (PGlite here; the
// origin suite runs again on PostgreSQL in `npm test`).
import { FollowListSchema, MAX_FOLLOWS } from '@pitchside/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../testing/harness';
import { signedInVdapi } from '../testing/signedInVdapi';
import { decodeAnswer, schemaProblems } from '../testing/testApp';
import { addFollow } from './follows';

let clock = Date.UTC(2026, 5, 14, 12);
const vdapi = signedInVdapi(() => clock, { followsPerMinute: 1000 });
beforeEach(() => {
  clock += 60_000;
});

type Listed = { kind: string; id: number; name: string; alerts: boolean };

const call = async (method: 'GET' | 'POST', path: string, body: unknown, token?: string, lang = 'en') => {
  const headers = { lang, ...(token ? { token } : {}) };
  const response =
    method === 'GET'
      ? await vdapi.client.get(path, {}, headers)
      : await vdapi.client.post(path, body, headers);
  return decodeAnswer(response, vdapi.server.config);
};
const post = (path: string, body: unknown, token?: string, lang?: string) =>
  call('POST', `/vdapi/user/follow/${path}`, body, token, lang);
const list = async (token: string, lang?: string) => {
  const answer = await call('GET', '/vdapi/user/follow/list', undefined, token, lang);
  expect(schemaProblems(FollowListSchema, answer.data)).toEqual([]);
  return (answer.data as { list: Listed[] }).list;
};

/** Fills the fan's account with `count` team follows in one statement (the engine of these tests has few teams). */
const fillTeams = (count: number) =>
  vdapi.db.query(
    `INSERT INTO follows (user_id, kind, target_id, alerts, created_at)
     SELECT $1, 'team', id, true, $2 FROM generate_series(1000, 999 + $3::integer) AS id`,
    [vdapi.fan.id, new Date(clock), count],
  );

describe('follows', () => {
  it('are refused anonymously and with a dead token, and store nothing', async () => {
    const before = await dbFingerprint(vdapi.db);
    expect(await post('add', { kind: 'team', id: 11 })).toMatchObject({
      status: 401,
      code: 10003,
      data: null,
    });
    expect(await call('GET', '/vdapi/user/follow/list', undefined)).toMatchObject({
      status: 401,
      code: 10003,
    });
    expect(await post('merge', { follows: [] }, 'A'.repeat(43))).toMatchObject({ status: 401, code: 10003 });
    expect(await dbFingerprint(vdapi.db)).toEqual(before);
  });

  it('follow, list in the reader language, switch alerts, unfollow; every answer is the whole list', async () => {
    const added = await post('add', { kind: 'team', id: 11 }, vdapi.fan.token);
    expect(added).toMatchObject({ status: 200, code: 200 });
    expect(schemaProblems(FollowListSchema, added.data)).toEqual([]);
    expect(added.data).toMatchObject({
      max: MAX_FOLLOWS,
      list: [{ kind: 'team', id: 11, name: 'Red Lions', alerts: true, logo: '/vdapi/img/team/11.svg' }],
    });
    clock += 1000;
    await post('add', { kind: 'league', id: 1, alerts: false }, vdapi.fan.token);
    expect(await list(vdapi.fan.token, 'zh')).toMatchObject([
      { kind: 'team', id: 11, name: '红狮', alerts: true },
      { kind: 'league', id: 1, alerts: false },
    ]);
    // Another account sees its own (none).
    expect(await list(vdapi.other.token)).toEqual([]);

    const off = await post('alerts', { kind: 'team', id: 11, alerts: false }, vdapi.fan.token);
    expect(off.data).toMatchObject({ list: [{ id: 11, alerts: false }, { id: 1 }] });
    // Following again keeps the follow and its place; `alerts` given sets it.
    await post('add', { kind: 'team', id: 11 }, vdapi.fan.token);
    expect((await list(vdapi.fan.token))[0]).toMatchObject({ id: 11, alerts: false });

    const removed = await post('remove', { kind: 'team', id: 11 }, vdapi.fan.token);
    expect(removed.data).toMatchObject({ list: [{ kind: 'league', id: 1 }] });
    // Nothing left to remove is not an error.
    expect(await post('remove', { kind: 'team', id: 11 }, vdapi.fan.token)).toMatchObject({ status: 200 });
  });

  it("a match's bell is a follow of that match: named by its sides in the reader's language, unknown ids 404", async () => {
    const added = await post('add', { kind: 'match', id: 101 }, vdapi.other.token);
    expect(schemaProblems(FollowListSchema, added.data)).toEqual([]);
    expect(added.data).toMatchObject({
      list: [
        {
          kind: 'match',
          id: 101,
          name: 'Red Lions - Blue Harbour',
          alerts: true,
          logo: '/vdapi/img/team/11.svg',
        },
      ],
    });
    expect(await list(vdapi.other.token, 'zh')).toMatchObject([
      { kind: 'match', id: 101, name: '红狮 - 蓝港' },
    ]);
    expect(await post('add', { kind: 'match', id: 99_999 }, vdapi.other.token)).toMatchObject({
      status: 404,
    });
    const merged = await post(
      'merge',
      { follows: [{ kind: 'match', id: 101, alerts: false }] },
      vdapi.other.token,
    );
    // Followed already: the account's own switch stays.
    expect(merged.data).toMatchObject({ list: [{ kind: 'match', id: 101, alerts: true }] });
    expect((await post('remove', { kind: 'match', id: 101 }, vdapi.other.token)).data).toMatchObject({
      list: [],
    });
  });

  it('an unknown team or competition is a 404, a bad body a 400 naming the field; neither stores anything', async () => {
    const before = await dbFingerprint(vdapi.db);
    expect(await post('add', { kind: 'team', id: 999 }, vdapi.fan.token)).toMatchObject({
      status: 404,
      code: 10005,
    });
    expect(await post('add', { kind: 'league', id: 11 }, vdapi.fan.token)).toMatchObject({ status: 404 });
    expect(await post('alerts', { kind: 'team', id: 12, alerts: true }, vdapi.fan.token)).toMatchObject({
      status: 404,
    });
    for (const body of [
      { kind: 'player', id: 11 },
      { kind: 'team', id: '11' },
      { kind: 'team', id: 0 },
      { kind: 'team', id: 2_147_483_648 },
      { kind: 'team', id: 11, alerts: 'yes' },
      { kind: 'team' },
    ]) {
      const answer = await post('add', body, vdapi.fan.token, 'en');
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, code: 10001, data: null });
      expect(answer.msg).toMatch(/kind|id|alerts/);
    }
    expect(await post('merge', { follows: 'all' }, vdapi.fan.token)).toMatchObject({ status: 400 });
    expect(await dbFingerprint(vdapi.db)).toEqual(before);
  });

  it("a guest's follows merge into the account: new ones in order, the account's switches win, unknown ids skipped", async () => {
    await post('add', { kind: 'team', id: 12, alerts: false }, vdapi.fan.token);
    clock += 1000;
    const merged = await post(
      'merge',
      {
        follows: [
          { kind: 'team', id: 13, alerts: true },
          { kind: 'team', id: 12, alerts: true },
          { kind: 'team', id: 999, alerts: true },
          { kind: 'league', id: 2, alerts: false },
          { kind: 'team', id: 13, alerts: false },
        ],
      },
      vdapi.fan.token,
    );
    expect(merged).toMatchObject({ status: 200 });
    expect((merged.data as { list: Listed[] }).list.map((f) => [f.kind, f.id, f.alerts])).toEqual([
      ['team', 12, false],
      ['team', 13, true],
      ['league', 2, false],
    ]);
    // Merging the same again changes nothing.
    const again = await post(
      'merge',
      { follows: [{ kind: 'team', id: 13, alerts: false }] },
      vdapi.fan.token,
    );
    expect((again.data as { list: Listed[] }).list).toHaveLength(3);
  });

  it(`an account keeps at most ${MAX_FOLLOWS}: the next follow is refused in the reader's language`, async () => {
    await fillTeams(MAX_FOLLOWS);
    const refused = await post('add', { kind: 'team', id: 11 }, vdapi.fan.token, 'vi');
    expect(refused).toMatchObject({ status: 400, code: 10001, data: null });
    expect(refused.msg).toContain(String(MAX_FOLLOWS));
    expect(refused.msg).toContain('theo dõi');
    const merged = await post(
      'merge',
      { follows: [{ kind: 'team', id: 11, alerts: true }] },
      vdapi.fan.token,
    );
    expect(merged.status).toBe(200);
    const count = await vdapi.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM follows WHERE user_id = $1',
      [vdapi.fan.id],
    );
    expect(count.rows[0]?.n).toBe(MAX_FOLLOWS);
  });

  it("a finished match's bell is not listed, never counts toward the limit, and is cleared at the next change", async () => {
    // A full account: the match in play's bell (101) and the finished match's (103), then teams to the limit
    // (straight in the database, as a bell rung before its match ended stays there).
    const at = new Date(clock);
    await addFollow(vdapi.db, vdapi.fan.id, { kind: 'match', id: 101 }, at, MAX_FOLLOWS);
    await addFollow(vdapi.db, vdapi.fan.id, { kind: 'match', id: 103 }, at, MAX_FOLLOWS);
    await fillTeams(MAX_FOLLOWS - 2);
    const stored = async () =>
      (
        await vdapi.db.query<{ kind: string; target_id: number }>(
          "SELECT kind, target_id FROM follows WHERE user_id = $1 AND kind = 'match' ORDER BY target_id",
          [vdapi.fan.id],
        )
      ).rows.map((row) => row.target_id);
    expect(await stored()).toEqual([101, 103]);
    // The list shows the bell of the match in play only (the teams 1000… are unknown to this engine).
    expect((await list(vdapi.fan.token)).map((f) => [f.kind, f.id])).toEqual([['match', 101]]);
    // One more follow fits: the finished match's bell made room, and is gone from the database.
    expect(await post('add', { kind: 'team', id: 11 }, vdapi.fan.token)).toMatchObject({ status: 200 });
    expect(await stored()).toEqual([101]);
    // The account is full now: the match in play's bell counts.
    expect(await post('add', { kind: 'team', id: 12 }, vdapi.fan.token)).toMatchObject({ status: 400 });
    // A guest's bell of a finished match does not join the account; the coming match's does, when there is room.
    await post('remove', { kind: 'team', id: 11 }, vdapi.fan.token);
    const merged = await post(
      'merge',
      {
        follows: [
          { kind: 'match', id: 103, alerts: true },
          { kind: 'match', id: 102, alerts: true },
        ],
      },
      vdapi.fan.token,
    );
    expect((merged.data as { list: Listed[] }).list.map((f) => f.id)).toEqual([101, 102]);
    expect(await stored()).toEqual([101, 102]);
  });

  it('changes are rate limited per user (429 with retry-after), reading is not', async () => {
    // Its own app: the limits count in real time, per user id, across the tests of one app.
    const { server: limited, client: limitedClient } = await vdapi.app({ followsPerMinute: 5 });
    try {
      const change = (path: string, body: unknown, token: string) =>
        limitedClient.post(`/vdapi/user/follow/${path}`, body, { token });
      for (let n = 0; n < 5; n += 1)
        expect((await change('add', { kind: 'team', id: 11 }, vdapi.fan.token)).statusCode).toBe(200);
      const response = await change('remove', { kind: 'team', id: 11 }, vdapi.fan.token);
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toMatchObject({ code: 10004, data: null });
      // The follow is still there, the other user is not limited, and reading goes on.
      expect(
        (await limitedClient.get('/vdapi/user/follow/list', {}, { token: vdapi.fan.token })).statusCode,
      ).toBe(200);
      expect(await list(vdapi.fan.token)).toHaveLength(1);
      expect((await change('add', { kind: 'team', id: 12 }, vdapi.other.token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
