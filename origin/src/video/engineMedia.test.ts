import { describe, expect, it } from 'vitest';
import type { Anchor, HighlightCollection, Match, Sport } from '../engine/types';
import { type MediaSource, mediaFromEngine } from './engineMedia';

function match(sport: Sport, streamId: string | null, hasVideo = true): Match {
  return { sport, streamId, hasVideo } as Match;
}

function anchor(streamId: string, live: boolean): Anchor {
  return { room: { streamId, live } } as Anchor;
}

function collection(...clips: [string, number][]): HighlightCollection {
  return { clips: clips.map(([clipId, duration]) => ({ clipId, duration })) } as HighlightCollection;
}

const engine: MediaSource = {
  sports: () => ['football', 'basketball', 'esports'],
  liveMatches: (sport) =>
    sport === 'football'
      ? [match('football', 'live-1'), match('football', 'live-2', false)]
      : sport === 'esports'
        ? [match('esports', 'live-9')]
        : [],
  anchors: () => [anchor('a1', true), anchor('a2', false)],
  highlights: () => [collection(['c501-1', 14]), collection(['c502-1', 60], ['c502-2', 11.4])],
};

describe('media from the engine', () => {
  const media = mediaFromEngine(() => engine, true);
  const real = mediaFromEngine(() => engine, false);

  it('puts on air the live rooms, and with test streams the matches in play with video, in any sport', () => {
    expect(media.streamExists('live-1')).toBe(true);
    expect(media.streamExists('live-9')).toBe(true);
    expect(media.streamExists('a1')).toBe(true);
    expect(media.streamExists('live-2')).toBe(false);
    expect(media.streamExists('a2')).toBe(false);
    expect(media.streamExists('live-404')).toBe(false);
    // Without test streams no match claims a picture; a live room keeps its stream.
    expect(real.streamExists('live-1')).toBe(false);
    expect(real.streamExists('live-9')).toBe(false);
    expect(real.streamExists('a1')).toBe(true);
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
