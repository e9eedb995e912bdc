import { twoLineWidthEm, widthEm } from '../../ui/teamNameFit';

// The names on the line-up pitch, whole: a player's name takes the room its line leaves it and is set
// smaller only as far as it must be, never cut ("Aleksan… Pavlović"). A line too crowded for its names
// side by side (five long names across a phone) sets them on two rows, every other name a line lower,
// each on one line where it can be: a name then has the room of two places. Worked out from the letters
// (teamNameFit.ts), so the server and the browser draw the same, without measuring.

/**
 * The pitch's width in its names' letters on the narrowest phone: 300 px of pitch (a 360-px phone's
 * desktop set has the narrowest), 10-px names (detail.css). A wider pitch only has room to spare.
 */
const PITCH_EM = 30;
/** Names are drawn a little wider than the letters' estimate (italic for a generated player, other faces). */
const NEED_MARGIN = 1.12;
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
  /**
   * The lines every name of its line keeps below its shirt, so that the line's shirts stay in line
   * whatever each name takes: 2 side by side (a name takes one or two), 2 or 3 on two rows (3 when a
   * second-row name takes two); 0 for a player alone on his line.
   */
  lines: 0 | 2 | 3;
}

interface Box {
  /** The room the name has, em. */
  room: number;
  scale: number;
  /** Whether the name fits its room at that scale. */
  fits: boolean;
}

/**
 * Rooms of names at the places `x` (em from the pitch's left edge, ascending) needing `need` em: each
 * first gets what it needs up to the room to its nearest neighbour (so none overlaps), a name needing
 * more then takes what its neighbours leave on both sides, and is set smaller only past that.
 */
function sideBySide(x: readonly number[], need: readonly number[]): Box[] {
  const count = x.length;
  const at = (k: number) => x[k] ?? 0;
  const edge = (k: number) => Math.min(at(k) * 2, (PITCH_EM - at(k)) * 2);
  const gap = (k: number, other: number) =>
    other < 0 || other >= count ? Number.POSITIVE_INFINITY : Math.abs(at(k) - at(other));
  const room = x.map((_, k) =>
    Math.min(need[k] ?? 0, Math.min(gap(k, k - 1), gap(k, k + 1)) - GAP_EM, edge(k)),
  );
  for (let k = 0; k < count; k++) {
    const wanted = need[k] ?? 0;
    if ((room[k] ?? 0) >= wanted) continue;
    const half = (side: number) => gap(k, side) - GAP_EM - (room[side] ?? 0) / 2;
    room[k] = Math.max(room[k] ?? 0, Math.min(wanted, 2 * Math.min(half(k - 1), half(k + 1)), edge(k)));
  }
  return room.map((box, k) => {
    const wanted = need[k] || 1;
    const scale = Math.max(MIN_SCALE, Math.min(1, Math.max(0, box) / wanted));
    return { room: Math.max(0, box), scale, fits: wanted * scale <= box + 0.01 };
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
  const twoLines = names.map((name) => twoLineWidthEm(name) * NEED_MARGIN);
  const labels = new Array<NameLabel>(line.length);
  const sideBySideLines: NameLabel['lines'] = line.length > 1 ? 2 : 0;
  // A name that does not fit at the smallest size keeps what it needs: whole, if over its neighbour's room.
  const place = (k: number, box: Box, need: number, row: 0 | 1, oneLine: boolean) => {
    const width = box.fits ? box.room : need * box.scale;
    const label = { width: (width / PITCH_EM) * 100, scale: box.scale, row, oneLine, lines: sideBySideLines };
    labels[order[k] ?? 0] = label;
  };
  const together = sideBySide(x, twoLines);
  if (together.every((box) => box.scale >= ROWS_BELOW)) {
    together.forEach((box, k) => {
      place(k, box, twoLines[k] ?? 0, 0, false);
    });
    return labels;
  }
  // Two rows: each name on one line where it can be. One too long even at the smallest size takes two
  // lines, which only the second row has room for (the first row's second line is the second row's):
  // the names change rows if that keeps the first row's names on one line.
  const rows = (first: 0 | 1) => {
    const plan: { k: number; box: Box; need: number; row: 0 | 1; oneLine: boolean }[] = [];
    for (const row of [0, 1] as const) {
      const ks = order.map((_, k) => k).filter((k) => (k + first) % 2 === row);
      const oneLine = ks.map((k) => widthEm(names[k] ?? '') * NEED_MARGIN);
      const boxes = sideBySide(
        ks.map((k) => x[k] ?? 0),
        oneLine,
      );
      ks.forEach((k, index) => {
        const box = boxes[index] as Box;
        if (box.fits) {
          plan.push({ k, box, need: oneLine[index] ?? 0, row, oneLine: true });
          return;
        }
        const need = twoLines[k] ?? 0;
        const scale = Math.max(MIN_SCALE, Math.min(1, box.room / need));
        const two = { room: box.room, scale, fits: need * scale <= box.room + 0.01 };
        plan.push({ k, box: two, need, row, oneLine: false });
      });
    }
    return plan;
  };
  const firstRowOneLine = (plan: ReturnType<typeof rows>) =>
    plan.every((entry) => entry.row === 1 || entry.oneLine);
  const even = rows(0);
  const chosen = firstRowOneLine(even) ? even : rows(1);
  const plan = firstRowOneLine(chosen) ? chosen : even;
  const lines = plan.some((entry) => entry.row === 1 && !entry.oneLine) ? 3 : 2;
  for (const entry of plan) place(entry.k, entry.box, entry.need, entry.row, entry.oneLine);
  for (const label of labels) label.lines = lines;
  return labels;
}
