import { describe, expect, it } from 'vitest';
import { twoLineWidthEm, widthEm } from '../../ui/teamNameFit';
import { lineLabels, type NameLabel } from './pitchLabels';

/** A line of n players as the pitch places them: (slot + 1) / (n + 1) of its width. */
const line = (names: readonly string[]) =>
  names.map((name, slot) => ({ name, left: ((slot + 1) / (names.length + 1)) * 100 }));

/** No two boxes of a row overlap, none reaches past the pitch's edges, and each holds its whole name. */
function whole(places: readonly { left: number; name: string }[], labels: readonly NameLabel[]) {
  const boxes = places.map((place, index) => {
    const label = labels[index] as NameLabel;
    const needEm = (label.oneLine ? widthEm(place.name) : twoLineWidthEm(place.name)) * 1.12;
    expect((label.width / 100) * 30, place.name).toBeGreaterThanOrEqual(needEm * label.scale - 0.01);
    expect(label.scale).toBeGreaterThanOrEqual(0.72);
    return { row: label.row, from: place.left - label.width / 2, to: place.left + label.width / 2 };
  });
  for (const row of [0, 1]) {
    const ofRow = boxes.filter((box) => box.row === row).sort((a, b) => a.from - b.from);
    for (const [index, box] of ofRow.entries()) {
      expect(box.from).toBeGreaterThanOrEqual(-0.01);
      expect(box.to).toBeLessThanOrEqual(100.01);
      const next = ofRow[index + 1];
      if (next) expect(box.to).toBeLessThanOrEqual(next.from + 0.01);
    }
  }
}

describe('lineLabels', () => {
  it('gives short names what they need, side by side at the usual size', () => {
    const places = line(['Kane', 'Musiala', 'Olise']);
    const labels = lineLabels(places);
    for (const label of labels) expect(label).toMatchObject({ scale: 1, row: 0 });
    whole(places, labels);
  });

  it('lets a long name take the room its neighbours leave, whole and at the usual size', () => {
    const places = line(['Kane', 'Hadžiahmetović', 'Olise']);
    const labels = lineLabels(places);
    whole(places, labels);
    for (const label of labels) expect(label).toMatchObject({ scale: 1, row: 0 });
    // Wider than the room between two places of a three-man line.
    expect(labels[1]?.width).toBeGreaterThan(100 / 4);
  });

  it('sets five of the longest real names across a phone on two rows, each whole on one line', () => {
    const places = line([
      'Hadžiahmetović',
      'Kanaanizadegan',
      'Bajraktarević',
      'Schlotterbeck',
      'Saelemaekers',
    ]);
    const labels = lineLabels(places);
    whole(places, labels);
    expect(labels.map((label) => label.row)).toEqual([0, 1, 0, 1, 0]);
    for (const label of labels) expect(label.oneLine).toBe(true);
  });

  it('gives a name too long for one line two, on the second row, the first keeping one line each', () => {
    const places = line(['Mohammad Ahmed Mohammad Taha', 'Kimmich', 'Hadžiahmetović', 'Davies']);
    const labels = lineLabels(places);
    whole(places, labels);
    expect(labels[0]).toMatchObject({ row: 1, oneLine: false });
    for (const label of labels) if (label.row === 0) expect(label.oneLine).toBe(true);
  });

  it('keeps two lines under every name of a line of several, one or two long, so its shirts stay in line', () => {
    expect(lineLabels(line(['Kane', 'Musiala', 'Olise'])).map((label) => label.lines)).toEqual([2, 2, 2]);
    expect(lineLabels(line(['Kane', 'Hadžiahmetović'])).map((label) => label.lines)).toEqual([2, 2]);
    // A player alone on his line (the goalkeeper) keeps what his name takes.
    expect(lineLabels(line(['Neuer'])).map((label) => label.lines)).toEqual([0]);
  });

  it('keeps the order given, whatever the places', () => {
    const places = [
      { name: 'Olise', left: 75 },
      { name: 'Aleksandar Pavlović', left: 25 },
    ];
    const labels = lineLabels(places);
    expect(labels[1]?.width).toBeGreaterThan(labels[0]?.width ?? 0);
  });
});
