// The match engine (see types.ts for the data model and the API). Pure: files are read at the edge (plugin.ts).

export { nextSaturdayAfternoon } from './calendar';
export { COMPETITIONS, competitionCode } from './competitions';
export { createEngine } from './engine';
// The model itself, for the realism bench (bench/realism.ts): matches simulated without the clock.
export { footballSimFor, newMatch } from './entries';
export { simulateFootball } from './football';
// Every club and nation with its established names in cn, en and vi (the e2e checks the pages by them).
export { allTeams, type TeamIdentity } from './identity';
export { BOOKMAKER_MARGINS, closingGroups } from './odds';
export { type LineMarket, settleLine } from './pricing';
export { addRealClubs } from './realWorld';
export { parseReplay, ReplayFileError, replayPathFrom, replayWarnings } from './replayFile';
export { REPLAY_LEAGUE_ID } from './replayWorld';
export { mulberry32, poisson, rngFor } from './rng';
export { isOver, type RoundPhase, roundPhase, roundsPart, type SeasonRound, seasonRounds } from './rounds';
export type * from './types';
export { buildWorld } from './world';
