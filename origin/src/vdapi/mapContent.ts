// Engine anchors, highlight collections, leagues, teams, players and search -> their /vdapi answers.
import type {
  AnchorSummary,
  LeagueInfo,
  SearchAnswer,
  SearchPlayer,
  TeamInfo,
  VideoCollectionDetail,
  VideoCollectionSummary,
  VideoComment,
} from '@pitchside/shared';
import { SPORT_CODES } from '@pitchside/shared';
import type { Anchor, Engine, HighlightCollection, League, Locale, Player, Team } from '../engine/types';
import { clipMasterPath } from '../video/urls';
import type { StoredComment } from './comments';
import { type MapContext, toMatchSummaries, toMatchSummary } from './mapMatches';
import { picturePath } from './pictures';
import { searchPlayers } from './playerPages';

export function toAnchorSummary(locale: Locale, anchor: Anchor): AnchorSummary {
  return {
    id: anchor.id,
    nickName: anchor.nickname,
    avatar: picturePath('anchor', anchor.id),
    roomTitle: anchor.room.title[locale],
    cover: picturePath('room', anchor.id, locale),
    isLive: anchor.room.live,
    // The origin sees no viewers: the gateway, which holds the connections, fills the count in.
    viewers: null,
    followers: anchor.followers,
    sport: SPORT_CODES[anchor.sport],
    matchId: anchor.room.matchId,
  };
}

export function toCollectionSummary(
  engine: Engine,
  locale: Locale,
  collection: HighlightCollection,
  commentCount: number,
  views: number,
): VideoCollectionSummary {
  return {
    id: collection.id,
    title: collection.title[locale],
    cover: picturePath('cover', collection.id, locale),
    tagIds: [...collection.tagIds],
    duration: Math.round(collection.clips.reduce((sum, clip) => sum + clip.duration, 0)),
    clipCount: collection.clips.length,
    views,
    publishTime: collection.publishedAt,
    matchId: collection.matchId,
    leagueId: collection.leagueId,
    leagueName:
      collection.leagueId === null ? '' : (engine.league(collection.leagueId)?.shortName[locale] ?? ''),
    commentCount,
  };
}

export function toCollectionDetail(
  ctx: MapContext,
  collection: HighlightCollection,
  counts: { comments: ReadonlyMap<number, number>; views: ReadonlyMap<number, number> },
  relates: readonly HighlightCollection[],
): VideoCollectionDetail {
  const summary = (c: HighlightCollection) =>
    toCollectionSummary(engine, locale, c, counts.comments.get(c.id) ?? 0, counts.views.get(c.id) ?? 0);
  const { engine, locale } = ctx;
  const match = collection.matchId === null ? undefined : engine.match(collection.matchId);
  return {
    collection: summary(collection),
    clips: collection.clips.map((clip) => ({
      clipId: clip.clipId,
      title: clip.title[locale],
      duration: Math.round(clip.duration),
      minute: clip.minute,
      // A test clip (the synthetic picture) only on a test server; '' elsewhere: no clip is real yet, so
      // the page replays the match's events instead.
      hlsUrl: ctx.testStreams ? clipMasterPath(clip.clipId) : '',
    })),
    match: match ? toMatchSummary(ctx, match) : null,
    relates: relates.map(summary),
  };
}

/**
 * Collections related to one: same match first, then same league, then shared tags; newest first within
 * each, at most `limit`.
 */
export function relatedCollections(
  all: readonly HighlightCollection[],
  of: HighlightCollection,
  limit = 8,
): HighlightCollection[] {
  const score = (c: HighlightCollection) =>
    (of.matchId !== null && c.matchId === of.matchId ? 4 : 0) +
    (of.leagueId !== null && c.leagueId === of.leagueId ? 2 : 0) +
    (c.tagIds.some((t) => of.tagIds.includes(t)) ? 1 : 0);
  return all
    .filter((c) => c.id !== of.id && score(c) > 0)
    .sort((a, b) => score(b) - score(a) || b.publishedAt - a.publishedAt)
    .slice(0, limit);
}

export function toVideoComment(comment: StoredComment): VideoComment {
  return { ...comment };
}

export function toLeagueInfo(locale: Locale, league: League): LeagueInfo {
  return {
    id: league.id,
    name: league.name[locale],
    shortName: league.shortName[locale],
    logo: picturePath('league', league.id),
    sport: SPORT_CODES[league.sport],
    country: league.country[locale],
  };
}

export function toTeamInfo(locale: Locale, team: Team): TeamInfo {
  return {
    id: team.id,
    name: team.name[locale],
    shortName: team.shortName[locale],
    logo: picturePath('team', team.id),
    sport: SPORT_CODES[team.sport],
    leagueIds: [...team.leagueIds],
  };
}

function toSearchPlayer(ctx: MapContext, player: Player): SearchPlayer {
  return {
    id: player.id,
    name: player.names[ctx.locale],
    teamId: player.teamId,
    teamName: ctx.engine.team(player.teamId)?.name[ctx.locale] ?? '',
    position: player.position,
    number: player.shirtNumberUnknown ? null : player.shirtNumber,
    fromFile: player.fromFile === true,
  };
}

export function toSearchAnswer(ctx: MapContext, q: string, limit: number): SearchAnswer {
  const found = ctx.engine.search(q);
  return {
    q,
    teams: found.teams.slice(0, limit).map((t) => toTeamInfo(ctx.locale, t)),
    players: searchPlayers(ctx.engine, q, limit).map((p) => toSearchPlayer(ctx, p)),
    leagues: found.leagues.slice(0, limit).map((l) => toLeagueInfo(ctx.locale, l)),
    matches: toMatchSummaries(ctx, found.matches.slice(0, limit)),
    anchors: (ctx.anchors?.search(q) ?? []).slice(0, limit).map((a) => toAnchorSummary(ctx.locale, a)),
  };
}
