// The pitch from a real line-up: the file's lines from the back, the goalkeeper at line 0, lines written
// from the front turned round, and the file's formation kept where its lines mix positions, the players
// placed in it by position.
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
    expect(drawn.placedByPositions).toBe(false);
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

  it('keeps the file’s formation where its lines mix positions, and places the players in it by position', () => {
    // As the source writes Nottingham Forest's 4-2-3-1: a forward among the midfield, a midfielder up front.
    const [m1, m2, m3] = mids as [Player, Player, Player];
    const [f1, f2] = fwds as [Player, Player];
    const file = [[gk], defs, [m1, m2], [f1, f2, m3], [player('M4', 'MF')]];
    expect(mixesPositions(file.slice(1))).toBe(true);
    const drawn = drawnLines(file);
    expect(drawn.formation).toBe('4-2-3-1');
    expect(drawn.placedByPositions).toBe(true);
    expect(names(drawn.lines)).toEqual([
      ['Keeper'],
      ['D1', 'D2', 'D3', 'D4'],
      ['M1', 'M2'],
      ['M3', 'M4', 'F1'],
      ['F2'],
    ]);
  });

  it('keeps a back three’s 3-4-2-1 as the file writes it, a wing-back the season lists as a defender beside a forward', () => {
    // As the source writes Dortmund's against Hoffenheim (December 2025).
    const [d1, d2, d3, wingBack, otherWingBack] = [...defs, player('D5', 'DF')] as Player[];
    const [m1, m2, m3] = mids as [Player, Player, Player];
    const [f1, f2] = fwds as [Player, Player];
    const file = [[gk], [d1, d2, d3], [wingBack, m1, m2, m3], [otherWingBack, f1], [f2]];
    expect(mixesPositions(file.slice(1) as Player[][])).toBe(false);
    const drawn = drawnLines(file as Player[][]);
    expect(drawn.formation).toBe('3-4-2-1');
    expect(drawn.placedByPositions).toBe(false);
    expect(names(drawn.lines)[3]).toEqual(['D5', 'F1']);
  });

  it('keeps a 4-2-3-1 whose lines agree with the season, a player of unknown position where the file puts him', () => {
    const [m1, m2, m3] = mids as [Player, Player, Player];
    const unknown = player('New', 'MF', true);
    const drawn = drawnLines([[gk], defs, [m1, m2], [unknown, m3, fwds[0] as Player], [fwds[1] as Player]]);
    expect(drawn.formation).toBe('4-2-3-1');
    expect(drawn.placedByPositions).toBe(false);
    expect(names(drawn.lines)[3]).toEqual(['New', 'M3', 'F1']);
  });
});
