import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRound, roundName } from './rounds';
import { shippedFiles } from './shippedFiles';

const FILES = shippedFiles();
const ROUNDS = [
  ...new Set(FILES.flatMap((f) => f.matches.flatMap((m) => [m.round, ...(m.group ? [m.group] : [])]))),
];
/** English round words that must not be left in cn or vi. */
const ENGLISH = /\b(?:matchday|round|quarter|semi|finals?|group|league|match|third|place|leg)\b/i;

describe('round names', () => {
  it('reads every round string of every shipped file', () => {
    expect(ROUNDS.length).toBeGreaterThan(40);
    for (const raw of ROUNDS) expect(parseRound(raw), raw).toBeDefined();
  });

  it('names every shipped round in cn, en and vi, never in English in cn or vi, never cut', () => {
    for (const raw of ROUNDS) {
      const name = roundName(raw);
      expect(name.cn, raw).toMatch(/\p{Script=Han}/u);
      expect(name.cn, raw).not.toMatch(/[A-Za-z]{2}/);
      expect(name.vi, raw).not.toMatch(ENGLISH);
      expect(name.en.trim(), raw).not.toBe('');
      // A matchday's number survives whole in every language (a round of 16 is 1/8决赛, a play-off's
      // matchdays are its legs).
      const number = /\d+/.exec(raw)?.[0];
      if (number && !/round of|playoffs/i.test(raw)) {
        for (const text of [name.cn, name.en, name.vi])
          expect(text, raw).toMatch(new RegExp(`(^|\\D)${number}(\\D|$)`));
      }
    }
  });

  it.each([
    ['Matchday 12', '第12轮', 'Matchday 12', 'Vòng 12'],
    ['League, Matchday 1', '联赛阶段第1轮', 'League phase, Matchday 1', 'Vòng phân hạng, lượt 1'],
    ['Playoffs, Matchday 1', '附加赛首回合', 'Play-offs, 1st leg', 'Play-off lượt đi'],
    ['Playoffs, Matchday 2', '附加赛次回合', 'Play-offs, 2nd leg', 'Play-off lượt về'],
    ['Finals, Round of 16', '1/8决赛', 'Round of 16', 'Vòng 1/8'],
    ['Round of 16', '1/8决赛', 'Round of 16', 'Vòng 1/8'],
    ['Finals, Quarterfinals', '1/4决赛', 'Quarter-finals', 'Tứ kết'],
    ['Quarter-finals', '1/4决赛', 'Quarter-finals', 'Tứ kết'],
    ['Finals, Semifinals', '半决赛', 'Semi-finals', 'Bán kết'],
    ['Semi-finals', '半决赛', 'Semi-finals', 'Bán kết'],
    ['Finals, Final', '决赛', 'Final', 'Chung kết'],
    ['Final', '决赛', 'Final', 'Chung kết'],
    ['Match for third place', '三四名决赛', 'Third-place play-off', 'Tranh hạng ba'],
    ['Group A', 'A组', 'Group A', 'Bảng A'],
    ['Round of 32, 2nd leg', '1/16决赛次回合', 'Round of 32, 2nd leg', 'Vòng 1/16 lượt về'],
    [
      'Knockout round play-offs, 1st leg',
      '淘汰赛附加赛首回合',
      'Knockout play-offs, 1st leg',
      'Play-off vòng knock-out lượt đi',
    ],
    ['Third qualifying round', '资格赛第3轮', '3rd qualifying round', 'Vòng loại thứ 3'],
    ['Qualification, Playoffs', '资格附加赛', 'Qualifying play-off', 'Play-off vòng loại'],
    ['Round 18', '第18轮', 'Matchday 18', 'Vòng 18'],
  ])('%s → %s / %s / %s', (raw, cn, en, vi) => {
    expect(roundName(raw)).toEqual({ cn, en, vi });
  });

  it('numbers any matchday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (n) => {
        expect(roundName(`Matchday ${n}`)).toEqual({ cn: `第${n}轮`, en: `Matchday ${n}`, vi: `Vòng ${n}` });
      }),
    );
  });

  it('keeps a string outside its grammar as written, in every language', () => {
    expect(roundName('Championship decider')).toEqual({
      cn: 'Championship decider',
      en: 'Championship decider',
      vi: 'Championship decider',
    });
    expect(parseRound('Round of 12')).toBeUndefined();
    expect(parseRound('')).toBeUndefined();
  });
});
