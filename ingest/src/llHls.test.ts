// The LL-HLS packager on real ffmpeg output: a 3-s testsrc clip (H.264 with a keyframe a second, AAC) made
// here, repackaged by ffmpeg with the ingest's own arguments into fragmented MP4, then cut and listed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoxReader, readFragment, readTracks } from './cmaf';
import { COPY_FROM_FLV } from './ffmpegChild';
import { deliveryDirectives } from './hlsServer';
import { INIT_FILE, LlPackager, llOutputArgs, partFile, segmentFile } from './llHls';
import { ffmpegAvailable } from './publisher';

const hasFfmpeg = ffmpegAvailable();
const root = mkdtempSync(join(tmpdir(), 'llhls-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const START = Date.parse('2026-06-14T18:00:00.000Z');
const settings = { segmentSeconds: 1, partSeconds: 0.25, listSize: 6 };

describe.skipIf(!hasFfmpeg)('LL-HLS from ffmpeg fragmented MP4', () => {
  let mp4: Buffer;
  beforeAll(() => {
    const flv = spawnSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=25'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', '3'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-c:a', 'aac', '-f', 'flv', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    expect(flv.status).toBe(0);
    const cmaf = spawnSync('ffmpeg', [...COPY_FROM_FLV, ...llOutputArgs(settings.partSeconds)], {
      input: flv.stdout,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(cmaf.status).toBe(0);
    mp4 = cmaf.stdout;
  });

  it('reads the init segment and each fragment: parts under the part target, a keyframe each second', () => {
    const boxes = new BoxReader().push(mp4);
    expect(boxes.slice(0, 2).map((b) => b.type)).toEqual(['ftyp', 'moov']);
    const rest = boxes.slice(2).map((b) => b.type);
    expect(rest.length % 2).toBe(0);
    expect(rest.every((type, i) => type === (i % 2 === 0 ? 'moof' : 'mdat'))).toBe(true);
    const tracks = readTracks(boxes[1]?.bytes ?? Buffer.alloc(0));
    expect(tracks.map((t) => t.kind).sort()).toEqual(['audio', 'video']);
    const fragments = boxes.filter((b) => b.type === 'moof').map((b) => readFragment(b.bytes, tracks));
    for (const f of fragments) expect(f.duration).toBeLessThanOrEqual(settings.partSeconds + 1e-6);
    for (let i = 1; i < fragments.length; i++) {
      const [before, after] = [fragments[i - 1], fragments[i]];
      if (before && after) expect(after.start).toBeCloseTo(before.start + before.duration, 3);
    }
    // Keyframes at 0, 1 and 2 s (GOP 25 at 25 fps), and nowhere else.
    expect(fragments.filter((f) => f.independent).map((f) => Math.round(f.start))).toEqual([0, 1, 2]);
    const total = fragments.reduce((sum, f) => sum + f.duration, 0);
    expect(total).toBeGreaterThan(2.9);
    expect(total).toBeLessThan(3.1);
  });

  it('takes fragments of audio alone (audio ahead of the video, as a relay may send it) as parts that start nothing', () => {
    // The picture half a second behind the sound: ffmpeg's first fragments carry audio only.
    const flv = spawnSync(
      'ffmpeg',
      [
        ...[
          '-hide_banner',
          '-loglevel',
          'error',
          '-itsoffset',
          '0.5',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=160x90:rate=25',
        ],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', '3'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-c:a', 'aac', '-f', 'flv', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const cmaf = spawnSync('ffmpeg', [...COPY_FROM_FLV, ...llOutputArgs(settings.partSeconds)], {
      input: flv.stdout,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(cmaf.status).toBe(0);
    const boxes = new BoxReader().push(cmaf.stdout);
    const tracks = readTracks(boxes[1]?.bytes ?? Buffer.alloc(0));
    const video = tracks.find((t) => t.kind === 'video');
    const moofs = boxes.filter((b) => b.type === 'moof').map((b) => b.bytes);
    const videoTraf = (moof: Buffer) => {
      // A tfhd names its track 4 bytes into its payload: look for this track's id after a 'tfhd'.
      const at = moof.indexOf('tfhd');
      return at >= 0 && moof.readUInt32BE(at + 8) === video?.id;
    };
    expect(
      moofs.some((moof) => !videoTraf(moof)),
      'a fragment of audio alone',
    ).toBe(true);
    const fragments = moofs.map((moof) => readFragment(moof, tracks));
    expect(fragments.filter((f, i) => f.independent && !videoTraf(moofs[i] ?? Buffer.alloc(0)))).toEqual([]);
    const packager = new LlPackager(join(root, 'audio-first'), settings, () => START);
    packager.push(cmaf.stdout);
    packager.end();
    expect(packager.playlist().match(/^#EXTINF:/gm)?.length).toBeGreaterThanOrEqual(2);
  });

  it('writes parts, segments and an LL-HLS playlist, fed in arbitrary pieces', () => {
    const dir = join(root, 'whole');
    const packager = new LlPackager(dir, settings, () => START);
    // Pieces that cut boxes anywhere, as a pipe does.
    for (let at = 0; at < mp4.length; at += 1777) packager.push(mp4.subarray(at, at + 1777));
    const live = packager.playlist();
    expect(live).toContain('#EXT-X-VERSION:9');
    expect(live).toContain('#EXT-X-TARGETDURATION:1');
    expect(live).toContain('#EXT-X-PART-INF:PART-TARGET=0.250');
    expect(live).toContain('#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=0.750');
    expect(live).toContain(`#EXT-X-MAP:URI="${INIT_FILE}"`);
    expect(live).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    // Two whole segments (0 and 1 s), the third being made; its parts listed, the next hinted.
    expect(live.match(/^#EXTINF:/gm)).toHaveLength(2);
    const parts = [
      ...live.matchAll(/^#EXT-X-PART:DURATION=([0-9.]+),URI="(part\d{8}\.m4s)"(,INDEPENDENT=YES)?$/gm),
    ];
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(parts.filter((p) => p[3]).length).toBe(3);
    const hint = /#EXT-X-PRELOAD-HINT:TYPE=PART,URI="(part\d{8}\.m4s)"/.exec(live)?.[1];
    expect(hint).toBe(partFile(parts.length));
    // The first segment's date is the stream's start; the second's a second later (its first picture).
    const dates = [...live.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm)].map((m) => Date.parse(m[1] ?? ''));
    expect(dates[0]).toBe(START);
    expect(Math.abs((dates[1] ?? 0) - (START + 1000))).toBeLessThan(50);
    // A segment is its parts, byte for byte; the init segment is ftyp+moov.
    const inFirst = live.slice(0, live.indexOf('#EXTINF:')).match(/^#EXT-X-PART:/gm)?.length ?? 0;
    expect(inFirst).toBeGreaterThanOrEqual(4);
    const firstParts = parts.slice(0, inFirst).map((p) => readFileSync(join(dir, p[2] ?? '')));
    expect(readFileSync(join(dir, segmentFile(0))).equals(Buffer.concat(firstParts))).toBe(true);
    expect(readFileSync(join(dir, INIT_FILE)).subarray(4, 8).toString()).toBe('ftyp');
    expect(readFileSync(join(dir, 'index.m3u8'), 'utf8')).toBe(live);

    packager.end();
    const ended = packager.playlist();
    expect(ended).toContain('#EXT-X-ENDLIST');
    expect(ended).not.toContain('PRELOAD-HINT');
    expect(ended.match(/^#EXTINF:/gm)).toHaveLength(3);
  });

  it('holds a blocking reload until its part arrives, times out, and refuses one far ahead', async () => {
    const packager = new LlPackager(join(root, 'blocking'), settings, () => START);
    const boxes = new BoxReader().push(mp4);
    const [ftyp, moov] = boxes;
    packager.push(Buffer.concat([ftyp?.bytes ?? Buffer.alloc(0), moov?.bytes ?? Buffer.alloc(0)]));
    const pairs = boxes.slice(2);
    const feedPart = (i: number) =>
      packager.push(
        Buffer.concat([pairs[2 * i]?.bytes ?? Buffer.alloc(0), pairs[2 * i + 1]?.bytes ?? Buffer.alloc(0)]),
      );
    feedPart(0);
    expect(await packager.waitFor(0, 0, 1000)).toBe('ready');
    let answered = false;
    const held = packager.waitFor(0, 2, 5000).then((answer) => {
      answered = true;
      return answer;
    });
    feedPart(1);
    await Promise.resolve();
    expect(answered).toBe(false);
    feedPart(2);
    expect(await held).toBe('ready');
    expect(packager.playlist()).toContain(`URI="${partFile(2)}"`);
    // Nothing more comes: the hold ends (the ingest answers 503).
    expect(await packager.waitFor(0, 3, 30)).toBe('timeout');
    // Far ahead of the playlist: a 400 at once.
    expect(await packager.waitFor(3, 0, 5000)).toBe('bad');
    expect(await packager.waitFor(0, 9, 5000)).toBe('bad');
    // The PRELOAD-HINT part is waited for like a playlist.
    const hinted = packager.waitForPart(3, 5000);
    feedPart(3);
    expect(await hinted).toBe('ready');
    expect(await packager.waitForPart(20, 5000)).toBe('bad');
    // The segment ends when the next keyframe's part comes (1 s): segment 0 is then whole.
    const whole = packager.waitFor(0, undefined, 5000);
    feedPart(4);
    expect(packager.has(0)).toBe(false);
    feedPart(5);
    expect(await whole).toBe('ready');
    expect(packager.playlist()).toContain(segmentFile(0));
  });
});

describe('delivery directives on a playlist request', () => {
  const parse = (query: string, playlist = true) => deliveryDirectives(new URLSearchParams(query), playlist);
  it('reads _HLS_msn and _HLS_part, and refuses what is not them', () => {
    expect(parse('')).toBeNull();
    expect(parse('_HLS_msn=12')).toEqual({ msn: 12 });
    expect(parse('_HLS_msn=12&_HLS_part=3')).toEqual({ msn: 12, part: 3 });
    for (const bad of [
      '_HLS_part=3',
      '_HLS_msn=-1',
      '_HLS_msn=1e3',
      '_HLS_msn=12&_HLS_msn=13',
      '_HLS_msn=1&_HLS_part=x',
      '_HLS_msn=1234567890',
      '_HLS_skip=YES',
      'x=1',
    ])
      expect(typeof parse(bad), bad).toBe('string');
    expect(typeof parse('_HLS_msn=1', false)).toBe('string');
  });
});
