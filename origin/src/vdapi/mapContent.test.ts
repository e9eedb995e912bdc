import { AnchorSummarySchema, SearchAnswerSchema, VideoCollectionDetailSchema } from '@pitchside/shared';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { Anchor } from '../engine/types';
import { createFixtureEngine } from '../testing/fixtureEngine';
import { normaliseComment } from './comments';
import { relatedCollections, toAnchorSummary, toCollectionDetail, toSearchAnswer } from './mapContent';

const engine = createFixtureEngine();
const ctx = { engine, locale: 'en' as const, favourites: new Set<number>() };

describe('content mappers', () => {
  it('anchors carry their room and picture URLs', () => {
    // A user's room as the anchors' directory (anchors/directory.ts) gives it.
    const anchor: Anchor = {
      id: 1,
      nickname: 'Commentator One',
      avatarSvg: '<svg/>',
      followers: 0,
      sport: 'football',
      room: {
        id: 1,
        title: { cn: 'Red Lions live', en: 'Red Lions live', vi: 'Red Lions live' },
        streamId: '/anchorhls/1/abcdefgh/index.m3u8',
        live: true,
        matchId: 101,
      },
    };
    const summary = toAnchorSummary('en', anchor);
    expect(Value.Check(AnchorSummarySchema, summary)).toBe(true);
    expect(summary).toMatchObject({
      nickName: 'Commentator One',
      avatar: '/vdapi/img/anchor/1.svg',
      cover: '/vdapi/img/room/1.svg?lang=en',
      isLive: true,
      matchId: 101,
    });
    // The origin holds no audience: the count is the gateway's, never made up here.
    expect(summary.viewers).toBeNull();
  });

  it('a collection adds up its clips, links them to HLS and finds its relatives', () => {
    const collection = engine.highlight(501);
    if (!collection) throw new Error('no collection');
    const relates = relatedCollections(engine.highlights(), collection);
    expect(relates.map((c) => c.id)).toEqual([502]);
    const counts = { comments: new Map([[501, 4]]), views: new Map([[501, 7]]) };
    const detail = toCollectionDetail(ctx, collection, counts, relates);
    expect(Value.Check(VideoCollectionDetailSchema, detail)).toBe(true);
    expect(detail.collection).toMatchObject({
      duration: 25,
      clipCount: 2,
      commentCount: 4,
      views: 7,
      leagueName: 'Premier',
    });
    // No clip is filmed: only a test server serves the test picture as a clip.
    expect(detail.clips.map((clip) => clip.hlsUrl)).toEqual(['', '']);
    const onTest = toCollectionDetail({ ...ctx, testStreams: true }, collection, counts, relates);
    expect(onTest.clips[0]?.hlsUrl).toBe('/vdapi/hls/clip/c501-1/master.m3u8');
    expect(detail.match?.id).toBe(103);
    expect(detail.relates[0]).toMatchObject({ commentCount: 0, views: 0 });
  });

  it('search answers teams, leagues, matches and anchors', () => {
    const answer = toSearchAnswer(ctx, 'red', 20);
    expect(Value.Check(SearchAnswerSchema, answer)).toBe(true);
    expect(answer.teams.map((t) => t.id)).toEqual([11]);
    expect(answer.matches.map((m) => m.id).sort()).toEqual([101, 104]);
    expect(toSearchAnswer(ctx, 'red', 1).matches).toHaveLength(1);
  });
});

describe('normaliseComment', () => {
  it('trims, drops control characters, keeps line breaks', () => {
    expect(normaliseComment('  hi\u0007 there\r\nfriend  ')).toBe('hi there\nfriend');
  });

  it('refuses empty and over-long text, counting characters', () => {
    expect(normaliseComment(' \t\n ')).toBeNull();
    // The text rule of everything users write: invisible characters go, and a comment of only them is none.
    expect(normaliseComment('\u202Egood\u200B game\n\u3164\nnext')).toBe('good game\n\nnext');
    expect(normaliseComment('\u3164\n\u2800\u200C')).toBeNull();
    expect(normaliseComment('😀'.repeat(500))).toBe('😀'.repeat(500));
    expect(normaliseComment('😀'.repeat(501))).toBeNull();
  });
});
