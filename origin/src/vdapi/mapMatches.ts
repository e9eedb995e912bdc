// Engine matches -> the Match of the /vdapi answers (PRODUCT.md §3 sample shape, extended).
import type { LeagueMenuEntry, MatchSummary } from '@pitchside/shared';
import { SPORT_CODES } from '@pitchside/shared';
import type { AnchorDirectory } from '../anchors/directory';
import { isOver } from '../engine/season/rounds';
import type { Engine, League, Locale, Match, OddsRow, OddsType } from '../engine/types';
import { picturePath } from './pictures';

/** What every mapper needs: the engine, the request's language, the signed-in user's favourites. */
export interface MapContext {
  engine: Engine;
  locale: Locale;
  /** Match ids the signed-in user has among favourites (empty when anonymous). */
  favourites: ReadonlySet<number>;
  /**
   * TEST_STREAMS=1 (config.ts): a match the engine gives video has the test picture, so `isVideo`.
   * Absent or false: no match has a stream (none is real yet), so none is marked as having video.
   */
  testStreams?: boolean;
  /** The users' anchor rooms and which are live; without it no match has an anchor. */
  anchors?: Pick<AnchorDirectory, 'liveCounts' | 'search'>;
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
function oddsText(engine: Engine, matchId: number, type: OddsType): { text: string; state: OddsState } {
  const first = engine.bookmakers()[0];
  const line = first ? engine.odds(matchId, [first.id], type)[0] : undefined;
  if (!line) return { text: '', state: null };
  const group = line.state === 'open' ? lastCompleteGroup(line.row) : null;
  return { text: group ? group.join(',') : '', state: line.state };
}

type OddsState = MatchSummary['stats1State'];
const NO_ODDS = { text: '', state: null } as const;
const CLOSED_ODDS = { text: '', state: 'closed' } as const;

/** Basketball quarters and esports games, in the summary's terms (football has none). */
function periodScores(match: Match): MatchSummary['periods'] {
  if (match.basketball) {
    return match.basketball.quarters.map((q) => ({ name: '', home: q.home, away: q.away, winner: null }));
  }
  if (match.esports) {
    // A game without maps is named `Game n` by the engine: that is no name to show.
    return match.esports.maps.map((m) => ({
      name: /^Game \d+$/.test(m.name) ? '' : m.name,
      home: m.home,
      away: m.away,
      winner: m.winner,
    }));
  }
  return [];
}

/** Basketball: seconds left in the quarter; esports: seconds played in the game under way; else null. */
function gameClockOf(match: Match): number | null {
  if (match.status !== 1 && match.status !== 3 && match.status !== 4) return null;
  if (match.basketball) return match.basketball.currentQuarter > 0 ? match.basketball.secondsLeft : null;
  const game = match.esports?.maps.at(-1);
  return game && game.winner === null ? match.clock.minute * 60 : null;
}

export function toMatchSummary(ctx: MapContext, match: Match): MatchSummary {
  const { engine, locale } = ctx;
  const league = engine.league(match.leagueId);
  const home = engine.team(match.homeTeamId);
  const away = engine.team(match.awayTeamId);
  const football = match.sport === 'football';
  // A match that is over has every market closed: told so without pricing its whole history (a season's
  // results by round would otherwise price hundreds of matches on a first visit).
  const over = football && isOver(match);
  // A side the world has not decided yet is told as such, with no id, crest or price to give it away.
  const undecided = engine.undecidedSides(match.id);
  const priced = football && !undecided;
  const wdl = !priced ? NO_ODDS : over ? CLOSED_ODDS : oddsText(engine, match.id, 11);
  const spread = !priced ? NO_ODDS : over ? CLOSED_ODDS : oddsText(engine, match.id, 21);
  return {
    id: match.id,
    sport: SPORT_CODES[match.sport],
    status: match.status,
    startTime: match.startTime,
    playingTime: match.clock.display,
    leagueId: match.leagueId,
    leagueName: league?.shortName[locale] ?? '',
    leagueLogo: picturePath('league', match.leagueId),
    round: match.roundName?.[locale] ?? match.round,
    homeId: undecided?.home ? 0 : match.homeTeamId,
    awayId: undecided?.away ? 0 : match.awayTeamId,
    homeName: undecided?.home?.[locale] ?? home?.name[locale] ?? '',
    awayName: undecided?.away?.[locale] ?? away?.name[locale] ?? '',
    homeShortName: undecided?.home?.[locale] ?? home?.shortName[locale] ?? '',
    awayShortName: undecided?.away?.[locale] ?? away?.shortName[locale] ?? '',
    homeLogo: undecided?.home ? '' : picturePath('team', match.homeTeamId),
    awayLogo: undecided?.away ? '' : picturePath('team', match.awayTeamId),
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
    isVideo: match.hasVideo && ctx.testStreams === true,
    hasColect: ctx.favourites.has(match.id),
    anchorCount: ctx.anchors?.liveCounts().get(match.id) ?? 0,
    stats1: wdl.text,
    stats2: spread.text,
    stats1State: wdl.state,
    stats2State: spread.state,
    extraTimeScore: match.extraTimeScore ? { ...match.extraTimeScore } : null,
    penaltyScore: match.penaltyScore ? { ...match.penaltyScore } : null,
    periods: periodScores(match),
    bestOf: match.esports?.bestOf ?? 0,
    gameClock: gameClockOf(match),
    season: match.facts.season?.name ?? '',
    simulated: match.facts.score === 'generated',
    cardsFromFile: match.facts.cards === 'file',
  };
}

export function toMatchSummaries(ctx: MapContext, matches: readonly Match[]): MatchSummary[] {
  return matches.map((match) => toMatchSummary(ctx, match));
}

/** League entry, menu form (PRODUCT.md §3). */
export function toLeagueMenuEntry(locale: Locale, league: League): LeagueMenuEntry {
  return { leagueId: league.id, nameStr: league.name[locale], imageUrl: picturePath('league', league.id) };
}
