// The one rule for text a user writes and others read: nicknames, chat messages and room titles
// (docs/API.md "Text rules"). The origin stores titles and nicknames by it and the gateway chat by it,
// so a character one of them lets through is never refused by the other or shown differently.
//
// The text is kept as the reader sees it. Format characters (Unicode Cf: bidi controls and isolates,
// zero-width spaces and joiners, soft hyphens, interlinear annotations U+FFF9-FFFB, the deprecated
// U+206A-206F, tag characters), every other default-ignorable code point (the combining grapheme
// joiner U+034F, variation selectors, Mongolian and Khmer invisibles) and lone surrogates are
// removed; the blanks that pass for letters (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the empty
// braille cell U+2800) become spaces. What a picture needs stays: a ZWJ between two emoji (👨‍👩‍👧, 👩🏽‍💻),
// a variation selector after an emoji (❤️) or a CJK ideograph, the tag sequence of a subdivision flag
// (🏴󠁧󠁢󠁥󠁮󠁧󠁿), a ZWNJ between two Arabic-script letters (Persian writes with it). Links and blocked words are
// then looked for in that text, so no invisible character can hide one.

/** Controls (Unicode Cc) and line and paragraph separators: a space each. */
const BREAKS = /[\p{Cc}\u2028\u2029]/gu;
/** Characters that draw as a blank yet are letters or symbols, so they pass for text: a space each. */
const FILLERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
/** At most two combining marks in a row (Vietnamese needs two); more is "zalgo" text. */
const MARK_PILE = /(\p{M}{2})\p{M}+/gu;

const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const BLACK_FLAG = '\u{1F3F4}';
const CANCEL_TAG = '\u{E007F}';
/** Tag digits and small letters: the subdivision code of a flag (gbeng, gbsct, gbwls). */
const FLAG_TAG = /[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const BEFORE_EMOJI_ZWJ = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u;
const EMOJI = /\p{Emoji}/u;
const EMOJI_SELECTOR = /^(?:\uFE0E|\uFE0F)$/u;
const IDEOGRAPH = /\p{Ideographic}/u;
const IDEOGRAPH_SELECTOR = /^(?:[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}])$/u;
const ARABIC = /\p{Script_Extensions=Arabic}/u;
const LETTER = /\p{L}/u;
const arabicLetter = (char: string) => ARABIC.test(char) && LETTER.test(char);

/** Whether an invisible character does something where it stands (between `before` and `after`). */
function keeps(char: string, before: string, after: string): boolean {
  if (char === ZWJ) return BEFORE_EMOJI_ZWJ.test(before) && PICTOGRAPH.test(after);
  if (EMOJI_SELECTOR.test(char) && EMOJI.test(before)) return true;
  if (IDEOGRAPH_SELECTOR.test(char)) return IDEOGRAPH.test(before);
  if (char === ZWNJ) return arabicLetter(before) && arabicLetter(after);
  return false;
}

/** The invisible characters removed, but for those a picture or a script needs where they stand. */
function stripInvisible(text: string): string {
  const chars = Array.from(text);
  let out = '';
  let before = '';
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] as string;
    if (char === BLACK_FLAG) {
      let end = index + 1;
      while (end < chars.length && FLAG_TAG.test(chars[end] as string)) end++;
      if (end > index + 1 && end - index <= 8 && chars[end] === CANCEL_TAG) {
        out += chars.slice(index, end + 1).join('');
        before = CANCEL_TAG;
        index = end;
        continue;
      }
    }
    if (INVISIBLE.test(char) && !keeps(char, before, chars[index + 1] ?? '')) continue;
    out += char;
    before = char;
  }
  return out;
}

export type TextForm = 'NFC' | 'NFKC';

/**
 * The text as it is stored and shown: one line of what a reader sees, spaces collapsed. `NFC` keeps
 * what the writer typed (full-width punctuation in Chinese); `NFKC` folds look-alikes (nicknames).
 */
