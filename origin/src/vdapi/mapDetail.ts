// Engine match details -> the detail answers (/vdapi/detail/v1/…, /vdapi/odds/v1/…).
import type {
  CompanyOdds,
  MatchDetail,
  MatchIntel,
  MatchLineup,
  MatchStat,
  OddsDetail,
  TimelineEvent,
} from '@pitchside/shared';
import type {
  Engine,
  Injury,
  Intel,
  Lineup,
  LineupPlayer,
  Locale,
  Match,
  MatchEvent,
  OddsLine,
  OddsType,
  Player,
  ResultSummary,
  Side,
  StandingRow,
  TeamLineup,
} from '../engine/types';
import { type MapContext, toMatchSummary } from './mapMatches';
import { picturePath } from './pictures';

/** Odds types in the order the odds tab shows them (PRODUCT.md §2: full time, then half time). */
export const ODDS_TYPE_ORDER: readonly OddsType[] = [21, 31, 11, 45, 22, 32, 12, 46];

const STAT_NAMES: Record<string, Record<Locale, string>> = {
  shots: { cn: '射门', en: 'Shots', vi: 'Sút' },
  shotsOnTarget: { cn: '射正', en: 'Shots on target', vi: 'Sút trúng đích' },
  possession: { cn: '控球率', en: 'Possession', vi: 'Kiểm soát bóng' },
  attacks: { cn: '进攻', en: 'Attacks', vi: 'Tấn công' },
  dangerousAttacks: { cn: '危险进攻', en: 'Dangerous attacks', vi: 'Tấn công nguy hiểm' },
  corners: { cn: '角球', en: 'Corners', vi: 'Phạt góc' },
  yellowCards: { cn: '黄牌', en: 'Yellow cards', vi: 'Thẻ vàng' },
  redCards: { cn: '红牌', en: 'Red cards', vi: 'Thẻ đỏ' },
};

function stat(key: string, locale: Locale, pair: { home: number; away: number }): MatchStat {
  return { key, name: STAT_NAMES[key]?.[locale] ?? key, home: pair.home, away: pair.away };
}

/** A player's name in a language, given the name the engine refers to them by and their side. */
export type PlayerNamer = (name: string, side: Side) => string;
/** The player the engine refers to by a name on a side. */
export type PlayerFinder = (name: string, side: Side) => Player | undefined;

/**
 * Players from the two squads: the side's own first (an own goal's scorer and a name on both squads
 * are looked up there).
 */
export function playerFinder(engine: Engine, match: Match): PlayerFinder {
  const squads = {
    home: engine.team(match.homeTeamId)?.players ?? [],
    away: engine.team(match.awayTeamId)?.players ?? [],
  };
  return (name, side) =>
    name === ''
      ? undefined
      : (squads[side].find((p) => p.name === name) ??
        squads[side === 'home' ? 'away' : 'home'].find((p) => p.name === name));
}

/** Names in the request's language from the two squads; a name in neither is served as it is. */
export function playerNamer(engine: Engine, match: Match, locale: Locale): PlayerNamer {
  const find = playerFinder(engine, match);
  return (name, side) => find(name, side)?.names[locale] ?? name;
}

const sameNames: PlayerNamer = (name) => name;
const nobody: PlayerFinder = () => undefined;

export function toTimelineEvent(
  event: MatchEvent,
  nameOf: PlayerNamer = sameNames,
  find: PlayerFinder = nobody,
): TimelineEvent {
  return {
    id: event.id,
    code: event.code,
    kind: event.type,
    minute: event.minute,
    addedMinute: event.stoppage,
    side: event.side,
    playerName: nameOf(event.playerName, event.side),
    relatedPlayerName: nameOf(event.relatedPlayerName ?? '', event.side),
    playerId: event.playerId ?? find(event.playerName, event.side)?.id ?? null,
    relatedPlayerId: find(event.relatedPlayerName ?? '', event.side)?.id ?? null,
    homeScore: event.score.home,
    awayScore: event.score.away,
    text: event.detail ?? '',
  };
}

function periodsOf(match: Match): MatchDetail['periods'] {
  if (match.basketball) {
    return match.basketball.quarters.map((q, i) => ({
      label: i < 4 ? `Q${i + 1}` : `OT${i - 3}`,
      home: q.home,
      away: q.away,
    }));
  }
  if (match.esports) return match.esports.maps.map((m) => ({ label: m.name, home: m.home, away: m.away }));
  return [];
}

