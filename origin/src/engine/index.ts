// The match engine (see types.ts for the data model and the API).
export { createEngine } from './engine';
// The model itself, for the realism bench (bench/realism.ts): matches simulated without the clock.
export { footballSimFor, newMatch } from './entries';
export { simulateFootball } from './football';
export { BOOKMAKER_MARGINS, closingGroups } from './odds';
export { type LineMarket, settleLine } from './pricing';
export { loadReplayFile, parseReplay, ReplayFileError, replayPathFrom, replayWarnings } from './replay';
export { mulberry32, poisson, rngFor } from './rng';
export type * from './types';
export { buildWorld } from './world';
