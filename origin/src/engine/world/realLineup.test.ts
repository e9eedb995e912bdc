// The pitch from a real line-up: the file's lines from the back, the goalkeeper at line 0, lines written
// from the front turned round, and lines that mix positions as no formation does regrouped by position.
import { describe, expect, it } from 'vitest';
import type { FootballPosition, Player } from '../types';
import { drawnLines, mixesPositions } from './realLineup';

let next = 1;
const player = (name: string, position: FootballPosition, positionUnknown = false): Player => ({
  id: next++,
  teamId: 1,
  name,
  names: { cn: name, en: name, vi: name },
  position,
  shirtNumber: next,
  shirtNumberUnknown: true,
  rating: 70,
  injured: false,
  real: true,
  fromFile: true,
  ...(positionUnknown ? { positionUnknown: true } : {}),
});

const names = (lines: Player[][]) => lines.map((l) => l.map((p) => p.name));
const gk = player('Keeper', 'GK');
const defs = ['D1', 'D2', 'D3', 'D4'].map((n) => player(n, 'DF'));
const mids = ['M1', 'M2', 'M3'].map((n) => player(n, 'MF'));
const fwds = ['F1', 'F2', 'F3'].map((n) => player(n, 'FW'));

describe('the pitch from a real line-up', () => {
  it('keeps lines written from the back, the keeper at line 0, the formation named from their sizes', () => {
    const drawn = drawnLines([[gk], defs, mids, fwds]);
    expect(drawn.formation).toBe('4-3-3');
    expect(names(drawn.lines)).toEqual([
      ['Keeper'],
      ['D1', 'D2', 'D3', 'D4'],
      ['M1', 'M2', 'M3'],
      ['F1', 'F2', 'F3'],
    ]);
  });

  it('turns lines written from the front', () => {
    const drawn = drawnLines([[gk], fwds, mids, defs]);
    expect(drawn.formation).toBe('4-3-3');
    expect(names(drawn.lines)[1]).toEqual(['D1', 'D2', 'D3', 'D4']);
  });

  it('regroups lines that mix positions as no formation does, in the file order within each line', () => {
    // As the source writes Liverpool: a forward and a midfielder together, a lone midfielder in front.
    const [m1, m2, m3] = mids as [Player, Player, Player];
    const [f1, f2, f3] = fwds as [Player, Player, Player];
    const file = [[gk], defs, [m1, f1], [f2, f3, m2], [m3]];
    expect(mixesPositions(file.slice(1))).toBe(true);
    const drawn = drawnLines(file);
    expect(drawn.formation).toBe('4-3-3');
    expect(names(drawn.lines)).toEqual([
      ['Keeper'],
      ['D1', 'D2', 'D3', 'D4'],
      ['M1', 'M2', 'M3'],
      ['F1', 'F2', 'F3'],
    ]);
  });

  it('keeps the file’s lines where the season’s positions make no shape teams play (no forward known)', () => {
    const wingBacks = [player('W1', 'DF'), player('W2', 'DF')];
    const striker = player('S', 'MF');
    const drawn = drawnLines([[gk], defs.slice(0, 3), mids, wingBacks, [striker]]);
    expect(drawn.formation).toBe('3-3-2-1');
    expect(names(drawn.lines)[3]).toEqual(['W1', 'W2']);
  });

  it('keeps a 4-2-3-1 whose lines agree with the season, a player of unknown position where the file puts him', () => {
    const [m1, m2, m3] = mids as [Player, Player, Player];
    const unknown = player('New', 'MF', true);
    const drawn = drawnLines([[gk], defs, [m1, m2], [unknown, m3, fwds[0] as Player], [fwds[1] as Player]]);
    expect(drawn.formation).toBe('4-2-3-1');
    expect(names(drawn.lines)[3]).toEqual(['New', 'M3', 'F1']);
  });
});
