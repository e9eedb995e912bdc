// What each player did this season, counted from the world's own matches, finished and in play (so a
// goal counts the moment it is scored, and a fan on matchday 15 sees matchday 15's numbers): his
// appearances, starts and minutes from the line-ups and their substitutions and sending-offs (the
// reading the pitch view uses, shared lineupStory), his goals, penalties, own goals, assists and cards
// from the events. A match of a full season file gives its real events; a file of scores only leaves
// the scorers to the engine, and the counts say how many come from a file (docs/API.md "Teams and scorers").
import {
  type AssistsSource,
  hasPlayed,
  isLiveStatus,
  lineupStory,
  minutesPlayed,
  type PitchEvent,
  type TallyFacts,
  type TallySource,
} from '@pitchside/shared';
import type { Engine, Match, Player, Side } from '../engine/types';

/** What one player did this season. */
export interface PlayerTally {
  playerId: number;
  teamId: number;
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  penalties: number;
  ownGoals: number;
  assists: number;
  yellowCards: number;
  /** Second yellows (each also among redCards). */
  secondYellows: number;
  /** Straight reds and second yellows. */
  redCards: number;
}

export interface SeasonTally {
  players: Map<number, PlayerTally>;
  /** Matches counted. */
  matches: number;
  /** Goals (own goals not) whose scorer comes from the season's file, and from the engine. */
  goalsFromFile: number;
  goalsGenerated: number;
  /** Cards shown by a season's file, and drawn by the engine. */
  cardsFromFile: number;
  cardsGenerated: number;
  /** Counted matches whose line-ups are a file's, and the engine's. */
  lineupsFromFile: number;
  lineupsGenerated: number;
  /** Counted matches whose assists are the engine's, and those of a full file (which names none). */
  assistsGeneratedMatches: number;
  assistsAbsentMatches: number;
}

/** Every match of the sport the engine holds: the whole shipped season. */
export const allMatches = (engine: Engine, sport: Match['sport'] = 'football'): Match[] =>
  engine.matchesByDate(sport, 0, Number.MAX_SAFE_INTEGER);

/**
 * Whether a match's events count: in play (interrupted included) or finished. An abandoned or
 * cancelled match's goals do not stand.
 */
export const counts = (match: Match): boolean =>
  isLiveStatus(match.status) || match.status === -13 || match.status === -1;

const SHOOTOUT = 5;
const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };

/** The last minute a match has reached: its minute in play, 90 or 120 once finished. */
export function matchEndMinute(match: Match): number {
  if (match.status === -1) return match.extraTimeScore !== null ? 120 : 90;
  return Math.max(0, match.clock.minute);
}

/** A side's events as the line-up reading takes them: the player coming on found by name in the squad. */
export function pitchEvents(match: Match, side: Side, squad: readonly Player[]): PitchEvent[] {
  const byName = new Map(squad.map((p) => [p.name, p.id]));
  return match.events
    .filter((event) => event.side === side)
    .map((event) => ({
      kind: event.type,
      minute: event.minute,
      playerId: event.playerId ?? byName.get(event.playerName) ?? null,
      relatedPlayerId:
        event.relatedPlayerName === null ? null : (byName.get(event.relatedPlayerName) ?? null),
    }));
}

type Provenances = Omit<SeasonTally, 'players' | 'matches'>;

/** One match's part of a season: its players' rows and where its facts come from. */
interface MatchTally extends Provenances {
  rows: PlayerTally[];
}

/** A finished match's part, made once: it does not change (a list polled every second re-reads only the live ones). */
const finishedParts = new WeakMap<
  Match,
  { stints: MatchTally | undefined; events: MatchTally | undefined }
>();

const emptyRow = (playerId: number, teamId: number): PlayerTally => ({
  playerId,
  teamId,
  appearances: 0,
  starts: 0,
  minutes: 0,
  goals: 0,
  penalties: 0,
  ownGoals: 0,
  assists: 0,
  yellowCards: 0,
  secondYellows: 0,
  redCards: 0,
});

