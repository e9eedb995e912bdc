// What the team page, a competition's scorers, assists and cards and the followed matches are made of,
// from the engine: the routes (teamRoutes.ts) only validate, call these and map matches.
import {
  assistOrder,
  cardOrder,
  type LeagueScorers,
  SCORERS_LIMIT,
  type ScorerRow,
  type SquadPlayer,
  scorerOrder,
  type TallyFacts,
  type TeamCompetition,
} from '@pitchside/shared';
import { fanOrder, fanPhase, newestFirst, soonestFirst } from '../engine/queries/fanOrder';
import type { Engine, League, Locale, Match, Player, Sport, Team } from '../engine/types';
import { toLiveStanding } from './leagueTableRows';
import { picturePath } from './pictures';
import { allMatches, type PlayerTally, tallyFacts, tallySeason } from './seasonTallies';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inPlay = (m: Match) => fanPhase(m) === 'live';
const toCome = (m: Match) => fanPhase(m) === 'next';
const POSITIONS = ['GK', 'DF', 'MF', 'FW', 'G', 'F', 'C', 'P'];

/** W, D or L for `teamId` in a finished match (the score after extra time; a shoot-out is a draw). */
export function outcomeFor(match: Match, teamId: number): 'W' | 'D' | 'L' {
  const own = match.homeTeamId === teamId ? match.score.home : match.score.away;
  const other = match.homeTeamId === teamId ? match.score.away : match.score.home;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

export interface TeamSeason {
  team: Team;
  live: Match[];
  next: Match[];
  last: Match[];
  form: ('W' | 'D' | 'L')[];
  competitions: TeamCompetition[];
  squad: SquadPlayer[];
  facts: TallyFacts;
}

export function teamSeason(engine: Engine, team: Team, locale: Locale): TeamSeason {
  // A knockout tie the world has not sent this team to yet is not one of its matches.
  const matches = allMatches(engine, team.sport).filter((m) => {
    if (m.homeTeamId !== team.id && m.awayTeamId !== team.id) return false;
    const undecided = engine.undecidedSides(m.id);
    return !(m.homeTeamId === team.id ? undecided?.home : undecided?.away);
  });
  const finished = matches.filter((m) => m.status === -1).sort(newestFirst);
  const tally = tallySeason(engine, matches);
  const leagueIds = [...new Set([...team.leagueIds, ...matches.map((m) => m.leagueId)])];
  const competitions = leagueIds.flatMap((leagueId): TeamCompetition[] => {
    const league = engine.league(leagueId);
    if (!league) return [];
    // The very rows of /vdapi/match/v1/league/table, so the team page and the league page agree.
    const { live, rows: table } = engine.tableAsItStands(leagueId);
    const own = table.find((row) => row.teamId === team.id);
    return [
      {
        leagueId,
        name: league.name[locale],
        logo: picturePath('league', leagueId),
        kind: league.kind,
        standing: own ? toLiveStanding(engine, locale, own) : null,
        live,
        tableSize: table.length,
      },
    ];
  });
  const squad = [...team.players]
    .sort(
      (a, b) =>
        POSITIONS.indexOf(a.position) - POSITIONS.indexOf(b.position) || a.shirtNumber - b.shirtNumber,
    )
    .map((player) => squadPlayer(player, locale, tally.players.get(player.id)));
  return {
    team,
    live: matches.filter(inPlay).sort(soonestFirst),
    next: matches.filter(toCome).sort(fanOrder).slice(0, 5),
    last: finished.slice(0, 5),
    form: finished
      .slice(0, 5)
      .reverse()
      .map((m) => outcomeFor(m, team.id)),
    competitions,
    squad,
    facts: tallyFacts(tally),
  };
}

function squadPlayer(player: Player, locale: Locale, tally: PlayerTally | undefined): SquadPlayer {
  return {
    id: player.id,
    name: player.names[locale],
    number: player.shirtNumberUnknown ? null : player.shirtNumber,
    position: player.position,
    appearances: tally?.appearances ?? 0,
    starts: tally?.starts ?? 0,
    minutes: tally?.minutes ?? 0,
    goals: tally?.goals ?? 0,
    penalties: tally?.penalties ?? 0,
    ownGoals: tally?.ownGoals ?? 0,
    assists: tally?.assists ?? 0,
    yellowCards: tally?.yellowCards ?? 0,
    secondYellows: tally?.secondYellows ?? 0,
    redCards: tally?.redCards ?? 0,
    fromFile: player.fromFile === true,
    generated: player.real !== true,
    birthDate: player.birthDate ?? null,
    nation: player.nation?.[locale] ?? null,
  };
}

/**
 * A competition's top scorers, assists and cards this season, counted from the matches the world has
 * played (finished and in play): the lists move with the clock.
 */
export function leagueScorers(engine: Engine, league: League, locale: Locale): LeagueScorers {
  const tally = tallySeason(
    engine,
    allMatches(engine, league.sport).filter((m) => m.leagueId === league.id),
  );
  const squads = new Map<number, Map<number, Player>>();
  const playerOf = (teamId: number, playerId: number) => {
    let squad = squads.get(teamId);
    if (!squad) {
      squad = new Map((engine.team(teamId)?.players ?? []).map((p) => [p.id, p]));
      squads.set(teamId, squad);
    }
    return squad.get(playerId);
  };
  const rows = [...tally.players.values()].map(
    (row): ScorerRow => ({
      playerId: row.playerId,
      name: playerOf(row.teamId, row.playerId)?.names[locale] ?? '',
      teamId: row.teamId,
      teamName: engine.team(row.teamId)?.name[locale] ?? '',
      teamLogo: picturePath('team', row.teamId),
      rank: 1,
      goals: row.goals,
      penalties: row.penalties,
      ownGoals: row.ownGoals,
      assists: row.assists,
      yellowCards: row.yellowCards,
      secondYellows: row.secondYellows,
      redCards: row.redCards,
      appearances: row.appearances,
      minutes: row.minutes,
    }),
  );
  return {
    leagueId: league.id,
    scorers: rankBy(rows, (r) => r.goals, scorerOrder),
    assists: rankBy(rows, (r) => r.assists, assistOrder),
    cards: rankBy(rows, (r) => r.redCards * 1000 + r.yellowCards, cardOrder),
    matches: tally.matches,
    goals: tally.goalsFromFile + tally.goalsGenerated,
    facts: tallyFacts(tally),
  };
}

/** The rows with a count, in a list's order, at most SCORERS_LIMIT; ties on the count share a rank. */
function rankBy(
  rows: readonly ScorerRow[],
  count: (row: ScorerRow) => number,
  order: (a: ScorerRow, b: ScorerRow) => number,
): ScorerRow[] {
  const list = rows.filter((row) => count(row) > 0).sort(order);
  return list.slice(0, SCORERS_LIMIT).map((row) => ({
    ...row,
    rank: 1 + list.findIndex((other) => count(other) === count(row)),
  }));
}

/**
 * The matches of followed teams, then those of followed competitions: each part in play first, then
 * the coming week soonest first, then the last two days' results newest first. At most `limit`.
 */
export function followedMatches(
  engine: Engine,
  teamIds: ReadonlySet<number>,
  leagueIds: ReadonlySet<number>,
  limit = 60,
): Match[] {
  if (teamIds.size === 0 && leagueIds.size === 0) return [];
  const now = engine.now();
  const sports: Sport[] = ['football', 'basketball', 'esports'];
  const window = sports
    .flatMap((sport) => engine.matchesByDate(sport, now - 2 * DAY, now + 7 * DAY))
    .filter((m) => inPlay(m) || toCome(m) || (m.status === -1 && m.startTime >= now - 2 * DAY));
  const ordered = (list: Match[]) => [...list].sort(fanOrder);
  const ofTeams = window.filter((m) => teamIds.has(m.homeTeamId) || teamIds.has(m.awayTeamId));
  const shown = new Set(ofTeams.map((m) => m.id));
  const ofLeagues = window.filter((m) => leagueIds.has(m.leagueId) && !shown.has(m.id));
  return [...ordered(ofTeams), ...ordered(ofLeagues)].slice(0, limit);
}

/** A comma list of ids from a query (validated by its pattern), as a set. */
export function idSet(list: string | undefined): Set<number> {
  return new Set((list ?? '').split(',').filter(Boolean).map(Number));
}
