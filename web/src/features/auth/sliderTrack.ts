/**
 * The drag trace the origin's slider check reads (docs/API.md "Slider check"): points
 * `ms:position`, `ms` from the start of the drag, position 0..100, time strictly increasing,
 * position never going back, 3 to 200 points, the last one at 100.
 */
export interface SliderPoint {
  ms: number;
  position: number;
}

export const SLIDER_END = 100;
/** "Sample the position every 50-100 ms or so" (docs/API.md). */
export const SAMPLE_EVERY_MS = 50;
export const MAX_POINTS = 200;

export const clampPosition = (position: number): number =>
  Math.min(SLIDER_END, Math.max(0, Math.round(position)));

/**
 * Adds the handle's position at `ms` after the drag started. The trace keeps the furthest point
 * reached, so dragging back a little does not make it go back (the origin refuses that).
 */
export function addPoint(track: readonly SliderPoint[], ms: number, position: number): SliderPoint[] {
  const last = track[track.length - 1];
  const at = Math.max(0, Math.round(ms));
  if (!last) return [{ ms: 0, position: clampPosition(position) }];
  const reached = Math.max(last.position, clampPosition(position));
  if (at <= last.ms) {
    // Same instant (a key press that starts the drag): the point moves rather than repeats.
    return [...track.slice(0, -1), { ms: last.ms, position: reached }];
  }
  const final = reached === SLIDER_END;
  if (!final && (reached === last.position || at - last.ms < SAMPLE_EVERY_MS)) return [...track];
  const next = [...track, { ms: at, position: reached }];
  return next.length > MAX_POINTS ? thin(next) : next;
}

/** Halves a long trace (a slow drag), keeping its first and last points. */
function thin(track: SliderPoint[]): SliderPoint[] {
  const last = track[track.length - 1];
  const kept = track.filter((_, index) => index % 2 === 0 && index < track.length - 1);
  return last ? [...kept, last] : kept;
}

export const formatTrack = (track: readonly SliderPoint[]): string =>
  track.map((point) => `${point.ms}:${point.position}`).join(',');
