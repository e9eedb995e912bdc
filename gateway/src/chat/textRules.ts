// What a chat message may contain: its cleaned form, the link rule, the word filter and the
// fingerprint that duplicate-spam detection compares. Pure functions, no I/O.
import { createHash } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, type Locale } from '@pitchside/shared';

/** Bidi overrides/isolates and invisible characters used to disguise or flip text; ZWJ stays for emoji. */
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C\u00AD]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** At most two combining marks in a row after NFC (Vietnamese needs up to two); more is "zalgo" text. */
const MARK_PILE = /(\p{M}{2})\p{M}+/gu;

/** The text as it is stored and shown: NFC, one line, no invisible characters, spaces collapsed. */
export function cleanChatText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(INVISIBLE, '')
    .replace(MARK_PILE, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

export type LengthProblem = 'empty' | 'too_long' | null;

/** Counts characters as code points, so an emoji or a CJK character is one. */
export function lengthProblem(clean: string, max = CHAT_MESSAGE_MAX_LENGTH): LengthProblem {
  if (clean.length === 0) return 'empty';
  let count = 0;
  for (const _ of clean) if (++count > max) return 'too_long';
  return null;
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
 * The form links are looked for in: NFKC (full-width letters and dots become ASCII), lower case, and
 * the dots spammers disguise (。 ． ｡, "(dot)", " . ") turned back into dots.
 */
function linkSkeleton(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[。｡．·]/g, '.')
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

export type WordLists = Partial<Record<Locale, readonly string[]>>;

/**
 * A small default list per language; operators extend it through configuration. Chinese adds the
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

/**
 * Latin-script words (en, vi) match whole words, letter by letter with repeats and separators allowed
 * ("f u c k", "fuuuck", "f.u.c.k"), after mapping leetspeak. Vietnamese keeps its diacritics: without
 * them, innocent words collide (lớn/lồn). Chinese has no spaces, so its words match anywhere once
 * spaces and punctuation are gone ("傻 逼").
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

  /** True when the text holds a blocked word of any language: a chat room mixes languages. */
  blocks(text: string): boolean {
    if (this.latin) {
      const latin = text
        .normalize('NFKC')
        .normalize('NFC')
        .toLowerCase()
        .replace(/[013457@$]/g, (c) => LEET[c] ?? c);
      if (this.latin.test(latin)) return true;
    }
    if (this.cjk.length) {
      const skeleton = cjkSkeleton(text);
      if (this.cjk.some((word) => skeleton.includes(word))) return true;
    }
    return false;
  }
}

function cjkSkeleton(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

// ---------------------------------------------------------------- duplicates

/**
 * What "the same message" means for duplicate-spam detection: case, spaces, punctuation and long runs
 * of one character do not count ("GOAL!!!" = "goal" = "gooooal"). Hashed so store keys stay short.
 */
export function duplicateFingerprint(clean: string): string {
  const letters = clean
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/(.)\1+/gu, '$1');
  // A message of only emoji or punctuation is compared as it is.
  const basis = letters.length > 0 ? letters : clean;
  return createHash('sha1').update(basis).digest('base64url').slice(0, 22);
}
