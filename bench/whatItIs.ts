// Whether every sport and competition says what it is (docs/API.md "Real and generated"): the names of the
// generated sports' leagues and teams, what a finished partial season still lists, and the history the
// intel tab tells. Figures a fan can count, on a Sunday morning and a Saturday afternoon of the real
// calendar, each beside its value before the fix (commit ae3027e, measured by this script's first version).
// Run: npx tsx bench/whatItIs.ts [ISO time ...]
import { createEngine, type Engine, type Match } from '@pitchside/origin/engine';
import { loadHistory, loadSeasons } from '@pitchside/origin/engine/plugin';

const SEED = 20260614;
const SUNDAY = '2026-12-06T09:30Z';
const SATURDAY = '2026-12-05T14:00Z';
const asked = process.argv.slice(2).filter((a) => /^\d{4}-\d{2}-\d{2}/.test(a));
const moments = asked.length > 0 ? asked : [SUNDAY, SATURDAY];

/** Before the fix, at the two default moments (the same world figures; the intel's differ by the day). */
const BEFORE: Record<string, Record<string, string>> = {
  [SUNDAY]: {
    realNamed: '8 of 9',
    sharedShort: '1 (en EPL)',
    sharedCn: '20 names, 80 teams',
    soundOut: '80 of 80',
    selfMatches: '11 of 224',
    cslPlayed: '2 on 28, 8 on 29, 6 on 30',
    cslToCome: '2 (postponed April, May)',
    h2hEmpty: '124 of 134',
    ownMissing: '72',
    notMet: '62',
    otherSeasonForm: '171 of 1298',
  },
  [SATURDAY]: {
    realNamed: '8 of 9',
    sharedShort: '1 (en EPL)',
    sharedCn: '20 names, 80 teams',
    soundOut: '80 of 80',
    selfMatches: '11 of 224',
    cslPlayed: '2 on 28, 8 on 29, 6 on 30',
    cslToCome: '2 (postponed April, May)',
    h2hEmpty: '121 of 140',
    ownMissing: '76',
    notMet: '57',
    otherSeasonForm: '171 of 1358',
  },
};

const LOCALES = ['cn', 'en', 'vi'] as const;
const REAL_LEAGUES = /\b(NBA|CBA|EuroLeague|VBA|LPL|LCK|ESL|DreamLeague|VCT)\b|英雄联盟职业联赛|中国男子篮球/;
const seasons = loadSeasons();
const history = loadHistory();

function world(at: number): { engine: Engine; all: Match[] } {
  const engine = createEngine({ seed: SEED, clock: () => at, startAt: at, seasons, history });
  engine.tick();
  const all = (['football', 'basketball', 'esport'] as const).flatMap((sport) =>
    engine.matchesByDate(sport, 0, Number.MAX_SAFE_INTEGER),
  );
  return { engine, all };
}

