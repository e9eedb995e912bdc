// Text folding used to match names written in different ways by different files.

/** Letters that Unicode does not decompose into a base letter and a mark. */
export const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ŋ: 'ng',
  ĸ: 'k',
  ŧ: 't',
};

const PRINTABLE_ASCII = /^[ -~]*$/;
const MARKS = /\p{M}/gu;
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/** Lower case, diacritics removed, special letters spelled out: 'Mbappé' → 'mbappe', 'Jørgensen' → 'jorgensen'. */
export function fold(text: string): string {
  // Most names are plain ASCII, which decomposition leaves as it is.
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** A key for matching: folded, punctuation dropped, spaces single. 'Brighton & Hove Albion FC' → 'brighton hove albion fc'. */
export function matchKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A slug for keys: 'Kylian Mbappé' → 'kylian-mbappe'. */
export function slug(text: string): string {
  return matchKey(text).replace(/ /g, '-');
}

/**
 * A key for people's names: matchKey without its spaces, so a name is found however a file writes it:
 * 'Jake OBRIEN' and "Jake O'Brien", 'KIM Minjae' and 'Kim Min-jae', 'Fabio CARVALHO' and 'Fábio Carvalho'.
 */
export function nameKey(text: string): string {
  return matchKey(text).replace(/ /g, '');
}
