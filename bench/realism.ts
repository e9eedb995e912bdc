// Realism of the match engine: 10k simulated football matches between the shipped seasons' real clubs,
// side by side with real figures and a naive constant-rate baseline computed in the same run, and the
// calibration of the closing 1X2, handicap and totals odds (realismOdds.ts); then basketball and esports
// beside their real figures (realismOtherSports.ts).
// Last, the real season match by match (realismSeason.ts): the four full files against the world of a
// date (--at, an ISO time; today by default).
// Run: npm run bench:realism [-- --matches N] [-- --at 2026-12-06T12:00Z]
import {
  addRealClubs,
  buildWorld,
  closingGroups,
  createEngine,
  footballSimFor,
  insideBox,
  type League,
  type Match,
  newMatch,
  preMatchResultPrices,
  rngFor,
  simulateFootball,
  type Team,
} from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';
import { simulateBaseline } from './realismBaseline';
import {
  addSamples,
  CALIBRATED,
  naiveSamples,
  noSamples,
  type PricedMatch,
  printCalibration,
  type Samples,
} from './realismOdds';
import { printOtherSports } from './realismOtherSports';
import { BUCKETS, bucketOf, REAL, REAL_SHOTS, worldCup2018Buckets } from './realismReference';
import { printSeasonRealism } from './realismSeason';
import { addSpreads, noSpreads, printSpread, type Spreads } from './realismSpread';
import { type Tally, tally } from './realismTally';

const argIndex = process.argv.indexOf('--matches');
const N = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 10_000;
const atIndex = process.argv.indexOf('--at');
/** The world's date for the real season's figures: the run's own moment unless given. */
const AT = atIndex > 0 ? Date.parse(process.argv[atIndex + 1] ?? '') : Date.now();
const KNOCKOUT_SHARE = 0.25;
const SEED = 20260614;

interface EngineRun {
  t: Tally;
  odds: Samples;
  /** What the baseline is priced on: each bookmaker's lines and each match's result. */
  priced: PricedMatch[];
  /** How far apart the books price each league match before kick-off. */
  spreads: Spreads;
}

function simulateEngine(world: ReturnType<typeof buildWorld>): EngineRun {
  const t = tally();
  const odds = noSamples();
  const priced: EngineRun['priced'] = [];
  const spreads = noSpreads();
  const leagues = [...world.leagues.values()].filter((l) => l.sport === 'football' && l.kind === 'league');
  const cups = [...world.leagues.values()].filter((l) => l.sport === 'football' && l.kind === 'cup');
  const rng = rngFor(SEED, 'bench');
  for (let i = 0; i < N; i++) {
    const knockout = rng.next() < KNOCKOUT_SHARE;
    const pool = knockout ? cups : leagues;
    const league = pool[Math.floor(rng.next() * pool.length)] as League;
    const a = Math.floor(rng.next() * league.teamIds.length);
    const b = (a + 1 + Math.floor(rng.next() * (league.teamIds.length - 1))) % league.teamIds.length;
    const home = world.teams.get(league.teamIds[a] as number) as Team;
    const away = world.teams.get(league.teamIds[b] as number) as Team;
    const match = newMatch({
      id: i + 1,
      sport: 'football',
      league,
      home,
      away,
      startTime: 0,
      round: 'R',
      knockout,
      venue: '',
    });
    const entry = footballSimFor({ seed: SEED, match, home, away, neutral: false, fate: { kind: 'normal' } });
    if (entry.sport !== 'football') continue;
    const m = simulateFootball(entry.sim);
    count(t, m);
    // Calibration of the closing odds of every bookmaker, margin removed.
    const ft = m.fullTimeScore ?? m.score;
    const closing = closingGroups(
      { seed: SEED, match: m, homeStrength: home.strength, awayStrength: away.strength, neutral: false },
      CALIBRATED.map((c) => c.type),
    );
    const result = ft.home > ft.away ? 0 : ft.home === ft.away ? 1 : 2;
    if (!knockout) {
      const input = {
        seed: SEED,
        match: m,
        homeStrength: home.strength,
        awayStrength: away.strength,
        neutral: false,
      };
      addSpreads(spreads, preMatchResultPrices(input), preMatchResultPrices(input, { marginsAlone: true }));
    }
    for (const groups of closing.values()) {
      addSamples(odds, groups, ft);
      priced.push({
        wdlHappened: [0, 1, 2].map((k) => (k === result ? 1 : 0)),
        handicap: groups.get(21)?.[1] ?? 0,
        total: groups.get(31)?.[1] ?? 2.5,
        ft,
      });
    }
  }
  return { t, odds, priced, spreads };
}