export function cleanUserText(raw: string, form: TextForm = 'NFC'): string {
  const visible = stripInvisible(raw.normalize(form).replace(BREAKS, ' ').replace(FILLERS, ' '));
  return visible.normalize(form).replace(MARK_PILE, '$1').replace(/\s+/gu, ' ').trim();
}

/** Whether a cleaned text shows anything: a letter, digit, punctuation mark or symbol. */
export function hasVisibleText(clean: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(clean);
}

/** Length in code points, so an emoji or a CJK character is one. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

// ---------------------------------------------------------------- links

/** Top-level domains that spam links in football chats use; a bare `word.tld` with one of them is a link. */
const LINK_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'me',
  'tv',
  'cc',
  'xyz',
  'top',
  'vip',
  'club',
  'site',
  'online',
  'shop',
  'store',
  'live',
  'app',
  'dev',
  'fun',
  'pro',
  'asia',
  'bet',
  'win',
  'link',
  'click',
  'to',
  'ly',
  'gg',
  'cn',
  'vn',
  'hk',
  'tw',
  'jp',
  'kr',
  'uk',
  'us',
  'ru',
  'de',
  'in',
  'ph',
  'th',
  'id',
  'my',
  'sg',
];
const DOMAIN = new RegExp(
  `(?<![a-z0-9-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${LINK_TLDS.join('|')}))(?![a-z0-9-])`,
  'g',
);
const SCHEME_HOST = /[a-z][a-z0-9+.-]*:\/\/\/?([^\s/?#:@]*)/g;
const WWW_HOST = /(?<![a-z0-9-])www\.([a-z0-9.-]+)/g;
const IPV4 = /(?<![0-9.])((?:\d{1,3}\.){3}\d{1,3})(?:[:/]|$|\s)/g;

/**
 * Full stops of other scripts (NFKC already folds the full-width and small ones, ．﹒ to "."): a dot,
 * spaced or not, as the ASCII one is ("bet88 . com", "bet88。com").
 */
const FULL_STOP = /[\u3002\uFE12\uFF61]/g;
/**
 * Characters a reader takes for a dot when they join two words with no space (`scam-site⸱xyz`,
 * `scam-site‧xyz`): middle dots, bullets, leaders, word separators and other scripts' stops. With spaces
 * around them they separate words ("Bóng đá • Live"), and are left alone.
 */
const JOINING_DOT =
  /(?<=\S)[\u00B7\u0387\u05C3\u0589\u06D4\u0701\u0702\u1362\u16EB\u2022\u2027\u2219\u22C5\u2E31\u2E33\u2981\u30FB\uFF65](?=\S)/g;

/**
 * The form links are looked for in: the text as the reader sees it (cleanUserText), with look-alikes
 * folded (NFKC: full-width letters become ASCII), accents and the joiners a picture keeps dropped,
 * lower case, and the disguised dots (other scripts' stops, joining dots, "(dot)", a spaced " . ")
 * turned back into dots.
 */
function linkSkeleton(text: string): string {
  return cleanUserText(text, 'NFKC')
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .toLowerCase()
    .replace(FULL_STOP, '.')
    .replace(JOINING_DOT, '.')
    .replace(/\s*[([{]\s*(?:dot|点)\s*[)\]}]\s*/g, '.')
    .replace(/\s+\.\s*|\s*\.\s+/g, '.');
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  const bare = host.replace(/\.+$/, '');
  return allowedHosts.some((allowed) => bare === allowed || bare.endsWith(`.${allowed}`));
}

/** The hosts of every link in the text (empty when there is none). */
export function findLinkHosts(text: string): string[] {
  const skeleton = linkSkeleton(text);
  const hosts: string[] = [];
  for (const match of skeleton.matchAll(SCHEME_HOST)) hosts.push(match[1] || '(scheme)');
  for (const match of skeleton.matchAll(WWW_HOST)) hosts.push(`www.${match[1]}`);
  for (const match of skeleton.matchAll(DOMAIN)) hosts.push(match[1] as string);
  for (const match of skeleton.matchAll(IPV4)) hosts.push(match[1] as string);
  return hosts;
}

/** True when the text carries a link to a host that is not allowed (a subdomain of an allowed host is). */
export function hasBlockedLink(text: string, allowedHosts: readonly string[] = []): boolean {
  return findLinkHosts(text).some((host) => !hostAllowed(host, allowedHosts));
}

// ---------------------------------------------------------------- words

export type WordLists = Partial<Record<'cn' | 'en' | 'vi', readonly string[]>>;

/**
 * A small default list per language; the gateway's chat may be given more. Chinese adds the
 * gambling and "add my WeChat" spam that football chats attract.
 */
export const DEFAULT_BLOCKED_WORDS: Required<WordLists> = {
  cn: ['傻逼', '煞笔', '操你妈', '草泥马', '你妈死了', '博彩', '赌球', '加微信', '代理招募'],
  en: ['fuck', 'fucking', 'motherfucker', 'shit', 'cunt', 'bitch', 'asshole'],
  vi: ['địt', 'đụ', 'lồn', 'cặc', 'đéo', 'dit me', 'du ma', 'cá độ'],
};

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const NOT_LETTER = '[^\\p{L}\\p{N}]*';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function cjkSkeleton(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Latin-script words (en, vi) match whole words, letter by letter with repeats and separators allowed
 * ("f u c k", "fuuuck", "f.u.c.k"), after mapping leetspeak. Vietnamese keeps its diacritics: without
 * them, innocent words collide (lớn/lồn). Chinese has no spaces, so its words match anywhere once
 * spaces and punctuation are gone ("傻 逼"). Every list applies to every text: readers mix languages.
 */
export class WordFilter {
  private readonly latin: RegExp | null;
  private readonly cjk: readonly string[];

  constructor(lists: WordLists = DEFAULT_BLOCKED_WORDS) {
    const latinWords = [...(lists.en ?? []), ...(lists.vi ?? [])]
      .map((word) => word.normalize('NFC').toLowerCase().trim())
      .filter((word) => word.length > 0);
    const patterns = latinWords.map((word) =>
      Array.from(word.replace(/\s+/g, ''))
        .map((letter) => `${escapeRegExp(letter)}+`)
        .join(NOT_LETTER),
    );
    this.latin = patterns.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'u')
      : null;
    this.cjk = (lists.cn ?? []).map((word) => cjkSkeleton(word)).filter((word) => word.length > 0);
  }

  /** True when the text, as the reader sees it, holds a blocked word of any language. */
  blocks(text: string): boolean {
    const seen = cleanUserText(text);
    if (this.latin) {
      const latin = seen
        .normalize('NFKC')
        .normalize('NFC')
        .toLowerCase()
        .replace(/[013457@$]/g, (c) => LEET[c] ?? c);
      if (this.latin.test(latin)) return true;
    }
    if (this.cjk.length) {
      const skeleton = cjkSkeleton(seen);
      if (this.cjk.some((word) => skeleton.includes(word))) return true;
    }
    return false;
  }
}

let defaultFilter: WordFilter | undefined;

// ---------------------------------------------------------------- the rule

export type UserTextProblem = 'empty' | 'too_long' | 'link' | 'word';

export interface UserTextRule {
  /** Longest text, in code points. */
  max: number;
  /** Link hosts allowed (and their subdomains); none by default. */
  allowedHosts?: readonly string[];
  /** The blocked words; DEFAULT_BLOCKED_WORDS by default. */
  words?: WordFilter;
}

/**
 * What is wrong with a cleaned text (cleanUserText), or null: nothing visible, longer than `max`,
 * a link, a blocked word. Checked in that order, so the cheapest refusal is told first.
 */
export function userTextProblem(clean: string, rule: UserTextRule): UserTextProblem | null {
  if (!hasVisibleText(clean)) return 'empty';
  if (textLength(clean) > rule.max) return 'too_long';
  if (hasBlockedLink(clean, rule.allowedHosts)) return 'link';
  defaultFilter ??= new WordFilter();
  if ((rule.words ?? defaultFilter).blocks(clean)) return 'word';
  return null;
}
