// A goal of a full season file is the player's the file names, where another player of his side has his
// surname or one that ends alike: his season and the scorers' list count it for him, not for his namesake.
// The four full files have 30 such goals; these are four of them, read from the files (2025/26, replayed
// one year on: a match of March 2026 is played in March 2027).
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../plugin';
import { nameKey } from '../replay/fullText';
import type { Match } from '../types';
import { teamIdentity } from './identityPort';

const AFTER_THEM = Date.UTC(2027, 2, 2, 9);
const engine = createEngine({ seed: 20260614, clock: () => AFTER_THEM, seasons: loadSeasons() });
const all: Match[] = engine.matchesByDate('football', 0, AFTER_THEM);

/** Each goal: the file's match, its minute, the scorer as the file names him, and the namesake of his side. */
const GOALS = [
  {
    home: 'Borussia Dortmund',
    away: 'St. Pauli',
    minute: 90,
    stoppage: 5,
    scorer: 'Emre Can',
    not: 'Salih Özcan',
  },
  {
    home: 'Wolverhampton Wanderers',
    away: 'Everton',
    minute: 79,
    stoppage: 0,
    scorer: 'Rodrigo Gomes',
    not: 'João Gomes',
  },
  {
    home: 'Tottenham Hotspur',
    away: 'Wolverhampton Wanderers',
    minute: 54,
    stoppage: 0,
    scorer: 'Santiago Bueno',
    not: 'Hugo Bueno',
  },
  {
    home: 'Heidenheim',
    away: 'VfB Stuttgart',
    minute: 82,
    stoppage: 0,
    scorer: 'Sirlord Conteh',
    not: 'Christian Conteh',
  },
] as const;

describe('a goal is the player the file names, not his namesake', () => {
  for (const goal of GOALS) {
    it(`${goal.home} v ${goal.away}, ${goal.minute}${goal.stoppage ? `+${goal.stoppage}` : ''}': ${goal.scorer}`, () => {
      const match = all.find(
        (m) =>
          engine.team(m.homeTeamId)?.name.en === teamIdentity(goal.home).name.en &&
          engine.team(m.awayTeamId)?.name.en === teamIdentity(goal.away).name.en,
      );
      expect(match, 'the match, played').toBeDefined();
      const played = engine.match(match?.id ?? -1);
      const scored = played?.events.find(
        (e) =>
          (e.type === 'goal' || e.type === 'penalty') &&
          e.minute === goal.minute &&
          e.stoppage === goal.stoppage,
      );
      expect(scored, 'the goal').toBeDefined();
      expect(nameKey(scored?.playerName ?? '')).toBe(nameKey(goal.scorer));
      // The hard case is there: the namesake is in the same side's match-day squad.
      const lineup = engine.lineup(match?.id ?? -1);
      const side = scored?.side === 'away' ? lineup?.away : lineup?.home;
      const squad = [...(side?.starters ?? []), ...(side?.bench ?? [])].map((p) => nameKey(p.name));
      expect(squad).toContain(nameKey(goal.scorer));
      expect(squad).toContain(nameKey(goal.not));
    });
  }
});
