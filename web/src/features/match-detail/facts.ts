import type { MatchFacts } from '@pitchside/shared';

export type FactNote =
  | 'goalsGenerated'
  | 'goalsFromFile'
  | 'goalsFitted'
  | 'scoreGenerated'
  | 'shootoutGenerated'
  | 'detailsGenerated'
  | 'lineupsGenerated'
  | 'lineupsPartly'
  | 'squadsLater'
  | 'rearranged';

/**
 * What a real fixture's page must say it made up (docs/API.md "Real and generated"): next to the
 * timeline, the goals, shoot-out, cards and substitutions the data file does not give; next to the
 * line-ups, that they are simulated. A match of a full season file is played as it was: nothing of its
 * line-ups and events is simulated, and no note says otherwise (its modelled views carry their own mark).
 * A generated fixture (basketball, esports) is not a real one: no note. Before kick-off there is no score
 * or event to speak of: only a moved kick-off is said.
 */
export function factNotes(
  facts: MatchFacts | undefined,
  place: 'events' | 'lineup',
  started = true,
): FactNote[] {
  if (!facts || facts.kickOff === 'generated') return [];
  const asPlayed = facts.lineups === 'file' && facts.cards === 'file' && facts.substitutions === 'file';
  if (place === 'lineup') {
    if (facts.lineups === 'file') return facts.squads === 'later' ? ['squadsLater'] : [];
    if (facts.details !== 'generated') return [];
    const lineups: FactNote = facts.goals === 'generated' ? 'lineupsGenerated' : 'lineupsPartly';
    // A season before the squads data's June 2026: its real players may not have been at the club then.
    return facts.squads === 'later' ? [lineups, 'squadsLater'] : [lineups];
  }
  const notes: FactNote[] = [];
  if (!started) return facts.kickOff === 'rearranged' ? ['rearranged'] : [];
  if (facts.score === 'generated') notes.push('scoreGenerated');
  else if (asPlayed) {
    // A match played as its file has it: nothing of its events is simulated (a goal fitted to the score aside).
    if (facts.goals === 'fitted') notes.push('goalsFitted');
    if (facts.shootout === 'generated') notes.push('shootoutGenerated');
  } else {
    notes.push(
      facts.goals === 'generated'
        ? 'goalsGenerated'
        : facts.goals === 'fitted'
          ? 'goalsFitted'
          : 'goalsFromFile',
    );
    if (facts.shootout === 'generated') notes.push('shootoutGenerated');
    if (facts.details === 'generated') notes.push('detailsGenerated');
  }
  if (facts.kickOff === 'rearranged') notes.push('rearranged');
  return notes;
}
