// What a chat message may contain: the text rule every user-written text follows (shared
// text/userText.ts: the cleaned form, links, blocked words) and the fingerprint that duplicate-spam
// detection compares. Pure functions, no I/O.
import { createHash } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, cleanUserText, hasVisibleText, textLength } from '@pitchside/shared';

export { DEFAULT_BLOCKED_WORDS, hasBlockedLink, WordFilter, type WordLists } from '@pitchside/shared';

/** The text as it is stored and shown: NFC, one line of what a reader sees, spaces collapsed. */
export function cleanChatText(raw: string): string {
  return cleanUserText(raw, 'NFC');
}

export type LengthProblem = 'empty' | 'too_long' | null;

/** Nothing a reader would see, or more than `max` characters (code points: an emoji or a CJK character is one). */
export function lengthProblem(clean: string, max = CHAT_MESSAGE_MAX_LENGTH): LengthProblem {
  if (!hasVisibleText(clean)) return 'empty';
  return textLength(clean) > max ? 'too_long' : null;
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
