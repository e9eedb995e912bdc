import type { MatchFacts } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { factNotes } from './facts';

const league: MatchFacts = {
  score: 'file',
  goals: 'generated',
  shootout: null,
  kickOff: 'file',
  details: 'generated',
};

describe('what a real fixture says it simulated', () => {
  it('a league result: the score is real, goals, cards and line-ups simulated', () => {
    expect(factNotes(league, 'events')).toEqual(['goalsGenerated', 'detailsGenerated']);
    expect(factNotes(league, 'lineup')).toEqual(['lineupsGenerated']);
  });

  it('a fixture the data has not played yet: score and events simulated, and a moved kick-off said', () => {
    const facts: MatchFacts = { ...league, score: 'generated', kickOff: 'rearranged' };
    expect(factNotes(facts, 'events')).toEqual(['scoreGenerated', 'rearranged']);
  });

  it("a replayed tournament's goals are real; its drawn shoot-out's kicks are not", () => {
    const facts: MatchFacts = { ...league, goals: 'file', shootout: 'generated' };
    expect(factNotes(facts, 'events')).toEqual(['goalsFromFile', 'shootoutGenerated', 'detailsGenerated']);
    expect(factNotes(facts, 'lineup')).toEqual(['lineupsPartly']);
  });

  it("a replayed match whose file's goals were fitted to its score says so; its scorers still name the line-ups", () => {
    const facts: MatchFacts = { ...league, goals: 'fitted' };
    expect(factNotes(facts, 'events')).toEqual(['goalsFitted', 'detailsGenerated']);
    expect(factNotes(facts, 'lineup')).toEqual(['lineupsPartly']);
  });

  it('a season before the squads data (June 2026) says its real players may not have been at the club then', () => {
    const facts: MatchFacts = { ...league, goals: 'file', squads: 'later' };
    expect(factNotes(facts, 'lineup')).toEqual(['lineupsPartly', 'squadsLater']);
    expect(factNotes(facts, 'events')).toEqual(['goalsFromFile', 'detailsGenerated']);
  });

  it('before kick-off, says nothing of a score or events not yet played; only a moved kick-off', () => {
    expect(factNotes(league, 'events', false)).toEqual([]);
    expect(factNotes({ ...league, kickOff: 'rearranged' }, 'events', false)).toEqual(['rearranged']);
    expect(factNotes(league, 'lineup', false)).toEqual(['lineupsGenerated']);
  });

  it('a match of a full season file, played as it was, says nothing of its line-ups and events simulated', () => {
    const played: MatchFacts = {
      ...league,
      goals: 'file',
      lineups: 'file',
      cards: 'file',
      substitutions: 'file',
    };
    expect(factNotes(played, 'events')).toEqual([]);
    expect(factNotes(played, 'lineup')).toEqual([]);
    expect(factNotes({ ...played, kickOff: 'rearranged' }, 'events')).toEqual(['rearranged']);
    // A league result whose line-ups are the engine's still says so.
    expect(
      factNotes(
        { ...league, lineups: 'generated', cards: 'generated', substitutions: 'generated' },
        'lineup',
      ),
    ).toEqual(['lineupsGenerated']);
  });

  it('a generated match, or one without facts, has no note', () => {
    expect(factNotes({ ...league, kickOff: 'generated' }, 'events')).toEqual([]);
    expect(factNotes(undefined, 'lineup')).toEqual([]);
  });
});
