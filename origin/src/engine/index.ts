// The match engine (see types.ts for the data model and the API). Pure: files are read at the edge (plugin.ts).

export { createEngine } from './engine';
export { nextSaturdayAfternoon } from './fixtures/calendar';
// The real seasons laid on a day's calendar (bench/seasonCalendar.ts counts their matches by month).
export { buildSeasonFixtures } from './fixtures/seasonFixtures';
// Every club and nation with its established names in cn, en and vi (the e2e checks the pages by them).
export { allTeams, type TeamIdentity } from './identity';
export { BOOKMAKER_MARGINS, closingGroups, preMatchResultPrices } from './odds/odds';
export { type LineMarket, settleLine } from './odds/pricing';
export { isFullText, nameKey, parseFullText } from './replay/fullText';
export {
  parseReplay,
  ReplayFileError,
  replayNotes,
  replayPathFrom,
  replayWarnings,
} from './replay/replayFile';
export { REPLAY_LEAGUE_ID } from './replay/replayWorld';
export { mulberry32, poisson, rngFor } from './rng';
export {
  isOver,
  type RoundPhase,
  roundPhase,
  roundsPart,
  type SeasonRound,
  seasonRounds,
} from './season/rounds';
// The model itself, for the realism bench (bench/realism.ts): matches simulated without the clock.
export { BASKETBALL_RULES, basketballRules, stepBasketball } from './sports/basketball';
export { basketballSimFor, esportsSimFor, footballSimFor, newMatch } from './sports/entries';
export { stepEsports } from './sports/esports';
export { simulateFootball } from './sports/football';
export { bestPlayer, footballRatings } from './sports/footballRatings';
export { expectedGoals, insideBox, PENALTY_XG } from './sports/footballShots';
export { type FootballStat, footballStats } from './sports/footballStats';
export type * from './types';
export { COMPETITIONS, competitionCode } from './world/competitions';
export { teamIdentity } from './world/identityPort';
export { LEAGUE_SPECS } from './world/leagues';
export { GENERATED_PLACES } from './world/names';
export { addRealClubs } from './world/realWorld';
export { buildWorld } from './world/world';
