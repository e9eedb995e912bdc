import type { Engine } from '../engine/types';
import type { VideoOptions } from './index';

/** The parts of the engine that say what is on air. */
export type MediaSource = Pick<Engine, 'sports' | 'liveMatches' | 'highlights'>;

/**
 * What the video routes ask, answered from the engine (read on each request, so an engine
 * made on first use is not made before it is needed). With test streams (TEST_STREAMS=1) a match's
 * test picture is on air while the match is in play (status 1-5, with video), and a test clip exists
 * while a highlight collection holds it, lasting what the collection says; without them no match and no
 * clip has a picture. An anchor's stream is real: the ingest serves it, not this.
 */
export function mediaFromEngine(
  engineOf: () => MediaSource,
  /** TEST_STREAMS (config.ts): without it no match and no clip has the test picture, only rooms do. */
  testStreams: boolean,
): Required<Pick<VideoOptions, 'streamExists' | 'clipExists' | 'clipDurationSeconds'>> {
  const findClip = (clipId: string) => {
    for (const collection of engineOf().highlights()) {
      const clip = collection.clips.find((candidate) => candidate.clipId === clipId);
      if (clip) return clip;
    }
    return undefined;
  };
  return {
    streamExists: (streamId) => {
      // Anchors' rooms are not here: their streams come from the ingest (anchors/, ingest/).
      const engine = engineOf();
      return (
        testStreams &&
        engine
          .sports()
          .some((sport) =>
            engine.liveMatches(sport).some((match) => match.hasVideo && match.streamId === streamId),
          )
      );
    },
    clipExists: (clipId) => testStreams && findClip(clipId) !== undefined,
    clipDurationSeconds: (clipId) => (testStreams ? findClip(clipId)?.duration : undefined),
  };
}
