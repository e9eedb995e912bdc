import type { Locale } from '@pitchside/shared';
import { expect, test } from './fixtures';
import { foreignText } from './pageText';

// The reading of every page, every tab on it and the sign-in modal in cn, en and vi, on each layout,
// is part of the route sweep (sweep.spec.ts). Here: the scan it reads with finds what a reader found.

test('the scan finds what a reader found: codes, untranslated words, another script', () => {
  const at = (text: string) => ({ text, where: 'test' });
  const whys = (locale: Locale, text: string) => foreignText(locale, [at(text)]).map((f) => f.why);
  expect(whys('vi', 'kick-off')).toContain('an event note code');
  expect(whys('en', 'goal-check:confirmed')).toContain('a raw code');
  expect(whys('vi', 'Valdemar Rovers 1-4 Santavera FC: highlights')).toEqual([
    'the English string "Highlights"',
  ]);
  expect(whys('en', '维杜漫游者 1-0 加维竞技 全场集锦')).toEqual(['Chinese characters']);
  expect(whys('cn', 'Tóm tắt trận đấu')).toEqual(['Vietnamese letters']);
  expect(whys('cn', 'Half-time')).toEqual(['an English string of the site']);
  expect(whys('en', 'NaN-undefined')).toEqual(['undefined', 'NaN']);
  expect(whys('en', 'live.card.ht')).toEqual(['a catalog key']);
  // Names stay names: a club's English name on a Vietnamese page, the brand on a Chinese one.
  expect(whys('vi', 'Blaze Esports')).toEqual([]);
  expect(whys('vi', 'Borussia Mönchengladbach')).toEqual([]);
  expect(whys('cn', '© 2026 Pitchside 版权所有')).toEqual([]);
});
