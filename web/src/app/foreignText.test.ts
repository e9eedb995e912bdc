import { describe, expect, it } from 'vitest';
import { foreignText } from './foreignText';
import { siteMessages } from './siteMessages';

const at = (text: string) => ({ text, where: 'p' });
const why = (locale: 'cn' | 'en' | 'vi', text: string) =>
  foreignText(locale, [at(text)]).map((found) => found.why);

describe('the rules a page is read by in its language', () => {
  it("finds another language's script, the site's English strings, codes, keys and unfilled placeholders", () => {
    expect(why('en', 'Giới thiệu')).toEqual(['Vietnamese letters']);
    expect(why('vi', '关于我们')).toEqual(['Chinese characters']);
    expect(why('cn', 'Live')).toEqual(['an English string of the site']);
    expect(why('vi', 'Xem thêm: Top scorers hôm nay')).toEqual(['the English string "Top scorers"']);
    expect(why('en', 'live:football')).toEqual(['a raw code']);
    expect(why('en', 'kick-off')).toEqual(['an event note code']);
    expect(why('cn', 'pages.about.title')).toContain('a catalog key');
    expect(why('en', 'Score {{home}}')).toEqual(['a placeholder left unfilled']);
    expect(why('en', 'undefined - 2')).toEqual(['undefined']);
    // Each language's own words, a name, and a capitalised single word inside a name are no finding.
    expect(foreignText('cn', [at('直播'), at('Pitchside'), at('Blaze Esports')])).toEqual([]);
    expect(foreignText('vi', [at('Trực tiếp bóng đá')])).toEqual([]);
    expect(foreignText('en', [at('Live football')])).toEqual([]);
  });

  // Moved from e2e/languages.spec.ts, which ran these in the browser test runner.
  it('finds what a reader found: codes, untranslated words, another script; names stay names', () => {
    expect(why('vi', 'kick-off')).toContain('an event note code');
    expect(why('en', 'goal-check:confirmed')).toContain('a raw code');
    expect(why('vi', 'Valdemar Rovers 1-4 Santavera FC: highlights')).toEqual([
      'the English string "Highlights"',
    ]);
    expect(why('en', '维杜漫游者 1-0 加维竞技 全场集锦')).toEqual(['Chinese characters']);
    expect(why('cn', 'Tóm tắt trận đấu')).toEqual(['Vietnamese letters']);
    expect(why('cn', 'Half-time')).toEqual(['an English string of the site']);
    expect(why('en', 'NaN-undefined')).toEqual(['undefined', 'NaN']);
    expect(why('en', 'live.card.ht')).toEqual(['a catalog key']);
    // A club's English name on a Vietnamese page, the brand on a Chinese one.
    expect(why('vi', 'Blaze Esports')).toEqual([]);
    expect(why('vi', 'Borussia Mönchengladbach')).toEqual([]);
    expect(why('cn', '© 2026 Pitchside 版权所有')).toEqual([]);
  });

  it('names, inside a longer text, the first English string of the site found, as a scan of them all does', () => {
    const english = [...new Set(siteMessages('en').values())].filter(
      (text) => /\s/.test(text.trim()) && !/\{\{/.test(text),
    );
    // Each several-word string of the site, inside a Vietnamese sentence: found unless vi uses it too.
    const vi = [...siteMessages('vi').values()].map((text) => text.toLowerCase());
    for (const text of english.slice(0, 400)) {
      const phrase = text.trim();
      const found = foreignText('vi', [at(`Tin mới: ${phrase} hôm nay`)]).map((finding) => finding.why);
      if (vi.some((mine) => mine.includes(phrase.toLowerCase()))) continue;
      expect(
        found.some((reason) => reason.startsWith('the English string')),
        phrase,
      ).toBe(true);
    }
  });
});