function tallyMatch(engine: Engine, match: Match, stints: boolean): MatchTally {
  const rows = new Map<number, PlayerTally>();
  const part: MatchTally = {
    rows: [],
    goalsFromFile: 0,
    goalsGenerated: 0,
    cardsFromFile: 0,
    cardsGenerated: 0,
    lineupsFromFile: 0,
    lineupsGenerated: 0,
    assistsGeneratedMatches: 0,
    assistsAbsentMatches: 0,
  };
  const rowOf = (playerId: number, teamId: number): PlayerTally => {
    let row = rows.get(playerId);
    if (!row) {
      row = emptyRow(playerId, teamId);
      rows.set(playerId, row);
    }
    return row;
  };
  const teamIds: Record<Side, number> = { home: match.homeTeamId, away: match.awayTeamId };
  const squads: Record<Side, readonly Player[]> = {
    home: engine.team(match.homeTeamId)?.players ?? [],
    away: engine.team(match.awayTeamId)?.players ?? [],
  };
  const cardsFromFile = (match.facts.cards ?? match.facts.details) === 'file';
  if ((match.facts.lineups ?? match.facts.details) === 'file') part.lineupsFromFile += 1;
  else part.lineupsGenerated += 1;
  // A full file names no assist; a match the engine tells has its assists.
  if (match.facts.goals !== 'generated' && match.facts.lineups === 'file') part.assistsAbsentMatches += 1;
  else part.assistsGeneratedMatches += 1;
  // Assists name the player (events keep the scorer's id, the assist's name only): look it up in the
  // scoring side's squad.
  const byName: Partial<Record<Side, Map<string, Player>>> = {};
  const assistant = (side: Side, name: string): Player | undefined => {
    let names = byName[side];
    if (!names) {
      names = new Map(squads[side].map((p) => [p.name, p]));
      byName[side] = names;
    }
    return names.get(name);
  };
  for (const event of match.events) {
    if (event.period === SHOOTOUT || event.playerId === null) continue;
    const teamId = teamIds[event.side];
    switch (event.type) {
      case 'goal':
      case 'penalty': {
        const row = rowOf(event.playerId, teamId);
        row.goals += 1;
        if (event.type === 'penalty') row.penalties += 1;
        if (match.facts.goals !== 'generated') part.goalsFromFile += 1;
        else part.goalsGenerated += 1;
        const assist = event.relatedPlayerName ? assistant(event.side, event.relatedPlayerName) : undefined;
        if (assist) rowOf(assist.id, teamId).assists += 1;
        break;
      }
      case 'own':
        // Credited to the side it counted for, scored by a player of the other.
        rowOf(event.playerId, teamIds[OTHER[event.side]]).ownGoals += 1;
        break;
      case 'yellow':
      case 'red':
      case 'yellowred': {
        const row = rowOf(event.playerId, teamId);
        if (event.type === 'yellow') row.yellowCards += 1;
        else row.redCards += 1;
        if (event.type === 'yellowred') row.secondYellows += 1;
        if (cardsFromFile) part.cardsFromFile += 1;
        else part.cardsGenerated += 1;
        break;
      }
      default:
        break;
    }
  }
  const lineup = stints ? engine.lineup(match.id) : undefined;
  for (const side of lineup ? (['home', 'away'] as const) : []) {
    const sheet = lineup?.[side];
    if (!sheet) continue;
    const story = lineupStory(
      sheet.starters.map((p) => p.playerId),
      sheet.bench.map((p) => p.playerId),
      pitchEvents(match, side, squads[side]),
    );
    for (const stint of story.values()) {
      if (!hasPlayed(stint)) continue;
      const row = rowOf(stint.playerId, teamIds[side]);
      row.appearances += 1;
      if (stint.started) row.starts += 1;
      row.minutes += minutesPlayed(stint, matchEndMinute(match));
    }
  }
  part.rows = [...rows.values()];
  return part;
}

function partOf(engine: Engine, match: Match, stints: boolean): MatchTally {
  if (match.status !== -1) return tallyMatch(engine, match, stints);
  const cached = finishedParts.get(match) ?? { stints: undefined, events: undefined };
  finishedParts.set(match, cached);
  const key = stints ? 'stints' : 'events';
  cached[key] ??= tallyMatch(engine, match, stints);
  return cached[key];
}

const ADDED = [
  'appearances',
  'starts',
  'minutes',
  'goals',
  'penalties',
  'ownGoals',
  'assists',
  'yellowCards',
  'secondYellows',
  'redCards',
] as const;

/**
 * The season of every player of `matches` (each counted once, whatever the list). `stints: false` leaves
 * appearances, starts and minutes at 0 (a caller that shows only goals and cards).
 */
export function tallySeason(
  engine: Engine,
  matches: readonly Match[],
  options: { stints?: boolean } = {},
): SeasonTally {
  const players = new Map<number, PlayerTally>();
  const tally: SeasonTally = {
    players,
    matches: 0,
    goalsFromFile: 0,
    goalsGenerated: 0,
    cardsFromFile: 0,
    cardsGenerated: 0,
    lineupsFromFile: 0,
    lineupsGenerated: 0,
    assistsGeneratedMatches: 0,
    assistsAbsentMatches: 0,
  };
  for (const match of matches) {
    if (!counts(match)) continue;
    tally.matches += 1;
    const part = partOf(engine, match, options.stints !== false);
    tally.goalsFromFile += part.goalsFromFile;
    tally.goalsGenerated += part.goalsGenerated;
    tally.cardsFromFile += part.cardsFromFile;
    tally.cardsGenerated += part.cardsGenerated;
    tally.lineupsFromFile += part.lineupsFromFile;
    tally.lineupsGenerated += part.lineupsGenerated;
    tally.assistsGeneratedMatches += part.assistsGeneratedMatches;
    tally.assistsAbsentMatches += part.assistsAbsentMatches;
    for (const row of part.rows) {
      let own = players.get(row.playerId);
      if (!own) {
        own = emptyRow(row.playerId, row.teamId);
        players.set(row.playerId, own);
      }
      for (const key of ADDED) own[key] += row[key];
    }
  }
  return tally;
}

const sourceOf = (fromFile: number, generated: number): TallySource =>
  fromFile + generated === 0 ? 'none' : generated === 0 ? 'file' : fromFile === 0 ? 'generated' : 'mixed';

/** Where the scorers of a tally come from. */
export function scorersSource(tally: SeasonTally): TallySource {
  return sourceOf(tally.goalsFromFile, tally.goalsGenerated);
}

/** Where a tally's scorers, cards and assists come from (docs/API.md "Teams and scorers"). */
export function tallyFacts(tally: SeasonTally): TallyFacts {
  const { assistsGeneratedMatches: made, assistsAbsentMatches: absent } = tally;
  const assists: AssistsSource =
    made + absent === 0 ? 'none' : absent === 0 ? 'generated' : made === 0 ? 'absent' : 'mixed';
  return {
    lineups: sourceOf(tally.lineupsFromFile, tally.lineupsGenerated),
    scorers: scorersSource(tally),
    cards: sourceOf(tally.cardsFromFile, tally.cardsGenerated),
    assists,
  };
}
