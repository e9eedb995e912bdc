// Where the engine takes real names from (clubs, nations, competitions, rounds, players).
export {
  competitionIdentity,
  playerKey,
  playerName,
  roundName,
  teamIdentity,
  transliterate,
} from './identityFallback';
