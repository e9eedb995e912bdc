// The page heads in English (pageHeads.ts): a module of its own, so the web bundle of one language
// carries that language's heads alone.
import type { PageHeadSet } from './pageHeadSet';

export const PAGE_HEADS_EN: PageHeadSet = {
  home: {
    title: 'Pitchside - football live streams, scores and fixtures',
    keywords: 'football live, live scores, fixtures, odds, lineups',
    description:
      'Pitchside brings football live streams, live scores, fixtures, results, odds, lineups and intel.',
  },
  zq: {
    title: 'Football matches - Pitchside',
    keywords: 'football matches, football live, live scores',
    description: 'Football live streams, live scores and match data.',
  },
  live: {
    title: 'Live - Pitchside',
    keywords: 'live, football live, basketball live, esports live',
    description: 'Football, basketball, esports and video live streams.',
  },
  liveStreams: {
    title: 'Matches with a live stream - Pitchside',
    keywords: 'live stream, anchors, football live',
    description:
      "Matches in play with a live stream: anchors' streams and real match streams. A test picture is marked as a test.",
  },
  matches: {
    title: 'Fixtures and results - Pitchside',
    keywords: 'fixtures, results, hot matches, anchors',
    description: 'Latest fixtures, results, hot matches and anchors.',
  },
  user: {
    title: 'Profile - Pitchside',
    keywords: 'profile, favourites, feed',
    description: 'Manage your favourites and feed.',
  },
};