function count(t: Tally, m: Match): void {
  t.matches++;
  const ft = m.fullTimeScore ?? m.score;
  t.goals += ft.home + ft.away;
  if (ft.home === ft.away) t.draws++;
  if (!m.knockout) {
    t.leagueMatches++;
    if (ft.home === ft.away) t.leagueDraws++;
  }
  if (m.knockout) {
    t.knockouts++;
    t.knockoutGoals += ft.home + ft.away;
    if (m.extraTimeScore) t.extraTime++;
    if (m.penaltyScore) t.shootouts++;
  }
  t.cards += m.yellowCards.home + m.yellowCards.away + m.redCards.home + m.redCards.away;
  t.corners += m.corners.home + m.corners.away;
  for (const shot of m.shots) {
    t.shots++;
    if (shot.outcome === 'goal' || shot.outcome === 'saved') t.onTarget++;
    if (shot.outcome === 'goal') t.shotGoals++;
    if (insideBox(shot.x, shot.y)) t.insideBox++;
    if (shot.xg >= 0.35) t.bigChances++;
    t.xg += shot.xg;
    if (shot.situation === 'penalty') {
      t.penalties++;
      t.penaltyXg += shot.xg;
      if (shot.outcome === 'goal') t.penaltyGoals++;
    }
  }
  const s = m.stats;
  t.fouls += s.fouls.home + s.fouls.away;
  t.passes += s.passes.home + s.passes.away;
  t.accuratePasses += s.accuratePasses.home + s.accuratePasses.away;
  t.tackles += s.tackles.home + s.tackles.away;
  t.throwIns += s.throwIns.home + s.throwIns.away;
  t.goalKicks += s.goalKicks.home + s.goalKicks.away;
  for (const e of m.events) {
    if ((e.type === 'goal' || e.type === 'penalty' || e.type === 'own') && e.minute <= 90)
      t.buckets[bucketOf(e.minute)] = (t.buckets[bucketOf(e.minute)] ?? 0) + 1;
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) => x.toFixed(2);
const share = (b: number[], i: number) => (b[i] ?? 0) / b.reduce((s, x) => s + x, 0);

/** Shots, xG and the match statistics (docs/API.md "Shots and xG", "Match statistics") beside real figures (per side per match unless said). */
function printShots(out: string[], t: Tally): number {
  const sides = t.matches * 2;
  const rows: [string, number, number, (x: number) => string, string][] = [
    ['shots per side', REAL_SHOTS.shots.value, t.shots / sides, num, REAL_SHOTS.shots.note],
    [
      'shots on target per side',
      REAL_SHOTS.onTarget.value,
      t.onTarget / sides,
      num,
      REAL_SHOTS.onTarget.note,
    ],
    [
      'goals per shot',
      REAL_SHOTS.goalsPerShot.value,
      t.shotGoals / t.shots,
      (x) => x.toFixed(3),
      REAL_SHOTS.goalsPerShot.note,
    ],
    ['penalty xG', REAL_SHOTS.penaltyXg.value, t.penaltyXg / t.penalties, num, REAL_SHOTS.penaltyXg.note],
    [
      'penalties scored',
      REAL_SHOTS.penaltyXg.value,
      t.penaltyGoals / t.penalties,
      pct,
      REAL_SHOTS.penaltyXg.note,
    ],
    [
      'shots inside the box',
      REAL_SHOTS.insideBox.value,
      t.insideBox / t.shots,
      pct,
      REAL_SHOTS.insideBox.note,
    ],
    [
      'xG / goals from shots',
      REAL_SHOTS.xgPerGoal.value,
      t.xg / t.shotGoals,
      (x) => x.toFixed(3),
      REAL_SHOTS.xgPerGoal.note,
    ],
    ['fouls per side', REAL_SHOTS.fouls.value, t.fouls / sides, num, REAL_SHOTS.fouls.note],
    [
      'passes per side',
      REAL_SHOTS.passes.value,
      t.passes / sides,
      (x) => x.toFixed(0),
      REAL_SHOTS.passes.note,
    ],
    [
      'pass accuracy',
      REAL_SHOTS.passAccuracy.value,
      t.accuratePasses / t.passes,
      pct,
      REAL_SHOTS.passAccuracy.note,
    ],
    ['tackles per side', REAL_SHOTS.tackles.value, t.tackles / sides, num, REAL_SHOTS.tackles.note],
    ['throw-ins per side', REAL_SHOTS.throwIns.value, t.throwIns / sides, num, REAL_SHOTS.throwIns.note],
    ['goal kicks per side', REAL_SHOTS.goalKicks.value, t.goalKicks / sides, num, REAL_SHOTS.goalKicks.note],
  ];
  out.push('');
  out.push('Shots, xG and match statistics');
  out.push(
    `${'figure'.padEnd(26)}${'real'.padStart(8)}${'engine'.padStart(9)}${'diff'.padStart(8)}  ${'ok'.padEnd(4)} source of the real figure`,
  );
  let fails = 0;
  for (const [name, real, eng, fmt, note] of rows) {
    const d = (eng - real) / real;
    const ok = Math.abs(d) <= 0.1;
    if (!ok) fails++;
    out.push(
      `${name.padEnd(26)}${fmt(real).padStart(8)}${fmt(eng).padStart(9)}${`${(d * 100).toFixed(1)}%`.padStart(8)}  ${(ok ? 'yes' : 'NO').padEnd(4)} ${note}`,
    );
  }
  out.push(
    `(xG per shot: engine ${(t.xg / t.shots).toFixed(3)}; big chances (xG >= 0.35) per side: ${num(t.bigChances / sides)}; goals per match counts own goals, which are no shots)`,
  );
  return fails;
}

function main(): void {
  const started = performance.now();
  // The shipped real seasons' clubs (strengths read from their results), the model playing their
  // fixtures as it plays the unscored ones: leagues, and Champions League knockout ties.
  const world = buildWorld(SEED, { football: false });
  addRealClubs(SEED, world, loadSeasons());
  const run = simulateEngine(world);
  const engine = run.t;
  const simMs = performance.now() - started;
  const baseline = simulateBaseline(N, SEED, KNOCKOUT_SHARE);
  const naive = naiveSamples(REAL.goals.value, run.priced);
  const rows: [string, number, number, number, (x: number) => string, string][] = [
    [
      'goals per match',
      REAL.goals.value,
      engine.goals / engine.matches,
      baseline.goals / baseline.matches,
      num,
      REAL.goals.note,
    ],
    [
      'full-time draws (league)',
      REAL.draws.value,
      engine.leagueDraws / engine.leagueMatches,
      baseline.leagueDraws / baseline.leagueMatches,
      pct,
      REAL.draws.note,
    ],
    [
      'knockouts to extra time',
      REAL.extraTime.value,
      engine.extraTime / engine.knockouts,
      baseline.extraTime / baseline.knockouts,
      pct,
      REAL.extraTime.note,
    ],
    [
      'knockouts to penalties',
      REAL.shootouts.value,
      engine.shootouts / engine.knockouts,
      baseline.shootouts / baseline.knockouts,
      pct,
      REAL.shootouts.note,
    ],
    [
      'cards per match',
      REAL.cards.value,
      engine.cards / engine.matches,
      baseline.cards / baseline.matches,
      num,
      REAL.cards.note,
    ],
    [
      'corners per match',
      REAL.corners.value,
      engine.corners / engine.matches,
      baseline.corners / baseline.matches,
      num,
      REAL.corners.note,
    ],
    [
      'goals in the first half',
      REAL.firstHalf.value,
      share(engine.buckets, 0) + share(engine.buckets, 1) + share(engine.buckets, 2),
      share(baseline.buckets, 0) + share(baseline.buckets, 1) + share(baseline.buckets, 2),
      pct,
      REAL.firstHalf.note,
    ],
    [
      'goals in minutes 61-75',
      REAL.m61to75.value,
      share(engine.buckets, 4),
      share(baseline.buckets, 4),
      pct,
      REAL.m61to75.note,
    ],
    [
      'goals in minutes 76-90+',
      REAL.m76to90.value,
      share(engine.buckets, 5),
      share(baseline.buckets, 5),
      pct,
      REAL.m76to90.note,
    ],
  ];
  const out: string[] = [];
  out.push(
    `Realism of the match engine: ${engine.matches} simulated matches (${engine.knockouts} knockout ties), simulated in ${(simMs / 1000).toFixed(1)} s`,
  );
  out.push('');
  out.push(
    `${'figure'.padEnd(26)}${'real'.padStart(8)}${'engine'.padStart(9)}${'diff'.padStart(8)}  ${'ok'.padEnd(4)}${'baseline'.padStart(9)}${'diff'.padStart(8)}   source of the real figure`,
  );
  let fails = 0;
  for (const [name, real, eng, base, fmt, note] of rows) {
    const d = (eng - real) / real;
    const db = (base - real) / real;
    const ok = Math.abs(d) <= 0.1;
    if (!ok) fails++;
    out.push(
      `${name.padEnd(26)}${fmt(real).padStart(8)}${fmt(eng).padStart(9)}${`${(d * 100).toFixed(1)}%`.padStart(8)}  ${(ok ? 'yes' : 'NO').padEnd(4)}${fmt(base).padStart(9)}${`${(db * 100).toFixed(1)}%`.padStart(8)}   ${note}`,
    );
  }
  fails += printShots(out, engine);
  const wc = worldCup2018Buckets();
  out.push(
    `(all matches, knockouts included: engine ${pct(engine.draws / engine.matches)} draws at 90 minutes; World Cup 2018 file: 21.9%)`,
  );
  out.push(
    `(knockout ties: engine ${num(engine.knockoutGoals / engine.knockouts)} goals in 90 minutes; World Cup 2018 file: 2.75 in 16 ties)`,
  );
  out.push('');
  out.push(`Share of goals per 15-minute bucket (regular time; 45+ and 90+ stoppage in the 3rd and 6th)`);
  out.push(
    `${'bucket'.padEnd(10)}${'engine'.padStart(9)}${'baseline'.padStart(10)}${'WC 2018 file'.padStart(14)}`,
  );
  BUCKETS.forEach((label, i) => {
    const cells = [
      pct(share(engine.buckets, i)).padStart(9),
      pct(share(baseline.buckets, i)).padStart(10),
      pct(share(wc, i)).padStart(14),
    ];
    out.push(`${label.padEnd(10)}${cells.join('')}`);
  });
  out.push('');
  fails += printCalibration(out, run.odds, naive);
  out.push(
    '(a constant forecast is calibrated on average but cannot tell matches apart: its Brier score is the bar)',
  );
  out.push('');
  fails += printSpread(out, run.spreads);
  fails += printOtherSports(out);
  if (Number.isNaN(AT)) throw new Error('--at needs an ISO time, e.g. 2026-12-06T12:00Z');
  const seasons = loadSeasons();
  const today = createEngine({ seed: SEED, clock: () => AT, startAt: AT, seasons });
  fails += printSeasonRealism(out, today, seasons);
  out.push(
    fails === 0
      ? 'All figures within their targets (±10%, calibration ±3 points).'
      : `${fails} figure(s) outside their targets.`,
  );
  console.log(out.join('\n'));
}

main();
