// Where a bullet comment flies: lanes across the top of the picture, each bullet crossing the whole
// width in the same time (so longer ones move faster, as on Douyu, Huya and Bilibili). A bullet takes
// the top-most lane where it neither touches the one ahead as it comes in nor catches it up before
// that one has left the picture. Pure, so it is tested without a browser.

/** The longest text a bullet shows (code points); a longer message ends in an ellipsis. */
export const BULLET_MAX_CHARS = 40;

export type BulletDensity = 'low' | 'medium' | 'high';
export const BULLET_DENSITIES: readonly BulletDensity[] = ['low', 'medium', 'high'];

/**
 * How much of the picture the bullets may use (from the top) and how many fly at once. Low keeps
 * to the top quarter, so the ball stays clear; high leaves only the bottom of the picture free.
 */
export const DENSITY_RULES: Record<BulletDensity, { area: number; maxOnScreen: number }> = {
  low: { area: 0.25, maxOnScreen: 8 },
  medium: { area: 0.5, maxOnScreen: 16 },
  high: { area: 0.8, maxOnScreen: 32 },
};

export interface BulletTrack {
  /** The picture's width (px): a bullet enters at its right edge and leaves past its left one. */
  widthPx: number;
  /** How long a bullet takes from entering to having left entirely. */
  durationMs: number;
  /** Space kept between a bullet and the next one in its lane (px). */
  gapPx: number;
}

/** The last bullet sent down a lane. */
export interface LaneOccupant {
  startedAt: number;
  widthPx: number;
}

/** Lanes that fit in the share of the picture the density allows; at least one. */
export function laneCount(heightPx: number, lineHeightPx: number, density: BulletDensity): number {
  if (!(heightPx > 0) || !(lineHeightPx > 0)) return 1;
  return Math.max(1, Math.floor((heightPx * DENSITY_RULES[density].area) / lineHeightPx));
}

/** The bullet's text: one line, at most BULLET_MAX_CHARS code points. */
export function bulletText(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= BULLET_MAX_CHARS
    ? chars.join('')
    : `${chars.slice(0, BULLET_MAX_CHARS - 1).join('')}…`;
}

/** Full-width scripts (CJK, kana, hangul, full-width forms) and emoji take a whole em. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}/u;

/**
 * The width a bullet's text takes at `fontPx`, estimated rather than measured so placing one needs no
 * layout: a whole em for wide characters, a little over half for the rest (bold Latin and Vietnamese).
 */
export function estimateWidth(text: string, fontPx: number): number {
  let ems = 0;
  for (const char of text) ems += WIDE.test(char) ? 1 : 0.62;
  return Math.ceil(ems * fontPx);
}

/** Pixels per millisecond of a bullet of this width. */
function speed(track: BulletTrack, widthPx: number): number {
  return (track.widthPx + widthPx) / track.durationMs;
}

/** Whether a bullet of `widthPx` may enter a lane at `now` behind `last`. */
export function laneIsFree(
  last: LaneOccupant | undefined,
  widthPx: number,
  now: number,
  track: BulletTrack,
): boolean {
  if (!last) return true;
  const lastSpeed = speed(track, last.widthPx);
  // The one ahead has come in whole, with the gap behind it.
  if (now < last.startedAt + (last.widthPx + track.gapPx) / lastSpeed) return false;
  // Moving faster, the new one would close in: its head may reach the left edge only once the
  // tail ahead has left it (both move at constant speeds, so checking the end is enough).
  return now + track.widthPx / speed(track, widthPx) >= last.startedAt + track.durationMs;
}

/** The top-most lane a bullet may take now, or null when every lane is busy. */
export function pickLane(
  lanes: readonly (LaneOccupant | undefined)[],
  widthPx: number,
  now: number,
  track: BulletTrack,
): number | null {
  for (let lane = 0; lane < lanes.length; lane++) {
    if (laneIsFree(lanes[lane], widthPx, now, track)) return lane;
  }
  return null;
}
