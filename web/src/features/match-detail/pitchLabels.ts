import { twoLineWidthEm, widthEm } from '../ui/teamNameFit';

// The names on the line-up pitch, whole: a player's name takes the room its line leaves it and is set
// smaller only as far as it must be, never cut ("Aleksan… Pavlović"). A line too crowded for its names
// side by side (five long names across a phone) sets them on two rows, every other name on the second,
// each on one line: a name then has the room of two places. Worked out from the letters (teamNameFit.ts),
// so the server and the browser draw the same, without measuring.

/** The pitch's width in its names' letters on the narrowest phone: 340 px of pitch, 10-px names (detail.css). */
const PITCH_EM = 34;
/** Room kept between two names. */
const GAP_EM = 0.5;
/** Below this size a name set side by side goes to two rows instead. */
const ROWS_BELOW = 0.85;
/** The smallest the letters of a long name go: below this it would not be read. */
const MIN_SCALE = 0.72;

export interface NameLabel {
  /** The name's box, in percent of the pitch's width. */
  width: number;
  /** Its letters' size against the pitch's usual one (1 unless the name must be set smaller). */
  scale: number;
  /** 0: the name right under the shirt; 1: a line lower (a crowded line's every other name). */
  row: 0 | 1;
  /** The name on one line (a crowded line's), else up to two broken between words. */
  oneLine: boolean;
}

/**
 * Boxes of names at the places `x` (em from the pitch's left edge, ascending) needing `need` em: each
 * first gets what it needs up to the room to its nearest neighbour (so none overlaps), a name needing
 * more then takes what its neighbours leave on both sides, and is set smaller only past that.
 */
function sideBySide(x: readonly number[], need: readonly number[]): { width: number; scale: number }[] {
  const count = x.length;
  const at = (k: number) => x[k] ?? 0;
  const edge = (k: number) => Math.min(at(k) * 2, (PITCH_EM - at(k)) * 2);
  const gap = (k: number, other: number) =>
    other < 0 || other >= count ? Number.POSITIVE_INFINITY : Math.abs(at(k) - at(other));
  const width = x.map((_, k) =>
    Math.min(need[k] ?? 0, Math.min(gap(k, k - 1), gap(k, k + 1)) - GAP_EM, edge(k)),
  );
  for (let k = 0; k < count; k++) {
    const wanted = need[k] ?? 0;
    if ((width[k] ?? 0) >= wanted) continue;
    const half = (side: number) => gap(k, side) - GAP_EM - (width[side] ?? 0) / 2;
    const room = 2 * Math.min(half(k - 1), half(k + 1));
    width[k] = Math.max(width[k] ?? 0, Math.min(wanted, room, edge(k)));
  }
  return width.map((box, k) => {
    const wanted = need[k] || 1;
    const scale = Math.max(MIN_SCALE, Math.min(1, Math.max(0, box) / wanted));
    // At the smallest size a name still wider than its room keeps its width: whole, not cut.
    return { width: Math.max(box, wanted * scale), scale };
  });
}

/**
 * The boxes of the names of one line of players across the pitch, in the order given; `left` is each
 * player's place in percent of the pitch's width.
 */
export function lineLabels(line: readonly { left: number; name: string }[]): NameLabel[] {
  const order = line.map((_, index) => index).sort((a, b) => (line[a]?.left ?? 0) - (line[b]?.left ?? 0));
  const x = order.map((index) => ((line[index]?.left ?? 0) / 100) * PITCH_EM);
  const names = order.map((index) => line[index]?.name ?? '');
  const labels = new Array<NameLabel>(line.length);
  const place = (k: number, box: { width: number; scale: number }, row: 0 | 1, oneLine: boolean) => {
    labels[order[k] ?? 0] = { width: (box.width / PITCH_EM) * 100, scale: box.scale, row, oneLine };
  };
  const together = sideBySide(x, names.map(twoLineWidthEm));
  if (together.every((box) => box.scale >= ROWS_BELOW)) {
    together.forEach((box, k) => {
      place(k, box, 0, false);
    });
    return labels;
  }
  for (const row of [0, 1] as const) {
    const ks = order.map((_, k) => k).filter((k) => k % 2 === row);
    const boxes = sideBySide(
      ks.map((k) => x[k] ?? 0),
      ks.map((k) => widthEm(names[k] ?? '')),
    );
    ks.forEach((k, index) => {
      place(k, boxes[index] ?? { width: 0, scale: 1 }, row, true);
    });
  }
  return labels;
}
