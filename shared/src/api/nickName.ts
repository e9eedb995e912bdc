// What a nickname may hold, for every place one is made or shown (docs/API.md "Text rules": the
// e-mail's local part once became the nickname with U+202E and markup in it, and the override flipped the chat line
// after it). A nickname follows the text rule of everything users write (text/userText.ts, docs/API.md
// "Text rules"), folded by NFKC: one short line of what a reader sees, without markup characters; one
// that shows nothing, a link or a blocked word is shown as the fallback.
import { cleanUserText, hasBlockedLink, hasVisibleText, WordFilter } from '../text/userText';

/** Longest nickname, in code points. */
export const NICK_NAME_MAX_LENGTH = 32;
/** The nickname of an account whose e-mail leaves nothing showable. */
export const FALLBACK_NICK_NAME = 'fan';

/** Characters of HTML and of quoting: shown escaped they are noise, unescaped they are markup. */
const MARKUP = /[<>&"'`\\]/g;

/** The nickname as it is stored and shown: visible characters only, spaces collapsed, bounded. */
export function normalizeNickName(raw: string): string {
  const visible = cleanUserText(raw.normalize('NFKC').replace(MARKUP, ''), 'NFKC');
  return Array.from(visible).slice(0, NICK_NAME_MAX_LENGTH).join('').trim();
}

/** True for a nickname that is already what normalizeNickName makes of it, and shows something. */
export function isValidNickName(name: string): boolean {
  return hasVisibleText(name) && normalizeNickName(name) === name;
}

let words: WordFilter | undefined;

/**
 * A nickname others may read: it shows something, and holds no link and no blocked word (read as in
 * chat: the nickname is shown before every message and on the anchor lists).
 */
function readable(name: string): boolean {
  words ??= new WordFilter();
  return hasVisibleText(name) && !hasBlockedLink(name) && !words.blocks(name);
}

/** The nickname an account starts with: its e-mail's local part, made showable. */
export function defaultNickName(email: string): string {
  return showableNickName(email.trim().split('@')[0] ?? '');
}

/**
 * A nickname from storage or another service, made showable whatever it holds: names stored before
 * the rule was tightened are cleaned as they are read.
 */
export function showableNickName(stored: string): string {
  const name = normalizeNickName(stored);
  return readable(name) ? name : FALLBACK_NICK_NAME;
}

/**
 * A name set inside a sentence of the page's language (a notice, a title): wrapped in FIRST STRONG
 * ISOLATE … POP DIRECTIONAL ISOLATE, the plain-text <bdi>, so a right-to-left name never reorders the
 * words around it. Elements that hold a name alone are isolated by CSS instead ([data-user-text]).
 */
export function isolatedName(name: string): string {
  return `\u2068${name}\u2069`;
}
