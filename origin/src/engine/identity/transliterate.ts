// A deterministic Latin → Chinese transliteration for names that have no established Chinese form, so an
// unlisted or invented name is carried into cn as the same name, never replaced by a different one.
// It reads a name syllable by syllable (onset + vowel, a nasal n closing the syllable, a lone consonant
// as its own character), in the spirit of Xinhua's tables: Marco Rossi → 马尔科·罗西, Mbappé → 姆巴佩.
import { fold } from './normalize';
import { type Rhyme, syllable } from './syllables';

/** Letters whose sound the folding would lose: Slavic č/š/ž, Spanish ñ, French/Portuguese ç. */
const SOUNDS: Record<string, string> = {
  č: 'ch',
  ć: 'ch',
  š: 'sh',
  ś: 'sh',
  ž: 'zh',
  ź: 'zh',
  ż: 'zh',
  ñ: 'ni',
  ç: 's',
};

/** Spelling → sound, applied in order to a folded word of a–z. */
const SPELLING: [RegExp, string][] = [
  [/tsch|tch/g, 'ch'],
  [/sch|sz/g, 'sh'],
  [/cz/g, 'ch'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/gh/g, 'g'],
  [/kh/g, 'h'],
  [/ck/g, 'k'],
  [/dj/g, 'j'],
  [/qu(?=[aeiou])/g, 'kw'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/tz|ts|dz/g, 'z'],
  [/c(?=[eiy])/g, 's'],
  [/c(?!h)/g, 'k'],
  [/([bdfgjklmnprstvz])\1+/g, '$1'],
];

type Token = { consonant: string } | { vowel: 'a' | 'e' | 'i' | 'o' | 'u' };

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (ch: string | undefined): boolean => ch !== undefined && (VOWELS.has(ch) || ch === 'y');

function tokens(word: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < word.length; i++) {
    const ch = word[i] ?? '';
    const next = word[i + 1];
    const pair = word.slice(i, i + 2);
    if (pair === 'sh' || pair === 'ch' || pair === 'zh' || pair === 'kw') {
      out.push({ consonant: pair });
      i++;
    } else if (VOWELS.has(ch)) {
      out.push({ vowel: ch as 'a' | 'e' | 'i' | 'o' | 'u' });
    } else if (ch === 'y') {
      // A y before a vowel is a consonant (Yerry, Maya); elsewhere it sounds as i (Neymar, Ivy).
      out.push(VOWELS.has(next ?? '') ? { consonant: 'y' } : { vowel: 'i' });
    } else if (ch === 'w') {
      const prev = out.at(-1);
      out.push(!isVowel(next) && prev && 'vowel' in prev ? { vowel: 'u' } : { consonant: 'w' });
    } else if (ch === 'h') {
      // h sounds only before a vowel; after a vowel or before a consonant it is silent (Salah, Ahmed).
      if (isVowel(next)) out.push({ consonant: 'h' });
    } else {
      out.push({ consonant: ch });
    }
  }
  return out;
}

const vowelAt = (list: Token[], i: number): string | undefined => {
  const t = list[i];
  return t && 'vowel' in t ? t.vowel : undefined;
};
const consonantAt = (list: Token[], i: number): string | undefined => {
  const t = list[i];
  return t && 'consonant' in t ? t.consonant : undefined;
};

/** Vowel pairs read as one sound: ai/ei, au/ao, ou/oo, ee. */
function nucleus(first: string, second: string | undefined): { rhyme: Rhyme; length: number } {
  if (first === 'a' && second === 'i') return { rhyme: 'ai', length: 2 };
  if (first === 'e' && second === 'i') return { rhyme: 'e', length: 2 };
  if (first === 'a' && (second === 'u' || second === 'o')) return { rhyme: 'ao', length: 2 };
  if (first === 'o' && (second === 'u' || second === 'o')) return { rhyme: 'u', length: 2 };
  if (first === 'e' && second === 'e') return { rhyme: 'i', length: 2 };
  return { rhyme: first as Rhyme, length: 1 };
}

const NASAL: Partial<Record<Rhyme, Rhyme>> = {
  a: 'an',
  e: 'en',
  i: 'in',
  o: 'on',
  u: 'un',
  ai: 'an',
  ao: 'on',
};

function word(text: string): string {
  const list = tokens(text);
  let out = '';
  let previousVowel: string | undefined;
  for (let i = 0; i < list.length; ) {
    const consonant = consonantAt(list, i);
    const vowel = consonant === undefined ? vowelAt(list, i) : vowelAt(list, i + 1);
    if (consonant !== undefined && vowel === undefined) {
      out += syllable(consonant, 'alone');
      previousVowel = undefined;
      i++;
      continue;
    }
    let onset = consonant ?? '';
    // A vowel after i or u glides: Maria → 玛丽亚's 亚, Ruan → 鲁安 read as 鲁万.
    if (consonant === undefined && previousVowel === 'i' && (vowel === 'a' || vowel === 'e')) onset = 'y';
    if (consonant === undefined && previousVowel === 'u' && vowel !== 'u') onset = 'w';
    const start = consonant === undefined ? i : i + 1;
    const { rhyme, length } = nucleus(vowel ?? 'a', vowelAt(list, start + 1));
    let end = start + length;
    let final: Rhyme = rhyme;
    const coda = consonantAt(list, end);
    const afterCoda = list[end + 1];
    const closes = afterCoda === undefined || 'consonant' in afterCoda;
    // n (or m before b/p) with no vowel after it closes the syllable: Benjamin → 本…明, Campbell → 坎…
    const nasal = NASAL[rhyme];
    if (
      nasal &&
      closes &&
      (coda === 'n' || (coda === 'm' && /^[bp]$/.test(consonantAt(list, end + 1) ?? '')))
    ) {
      final = nasal;
      end++;
      // "ng" at the end or before a consonant is the same nasal (Young, Jung).
      if (
        consonantAt(list, end) === 'g' &&
        (list[end + 1] === undefined || 'consonant' in (list[end + 1] ?? {}))
      ) {
        end++;
      }
    }
    out += syllable(onset, final);
    previousVowel = vowelAt(list, end - 1) ?? (final === nasal ? undefined : vowel);
    i = end;
  }
  // A word of silent letters only ("h") still says something.
  return out || (text ? syllable('h', 'alone') : '');
}

const CJK = /\p{Script=Han}/u;

/**
 * A Latin name in Chinese characters, words joined by the middle dot ("Marco Rossi" → "马尔科·罗西").
 * Deterministic and total over Latin letters with diacritics; Chinese characters pass through unchanged.
 */
export function transliterate(latin: string): string {
  const words: string[] = [];
  for (const raw of latin
    .normalize('NFC')
    .toLowerCase()
    .split(/[\s\-‐‑–—.·_/]+/)) {
    let sounded = '';
    for (const ch of raw) sounded += SOUNDS[ch] ?? ch;
    let letters = '';
    let han = '';
    for (const ch of fold(sounded)) {
      if (ch >= 'a' && ch <= 'z') letters += ch;
      else if (CJK.test(ch)) han += ch;
    }
    for (const [pattern, sound] of SPELLING) letters = letters.replace(pattern, sound);
    const chinese = han + word(letters);
    if (chinese) words.push(chinese);
  }
  return words.join('·');
}