export function toMatchDetail(ctx: MapContext, match: Match): MatchDetail {
  const { locale } = ctx;
  const s = match.stats;
  const nameOf = playerNamer(ctx.engine, match, locale);
  const find = playerFinder(ctx.engine, match);
  return {
    match: toMatchSummary(ctx, match),
    // Where no ground is named the venue is the home side's own: not told before the side is decided.
    venue: ctx.engine.undecidedSides(match.id)?.home ? '' : match.venue,
    group: match.group ?? '',
    knockout: match.knockout,
    extraTimeScore: match.extraTimeScore,
    penaltyScore: match.penaltyScore,
    fullTimeScore: match.fullTimeScore,
    leg: match.leg ?? 0,
    facts: match.facts,
    periods: periodsOf(match),
    events: match.events.map((event) => toTimelineEvent(event, nameOf, find)),
    stats: [
      stat('shots', locale, s.shots),
      stat('shotsOnTarget', locale, s.shotsOnTarget),
      stat('possession', locale, s.possession),
      stat('attacks', locale, s.attacks),
      stat('dangerousAttacks', locale, s.dangerousAttacks),
      stat('corners', locale, match.corners),
      stat('yellowCards', locale, match.yellowCards),
      stat('redCards', locale, match.redCards),
    ],
    momentum: match.momentum.map((p) => ({
      minute: p.minute,
      addedMinute: p.stoppage,
      home: p.home,
      away: p.away,
    })),
    serverTime: ctx.engine.now(),
  };
}

/** What happened to each player: on and off minutes, cards (from the match's events). */
function playerStory(match: Match | undefined, side: 'home' | 'away') {
  const story = new Map<
    string,
    { subOn: number | null; subOff: number | null; yellowCards: number; redCard: boolean }
  >();
  const of = (name: string) => {
    let s = story.get(name);
    if (!s) {
      s = { subOn: null, subOff: null, yellowCards: 0, redCard: false };
      story.set(name, s);
    }
    return s;
  };
  for (const e of match?.events ?? []) {
    if (e.side !== side) continue;
    if (e.type === 'substitute') {
      of(e.playerName).subOff = e.minute;
      if (e.relatedPlayerName) of(e.relatedPlayerName).subOn = e.minute;
    } else if (e.type === 'yellow') of(e.playerName).yellowCards++;
    else if (e.type === 'yellowred') {
      of(e.playerName).yellowCards = 2;
      of(e.playerName).redCard = true;
    } else if (e.type === 'red') of(e.playerName).redCard = true;
  }
  return story;
}

function toLineupPlayer(locale: Locale, player: LineupPlayer, story: ReturnType<typeof playerStory>) {
  const s = story.get(player.name);
  return {
    id: player.playerId,
    name: player.names[locale],
    number: player.shirtNumberUnknown ? null : player.shirtNumber,
    position: player.position,
    line: player.line,
    slot: player.slot,
    captain: player.captain,
    subOn: s?.subOn ?? null,
    subOff: s?.subOff ?? null,
    yellowCards: s?.yellowCards ?? 0,
    redCard: s?.redCard ?? false,
    fromFile: player.fromFile === true,
    generated: player.real !== true,
    birthDate: player.birthDate ?? null,
  };
}

function toTeamLineup(
  engine: Engine,
  locale: Locale,
  lineup: TeamLineup,
  story: ReturnType<typeof playerStory>,
): MatchLineup['home'] {
  return {
    teamId: lineup.teamId,
    teamName: engine.team(lineup.teamId)?.name[locale] ?? '',
    teamLogo: picturePath('team', lineup.teamId),
    formation: lineup.formation,
    coach: lineup.coach?.names[locale] ?? '',
    starters: lineup.starters.map((p) => toLineupPlayer(locale, p, story)),
    substitutes: lineup.bench.map((p) => toLineupPlayer(locale, p, story)),
  };
}

