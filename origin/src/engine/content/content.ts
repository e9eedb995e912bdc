// Highlight collections and special topics. (Anchors are the users' rooms: origin/src/anchors.)

import { deriveSeed } from '../rng';
import type { HighlightCollection, HighlightTag, League, Match, SpecialTopic, Team } from '../types';

export const HIGHLIGHT_TAGS: HighlightTag[] = [
  { id: 1, name: { cn: '进球', en: 'Goals', vi: 'Bàn thắng' } },
  { id: 2, name: { cn: '集锦', en: 'Highlights', vi: 'Tóm tắt' } },
  { id: 3, name: { cn: '热门', en: 'Hot', vi: 'Nổi bật' } },
  { id: 4, name: { cn: '点球大战', en: 'Shoot-outs', vi: 'Loạt sút luân lưu' } },
];

/** Tag ids per league: 100 + league id. */
export function highlightTags(leagues: League[]): HighlightTag[] {
  return [
    ...HIGHLIGHT_TAGS,
    ...leagues.filter((l) => l.sport === 'football').map((l) => ({ id: 100 + l.id, name: l.shortName })),
  ];
}

/** A collection for a finished football match: the match in brief, then one clip per goal. */
export function collectionFor(match: Match, home: Team, away: Team): HighlightCollection {
  const end = match.events[match.events.length - 1]?.time ?? match.startTime;
  const score = `${match.score.home}-${match.score.away}`;
  const tagIds = [2, 100 + match.leagueId];
  if (match.score.home + match.score.away > 0) tagIds.push(1);
  if (match.hot) tagIds.push(3);
  if (match.penaltyScore) tagIds.push(4);
  const goals = match.events.filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own');
  return {
    id: match.id,
    title: {
      cn: `${home.name.cn} ${score} ${away.name.cn} 全场集锦`,
      en: `${home.name.en} ${score} ${away.name.en}: highlights`,
      vi: `Tóm tắt trận đấu ${home.name.vi} ${score} ${away.name.vi}`,
    },
    tagIds,
    leagueId: match.leagueId,
    matchId: match.id,
    publishedAt: end + 30 * 60_000,
    clips: [
      {
        // Every match has its reel, goalless ones too: the chances, saves and the final whistle.
        clipId: `clip-${match.id}-reel`,
        title: { cn: '全场精华', en: 'Match highlights', vi: 'Tóm tắt trận đấu' },
        duration: 60 + (deriveSeed(match.id) % 60),
        matchId: match.id,
        eventId: null,
        minute: null,
      },
      ...goals.map((e) => {
        const minute = e.stoppage > 0 ? `${e.minute}+${e.stoppage}'` : `${e.minute}'`;
        // The scorer under their name in each language (an own goal's scorer is in the other squad).
        const scorer = [...home.players, ...away.players].find((p) => p.name === e.playerName)?.names ?? {
          cn: e.playerName,
          en: e.playerName,
          vi: e.playerName,
        };
        return {
          clipId: `clip-${match.id}-${e.id}`,
          title: {
            cn: `${minute} ${scorer.cn} 进球`,
            en: `${minute} ${scorer.en} scores`,
            vi: `${minute} ${scorer.vi} ghi bàn`,
          },
          duration: 20 + (e.id % 25),
          matchId: match.id,
          eventId: e.id,
          minute: e.minute,
        };
      }),
    ],
  };
}

export function specialTopics(leagues: League[]): SpecialTopic[] {
  return leagues
    .filter((l) => l.sport === 'football')
    .sort((a, b) => Number(b.hot) - Number(a.hot) || a.order - b.order)
    .map((l, i) => ({
      id: l.id,
      leagueId: l.id,
      title: { cn: `${l.shortName.cn}专题`, en: l.name.en, vi: l.name.vi },
      description: {
        cn: `${l.name.cn}：赛程、赛果、积分榜与集锦。`,
        en: `${l.name.en}: fixtures, results, table and highlights.`,
        vi: `${l.name.vi}: lịch thi đấu, kết quả, bảng xếp hạng và video tóm tắt.`,
      },
      order: i,
    }));
}
