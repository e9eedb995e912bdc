import { type Locale } from '@pitchside/shared';
/** The text as it is stored and shown: NFC, one line, no invisible characters, spaces collapsed. */
export declare function cleanChatText(raw: string): string;
export type LengthProblem = 'empty' | 'too_long' | null;
/** Counts characters as code points, so an emoji or a CJK character is one. */
export declare function lengthProblem(clean: string, max?: number): LengthProblem;
/** The hosts of every link in the text (empty when there is none). */
export declare function findLinkHosts(text: string): string[];
/** True when the text carries a link to a host that is not allowed (a subdomain of an allowed host is). */
export declare function hasBlockedLink(text: string, allowedHosts?: readonly string[]): boolean;
export type WordLists = Partial<Record<Locale, readonly string[]>>;
/**
 * A small default list per language; operators extend it through configuration. Chinese adds the
 * gambling and "add my WeChat" spam that football chats attract.
 */
export declare const DEFAULT_BLOCKED_WORDS: Required<WordLists>;
/**
 * Latin-script words (en, vi) match whole words, letter by letter with repeats and separators allowed
 * ("f u c k", "fuuuck", "f.u.c.k"), after mapping leetspeak. Vietnamese keeps its diacritics: without
 * them, innocent words collide (lớn/lồn). Chinese has no spaces, so its words match anywhere once
 * spaces and punctuation are gone ("傻 逼").
 */
export declare class WordFilter {
  private readonly latin;
  private readonly cjk;
  constructor(lists?: WordLists);
  /** True when the text holds a blocked word of any language: a chat room mixes languages. */
  blocks(text: string): boolean;
}
/**
 * What "the same message" means for duplicate-spam detection: case, spaces, punctuation and long runs
 * of one character do not count ("GOAL!!!" = "goal" = "gooooal"). Hashed so store keys stay short.
 */
export declare function duplicateFingerprint(clean: string): string;
