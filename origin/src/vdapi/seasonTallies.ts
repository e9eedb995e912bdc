// Goals, assists and cards of the season, counted from the match events (finished matches and those in
// play, so a goal counts the moment it is scored): a competition's scorers and a team's squad. Where a
// match's file gives scores only (facts.goals 'generated'), its scorers are the engine's, and the counts
// say how many goals name a scorer from a file (docs/API.md "Teams and scorers").
import { isLiveStatus, type TallySource } from '@pitchside/shared';
import type { Engine, Match, Player, Side } from '../engine/types';

/** What one player did this season. */
export interface PlayerTally {
  playerId: number;
  teamId: number;
  goals: number;
  penalties: number;
  assists: number;
  yellowCards: number;
  redCards: number;
}

export interface SeasonTally {
  players: Map<number, PlayerTally>;
  /** Matches counted. */
  matches: number;
  /** Goals (own goals not) whose scorer comes from the season's file, and from the engine. */
  goalsFromFile: number;
  goalsGenerated: number;
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

export function tallySeason(engine: Engine, matches: readonly Match[]): SeasonTally {
  const players = new Map<number, PlayerTally>();
  const tally: SeasonTally = { players, matches: 0, goalsFromFile: 0, goalsGenerated: 0 };
  const rowOf = (playerId: number, teamId: number): PlayerTally => {
    let row = players.get(playerId);
    if (!row) {
      row = { playerId, teamId, goals: 0, penalties: 0, assists: 0, yellowCards: 0, redCards: 0 };
      players.set(playerId, row);
    }
    return row;
  };
  for (const match of matches) {
    if (!counts(match)) continue;
    tally.matches += 1;
    const teamIds: Record<Side, number> = { home: match.homeTeamId, away: match.awayTeamId };
    // Assists name the player (events keep the scorer's id, the assist's name only): look it up in
    // the scoring side's squad.
    const byName: Partial<Record<Side, Map<string, Player>>> = {};
    const assistant = (side: Side, name: string): Player | undefined => {
      let names = byName[side];
      if (!names) {
        names = new Map((engine.team(teamIds[side])?.players ?? []).map((p) => [p.name, p]));
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
          if (match.facts.goals !== 'generated') tally.goalsFromFile += 1;
          else tally.goalsGenerated += 1;
          const assist = event.relatedPlayerName ? assistant(event.side, event.relatedPlayerName) : undefined;
          if (assist) rowOf(assist.id, teamId).assists += 1;
          break;
        }
        case 'yellow':
          rowOf(event.playerId, teamId).yellowCards += 1;
          break;
        case 'red':
        case 'yellowred':
          rowOf(event.playerId, teamId).redCards += 1;
          break;
        default:
          break;
      }
    }
  }
  return tally;
}

/** Where the scorers of a tally come from. */
export function scorersSource(tally: SeasonTally): TallySource {
  if (tally.goalsFromFile + tally.goalsGenerated === 0) return 'none';
  if (tally.goalsGenerated === 0) return 'file';
  return tally.goalsFromFile === 0 ? 'generated' : 'mixed';
}