export function toMatchLineup(engine: Engine, locale: Locale, lineup: Lineup): MatchLineup {
  return {
    matchId: lineup.matchId,
    home: toTeamLineup(engine, locale, lineup.home, playerStory(engine.match(lineup.matchId), 'home')),
    away: toTeamLineup(engine, locale, lineup.away, playerStory(engine.match(lineup.matchId), 'away')),
  };
}

/** Nine numbers, whatever the engine holds (missing numbers are 0, a group not yet published). */
function nineNumbers(row: readonly number[]): number[] {
  return Array.from({ length: 9 }, (_, i) => {
    const value = row[i];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  });
}

export function toCompanyOdds(engine: Engine, line: OddsLine): CompanyOdds {
  const bookmaker = engine.bookmakers().find((b) => b.id === line.bookmakerId);
  return {
    companyId: line.bookmakerId,
    companyName: bookmaker?.name ?? String(line.bookmakerId),
    row: nineNumbers(line.row),
    state: line.state,
    updatedAt: line.history.at(-1)?.time ?? 0,
  };
}

/** Bookmaker order of PRODUCT.md §2 (the engine's list order), then the odds type order above. */
function sortLines(engine: Engine, lines: readonly OddsLine[]): OddsLine[] {
  const rank = new Map(engine.bookmakers().map((b, i) => [b.id, i]));
  return [...lines].sort((a, b) => (rank.get(a.bookmakerId) ?? 99) - (rank.get(b.bookmakerId) ?? 99));
}

export function toOddsByType(engine: Engine, lines: readonly OddsLine[]) {
  return ODDS_TYPE_ORDER.map((type) => ({
    type,
    list: sortLines(
      engine,
      lines.filter((line) => line.oddsType === type),
    ).map((line) => toCompanyOdds(engine, line)),
  })).filter((group) => group.list.length > 0);
}

export function toOddsDetail(
  engine: Engine,
  matchId: number,
  type: OddsType,
  lines: readonly OddsLine[],
): OddsDetail {
  return {
    matchId,
    type,
    companies: sortLines(engine, lines).map((line) => {
      const { companyId, companyName, row } = toCompanyOdds(engine, line);
      return {
        companyId,
        companyName,
        row,
        history: line.history.map((entry) => ({
          time: entry.time,
          minute: entry.minute,
          status: entry.status,
          score: `${entry.score.home}-${entry.score.away}`,
          values: [entry.values[0], entry.values[1], entry.values[2]],
          state: entry.state,
        })),
      };
    }),
  };
}

function toPastMatch(
  engine: Engine,
  locale: Locale,
  result: ResultSummary,
): MatchIntel['headToHead'][number] {
  return {
    id: result.matchId,
    startTime: result.startTime,
    leagueName: engine.league(result.leagueId)?.shortName[locale] ?? '',
    homeName: engine.team(result.homeTeamId)?.name[locale] ?? '',
    awayName: engine.team(result.awayTeamId)?.name[locale] ?? '',
    homeScore: result.score.home,
    awayScore: result.score.away,
    outcome: result.outcome,
  };
}

export function toStanding(
  engine: Engine,
  locale: Locale,
  row: StandingRow | null,
): MatchIntel['homeStanding'] {
  if (!row) return null;
  return {
    teamId: row.teamId,
    teamName: engine.team(row.teamId)?.name[locale] ?? '',
    rank: row.rank,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    points: row.points,
    form: [...row.form],
  };
}

function toInjury(locale: Locale, injury: Injury) {
  return {
    playerId: injury.playerId,
    name: injury.names[locale],
    position: injury.position,
    reason: injury.reason[locale],
  };
}

export function toMatchIntel(engine: Engine, locale: Locale, intel: Intel): MatchIntel {
  return {
    matchId: intel.matchId,
    headToHead: intel.headToHead.map((r) => toPastMatch(engine, locale, r)),
    homeRecent: intel.recentForm.home.map((r) => toPastMatch(engine, locale, r)),
    awayRecent: intel.recentForm.away.map((r) => toPastMatch(engine, locale, r)),
    homeStanding: toStanding(engine, locale, intel.standings.home),
    awayStanding: toStanding(engine, locale, intel.standings.away),
    homeInjuries: intel.injuries.home.map((i) => toInjury(locale, i)),
    awayInjuries: intel.injuries.away.map((i) => toInjury(locale, i)),
    preview: intel.preview,
  };
}