/** The names two or more of `things` share. */
function shared<T>(things: readonly T[], name: (t: T) => string): [string, number][] {
  const count = new Map<string, number>();
  for (const t of things) count.set(name(t), (count.get(name(t)) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1);
}

function figures(at: number): [string, string, string][] {
  const { engine, all } = world(at);
  const rows: [string, string, string][] = [];
  const row = (key: string, name: string, value: string) => rows.push([key, name, value]);
  const leagues = engine.leagues();
  const own = leagues.filter((l) => l.sport !== 'football');
  const realNamed = own.filter((l) => LOCALES.some((k) => REAL_LEAGUES.test(l.name[k])));
  row(
    'realNamed',
    "generated competitions under a real league's name",
    `${realNamed.length} of ${own.length}`,
  );
  const sharedShort = LOCALES.flatMap((k) =>
    shared(leagues, (l) => l.shortName[k]).map(([n]) => `${k} ${n}`),
  );
  row(
    'sharedShort',
    'abbreviations two competitions share',
    `${sharedShort.length} ${sharedShort.join(', ')}`,
  );
  const teams = [...new Set(leagues.flatMap((l) => l.teamIds))]
    .map((id) => engine.team(id))
    .filter((t) => !!t);
  const cn = shared(teams, (t) => t.name.cn);
  row(
    'sharedCn',
    'team names shared in cn',
    `${cn.length} names, ${cn.reduce((s, [, n]) => s + n, 0)} teams`,
  );
  const esportsTeams = teams.filter((t) => t.sport === 'esport');
  row(
    'soundOut',
    'esports teams sounded out in cn (…战队)',
    `${esportsTeams.filter((t) => /战队$/.test(t.name.cn)).length} of ${esportsTeams.length}`,
  );
  const esports = all.filter((m) => m.sport === 'esport');
  const self = esports.filter(
    (m) => engine.team(m.homeTeamId)?.name.cn === engine.team(m.awayTeamId)?.name.cn,
  );
  row(
    'selfMatches',
    'esports matches reading as a team v itself (cn)',
    `${self.length} of ${esports.length}`,
  );

  // The Chinese Super League, over since 22 November: its table and what it still lists to come.
  const played = new Map<number, number>();
  for (const r of engine.standings(13)) played.set(r.played, (played.get(r.played) ?? 0) + 1);
  row(
    'cslPlayed',
    'CSL final table, teams by games played',
    [...played]
      .sort((a, b) => a[0] - b[0])
      .map(([g, n]) => `${n} on ${g}`)
      .join(', '),
  );
  const toCome = all.filter(
    (m) => m.leagueId === 13 && (m.status === 0 || m.status === -11 || m.status === -14),
  );
  row('cslToCome', 'CSL matches "to come" in December', String(toCome.length));

  // The intel tab of every football match in the week either side of now.
  const around = all.filter(
    (m) =>
      m.sport === 'football' &&
      Math.abs(m.startTime - at) < 7 * 86_400_000 &&
      (m.status === 0 || m.status === -1),
  );
  let told = 0;
  let empty = 0;
  let ownMissing = 0;
  let notMet = 0;
  let formRows = 0;
  let otherSeason = 0;
  for (const m of around) {
    const intel = engine.intel(m.id, 'en');
    if (!intel) continue;
    told++;
    if (intel.headToHead.length === 0) empty++;
    if (m.status === -1 && !intel.headToHead.some((r) => r.matchId === m.id)) ownMissing++;
    if (m.status === -1 && /not met this season/.test(intel.preview)) notMet++;
    for (const r of [...intel.recentForm.home, ...intel.recentForm.away]) {
      formRows++;
      if (r.matchId !== null && engine.match(r.matchId)?.facts.season?.name !== m.facts.season?.name)
        otherSeason++;
    }
  }
  row('h2hEmpty', 'intel: head-to-head empty (football, ±7 days)', `${empty} of ${told}`);
  row('ownMissing', 'intel: a finished match missing from its own', String(ownMissing));
  row('notMet', 'intel: "not met this season" on a played match', String(notMet));
  row(
    'otherSeasonForm',
    "intel: form rows of another season than the match's",
    `${otherSeason} of ${formRows}`,
  );
  return rows;
}

const out: string[] = [];
for (const moment of moments) {
  out.push(`The world at ${moment}`);
  out.push(`  ${'figure'.padEnd(54)}${'before'.padEnd(28)}now`);
  for (const [key, name, value] of figures(Date.parse(moment)))
    out.push(`  ${name.padEnd(54)}${(BEFORE[moment]?.[key] ?? '-').padEnd(28)}${value}`);
}
// The seasons each competition names (docs/API.md "Real and generated"): before the fix, none was said.
const { engine } = world(Date.parse(moments[0] ?? SUNDAY));
out.push('Each real competition on its pages (before: no page said which season it shows):');
for (const league of engine.leagues('football')) {
  const { name, shiftDays, simulated, realUntil } = league.season;
  const until = realUntil === null ? '' : `, real to ${new Date(realUntil).toISOString().slice(0, 10)}`;
  out.push(`  ${league.name.en.padEnd(28)}${name} +${shiftDays / 364} y, simulated ${simulated}${until}`);
}
console.log(out.join('\n'));
