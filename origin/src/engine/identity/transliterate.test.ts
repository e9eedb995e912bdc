import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RHYMES, SYLLABLES } from './syllables';
import { transliterate } from './transliterate';

/** Latin letters: ASCII, Latin-1 and Latin Extended-A (every letter with a diacritic European names use). */
const LETTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i)).filter((ch) =>
    /\p{L}/u.test(ch),
  ),
];
const HAN_WORDS = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

const latinWord = fc
  .array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 14 })
  .map((l) => l.join(''));
const latinName = fc
  .tuple(latinWord, fc.array(fc.tuple(fc.constantFrom(' ', '-', ' '), latinWord), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([sep, w]) => sep + w).join(''));

describe('transliterate', () => {
  it.each([
    ['Marco Rossi', '马尔科·罗西'],
    ['Mbappé', '姆巴佩'],
    ['Messi', '梅西'],
    ['Modrić', '莫德里奇'],
    ['Cristiano Ronaldo', '克里斯蒂亚诺·罗纳尔多'],
    ['Quaresma', '夸雷斯马'],
    ['Neymar', '内马尔'],
  ])('%s → %s', (latin, chinese) => {
    expect(transliterate(latin)).toBe(chinese);
  });

  it('covers every Latin letter with diacritics, giving only Chinese characters and the middle dot', () => {
    expect(LETTERS.length).toBeGreaterThan(180);
    fc.assert(
      fc.property(latinName, (name) => {
        const chinese = transliterate(name);
        expect(chinese).toMatch(HAN_WORDS);
        expect(transliterate(name)).toBe(chinese);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each letter alone a character', () => {
    for (const letter of LETTERS) expect(transliterate(letter), letter).toMatch(HAN_WORDS);
  });

  it('does not depend on case or on how the diacritics are encoded', () => {
    fc.assert(
      fc.property(latinName, (name) => {
        expect(transliterate(name.normalize('NFD'))).toBe(transliterate(name.normalize('NFC')));
        expect(transliterate(name.toUpperCase())).toBe(transliterate(name.toLowerCase()));
      }),
    );
  });

  it('keeps Chinese as it is and says nothing for no letters', () => {
    expect(transliterate('梅西')).toBe('梅西');
    expect(transliterate('')).toBe('');
    expect(transliterate(' 12 ')).toBe('');
  });

  it('has one Chinese character for every onset and rhyme', () => {
    for (const [onset, row] of Object.entries(SYLLABLES)) {
      expect([...row], onset).toHaveLength(RHYMES.length);
      expect(row, onset).toMatch(/^\p{Script=Han}+$/u);
    }
  });
});
