// The replayed competition: a cup with the file's teams, squads holding the file's scorers.

import { transliterate } from './names';
import { deriveSeed } from './rng';
import type { League, Position, ReplayFixture } from './types';
import { makeTeam, type World } from './world';

export const REPLAY_LEAGUE_ID = 90;

export function addReplayLeague(seed: number, world: World, file: ReplayFixture): League {
  const league: League = {
    id: REPLAY_LEAGUE_ID,
    sport: 'football',
    name: {
      cn: file.name.replace('World Cup', '世界杯'),
      en: file.name,
      vi: file.name.replace('World Cup', 'World Cup'),
    },
    shortName: { cn: '世界杯', en: file.name.slice(0, 12), vi: file.name.slice(0, 12) },
    kind: 'cup',
    country: { cn: '国际', en: 'International', vi: 'Quốc tế' },
    crestUrl: `/vdapi/crest/league/${REPLAY_LEAGUE_ID}.svg`,
    color: '#8a1538',
    teamIds: [],
    hot: true,
    order: -1,
    replay: true,
  };
  world.leagues.set(league.id, league);
  // Scorers by the team they play for (an own goal is listed for the other side).
  const scorers = new Map<string, Map<string, Position>>();
  const add = (team: string, name: string) => {
    const m = scorers.get(team) ?? new Map<string, Position>();
    m.set(name, m.size % 2 === 0 ? 'FW' : 'MF');
    scorers.set(team, m);
  };
  for (const m of file.matches) {
    for (const g of m.goals1 ?? []) add(g.owngoal ? m.team2 : m.team1, g.name);
    for (const g of m.goals2 ?? []) add(g.owngoal ? m.team1 : m.team2, g.name);
  }
  const names = [...new Set(file.matches.flatMap((m) => [m.team1, m.team2]))];
  names.forEach((name, i) => {
    const id = 9000 + i + 1;
    const given = [...(scorers.get(name) ?? new Map()).entries()].map(([n, position]) => ({
      name: n,
      position,
    }));
    const team = makeTeam(
      seed,
      {
        id,
        sport: 'football',
        en: name,
        cn: transliterate(name),
        strength: 68 + (deriveSeed(seed, name) % 18),
        countryKey: 'world',
        leagueIds: [league.id],
      },
      given,
    );
    world.teams.set(id, team);
    world.teamByName.set(name, team);
    league.teamIds.push(id);
  });
  return league;
}
