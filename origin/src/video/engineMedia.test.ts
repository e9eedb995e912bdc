import { describe, expect, it } from 'vitest';
import type { HighlightCollection, Match, Sport } from '../engine/types';
import { type MediaSource, mediaFromEngine } from './engineMedia';

function match(sport: Sport, streamId: string | null, hasVideo = true): Match {
  return { sport, streamId, hasVideo } as Match;
}

function collection(...clips: [string, number][]): HighlightCollection {
  return { clips: clips.map(([clipId, duration]) => ({ clipId, duration })) } as HighlightCollection;
}

const engine: MediaSource = {
  sports: () => ['football', 'basketball', 'esport'],
  liveMatches: (sport) =>
    sport === 'football'
      ? [match('football', 'live-1'), match('football', 'live-2', false)]
      : sport === 'esport'
        ? [match('esport', 'live-9')]
        : [],
  highlights: () => [collection(['c501-1', 14]), collection(['c502-1', 60], ['c502-2', 11.4])],
};

describe('media from the engine', () => {
  const media = mediaFromEngine(() => engine, true);
  const real = mediaFromEngine(() => engine, false);

  it('with test streams puts on air the matches in play with video, in any sport; no invented anchor room', () => {
    expect(media.streamExists('live-1')).toBe(true);
    expect(media.streamExists('live-9')).toBe(true);
    expect(media.streamExists('anchor-7001')).toBe(false);
    expect(media.streamExists('live-2')).toBe(false);
    expect(media.streamExists('live-404')).toBe(false);
    // Without test streams no match claims a picture (an anchor's stream is the ingest's, not this).
    expect(real.streamExists('live-1')).toBe(false);
    expect(real.streamExists('live-9')).toBe(false);
  });

  it('knows the clips of the highlight collections and their length, as test clips only', () => {
    expect(media.clipExists('c502-2')).toBe(true);
    expect(media.clipDurationSeconds('c502-2')).toBe(11.4);
    expect(media.clipExists('c999')).toBe(false);
    expect(media.clipDurationSeconds('c999')).toBeUndefined();
    expect(real.clipExists('c502-2')).toBe(false);
    expect(real.clipDurationSeconds('c502-2')).toBeUndefined();
  });
});
