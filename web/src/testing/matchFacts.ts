import type { MatchFacts } from '@pitchside/shared';

/**
 * The facts of a match of a full season file, played as it was: its score, goals, line-ups, cards and
 * changes the file's; what no file gives (shots, statistics, corners, momentum, ratings) the engine's.
 */
export const FULL_FILE_FACTS: MatchFacts = {
  score: 'file',
  goals: 'file',
  shootout: null,
  kickOff: 'file',
  lineups: 'file',
  cards: 'file',
  substitutions: 'file',
  details: 'generated',
};
