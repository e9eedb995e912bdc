// The rules a page's text is judged by in its reader's language (docs/ARCHITECTURE.md, "Languages"):
// words of another language's script or strings, and codes, keys or placeholders never turned into
// words. One copy for both readers of drawn pages: the browser sweep (e2e/sweep.spec.ts) and the scan
// of the server's HTML in every language (hydration.test.tsx).
// The site never imports this module (it holds every feature's strings, through siteMessages).
import { EVENT_NOTES, LOCALES, type Locale } from '@pitchside/shared';
import { siteMessages } from './siteMessages';

/** One piece of text a reader meets: a text node, a label a screen reader says, or words in a picture. */
export interface PageText {
  text: string;
  /** Where it is: the nearest element with a class (or its tag), or the attribute or picture it came from. */
  where: string;
}

const HAN = /\p{Script=Han}/u;
/** Letters only Vietnamese writes (ă ơ ư đ and the dot-below and hook-above vowels), not French or German ones. */
const VIETNAMESE = /[ăằắẳẵặơờớởỡợưừứửữựđạảẹẻẽịỉọỏụủỳỵỷỹậẩẫầấệểễềếộổỗồố]/iu;
const CODE_PATTERNS: readonly [RegExp, string][] = [
  [/\b[a-z]+(?:-[a-z]+)*:[a-z]+(?:-[a-z]+)*\b/, 'a raw code'],
  [/\bundefined\b/, 'undefined'],
  [/\bnull\b/, 'null'],
  [/\bNaN\b/, 'NaN'],
  [/\[object /, 'an object printed as text'],
  [/\{\{\s*\w+\s*\}\}/, 'a placeholder left unfilled'],
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Phrase {
  text: string;
  pattern: RegExp;
  /** Its place among the site's strings: the first found is the one named. */
  order: number;
}

/** Names, not words: the same in every language. */
const NAMES: ReadonlySet<string> = new Set(['pitchside']);

/**
 * The English strings of the site that a page in `locale` must not show: those its own strings do not
 * also use (a shared name like "VAR" or "QQ" is no leak). A string of two words or more is looked for
 * inside longer text, in any case; a single word only in lower case there ("…: highlights"), since a
 * capitalised one inside a longer text is most often part of a name ("Blaze Esports", "J1 League").
 * Either is found when it is the whole text.
 */
function englishPhrases(locale: Locale): EnglishPhrases {
  const made = phrasesOf.get(locale);
  if (made) return made;
  const own = [...siteMessages(locale).values()].map((text) => text.toLowerCase());
  const whole = new Set<string>();
  const inside: Phrase[] = [];
  for (const text of new Set(siteMessages('en').values())) {
    const phrase = text.trim();
    if (!/[a-z]{2}/i.test(phrase) || /\{\{/.test(phrase)) continue;
    const lower = phrase.toLowerCase();
    if (NAMES.has(lower) || own.some((mine) => mine.includes(lower))) continue;
    whole.add(lower);
    const words = /\s/.test(phrase);
    if (words || phrase.length >= 5) {
      const pattern = literal(words ? phrase : lower);
      inside.push({
        order: inside.length,
        text: phrase,
        pattern: new RegExp(`(^|[^\\p{L}])${pattern}($|[^\\p{L}])`, words ? 'iu' : 'u'),
      });
    }
  }
  // Each phrase under the run of letters it starts with: a text is tried only against the phrases
  // whose first word it has (a phrase that starts with no letter, against every text).
  const byFirstWord = new Map<string, Phrase[]>();
  const anyText: Phrase[] = [];
  for (const phrase of inside) {
    const first = LEADING_WORD.exec(phrase.text)?.[0].toLowerCase();
    if (!first) anyText.push(phrase);
    else byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), phrase]);
  }
  const phrases = { whole, inside, byFirstWord, anyText };
  phrasesOf.set(locale, phrases);
  return phrases;
}
/** Worked out once per language and run: every page and tab of a sweep asks. */
const phrasesOf = new Map<Locale, EnglishPhrases>();

interface EnglishPhrases {
  whole: Set<string>;
  /** In the catalogs' order, the first one found is the one named. */
  inside: Phrase[];
  byFirstWord: Map<string, Phrase[]>;
  anyText: Phrase[];
}

const LEADING_WORD = /^\p{L}+/u;
const WORDS = /\p{L}+/gu;

/**
 * The first of `inside` found in `text`, as `inside.find(pattern.test)`, trying only the phrases that
 * can be there: one found starts where a run of the text's letters does, with the same letters.
 */
function phraseIn(english: EnglishPhrases, text: string): Phrase | undefined {
  const words = new Set(Array.from(text.matchAll(WORDS), (match) => match[0].toLowerCase()));
  const candidates = new Set(english.anyText);
  for (const word of words) for (const phrase of english.byFirstWord.get(word) ?? []) candidates.add(phrase);
  return [...candidates].sort((a, b) => a.order - b.order).find((phrase) => phrase.pattern.test(text));
}

/** Every catalog key ('live.card.ht'): shown as text, it is a string the page failed to find. */
const KEYS: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => [...siteMessages(locale.code).keys()].map((key) => key.replace(/^\d+:/, ''))),
);

export interface Finding {
  text: string;
  where: string;
  why: string;
}

/** What in `texts` is not in `locale`'s words, each with the reason. */
export function foreignText(locale: Locale, texts: readonly PageText[]): Finding[] {
  const english = locale === 'en' ? null : englishPhrases(locale);
  const findings: Finding[] = [];
  for (const { text, where } of texts) {
    const found = (why: string) => findings.push({ text, where, why });
    for (const [pattern, why] of CODE_PATTERNS) if (pattern.test(text)) found(why);
    if ((EVENT_NOTES as readonly string[]).includes(text)) found('an event note code');
    if (KEYS.has(text)) found('a catalog key');
    if (locale !== 'cn' && HAN.test(text)) found('Chinese characters');
    if (locale !== 'vi' && VIETNAMESE.test(text)) found('Vietnamese letters');
    if (english) {
      const phrase = phraseIn(english, text);
      if (english.whole.has(text.toLowerCase())) found('an English string of the site');
      else if (phrase) found(`the English string "${phrase.text}"`);
    }
  }
  return findings;
}
