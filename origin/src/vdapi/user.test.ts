// Favourites and comments (signed-in users only) and plays of highlights (any device), stored in the database.
import {
  COMMENT_MAX_LENGTH,
  FavToggleSchema,
  MatchPageSchema,
  PLAY_WINDOW_MS,
  VideoCommentPageSchema,
  VideoPlaySchema,
} from '@pitchside/shared';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ApiClient, dbFingerprint } from '../testing/harness';
import { signedInVdapi } from '../testing/signedInVdapi';
import { decodeAnswer } from '../testing/testApp';

let clock = Date.UTC(2026, 5, 14, 12);
const vdapi = signedInVdapi(() => clock, { commentsPerMinute: 1000 });

const get = async (path: string, query: Record<string, string> = {}, token?: string) =>
  decodeAnswer(await vdapi.client.get(path, query, token ? { token } : {}), vdapi.server.config);
const post = async (path: string, body: unknown, token?: string) =>
  decodeAnswer(await vdapi.client.post(path, body, token ? { token } : {}), vdapi.server.config);

describe('favourites', () => {
  it('are refused anonymously and with a dead token', async () => {
    expect(await post('/vdapi/user/fav/toggle/101', {})).toMatchObject({
      status: 401,
      code: 10003,
      data: null,
    });
    expect(await get('/vdapi/user/favList')).toMatchObject({ status: 401, code: 10003 });
    expect(await get('/vdapi/user/favList', {}, 'A'.repeat(43))).toMatchObject({ status: 401, code: 10003 });
    const rows = await vdapi.db.query('SELECT * FROM match_favourites');
    expect(rows.rows).toEqual([]);
  });

  it('toggle on, list, show in other lists, toggle off', async () => {
    const on = await post('/vdapi/user/fav/toggle/101', {}, vdapi.fan.token);
    expect(on).toMatchObject({ status: 200, code: 200, data: { matchId: 101, hasColect: true } });
    expect(Value.Check(FavToggleSchema, on.data)).toBe(true);

    const list = await get('/vdapi/user/favList', {}, vdapi.fan.token);
    expect(Value.Check(MatchPageSchema, list.data)).toBe(true);
    expect(list.data).toMatchObject({ total: 1, list: [{ id: 101, hasColect: true }] });

    const live = await get('/vdapi/match/v1/live', { sport: '1' }, vdapi.fan.token);
    expect(live.data).toMatchObject({ list: [{ id: 101, hasColect: true }] });
    // Another user's lists are their own.
    const theirs = await get('/vdapi/match/v1/live', { sport: '1' }, vdapi.other.token);
    expect(theirs.data).toMatchObject({ list: [{ id: 101, hasColect: false }] });
    expect((await get('/vdapi/user/favList', {}, vdapi.other.token)).data).toMatchObject({
      total: 0,
      list: [],
    });

    // The product declares its calls as GET: the same toggle answers there.
    const off = decodeAnswer(
      await vdapi.client.get('/vdapi/user/fav/toggle/101', {}, { token: vdapi.fan.token }),
      vdapi.server.config,
    );
    expect(off.data).toEqual({ matchId: 101, hasColect: false });
    expect((await get('/vdapi/user/favList', {}, vdapi.fan.token)).data).toMatchObject({
      total: 0,
      list: [],
    });
  });

  it('lists the newest favourite first, paginated', async () => {
    for (const id of [101, 102, 103]) {
      clock += 1000;
      await post(`/vdapi/user/fav/toggle/${id}`, {}, vdapi.fan.token);
    }
    const first = await get('/vdapi/user/favList', { pageSize: '2' }, vdapi.fan.token);
    expect(first.data).toMatchObject({ total: 3, hasMore: true, list: [{ id: 103 }, { id: 102 }] });
    const second = await get('/vdapi/user/favList', { pageSize: '2', page: '2' }, vdapi.fan.token);
    expect(second.data).toMatchObject({ total: 3, hasMore: false, list: [{ id: 101 }] });
  });

  it('an unknown match is a 404 and stores nothing', async () => {
    expect(await post('/vdapi/user/fav/toggle/999', {}, vdapi.fan.token)).toMatchObject({
      status: 404,
      code: 10005,
    });
    expect(await post('/vdapi/user/fav/toggle/0', {}, vdapi.fan.token)).toMatchObject({
      status: 400,
      code: 10001,
    });
    expect((await vdapi.db.query('SELECT * FROM match_favourites')).rows).toEqual([]);
  });
});

