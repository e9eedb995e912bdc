// Engine match details -> the detail answers (/vdapi/detail/v1/…, /vdapi/odds/v1/…).
import {
  type CompanyOdds,
  lineupAnnounced,
  lineupAnnounceTime,
  MATCH_STATUS,
  type MatchDetail,
  type MatchIntel,
  type MatchLineup,
  type MatchShot,
  type MatchStat,
  type OddsDetail,
  type PlayerRating,
  type TimelineEvent,
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
  PastMeeting,
  Player,
  RatedPlayer,
  Side,
  StandingRow,
  StatLine,
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
  expectedGoals: { cn: '预期进球 (xG)', en: 'Expected goals (xG)', vi: 'Bàn thắng kỳ vọng (xG)' },
  bigChances: { cn: '绝佳机会', en: 'Big chances', vi: 'Cơ hội lớn' },
  shotsOffTarget: { cn: '射偏', en: 'Shots off target', vi: 'Sút trượt' },
  blockedShots: { cn: '射门被封堵', en: 'Blocked shots', vi: 'Sút bị chặn' },
  shotsInsideBox: { cn: '禁区内射门', en: 'Shots inside the box', vi: 'Sút trong vòng cấm' },
  shotsOutsideBox: { cn: '禁区外射门', en: 'Shots outside the box', vi: 'Sút ngoài vòng cấm' },
  hitWoodwork: { cn: '击中门框', en: 'Hit the woodwork', vi: 'Trúng khung gỗ' },
  bigChancesMissed: { cn: '错失绝佳机会', en: 'Big chances missed', vi: 'Bỏ lỡ cơ hội lớn' },
  throwIns: { cn: '界外球', en: 'Throw-ins', vi: 'Ném biên' },
  passes: { cn: '传球', en: 'Passes', vi: 'Chuyền bóng' },
  accuratePasses: { cn: '成功传球', en: 'Accurate passes', vi: 'Chuyền chính xác' },
  passAccuracy: { cn: '传球成功率', en: 'Pass accuracy', vi: 'Tỷ lệ chuyền chính xác' },
  tackles: { cn: '抢断', en: 'Tackles', vi: 'Tắc bóng' },
  saves: { cn: '扑救', en: 'Saves', vi: 'Cứu thua' },
  goalKicks: { cn: '球门球', en: 'Goal kicks', vi: 'Phát bóng lên' },
  fouls: { cn: '犯规', en: 'Fouls', vi: 'Phạm lỗi' },
};

/** A statistic of the engine's, named in the request's language. */
function toMatchStat(locale: Locale, { key, group, home, away }: StatLine): MatchStat {
  const named = { key, name: STAT_NAMES[key]?.[locale] ?? key, home, away };
  return group === undefined ? named : { ...named, group };
}

function toShot(shot: Match['shots'][number], nameOf: PlayerNamer): MatchShot {
  return {
    id: shot.id,
    minute: shot.minute,
    addedMinute: shot.stoppage,
    side: shot.side,
    playerId: shot.playerId,
    playerName: nameOf(shot.playerName, shot.side),
    x: shot.x,
    y: shot.y,
    bodyPart: shot.bodyPart,
    situation: shot.situation,
    outcome: shot.outcome,
    xg: shot.xg,
  };
}

