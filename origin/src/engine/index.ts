// The match engine (see types.ts for the data model and the API). Pure: files are read at the edge (plugin.ts).
export { COMPETITIONS, competitionCode } from './competitions';
export { createEngine } from './engine';
export { BOOKMAKER_MARGINS } from './odds';
export { parseReplay, ReplayFileError, replayPathFrom, replayWarnings } from './replayFile';
export { REPLAY_LEAGUE_ID } from './replayWorld';
export type * from './types';
