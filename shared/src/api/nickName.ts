// What a nickname may hold, for every place one is made or shown (issue 28, finding 4: the e-mail's
// local part became the nickname with U+202E and markup in it, and the override flipped the chat line
// after it). A nickname is one short line of visible text: NFKC, no control or format characters (bidi
// overrides, isolates and marks; zero-width spaces and joiners; soft hyphens), no markup characters.

/** Longest nickname, in code points. */
export const NICK_NAME_MAX_LENGTH = 32;
/** The nickname of an account whose e-mail leaves nothing showable. */
export const FALLBACK_NICK_NAME = 'fan';

/** Controls (Unicode Cc: tab, line breaks, NUL…) and line and paragraph separators: a space each. */
const BREAKS = /[\p{Cc}\u2028\u2029]/gu;
/**
 * Format characters (Unicode Cf: U+200B-U+200F, U+202A-U+202E, U+2060-U+2069, U+FEFF, U+061C, U+00AD…)
 * and lone UTF-16 halves: removed.
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** Characters of HTML and of quoting: shown escaped they are noise, unescaped they are markup. */
const MARKUP = /[<>&"'`\\]/g;

/** The nickname as it is stored and shown: visible characters only, spaces collapsed, bounded. */
export function normalizeNickName(raw: string): string {
  const visible = raw
    .normalize('NFKC')
    .replace(BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(MARKUP, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(visible).slice(0, NICK_NAME_MAX_LENGTH).join('').trim();
}

/** True for a nickname that is already what normalizeNickName makes of it, and not empty. */
export function isValidNickName(name: string): boolean {
  return name.length > 0 && normalizeNickName(name) === name;
}

/** The nickname an account starts with: its e-mail's local part, made showable. */
export function defaultNickName(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  return normalizeNickName(local) || FALLBACK_NICK_NAME;
}

/** A nickname from storage or another service, made showable whatever it holds. */
export function showableNickName(stored: string): string {
  return normalizeNickName(stored) || FALLBACK_NICK_NAME;
}

/**
 * A name set inside a sentence of the page's language (a notice, a title): wrapped in FIRST STRONG
 * ISOLATE … POP DIRECTIONAL ISOLATE, the plain-text <bdi>, so a right-to-left name never reorders the
 * words around it. Elements that hold a name alone are isolated by CSS instead ([data-user-text]).
 */
export function isolatedName(name: string): string {
  return `\u2068${name}\u2069`;
}
