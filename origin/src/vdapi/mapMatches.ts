// Engine matches -> the Match of the /vdapi answers (PRODUCT.md §3 sample shape, extended).
import type { LeagueMenuEntry, MatchSummary } from '@pitchside/shared';
import type { Engine, League, Locale, Match, OddsRow, OddsType } from '../engine/types';
import { picturePath } from './pictures';
import { codeOfSport } from './sport';

/** What every mapper needs: the engine, the request's language, the signed-in user's favourites. */
export interface MapContext {
  engine: Engine;
  locale: Locale;
  /** Match ids the signed-in user has among favourites (empty when anonymous). */
  favourites: ReadonlySet<number>;
}

/**
 * The last complete group of three of an odds row (indices 6-8, else 3-5, else 0-2; PRODUCT.md §3),
 * or null when no group is published. A group is published when its two prices are set.
 */
export function lastCompleteGroup(row: OddsRow): [number, number, number] | null {
  for (const start of [6, 3, 0]) {
    const group = row.slice(start, start + 3);
    if (group.length === 3 && (group[0] ?? 0) > 0 && (group[2] ?? 0) > 0) {
      return [group[0] ?? 0, group[1] ?? 0, group[2] ?? 0];
    }
  }
  return null;
}

/**
 * `stats1`/`stats2`: the first bookmaker's current group of one odds type, as 'a,b,c'; '' when none is
 * published or the market is not open (suspended in play, or closed once its period is over), so a
 * card never shows a price nobody offers.
 */
function oddsText(engine: Engine, matchId: number, type: OddsType): string {
  const first = engine.bookmakers()[0];
  if (!first) return '';
  const line = engine.odds(matchId, [first.id], type)[0];
  const group = line?.state === 'open' ? lastCompleteGroup(line.row) : null;
  return group ? group.join(',') : '';
}

/** How many anchor rooms comment each match, computed once per answer. */
const anchorCounts = new WeakMap<Engine, { at: number; counts: Map<number, number> }>();

function anchorCountOf(engine: Engine, matchId: number): number {
  const now = engine.now();
  let cached = anchorCounts.get(engine);
  if (!cached || cached.at !== now) {
    const counts = new Map<number, number>();
    for (const anchor of engine.anchors()) {
      const id = anchor.room.matchId;
      if (anchor.room.live && id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    cached = { at: now, counts };
    anchorCounts.set(engine, cached);
  }
  return cached.counts.get(matchId) ?? 0;
}

export function toMatchSummary(ctx: MapContext, match: Match): MatchSummary {
  const { engine, locale } = ctx;
  const league = engine.league(match.leagueId);
  const home = engine.team(match.homeTeamId);
  const away = engine.team(match.awayTeamId);
  return {
    id: match.id,
    sport: codeOfSport(match.sport),
    status: match.status,
    startTime: match.startTime,
    playingTime: match.clock.display,
    leagueId: match.leagueId,
    leagueName: league?.shortName[locale] ?? '',
    leagueLogo: picturePath('league', match.leagueId),
    round: match.roundName?.[locale] ?? match.round,
    homeId: match.homeTeamId,
    awayId: match.awayTeamId,
    homeName: home?.name[locale] ?? '',
    awayName: away?.name[locale] ?? '',
    homeShortName: home?.shortName[locale] ?? '',
    awayShortName: away?.shortName[locale] ?? '',
    homeLogo: picturePath('team', match.homeTeamId),
    awayLogo: picturePath('team', match.awayTeamId),
    homeScore: match.score.home,
    awayScore: match.score.away,
    halfHomeScore: match.halfTimeScore?.home ?? 0,
    halfAwayScore: match.halfTimeScore?.away ?? 0,
    homeCorner: match.corners.home,
    awayCorner: match.corners.away,
    yellowCard: match.yellowCards.home + match.yellowCards.away,
    redCard: match.redCards.home + match.redCards.away,
    homeYellowCard: match.yellowCards.home,
    awayYellowCard: match.yellowCards.away,
    homeRedCard: match.redCards.home,
    awayRedCard: match.redCards.away,
    isVideo: match.hasVideo,
    hasColect: ctx.favourites.has(match.id),
    anchorCount: anchorCountOf(engine, match.id),
    stats1: match.sport === 'football' ? oddsText(engine, match.id, 11) : '',
    stats2: match.sport === 'football' ? oddsText(engine, match.id, 21) : '',
  };
}

export function toMatchSummaries(ctx: MapContext, matches: readonly Match[]): MatchSummary[] {
  return matches.map((match) => toMatchSummary(ctx, match));
}

/** League entry, menu form (PRODUCT.md §3). */
export function toLeagueMenuEntry(locale: Locale, league: League): LeagueMenuEntry {
  return { leagueId: league.id, nameStr: league.name[locale], imageUrl: picturePath('league', league.id) };
}
