import { describe, expect, it } from 'vitest';
import { collectionMessages } from '../features/collection/collectionMessages';
import { followMessages } from '../features/follow/followMessages';
import { infoMessages } from '../features/info/infoMessages';
import { sportTermsMessages } from '../features/live/sportTermsMessages';
import { factsMessages } from '../features/match-detail/factsMessages';
import { matchesMessages } from '../features/matches/matchesMessages';
import { searchMessages } from '../features/search/searchMessages';
import { leagueMessages } from '../features/special/leagueMessages';
import { specialMessages } from '../features/special/specialMessages';
import { teamMessages } from '../features/team/teamMessages';
import { userMessages } from '../features/user/userMessages';
import cn from './catalogs/cn';
import { messageProblems } from './messageTree';

const FEATURES = {
  collection: collectionMessages,
  follow: followMessages,
  facts: factsMessages,
  info: infoMessages,
  league: leagueMessages,
  matches: matchesMessages,
  search: searchMessages,
  special: specialMessages,
  terms: sportTermsMessages,
  team: teamMessages,
  user: userMessages,
};

describe("features' own strings", () => {
  for (const [name, messages] of Object.entries(FEATURES)) {
    it(`${name}: every key in cn, en and vi, each a non-empty text with the same placeholders`, () => {
      expect(messageProblems(messages)).toEqual([]);
    });

    it(`${name}: one top-level key of its own, not one of the catalogs'`, () => {
      expect(Object.keys(messages.cn)).toEqual([name]);
      expect(Object.keys(cn)).not.toContain(name);
    });
  }
});
