// Basketball and esports beside real figures: the world's generated leagues played
// without the clock, each figure with the source of its real value.
import {
  basketballRules,
  basketballSimFor,
  buildWorld,
  esportsSimFor,
  GENERATED_PLACES,
  LEAGUE_SPECS,
  type League,
  type Match,
  newMatch,
  stepBasketball,
  stepEsports,
  type Team,
} from '@pitchside/origin/engine';

/** A figure of the engine beside the real one; `ok` says whether the engine is within reality. */
export interface SportRow {
  name: string;
  real: string;
  engine: string;
  ok: boolean;
  source: string;
}

const SEED = 20260614;
const gameOf = (league: League) => LEAGUE_SPECS.find((s) => s.id === league.id)?.game ?? 'LoL';

function play(league: League, world: ReturnType<typeof buildWorld>, id: number, a: number, b: number): Match {
  const home = world.teams.get(league.teamIds[a] as number) as Team;
  const away = world.teams.get(league.teamIds[b] as number) as Team;
  const match = newMatch({
    id,
    sport: league.sport,
    league,
    home,
    away,
    startTime: 0,
    round: 'R',
    knockout: false,
    venue: '',
  });
  const entry =
    league.sport === 'basketball'
      ? basketballSimFor(SEED, match, home, away)
      : esportsSimFor(SEED, match, home, away, gameOf(league));
  const decided = () => match.esports?.maps.filter((map) => map.winner !== null).length ?? 0;
  const lengths: number[] = [];
  for (let i = 0; i < 3000 && match.status >= 0; i++) {
    if (entry.sport === 'basketball') stepBasketball(entry.sim, entry.sim.nextStepAt);
    else if (entry.sport === 'esports') {
      const before = decided();
      stepEsports(entry.sim, entry.sim.nextStepAt);
      // A map is decided in this step: its length is the minutes it was played.
      if (decided() > before) lengths.push(entry.sim.minuteInMap);
    }
  }
  mapMinutes.set(match, lengths);
  return match;
}

/** The minutes each map of an esports match lasted, in order (the match does not keep them). */
const mapMinutes = new WeakMap<Match, number[]>();

