// The match summary every web test builds on, passing only what its match needs to differ in. It starts
// from the schema's own defaults (Value.Create), so a field the schema gains needs no test edited; on them
// a football match: Spain v Russia, 2018 World Cup round of 16, not yet started, 0-0, no stream, no odds,
// and null where football has no extra time, shoot-out, markets or game clock.
import { type MatchSummary, MatchSummarySchema } from '@pitchside/shared';
import { Value } from 'typebox/value';

const worldCupTie: Partial<MatchSummary> = {
  id: 7,
  startTime: Date.UTC(2018, 6, 1, 14),
  leagueId: 90,
  leagueName: 'World Cup',
  round: 'Round of 16',
  homeId: 1,
  awayId: 2,
  homeName: 'Spain',
  awayName: 'Russia',
  // '' is no shorter name (FittedTeamName shows the full one), so a test naming other teams shows no 'Spain'.
  homeShortName: '',
  awayShortName: '',
  stats1State: null,
  stats2State: null,
  extraTimeScore: null,
  penaltyScore: null,
  gameClock: null,
};

export const matchSummary = (over: Partial<MatchSummary> = {}): MatchSummary => ({
  ...Value.Create(MatchSummarySchema),
  ...worldCupTie,
  ...over,
});