/** The engine's ratings so far and best player, each under his name in the request's language. */
function ratingsOf(ctx: MapContext, match: Match): { ratings: PlayerRating[]; best: PlayerRating | null } {
  const { players, best } = ctx.engine.ratings(match.id);
  const nameOf = playerNamer(ctx.engine, match, ctx.locale);
  const toRating = (r: RatedPlayer): PlayerRating => ({
    playerId: r.playerId,
    side: r.side,
    name: nameOf(r.name, r.side),
    rating: r.rating,
  });
  return { ratings: players.map(toRating), best: best && toRating(best) };
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
  const { ratings, best } = ratingsOf(ctx, match);
  const nameOf = playerNamer(ctx.engine, match, locale);
  const find = playerFinder(ctx.engine, match);
  return {
    match: toMatchSummary(ctx, match),
    // Where no ground is named the venue is the home side's own: not told before the side is decided.
    venue: ctx.engine.undecidedSides(match.id)?.home ? '' : match.venue,
    // The crowd is counted on the day: not told before kick-off.
    attendance: match.status === MATCH_STATUS.NOT_STARTED ? null : (match.attendance ?? null),
    referee: match.referee ?? '',
    group: match.group ?? '',
    knockout: match.knockout,
    extraTimeScore: match.extraTimeScore,
    penaltyScore: match.penaltyScore,
    fullTimeScore: match.fullTimeScore,
    leg: match.leg ?? 0,
    facts: match.facts,
    periods: periodsOf(match),
    // A full file's timeline is the file's: its corners are modelled (they stay in the statistics).
    events: match.events
      .filter((event) => !(match.facts.lineups === 'file' && event.type === 'corner'))
      .map((event) => toTimelineEvent(event, nameOf, find)),
    stats: ctx.engine.statistics(match.id).map((line) => toMatchStat(locale, line)),
    ...(match.sport === 'football'
      ? {
          lineupAnnounced: lineupAnnounced(match, ctx.engine.now()),
          shots: match.shots.map((shot) => toShot(shot, nameOf)),
          ratings,
          bestPlayer: best,
        }
      : {}),
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

function toLineupPlayer(
  locale: Locale,
  player: LineupPlayer,
  story: ReturnType<typeof playerStory>,
  ratings: ReadonlyMap<number, number>,
) {
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
    rating: ratings.get(player.playerId) ?? null,
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
  ratings: ReadonlyMap<number, number>,
): MatchLineup['home'] {
  return {
    teamId: lineup.teamId,
    teamName: engine.team(lineup.teamId)?.name[locale] ?? '',
    teamLogo: picturePath('team', lineup.teamId),
    formation: lineup.formation,
    ...(lineup.placedByPositions ? { placedByPositions: true } : {}),
    coach: lineup.coach?.names[locale] ?? '',
    coachAsOf: lineup.coach?.asOf ?? null,
    starters: lineup.starters.map((p) => toLineupPlayer(locale, p, story, ratings)),
    substitutes: lineup.bench.map((p) => toLineupPlayer(locale, p, story, ratings)),
  };
}

/**
 * A match's line-ups as the API tells them: before their announcement (an hour before kick-off, by the
 * engine's clock, or its kick-off if earlier) each side has its team and coach but no formation or players.
 */
export function toMatchLineup(engine: Engine, locale: Locale, lineup: Lineup): MatchLineup {
  const match = engine.match(lineup.matchId);
  const announceTime = lineupAnnounceTime(match?.startTime ?? 0);
  if (match && !lineupAnnounced(match, engine.now())) {
    const unannounced = (team: TeamLineup) =>
      toTeamLineup(engine, locale, { ...team, formation: '', starters: [], bench: [] }, new Map(), new Map());
    return {
      matchId: lineup.matchId,
      announced: false,
      announceTime,
      home: unannounced(lineup.home),
      away: unannounced(lineup.away),
    };
  }
  const ratings = new Map(engine.ratings(lineup.matchId).players.map((r) => [r.playerId, r.rating]));
  const sheet = (side: 'home' | 'away') => {
    const story = playerStory(match, side);
    const team = lineup[side];
    // A full file names only the substitutes who came on (and one carded on the bench): each is told as
    // it happens, never before, so the bench does not give away a change to come.
    const bench =
      match?.facts.lineups === 'file'
        ? team.bench.filter((p) => {
            const s = story.get(p.name);
            return s !== undefined && (s.subOn !== null || s.yellowCards > 0 || s.redCard);
          })
        : team.bench;
    return toTeamLineup(engine, locale, { ...team, bench }, story, ratings);
  };
  return {
    matchId: lineup.matchId,
    announced: true,
    announceTime,
    home: sheet('home'),
    away: sheet('away'),
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

function toPastMatch(engine: Engine, locale: Locale, result: PastMeeting): MatchIntel['headToHead'][number] {
  return {
    id: result.matchId,
    startTime: result.startTime,
    realStart: result.realStart,
    season: result.season,
    simulated: result.simulated,
    leagueName: result.told?.league[locale] ?? engine.league(result.leagueId)?.shortName[locale] ?? '',
    homeName: result.told?.home[locale] ?? engine.team(result.homeTeamId)?.name[locale] ?? '',
    awayName: result.told?.away[locale] ?? engine.team(result.awayTeamId)?.name[locale] ?? '',
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
    meetingsToReplay: intel.meetingsToReplay,
    homeRecent: intel.recentForm.home.map((r) => toPastMatch(engine, locale, r)),
    awayRecent: intel.recentForm.away.map((r) => toPastMatch(engine, locale, r)),
    homeStanding: toStanding(engine, locale, intel.standings.home),
    awayStanding: toStanding(engine, locale, intel.standings.away),
    homeInjuries: intel.injuries.home.map((i) => toInjury(locale, i)),
    awayInjuries: intel.injuries.away.map((i) => toInjury(locale, i)),
    preview: intel.preview,
  };
}
