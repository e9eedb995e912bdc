// Anchors (streamers) and their rooms, highlight collections and special topics.

import { deriveSeed, int, pick, rngFor } from '../rng';
import type {
  Anchor,
  HighlightCollection,
  HighlightTag,
  League,
  Match,
  SpecialTopic,
  Sport,
  Team,
} from '../types';
import { avatarSvg } from '../world/crest';
import { GAMER_TAGS } from '../world/names';

const ANCHOR_COUNT = 24;
const COLORS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#06b6d4', '#3b82f6', '#8b5cf6', '#ec4899'];
const ANCHOR_NAMES = ['Leo', 'Mia', 'Kai', 'Ana', 'Jun', 'Lin', 'Max', 'Zoe', 'Tuan', 'Hana', 'Bao', 'Yuki'];

/** Anchor profiles (fixed for a seed); rooms are attached to live matches by `attachRooms`. */
export function makeAnchors(seed: number): Anchor[] {
  const anchors: Anchor[] = [];
  for (let i = 0; i < ANCHOR_COUNT; i++) {
    const rng = rngFor(seed, 'anchor', i);
    const nickname = `${pick(rng, ANCHOR_NAMES)}${pick(rng, GAMER_TAGS)}`;
    const sport: Sport = i % 6 === 4 ? 'basketball' : i % 6 === 5 ? 'esports' : 'football';
    const id = 7001 + i;
    anchors.push({
      id,
      nickname,
      avatarSvg: avatarSvg(nickname[0] ?? 'A', COLORS[i % COLORS.length] ?? '#3b82f6'),
      followers: int(rng, 1_000, 900_000),
      sport,
      room: {
        id: 8001 + i,
        title: { cn: `${nickname}的直播间`, en: `${nickname}'s room`, vi: `Phòng của ${nickname}` },
        streamId: `anchor-${id}`,
        live: false,
        matchId: null,
      },
    });
  }
  return anchors;
}

/** Points each room at a live match with video of the anchor's sport (most anchors on the hottest). */
export function attachRooms(
  anchors: Anchor[],
  live: (sport: Sport) => Match[],
  teams: Map<number, Team>,
): void {
  const bySport = new Map<Sport, Match[]>();
  for (const a of anchors) {
    let matches = bySport.get(a.sport);
    if (!matches) {
      matches = live(a.sport).filter((m) => m.hasVideo);
      matches.sort((x, y) => Number(y.hot) - Number(x.hot) || x.startTime - y.startTime);
      bySport.set(a.sport, matches);
    }
    const index = a.id % 4 === 3 ? -1 : a.id % Math.max(1, matches.length);
    const match = index >= 0 ? matches[index] : undefined;
    const room = a.room;
    if (!match) {
      room.live = false;
      room.matchId = null;
      continue;
    }
    room.live = true;
    room.matchId = match.id;
    const h = teams.get(match.homeTeamId)?.name;
    const w = teams.get(match.awayTeamId)?.name;
    if (h && w)
      room.title = {
        cn: `${h.cn} vs ${w.cn} 直播解说`,
        en: `${h.en} v ${w.en}, live`,
        vi: `${h.vi} vs ${w.vi} trực tiếp`,
      };
  }
}

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
