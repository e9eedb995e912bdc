import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What makeFixtures.ts records beside the segments (fixtures/manifest.json). */
export interface FixtureManifest {
  /** Duration of each segment of the loop, in order; the same in every quality. */
  segmentDurationsMs: number[];
  qualities: FixtureQuality[];
}

export interface FixtureQuality {
  /** Path segment and label, e.g. '360p'. */
  id: string;
  width: number;
  height: number;
  frameRate: number;
  /** RFC 6381 codecs of the segments, e.g. 'avc1.4d401e,mp4a.40.2'. */
  codecs: string;
}

/** A quality level as the master playlist advertises it. */
export interface QualityLevel extends FixtureQuality {
  /** Peak segment bit rate, bits per second (RFC 8216 §4.3.4.2 BANDWIDTH). */
  bandwidth: number;
  /** Mean bit rate over the loop (AVERAGE-BANDWIDTH). */
  averageBandwidth: number;
}

/** The loop of segments the origin serves, held in memory (a few hundred kB). */
export interface SegmentLibrary {
  segmentDurationsMs: readonly number[];
  qualities: readonly QualityLevel[];
  /** MPEG-TS bytes of segment `index` of `qualityId`, or undefined when there is no such segment. */
  segment(qualityId: string, index: number): Buffer | undefined;
}

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));

/** Reads the manifest and every segment once; bit rates come from the real file sizes. */
export async function loadSegmentLibrary(dir: string = FIXTURES_DIR): Promise<SegmentLibrary> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as FixtureManifest;
  const durations = manifest.segmentDurationsMs;
  if (durations.length === 0 || durations.some((ms) => !Number.isInteger(ms) || ms <= 0)) {
    throw new Error('video fixtures: manifest has no usable segment durations');
  }
  const loopMs = durations.reduce((sum, ms) => sum + ms, 0);
  const bytesByQuality = new Map<string, Buffer[]>();
  const qualities: QualityLevel[] = [];
  for (const quality of manifest.qualities) {
    const segments = await Promise.all(
      durations.map((_, index) => readFile(join(dir, quality.id, `${index}.mpegts`))),
    );
    bytesByQuality.set(quality.id, segments);
    const peak = Math.max(...segments.map((bytes, index) => (bytes.length * 8000) / (durations[index] ?? 1)));
    const total = segments.reduce((sum, bytes) => sum + bytes.length, 0);
    qualities.push({
      ...quality,
      bandwidth: Math.ceil(peak),
      averageBandwidth: Math.ceil((total * 8000) / loopMs),
    });
  }
  return {
    segmentDurationsMs: durations,
    qualities,
    segment: (qualityId, index) => bytesByQuality.get(qualityId)?.[index],
  };
}
