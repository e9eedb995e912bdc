import type { Engine } from '../engine/types';
import type { VideoOptions } from './index';

/** The parts of the engine that say what is on air. */
export type MediaSource = Pick<Engine, 'sports' | 'liveMatches' | 'highlights'>;

/**
 * What the video routes ask, answered from the engine (read on each request, so an engine
 * made on first use is not made before it is needed): a live stream is on air while its
 * match is in play (status 1-5, with video); a clip exists
 * while a highlight collection holds it, and lasts what the collection says.
 */
export function mediaFromEngine(
  engineOf: () => MediaSource,
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
      return engine
        .sports()
        .some((sport) =>
          engine.liveMatches(sport).some((match) => match.hasVideo && match.streamId === streamId),
        );
    },
    clipExists: (clipId) => findClip(clipId) !== undefined,
    clipDurationSeconds: (clipId) => findClip(clipId)?.duration,
  };
}
