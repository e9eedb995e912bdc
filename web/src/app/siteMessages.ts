// Every string the site words itself, per language: the catalogs, each feature's own strings, the
// match detail's and the chat's. For the tests that read whole pages (app/foreignText.ts) and look
// for another language's words on them; the site never imports this module (it would pull every
// feature's strings into one chunk). It sits in the app, which composes the features: i18n/ below
// them only knows how a feature's strings join a language (i18n/featureMessages.ts).
import type { Locale } from '@pitchside/shared';
import { alertMessages } from '../features/alerts/alertMessages';
import { matchBellMessages } from '../features/alerts/matchBellMessages';
import { chatMessages } from '../features/chat/chatMessages';
import { collectionMessages } from '../features/collection/collectionMessages';
import { followMessages } from '../features/follow/followMessages';
import { infoMessages } from '../features/info/infoMessages';
import { listsMessages } from '../features/lists/listsMessages';
import { sportTermsMessages } from '../features/live/sportTermsMessages';
import { viewsMessages } from '../features/match-detail/centre/viewsMessages';
import { DETAIL_MESSAGES } from '../features/match-detail/detailMessages';
import { factsMessages } from '../features/match-detail/factsMessages';
import { anchorRoomMessages } from '../features/match-detail/video/anchorRoomMessages';
import { matchesMessages } from '../features/matches/matchesMessages';
import { playerMessages } from '../features/player/playerMessages';
import { tallyMessages } from '../features/player/tallyMessages';
import { PWA_MESSAGES } from '../features/pwa/pwaMessages';
import { searchMessages } from '../features/search/searchMessages';
import { seasonMessages } from '../features/season/seasonMessages';
import { leagueMessages } from '../features/special/leagueMessages';
import { specialMessages } from '../features/special/specialMessages';
import { teamMessages } from '../features/team/teamMessages';
import { trackerMessages } from '../features/tracker/trackerMessages';
import { anchorMessages } from '../features/user/anchorMessages';
import { userMessages } from '../features/user/userMessages';
import cn from '../i18n/catalogs/cn';
import en from '../i18n/catalogs/en';
import vi from '../i18n/catalogs/vi';
import type { FeatureMessages } from '../i18n/featureMessages';
import { leaves } from '../i18n/messageTree';

/**
 * The features' own strings that join the default namespace, each under its one top-level key
 * (`useMessages`, i18n/featureMessages.ts), by that key.
 */
export const FEATURE_MESSAGES: Readonly<Record<string, FeatureMessages>> = {
  alerts: alertMessages,
  anchorLive: anchorRoomMessages,
  anchorRoom: anchorMessages,
  collection: collectionMessages,
  facts: factsMessages,
  follow: followMessages,
  info: infoMessages,
  league: leagueMessages,
  lists: listsMessages,
  matchBell: matchBellMessages,
  matches: matchesMessages,
  matchViews: viewsMessages,
  offline: PWA_MESSAGES,
  player: playerMessages,
  search: searchMessages,
  season: seasonMessages,
  special: specialMessages,
  tally: tallyMessages,
  team: teamMessages,
  terms: sportTermsMessages,
  tracker: trackerMessages,
  user: userMessages,
};

/** Every source of the site's words: the catalogs, then the namespaces and the features' own. */
export const SITE_MESSAGE_SOURCES: readonly Readonly<Record<Locale, unknown>>[] = [
  { cn, en, vi },
  // The detail's and the chat's strings are namespaces of their own (`detail:`, `chat:`).
  DETAIL_MESSAGES,
  chatMessages,
  ...Object.values(FEATURE_MESSAGES),
];

/** Each language's strings as key → text (keys prefixed by their source's place, as the site reads them). */
export function siteMessages(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  SITE_MESSAGE_SOURCES.forEach((source, index) => {
    for (const [key, text] of leaves(source[locale])) {
      if (typeof text === 'string') out.set(`${index}:${key}`, text);
    }
  });
  return out;
}
