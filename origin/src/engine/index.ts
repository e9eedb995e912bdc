// The match engine (see types.ts for the data model and the API).
export { createEngine } from './engine';
export { BOOKMAKER_MARGINS } from './odds';
export { loadReplayFile, parseReplay, ReplayFileError, replayPathFrom, replayWarnings } from './replay';
export type * from './types';