/** Every pairing of every league, home and away: a double round robin (basketball: three). */
function season(
  world: ReturnType<typeof buildWorld>,
  sport: 'basketball' | 'esports',
): { league: League; matches: Match[] }[] {
  let id = 1;
  return [...world.leagues.values()]
    .filter((l) => l.sport === sport && l.kind === 'league')
    .map((league) => {
      const matches: Match[] = [];
      const n = league.teamIds.length;
      // Basketball: three double round robins, 90 games a team, about an NBA season (82).
      const times = sport === 'basketball' ? 3 : 1;
      for (let t = 0; t < times; t++)
        for (let a = 0; a < n; a++)
          for (let b = 0; b < n; b++) if (a !== b) matches.push(play(league, world, id++, a, b));
      return { league, matches };
    });
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

function mapScoreReal(game: string, home: number, away: number): boolean {
  const [w, l] = home > away ? [home, away] : [away, home];
  if (w === 13 && l <= 11) return true;
  if (game === 'Valorant') return l >= 12 && w - l === 2;
  for (let k = 0; k < 20; k++) if (w === 16 + 3 * k && l >= 12 + 3 * k && l <= 14 + 3 * k) return true;
  return false;
}

export function otherSportsRows(): SportRow[] {
  const world = buildWorld(SEED, { football: false });
  const basketball = season(world, 'basketball');
  const games = basketball.flatMap((s) => s.matches);
  const regulation = (m: Match) => (m.basketball?.quarters ?? []).slice(0, 4);
  const pointsOf = (matches: Match[]) =>
    matches.flatMap((m) => {
      const q = regulation(m);
      return [q.reduce((s, x) => s + x.home, 0), q.reduce((s, x) => s + x.away, 0)];
    });
  const teamPoints = pointsOf(games);
  // Each league beside its own real figure: points a team per game, and a quarter's points (the
  // regulation game is the league's four quarters: 48 minutes in the NBA and the CBA, FIBA's 40 elsewhere).
  const leagueRows: SportRow[] = basketball.flatMap(({ league, matches }) => {
    const rules = basketballRules(league.id);
    const points = pointsOf(matches);
    const quarters = matches.flatMap((m) => regulation(m).flatMap((q) => [q.home, q.away]));
    const real = rules.teamPointsPerGame;
    return [
      {
        name: `${league.shortName.en} points/team/game`,
        real: real.toFixed(1),
        engine: mean(points).toFixed(1),
        ok: Math.abs(mean(points) - real) / real <= 0.06,
        source: rules.source,
      },
      {
        name: `${league.shortName.en} points/team/quarter`,
        real: `${(real / 4).toFixed(1)} (${rules.quarter} min)`,
        engine: `${mean(quarters).toFixed(1)} (max ${Math.max(...quarters)})`,
        ok: Math.abs(mean(quarters) - real / 4) / (real / 4) <= 0.1 && Math.max(...quarters) < real / 2,
        source: `the same over four ${rules.quarter}-minute quarters; no quarter at half a game's points`,
      },
    ];
  });
  // The best average margin of any team over its season.
  const bestMargin = Math.max(
    ...basketball.flatMap(({ league, matches }) =>
      league.teamIds.map((id) =>
        mean(
          matches
            .filter((m) => m.homeTeamId === id || m.awayTeamId === id)
            .map((m) => (m.homeTeamId === id ? 1 : -1) * (m.score.home - m.score.away)),
        ),
      ),
    ),
  );
  const esports = season(world, 'esports');
  const maps = esports.flatMap(({ league, matches }) =>
    matches.flatMap((m) => (m.esports?.maps ?? []).map((map) => ({ game: gameOf(league), map }))),
  );
  const rounds = maps.filter((x) => x.game === 'CS2' || x.game === 'Valorant');
  // A MOBA's maps: kills a team a map, and minutes a map, by game.
  const moba = (game: string) => {
    const played = esports.filter(({ league }) => gameOf(league) === game).flatMap((s) => s.matches);
    return {
      kills: mean(played.flatMap((m) => (m.esports?.maps ?? []).flatMap((map) => [map.home, map.away]))),
      minutes: mean(played.flatMap((m) => mapMinutes.get(m) ?? [])),
    };
  };
  const lol = moba('LoL');
  const dota = moba('Dota 2');
  const impossible = rounds.filter((x) => !mapScoreReal(x.game, x.map.home, x.map.away)).length;
  const vba = world.leagues.get(34);
  const vietnamese =
    /^(Hanoi|Saigon|Haiphong|Danang|Hue|Nha Trang|Can Tho|Vung Tau|Da Lat|Quy Nhon|Bien Hoa|Vinh|Nam Dinh|Thanh Hoa|Ha Long|Buon Ma Thuot) /;
  const foreign = (vba?.teamIds ?? []).filter(
    (id) => !vietnamese.test(world.teams.get(id)?.name.en ?? ''),
  ).length;
  const pbl = world.leagues.get(31);
  const american = new RegExp(`^(${(GENERATED_PLACES.usa?.cities ?? []).join('|').replace(/\./g, '\\.')}) `);
  const notAmerican = (pbl?.teamIds ?? []).filter(
    (id) => !american.test(world.teams.get(id)?.name.en ?? ''),
  ).length;
  // The engine's own leagues carry no real league's name, in any language (docs/API.md "Real and generated").
  const realNames =
    /\b(NBA|CBA|EuroLeague|VBA|LPL|LCK|ESL|DreamLeague|VCT|Dota Pro Circuit|DPC)\b|英雄联盟职业联赛|中国男子篮球/;
  const realNamed = [...world.leagues.values()].filter(
    (l) => l.sport !== 'football' && (['cn', 'en', 'vi'] as const).some((k) => realNames.test(l.name[k])),
  ).length;
  return [
    ...leagueRows,
    {
      name: 'basketball team game range',
      real: '≤ 124.6 avg',
      engine: `${Math.min(...teamPoints)}-${Math.max(...teamPoints)}`,
      ok: Math.min(...teamPoints) >= 40 && Math.max(...teamPoints) <= 170,
      source:
        'best NBA team average 124.6 PPG (Pacers, Statitudes, Jan 2024); games within 40-170 (FIBA leagues score less)',
    },
    {
      name: "basketball best team's margin",
      real: '≤ 12.6',
      engine: bestMargin.toFixed(1),
      ok: bestMargin <= 12.6,
      source: 'OKC 2024-25, the best average margin in NBA history: +12.6 (NBA.com notebook, April 2025)',
    },
    {
      name: 'CS2/Valorant maps, impossible',
      real: '0',
      engine: `${impossible} of ${rounds.length}`,
      ok: impossible === 0,
      source: 'first to 13; CS2 overtime MR3 (16-14, 19-17), Valorant win by two (Valve, Riot rules)',
    },
    {
      name: 'LoL kills/team/game',
      real: '12.2-12.9',
      engine: lol.kills.toFixed(1),
      ok: lol.kills >= 11.2 && lol.kills <= 13.9,
      source:
        "LCK 12.2, LPL 12.9 (the LPL's comparison of the four major leagues, summer 2020; Xportsnews, 3 Oct 2020)",
    },
    {
      name: 'LoL game minutes',
      real: '29.7-31.2',
      engine: lol.minutes.toFixed(1),
      ok: lol.minutes >= 28.7 && lol.minutes <= 32.2,
      source: 'average game LEC 29:42, LPL 31:09 (spring 2019; Inven Global)',
    },
    {
      name: 'Dota 2 kills/team/game',
      real: '23.9',
      engine: dota.kills.toFixed(1),
      ok: Math.abs(dota.kills - 23.9) / 23.9 <= 0.1,
      source:
        'a professional kills every 7:45 (datDota, 50,000 games, Dec 2020): 5 players x 37.1 min / 7.75',
    },
    {
      name: 'Dota 2 game minutes',
      real: '37.1',
      engine: dota.minutes.toFixed(1),
      ok: Math.abs(dota.minutes - 37.1) <= 1.5,
      source: 'average professional game 37:05, sd 9:41 (datDota, "Dota 2021 in numbers")',
    },
    {
      name: 'Vietnam clubs not Vietnamese',
      real: '0',
      engine: `${foreign} of ${vba?.teamIds.length ?? 0}`,
      ok: foreign === 0,
      source:
        "Vietnam's league, the VBA, holds Vietnamese clubs (Saigon Heat, Hanoi Buffaloes, Danang Dragons...)",
    },
    {
      name: 'Americas clubs not American',
      real: '0',
      engine: `${notAmerican} of ${pbl?.teamIds.length ?? 0}`,
      ok: notAmerican === 0,
      source: 'an American league holds clubs of American cities (none with an NBA club)',
    },
    {
      name: 'own leagues, real league names',
      real: '0',
      engine: String(realNamed),
      ok: realNamed === 0,
      source:
        "no real league's teams are in the data, so none is named for one (the Dota Pro Circuit also ended in 2023)",
    },
  ];
}

/** The rows as the bench prints them; returns how many are outside reality. */
export function printOtherSports(out: string[]): number {
  const rows = otherSportsRows();
  out.push('');
  out.push(
    'Basketball and esports (the generated leagues: basketball 90 games a team, esports every pairing home and away)',
  );
  out.push(
    `${'figure'.padEnd(32)}${'real'.padStart(12)}${'engine'.padStart(16)}  ${'ok'.padEnd(4)}source of the real figure`,
  );
  for (const r of rows)
    out.push(
      `${r.name.padEnd(32)}${r.real.padStart(12)}${r.engine.padStart(16)}  ${(r.ok ? 'yes' : 'NO').padEnd(4)}${r.source}`,
    );
  return rows.filter((r) => !r.ok).length;
}

// Run alone: npx tsx bench/realismOtherSports.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const out: string[] = [];
  printOtherSports(out);
  console.log(out.join('\n'));
}
