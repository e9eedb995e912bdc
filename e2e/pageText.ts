import { EVENT_NOTES, LOCALES, type Locale } from '@pitchside/shared';
import { siteMessages } from '@pitchside/web/messages';
import type { Page } from '@playwright/test';

// Reading a page as its reader does, and finding words that are not in the reader's language: another
// language's script or strings, and codes or placeholders that were never turned into words.

/** One piece of text a reader meets: a text node, a label a screen reader says, or words in a picture. */
export interface PageText {
  text: string;
  /** Where it is: the nearest element with a class (or its tag), or the attribute or picture it came from. */
  where: string;
}

/**
 * Every text the reader of `page` meets: visible text nodes (screen-reader-only text included, as it is
 * read out), the `title`, `aria-label`, `placeholder` and `alt` they are told, and the page's title.
 * Left out: what is not rendered (closed menus, `hidden`), text marked in another language (`lang`, as
 * the language menu's own names are), and what users wrote (`data-user-text`: chat, comments).
 */
export function readPageText(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const out: { text: string; where: string }[] = [{ text: document.title, where: 'document.title' }];
    const placeOf = (element: Element) => {
      const named = element.closest('[class]');
      const cls = named?.getAttribute('class')?.split(/\s+/).filter(Boolean).slice(0, 2).join('.') ?? '';
      return cls ? `${named?.tagName.toLowerCase()}.${cls}` : element.tagName.toLowerCase();
    };
    const skipped = (element: Element) => {
      if (element.closest('script, style, noscript, template, [data-user-text]')) return true;
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang)
        return true;
      // An <option> is never "visible" in layout terms, but its select shows it.
      const box = element.closest('option') ? element.closest('select') : element;
      return !box?.checkVisibility({ visibilityProperty: true });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent)) continue;
      out.push({ text, where: placeOf(parent) });
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt]'),
    )) {
      if (skipped(element)) continue;
      for (const attribute of ['title', 'aria-label', 'placeholder', 'alt']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) out.push({ text, where: `${placeOf(element)}[${attribute}]` });
      }
    }
    return out;
  });
}

/**
 * The words drawn in the page's pictures that carry words (highlight and room covers, video posters):
 * the `<text>` and `<title>` of each same-origin SVG, fetched as the page fetched it.
 */
export async function readPictureText(page: Page): Promise<PageText[]> {
  const sources = await page.evaluate(() => {
    const urls = [
      ...Array.from(document.querySelectorAll('img'), (img) => img.currentSrc || img.src),
      ...Array.from(document.querySelectorAll('video'), (video) => video.poster),
    ];
    // Crests and avatars carry initials, the same in every language; covers carry a title.
    const worded = /\/vdapi\/img\/(cover|room)\/\d+\.svg(\?|$)/;
    return [...new Set(urls.filter((url) => url.startsWith(location.origin) && worded.test(url)))];
  });
  // Asked for side by side: a page of covers holds dozens.
  const pictures = await Promise.all(
    sources.map(async (url) => {
      const response = await page.request.get(url);
      return { url, svg: response.ok() ? await response.text() : '' };
    }),
  );
  const out: PageText[] = [];
  for (const { url, svg } of pictures) {
    for (const match of svg.matchAll(/<(text|title)\b[^>]*>([^<]*)<\/\1>/g)) {
      const text = (match[2] ?? '').trim();
      if (text) out.push({ text, where: `picture ${new URL(url).pathname}${new URL(url).search}` });
    }
  }
  return out;
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
function englishPhrases(locale: Locale): { whole: Set<string>; inside: Phrase[] } {
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
        text: phrase,
        pattern: new RegExp(`(^|[^\\p{L}])${pattern}($|[^\\p{L}])`, words ? 'iu' : 'u'),
      });
    }
  }
  const phrases = { whole, inside };
  phrasesOf.set(locale, phrases);
  return phrases;
}
/** Worked out once per language and run: every page and tab of a sweep asks. */
const phrasesOf = new Map<Locale, { whole: Set<string>; inside: Phrase[] }>();

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
      const phrase = english.inside.find((candidate) => candidate.pattern.test(text));
      if (english.whole.has(text.toLowerCase())) found('an English string of the site');
      else if (phrase) found(`the English string "${phrase.text}"`);
    }
  }
  return findings;
}