describe('comments', () => {
  it('posting needs sign-in', async () => {
    const answer = await post('/vdapi/videoComment/commentVideo', { videoId: 501, content: 'great goals' });
    expect(answer).toMatchObject({ status: 401, code: 10003, data: null });
    expect((await vdapi.db.query('SELECT * FROM video_comments')).rows).toEqual([]);
  });

  it('are stored and listed newest first, paginated, with the author', async () => {
    for (const text of ['first', 'second', 'third']) {
      clock += 1000;
      const posted = await post(
        '/vdapi/videoComment/commentVideo',
        { videoId: 501, content: `  ${text}  ` },
        vdapi.fan.token,
      );
      expect(posted).toMatchObject({
        status: 200,
        data: { videoId: 501, userId: vdapi.fan.id, nickName: 'Fan', content: text, createTime: clock },
      });
    }
    const page1 = await get('/vdapi/videoComment/videoCommentList', { videoId: '501', pageSize: '2' });
    expect(Value.Check(VideoCommentPageSchema, page1.data)).toBe(true);
    expect(page1.data).toMatchObject({
      total: 3,
      hasMore: true,
      list: [{ content: 'third' }, { content: 'second' }],
    });
    const page2 = await get('/vdapi/videoComment/videoCommentList', {
      videoId: '501',
      pageSize: '2',
      page: '2',
    });
    expect(page2.data).toMatchObject({ total: 3, hasMore: false, list: [{ content: 'first' }] });
    // Another collection has its own.
    const empty = await get('/vdapi/videoComment/videoCommentList', { videoId: '502' });
    expect(empty.data).toMatchObject({ total: 0, list: [] });
    const stored = await vdapi.db.query<{ n: number }>('SELECT count(*)::int AS n FROM video_comments');
    expect(stored.rows[0]?.n).toBe(3);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n\t '],
    ['too long', 'x'.repeat(COMMENT_MAX_LENGTH + 1)],
    ['far too long', 'x'.repeat(COMMENT_MAX_LENGTH * 3)],
    ['missing', undefined],
    ['an object', { text: 'hi' }],
  ])('%s content is a 400 naming the field, and stores nothing', async (_name, content) => {
    const body = content === undefined ? { videoId: 501 } : { videoId: 501, content };
    const answer = await post('/vdapi/videoComment/commentVideo', body, vdapi.fan.token);
    expect(answer).toMatchObject({ status: 400, code: 10001, data: null });
    expect(answer.msg).toContain('content');
    expect((await vdapi.db.query('SELECT * FROM video_comments')).rows).toEqual([]);
  });

  it('takes exactly the longest allowed, counting characters, not bytes', async () => {
    const content = '球'.repeat(COMMENT_MAX_LENGTH);
    const answer = await post('/vdapi/videoComment/commentVideo', { videoId: 501, content }, vdapi.fan.token);
    expect(answer).toMatchObject({ status: 200, data: { content } });
  });

  it('an unknown collection is a 404', async () => {
    const answer = await post(
      '/vdapi/videoComment/commentVideo',
      { videoId: 9, content: 'hello' },
      vdapi.fan.token,
    );
    expect(answer).toMatchObject({ status: 404, code: 10005 });
    expect((await get('/vdapi/videoComment/videoCommentList', { videoId: '9' })).status).toBe(404);
  });

  it('are rate limited per user', async () => {
    const { server: strict, client: strictClient } = await vdapi.app({ commentsPerMinute: 3 });
    try {
      const send = async (token: string, i: number) =>
        (
          await strictClient.post(
            '/vdapi/videoComment/commentVideo',
            { videoId: 502, content: `c${i}` },
            { token },
          )
        ).statusCode;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push(await send(vdapi.other.token, i));
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Someone else still may.
      expect(await send(vdapi.fan.token, 9)).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('shows the comment count in the collection lists', async () => {
    await post('/vdapi/videoComment/commentVideo', { videoId: 501, content: 'one' }, vdapi.fan.token);
    const { data } = await get('/vdapi/videoCollection/list');
    const counts = Object.fromEntries(
      (data as { list: { id: number; commentCount: number }[] }).list.map((c) => [c.id, c.commentCount]),
    );
    expect(counts).toEqual({ 501: 1, 502: 0 });
  });
});

describe('plays', () => {
  const play = async (videoId: unknown, client = vdapi.client) =>
    decodeAnswer(await client.post('/vdapi/videoCollection/play', { videoId }), vdapi.server.config);
  const views = async () => {
    const { data } = await get('/vdapi/videoCollection/list');
    return Object.fromEntries(
      (data as { list: { id: number; views: number }[] }).list.map((c) => [c.id, c.views]),
    );
  };

  it('a collection never played shows no views: none are made up', async () => {
    expect(await views()).toEqual({ 501: 0, 502: 0 });
  });

  it('a play counts once per device in the window, again after it, and every device counts', async () => {
    const first = await play(501);
    expect(first).toMatchObject({ status: 200, code: 200, data: { videoId: 501, views: 1, counted: true } });
    expect(Value.Check(VideoPlaySchema, first.data)).toBe(true);
    // The same device reloading and playing again: nothing more.
    clock += 60_000;
    expect((await play(501)).data).toEqual({ videoId: 501, views: 1, counted: false });
    expect(await views()).toEqual({ 501: 1, 502: 0 });
    // Another device counts.
    const phone = new ApiClient(vdapi.server, undefined, () => clock);
    expect((await play(501, phone)).data).toEqual({ videoId: 501, views: 2, counted: true });
    // The first device, once the window has passed.
    clock += PLAY_WINDOW_MS;
    expect((await play(501)).data).toEqual({ videoId: 501, views: 3, counted: true });
    const detail = await get('/vdapi/videoCollection/detail/501');
    expect(detail.data).toMatchObject({ collection: { views: 3 }, relates: [{ id: 502, views: 0 }] });
    // The most played first.
    const hot = await get('/vdapi/videoCollection/hot', { limit: '2' });
    expect((hot.data as { list: { id: number }[] }).list.map((c) => c.id)).toEqual([501, 502]);
  });

  it.each([
    ['an unknown collection', 9, 404, 10005],
    ['a malformed id', 'x', 400, 10001],
    ['a zero id', 0, 400, 10001],
  ])('%s is refused in the shared error shape and changes nothing', async (_name, videoId, status, code) => {
    await play(502);
    const before = await dbFingerprint(vdapi.db);
    const answer = await play(videoId);
    expect(answer).toMatchObject({ status, code, data: null });
    expect(typeof answer.msg).toBe('string');
    expect(await dbFingerprint(vdapi.db)).toEqual(before);
  });

  it('a play without a device id is refused', async () => {
    const before = await dbFingerprint(vdapi.db);
    const answer = decodeAnswer(
      await vdapi.client.post(
        '/vdapi/videoCollection/play',
        { videoId: 501 },
        { headers: { 'x-device-id': '' } },
      ),
      vdapi.server.config,
    );
    expect(answer).toMatchObject({ status: expect.any(Number), data: null });
    expect(answer.code).not.toBe(200);
    expect(await dbFingerprint(vdapi.db)).toEqual(before);
  });
});
