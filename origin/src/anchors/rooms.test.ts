// Becoming an anchor (docs/ARCHITECTURE.md "Anchors' ingest"): a room, a key shown once, rotated and revoked; the ingest's calls
// (publish, heartbeat, end) decide what the site lists as live. Real database (PGlite here).
import { AnchorPageSchema, OwnRoomAnswerSchema, RoomKeyAnswerSchema } from '@pitchside/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInVdapi } from '../testing/signedInVdapi';
import { decodeAnswer, schemaProblems } from '../testing/testApp';
import { LIVE_TTL_MS } from './rooms';

let clock = Date.UTC(2026, 5, 14, 12);
const vdapi = signedInVdapi(() => clock);
beforeEach(() => {
  clock += 60_000;
});

const call = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown, lang = 'en') => {
  const headers = { lang, ...(token ? { token } : {}) };
  const response =
    method === 'GET'
      ? await vdapi.client.get(path, {}, headers)
      : await vdapi.client.post(path, body ?? {}, headers);
  return decodeAnswer(response, vdapi.server.config);
};

const ingest = async (path: string, body: unknown, secret = vdapi.server.config.ingest.secret) => {
  const response = await vdapi.server.inject({
    method: 'POST',
    url: `/ingestapi/${path}`,
    headers: { 'x-ingest-secret': secret },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

const liveAnchors = async () => {
  const answer = await call('GET', '/vdapi/anchor/list');
  expect(schemaProblems(AnchorPageSchema, answer.data)).toEqual([]);
  return (
    answer.data as { list: { id: number; isLive: boolean; nickName: string; matchId: number | null }[] }
  ).list;
};

describe("an anchor's room", () => {
  it('is made, keyed once, streamed, refused to a second publisher, rotated, revoked', async () => {
    const { token } = vdapi.fan;
    expect(await call('GET', '/vdapi/user/anchor/room', token)).toMatchObject({
      status: 200,
      data: { room: null, ingestUrl: 'rtmp://127.0.0.1:1935/live' },
    });
    // Rotating before there is a room: made first, said in the reader's language.
    expect(await call('POST', '/vdapi/user/anchor/key/rotate', token, {}, 'vi')).toMatchObject({
      status: 404,
      code: 10005,
      msg: 'hãy tạo phòng của bạn trước',
    });
    const made = await call('POST', '/vdapi/user/anchor/room', token, {
      title: '  Derby night  ',
      matchId: 101,
    });
    expect(schemaProblems(OwnRoomAnswerSchema, made.data)).toEqual([]);
    expect(made.data).toMatchObject({
      room: {
        title: 'Derby night',
        matchId: 101,
        matchName: 'Red Lions - Blue Harbour',
        hasKey: false,
        live: false,
      },
    });
    const keyed = await call('POST', '/vdapi/user/anchor/key/rotate', token);
    expect(schemaProblems(RoomKeyAnswerSchema, keyed.data)).toEqual([]);
    const key = (keyed.data as { streamKey: string }).streamKey;
    expect(key).toMatch(/^live_[A-Za-z0-9_-]{43}$/);
    // Shown once: the room's own answer holds only its last characters, and the database only its hash.
    const again = await call('GET', '/vdapi/user/anchor/room', token);
    expect(JSON.stringify(again.data)).not.toContain(key);
    expect(again.data).toMatchObject({ room: { hasKey: true, keyHint: key.slice(-4) } });
    const stored = await vdapi.db.query<{ key_hash: string }>('SELECT key_hash FROM anchor_rooms');
    expect(JSON.stringify(stored.rows)).not.toContain(key);
    // Not streaming: listed, not live.
    expect(await liveAnchors()).toMatchObject([{ nickName: 'Fan', isLive: false, matchId: 101 }]);

    // The ingest: a wrong key is refused, the real one starts a session, a second publisher is refused.
    expect((await ingest('publish', { key: `${key}x`, sessionId: 'aaaaaaaa1' })).body).toEqual({
      ok: false,
      reason: 'key',
    });
    const started = await ingest('publish', { key, sessionId: 'aaaaaaaa1' });
    expect(started.body).toMatchObject({ ok: true, sessionId: 'aaaaaaaa1' });
    expect((await ingest('publish', { key, sessionId: 'bbbbbbbb2' })).body).toEqual({
      ok: false,
      reason: 'busy',
    });
    expect(await liveAnchors()).toMatchObject([{ isLive: true }]);
    const room = await call('GET', `/vdapi/anchor/room/${started.body.roomId}`);
    expect(room.data).toMatchObject({ hlsUrl: `/anchorhls/${started.body.roomId}/aaaaaaaa1/index.m3u8` });
    expect((await call('GET', '/vdapi/detail/v1/stream/101')).data).toMatchObject({
      anchors: [{ isLive: true }],
    });
    // Heartbeats keep it live; without them it falls off the air by itself.
    clock += LIVE_TTL_MS - 1000;
    expect((await ingest('heartbeat', { sessionIds: ['aaaaaaaa1'] })).body).toEqual({ stop: [] });
    clock += LIVE_TTL_MS - 1000;
    expect(await liveAnchors()).toMatchObject([{ isLive: true }]);
    clock += 2000;
    expect(await liveAnchors()).toMatchObject([{ isLive: false }]);
    expect((await call('GET', `/vdapi/anchor/room/${started.body.roomId}`)).data).toMatchObject({
      hlsUrl: '',
    });

    // A fresh session; the key rotated under it: off the air at once, the stream told to stop at its next
    // heartbeat, the old key refused, and the new key live at once (the old session does not hold the room).
    await ingest('publish', { key, sessionId: 'cccccccc3' });
    const rotated = await call('POST', '/vdapi/user/anchor/key/rotate', token);
    const newKey = (rotated.data as { streamKey: string }).streamKey;
    expect(newKey).not.toBe(key);
    expect(await liveAnchors()).toMatchObject([{ isLive: false }]);
    expect((await ingest('heartbeat', { sessionIds: ['cccccccc3'] })).body).toEqual({ stop: ['cccccccc3'] });
    expect((await ingest('publish', { key, sessionId: 'dddddddd4' })).body).toMatchObject({ reason: 'key' });
    expect((await ingest('publish', { key: newKey, sessionId: 'dddddddd5' })).body).toMatchObject({
      ok: true,
    });
    // The stopped session's end leaves the new one on the air.
    await ingest('end', { sessionId: 'cccccccc3', fault: null });
    expect(await liveAnchors()).toMatchObject([{ isLive: true }]);
    // The ingest ends the session, saying why; the room is off the air at once and the owner is told.
    await ingest('end', { sessionId: 'dddddddd5', fault: 'codec' });
    expect(await liveAnchors()).toMatchObject([{ isLive: false }]);
    expect((await call('GET', '/vdapi/user/anchor/room', token)).data).toMatchObject({
      room: { live: false, lastFault: 'codec' },
    });

    // Revoked: no key works, a live stream on it is stopped at its next heartbeat.
    await ingest('publish', { key: newKey, sessionId: 'eeeeeeee5' });
    expect((await call('POST', '/vdapi/user/anchor/key/revoke', token)).data).toMatchObject({
      room: { hasKey: false, keyHint: '' },
    });
    expect((await ingest('heartbeat', { sessionIds: ['eeeeeeee5'] })).body).toEqual({ stop: ['eeeeeeee5'] });
    expect((await ingest('publish', { key: newKey, sessionId: 'ffffffff6' })).body).toMatchObject({
      reason: 'key',
    });
  });

  it('refuses bad titles and unknown matches in the reader language, and strangers', async () => {
    const { token } = vdapi.fan;
    const save = (body: unknown, lang = 'en') => call('POST', '/vdapi/user/anchor/room', token, body, lang);
    expect(await save({ title: '   ', matchId: null }, 'zh')).toMatchObject({
      status: 400,
      code: 10001,
      msg: '直播间标题需为 1 到 60 个字符',
    });
    expect(await save({ title: 'x'.repeat(61), matchId: null })).toMatchObject({ status: 400, code: 10001 });
    expect(await save({ title: 'Hi\u0007', matchId: null })).toMatchObject({ status: 400, code: 10001 });
    expect(await save({ title: 'Hi', matchId: 999_999 }, 'vi')).toMatchObject({
      status: 400,
      msg: 'không có trận này: hãy chọn một trận trong lịch thi đấu',
    });
    expect(await save({ title: 'Hi' })).toMatchObject({ status: 400, code: 10001 });
    expect(await call('GET', '/vdapi/user/anchor/room')).toMatchObject({ status: 401, code: 10003 });
    expect(await call('POST', '/vdapi/user/anchor/key/rotate')).toMatchObject({ status: 401, code: 10003 });
    // The ingest's calls need its secret.
    expect((await ingest('publish', { key: 'k', sessionId: 'aaaaaaaa1' }, 'wrong-secret-wrong')).status).toBe(
      403,
    );
    expect((await ingest('publish', { key: 'k', sessionId: '../etc' })).status).toBe(400);
    await vdapi.server.anchorRooms.refresh();
    expect(await liveAnchors()).toEqual([]);
  });

  it('keeps a title as readers see it, refuses one that shows nothing, a link or a blocked word, and cleans older ones when read', async () => {
    const { token } = vdapi.other;
    const save = (title: string, lang = 'en') =>
      call('POST', '/vdapi/user/anchor/room', token, { title, matchId: null }, lang);
    const titleOf = async (lang: string) => {
      const answer = await call('GET', '/vdapi/anchor/list', undefined, undefined, lang);
      const list = (answer.data as { list: { id: number; roomTitle: string; cover: string }[] }).list;
      return list.find((anchor) => anchor.id === roomId);
    };
    // A title flipped and padded with invisible characters is stored as it shows.
    const made = await save('\u202EDerby\u200B night\u2066 \u3164 ⚽');
    expect(made).toMatchObject({ status: 200, data: { room: { title: 'Derby night ⚽' } } });
    const roomId = (made.data as { room: { id: number } }).room.id;
    // The review's title: a link behind a right-to-left override.
    const scam = '\u202Egnp.exe visit scam-site\u200C.xyz now';
    expect(await save(scam)).toMatchObject({
      status: 400,
      code: 10001,
      msg: 'the room title may not hold a link',
    });
    expect(await save(scam, 'zh')).toMatchObject({ status: 400, msg: '直播间标题不能包含链接' });
    expect(await save('scam-site\u2E31xyz', 'vi')).toMatchObject({
      status: 400,
      msg: 'tiêu đề phòng không được chứa liên kết',
    });
    expect(await save('赌\u200B球 live', 'zh')).toMatchObject({
      status: 400,
      msg: '直播间标题含有不允许使用的词语',
    });
    expect(await save('\u3164\u2800\u200C\u{E0041}')).toMatchObject({
      status: 400,
      msg: 'the room title must be 1 to 60 characters',
    });
    expect((await titleOf('en'))?.roomTitle).toBe('Derby night ⚽');

    // Stored before the rule: cleaned when read, and replaced by the room's plain name when it shows
    // nothing or holds a link, in the reader's language.
    await vdapi.db.query('UPDATE anchor_rooms SET title = $1 WHERE id = $2', ['\u202Egnp.exe Derby', roomId]);
    await vdapi.server.anchorRooms.refresh();
    expect((await titleOf('en'))?.roomTitle).toBe('gnp.exe Derby');
    await vdapi.db.query('UPDATE anchor_rooms SET title = $1 WHERE id = $2', [scam, roomId]);
    await vdapi.server.anchorRooms.refresh();
    const nick = 'Other';
    expect((await titleOf('en'))?.roomTitle).toBe(`${nick}'s room`);
    expect((await titleOf('zh'))?.roomTitle).toBe(`${nick}的直播间`);
    expect((await titleOf('vi'))?.roomTitle).toBe(`Phòng của ${nick}`);
    // The owner sees what is stored, cleaned, so the form shows what to change.
    expect(await call('GET', '/vdapi/user/anchor/room', token)).toMatchObject({
      data: { room: { title: 'gnp.exe visit scam-site.xyz now' } },
    });

    // The cover picture draws the title isolated, so a right-to-left title reorders nothing around it.
    await save('مباراة الديربي');
    await vdapi.server.anchorRooms.refresh();
    const cover = await vdapi.server.inject({ method: 'GET', url: `/vdapi/img/room/${roomId}.svg?lang=en` });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain('>\u2068مباراة الديربي\u2069</text>');
  });
});
