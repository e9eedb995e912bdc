// Identities of clubs, national teams, competitions, rounds and players, with their established names in
// cn, en and vi. Pure data and functions: the engine builds its world and replays from these.

export { type CoachIdentity, coachedClubs, coachIdentity } from './coaches';
export { TEAM_COLOURS, teamColours } from './colours';
export { allCompetitions, competitionIdentity, unknownCompetitionName } from './competitions';
export { COUNTRIES, type Country, country } from './countries';
export { allPlayers, playerIdentity, playerKey, playerName } from './players';
export { parseRound, roundName } from './rounds';
export {
  allSquadPlayers,
  clubOfSquadName,
  type RealPlayer,
  realPlayerNamed,
  realPlayersOf,
  squadMatchCounts,
} from './squads';
export { allTeams, teamByKey, teamIdentity } from './teams';
export { transliterate } from './transliterate';
export type { CompetitionIdentity, LocalName, PlayerIdentity, TeamIdentity } from './types';
