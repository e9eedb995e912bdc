// Every string the site words itself, per language: the catalogs, each feature's own strings, the
// match detail's and the chat's. For the tests that read whole pages (e2e/languages.spec.ts) and look
// for another language's words on them; the site never imports this module (it would pull every
// feature's strings into one chunk).
import type { Locale } from '@pitchside/shared';
import { chatMessages } from '../features/chat/chatMessages';
import { collectionMessages } from '../features/collection/collectionMessages';
import { infoMessages } from '../features/info/infoMessages';
import { DETAIL_MESSAGES } from '../features/match-detail/detailMessages';
import { matchesMessages } from '../features/matches/matchesMessages';
import { searchMessages } from '../features/search/searchMessages';
import { specialMessages } from '../features/special/specialMessages';
import { userMessages } from '../features/user/userMessages';
import cn from './catalogs/cn';
import en from './catalogs/en';
import vi from './catalogs/vi';
import { leaves } from './messageTree';

const SOURCES: readonly Readonly<Record<Locale, unknown>>[] = [
  { cn, en, vi },
  chatMessages,
  collectionMessages,
  infoMessages,
  DETAIL_MESSAGES,
  matchesMessages,
  searchMessages,
  specialMessages,
  userMessages,
];

/** Each language's strings as key → text (keys prefixed by their source's place, as the site reads them). */
export function siteMessages(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  SOURCES.forEach((source, index) => {
    for (const [key, text] of leaves(source[locale])) {
      if (typeof text === 'string') out.set(`${index}:${key}`, text);
    }
  });
  return out;
}
