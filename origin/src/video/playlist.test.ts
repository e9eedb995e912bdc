import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMasterPlaylist, parseMediaPlaylist } from '../testing/hls';
import {
  clipWindow,
  DEFAULT_LIVE_WINDOW,
  idHash,
  liveWindow,
  masterPlaylist,
  mediaPlaylist,
  targetDurationSeconds,
} from './playlist';

const TWO_SECONDS = Array.from({ length: 15 }, () => 2000);
const UNEVEN = [2000, 1960, 2040, 2000, 1520, 2480];
const START = Date.UTC(2026, 10, 22, 18, 0, 0);

function live(now: number, streamId = '7', durations: readonly number[] = TWO_SECONDS) {
  return liveWindow({ streamId, startedAt: START, now, segmentDurationsMs: durations });
}

function liveText(now: number, streamId = '7', durations: readonly number[] = TWO_SECONDS) {
  return mediaPlaylist({
    window: live(now, streamId, durations),
    qualityId: '360p',
    targetDurationSeconds: targetDurationSeconds(durations),
    kind: 'live',
  });
}

describe('live media playlist', () => {
  it('starts at media sequence 0 with a full window and advances one per segment duration', () => {
    expect(live(START).mediaSequence).toBe(0);
    expect(live(START).segments).toHaveLength(DEFAULT_LIVE_WINDOW);
    expect(live(START + 1999).mediaSequence).toBe(0);
    expect(live(START + 2000).mediaSequence).toBe(1);
    expect(live(START + 60_000).mediaSequence).toBe(30);
    expect(live(START + 3_600_000).mediaSequence).toBe(1800);
  });

  it('serves the first window before the stream starts rather than a negative sequence', () => {
    expect(live(START - 86_400_000)).toEqual(live(START));
  });

  it('never goes back as the clock moves, and lists consecutive segments', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 40 }),
        fc.constantFrom(TWO_SECONDS, UNEVEN),
        (streamId, steps, durations) => {
          let now = START;
          let previous = live(now, streamId, durations);
          for (const step of steps) {
            now += step;
            const window = live(now, streamId, durations);
            expect(window.mediaSequence).toBeGreaterThanOrEqual(previous.mediaSequence);
            expect(window.segments.map((s) => s.mediaSequence)).toEqual(
              Array.from({ length: DEFAULT_LIVE_WINDOW }, (_, i) => window.mediaSequence + i),
            );
            previous = window;
          }
        },
      ),
    );
  });

  it('only lists segments that have finished, the newest ending within one segment of now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(TWO_SECONDS, UNEVEN),
        (elapsed, durations) => {
          const now = START + elapsed;
          const { segments } = live(now, '42', durations);
          const newest = segments.at(-1);
          if (!newest?.startsAt) throw new Error('live segments carry a start time');
          const end = newest.startsAt + newest.durationMs;
          expect(end).toBeLessThanOrEqual(now);
          expect(now - end).toBeLessThan(Math.max(...durations));
          for (let i = 1; i < segments.length; i++) {
            const before = segments[i - 1];
            expect(segments[i]?.startsAt).toBe((before?.startsAt ?? 0) + (before?.durationMs ?? 0));
          }
        },
      ),
    );
  });

  it('loops over the fixture segments, marking each wrap with a discontinuity', () => {
    const durations = UNEVEN;
    for (let elapsed = 0; elapsed < 60_000; elapsed += 500) {
      for (const segment of live(START + elapsed, '3', durations).segments) {
        const previous = live(START + elapsed, '3', durations).segments.find(
          (s) => s.mediaSequence === segment.mediaSequence - 1,
        );
        if (previous) expect(segment.fixtureIndex).toBe((previous.fixtureIndex + 1) % durations.length);
        expect(segment.discontinuity).toBe(segment.mediaSequence > 0 && segment.fixtureIndex === 0);
        expect(segment.durationMs).toBe(durations[segment.fixtureIndex]);
      }
    }
  });

  it('keeps EXT-X-DISCONTINUITY-SEQUENCE consistent: a segment has the same number in every playlist', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(TWO_SECONDS, UNEVEN, [2000]),
        fc.integer({ min: 0, max: 400_000 }),
        (streamId, durations, span) => {
          const seen = new Map<number, number>();
          for (let elapsed = span; elapsed < span + 40_000; elapsed += 700) {
            const parsed = parseMediaPlaylist(liveText(START + elapsed, streamId, durations));
            let discontinuity = parsed.discontinuitySequence;
            parsed.segments.forEach((segment, i) => {
              if (segment.discontinuity) discontinuity++;
              const sequence = parsed.mediaSequence + i;
              const earlier = seen.get(sequence);
              if (earlier !== undefined) expect(discontinuity).toBe(earlier);
              seen.set(sequence, discontinuity);
            });
          }
          // And it counts the wraps since the stream began.
          const phase = idHash(streamId) % durations.length;
          for (const [sequence, discontinuity] of seen) {
            expect(discontinuity).toBe(Math.floor((sequence + phase) / durations.length));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('renders the tags a player needs, with a program date-time per segment', () => {
    const text = liveText(START + 30_500);
    const parsed = parseMediaPlaylist(text);
    expect(parsed.version).toBe(3);
    expect(parsed.targetDuration).toBe(2);
    expect(parsed.mediaSequence).toBe(15);
    expect(parsed.endList).toBe(false);
    expect(parsed.playlistType).toBeUndefined();
    expect(parsed.segments).toHaveLength(5);
    for (const segment of parsed.segments) {
      expect(segment.durationSeconds).toBe(2);
      expect(segment.uri).toMatch(/^\.\.\/\.\.\/\.\.\/seg\/360p\/([0-9]|1[0-4])\.ts$/);
      expect(Date.parse(segment.programDateTime ?? '')).not.toBeNaN();
    }
    // The newest segment ended at or before now: 30.5 s in, it is the one ending at 30 s.
    const last = parsed.segments.at(-1);
    expect(Date.parse(last?.programDateTime ?? '') + 2000).toBe(START + 30_000);
  });

  it('is deterministic, and different streams sit at different places of the loop', () => {
    expect(liveText(START + 12_345)).toBe(liveText(START + 12_345));
    const phases = new Set(
      ['1', '2', '3', '4', '5', '6'].map((id) => live(START, id).segments[0]?.fixtureIndex),
    );
    expect(phases.size).toBeGreaterThan(1);
  });

  it('rounds the target duration up to whole seconds', () => {
    expect(targetDurationSeconds(TWO_SECONDS)).toBe(2);
    expect(targetDurationSeconds(UNEVEN)).toBe(3);
    expect(targetDurationSeconds([400])).toBe(1);
  });
});

describe('clip (VOD) media playlist', () => {
  function clipText(clipId: string, durationMs?: number) {
    return mediaPlaylist({
      window: clipWindow({ clipId, segmentDurationsMs: TWO_SECONDS, durationMs }),
      qualityId: '240p',
      targetDurationSeconds: 2,
      kind: 'vod',
    });
  }

  it('is a complete VOD playlist ending with EXT-X-ENDLIST', () => {
    const text = clipText('goal-1029');
    const parsed = parseMediaPlaylist(text);
    expect(parsed.playlistType).toBe('VOD');
    expect(parsed.endList).toBe(true);
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(parsed.mediaSequence).toBe(0);
    expect(parsed.segments.every((s) => s.programDateTime === undefined)).toBe(true);
  });

  it('has a length of 8-20 s chosen by the id, or covers the length asked for', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16 }), (clipId) => {
        const total = clipWindow({ clipId, segmentDurationsMs: TWO_SECONDS }).segments.reduce(
          (sum, s) => sum + s.durationMs,
          0,
        );
        expect(total).toBeGreaterThanOrEqual(8_000);
        expect(total).toBeLessThanOrEqual(20_000);
      }),
    );
    const asked = clipWindow({ clipId: '5', segmentDurationsMs: UNEVEN, durationMs: 45_000 });
    const total = asked.segments.reduce((sum, s) => sum + s.durationMs, 0);
    expect(total).toBeGreaterThanOrEqual(45_000);
    expect(total - (asked.segments.at(-1)?.durationMs ?? 0)).toBeLessThan(45_000);
    expect(clipWindow({ clipId: '5', segmentDurationsMs: UNEVEN, durationMs: 0 }).segments).toHaveLength(1);
  });

  it('is the same for the same id, and marks the loop wrap', () => {
    expect(clipText('77')).toBe(clipText('77'));
    const long = clipWindow({ clipId: '77', segmentDurationsMs: TWO_SECONDS, durationMs: 60_000 });
    const wraps = long.segments.filter((s) => s.discontinuity);
    expect(wraps.length).toBeGreaterThanOrEqual(1);
    expect(wraps.every((s) => s.fixtureIndex === 0)).toBe(true);
    expect(long.segments[0]?.discontinuity).toBe(false);
  });
});

describe('master playlist', () => {
  it('lists each quality with BANDWIDTH, RESOLUTION and CODECS', () => {
    const text = masterPlaylist([
      {
        id: '240p',
        width: 426,
        height: 240,
        frameRate: 25,
        codecs: 'avc1.42c01e,mp4a.40.2',
        bandwidth: 130_000,
        averageBandwidth: 127_000,
      },
      {
        id: '360p',
        width: 640,
        height: 360,
        frameRate: 25,
        codecs: 'avc1.4d401e,mp4a.40.2',
        bandwidth: 140_000,
        averageBandwidth: 131_000,
      },
    ]);
    const variants = parseMasterPlaylist(text);
    expect(variants.map((v) => v.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    expect(variants[1]?.attributes).toMatchObject({
      BANDWIDTH: '140000',
      'AVERAGE-BANDWIDTH': '131000',
      RESOLUTION: '640x360',
      CODECS: 'avc1.4d401e,mp4a.40.2',
      'FRAME-RATE': '25.000',
    });
  });
});
