// What a match's ratings and statistics cost per request: the engine works them out from the match's events on
// each call (engine/queries/detailQueries.ts), with no cache. Prints the time of one call of each query, and of
// a player page's average rating (one playerRating per match of his season), beside the baseline: the model
// called directly, as the API's mapping called it before the engine had these queries.
// Run: npm run bench:ratings
import { createEngine, footballRatings, type Match } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';

const START = Date.UTC(2026, 11, 5, 15, 10);
const engine = createEngine({ seed: 20260614, clock: () => START, days: 7, seasons: loadSeasons() });
engine.tick();

const day = 86_400_000;
const played = engine
  .matchesByDate('football', START - 7 * day, START + day)
  .filter((m) => m.momentum.length > 0);

/** Microseconds `f` takes, the median of five rounds. */
function timed(f: () => void): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    f();
    rounds.push((performance.now() - t0) * 1000);
  }
  return rounds.sort((a, b) => a - b)[2] ?? 0;
}

/** Microseconds per call of `f`, over every match. */
const perCall = (matches: readonly Match[], f: (m: Match) => unknown) =>
  timed(() => {
    for (const m of matches) f(m);
  }) / matches.length;

const rows: [string, number, number | null][] = [
  [
    'ratings of a match',
    perCall(played, (m) => engine.ratings(m.id)),
    perCall(played, (m) => {
      const lineup = engine.lineup(m.id);
      return lineup && footballRatings(m, lineup);
    }),
  ],
  ['statistics of a match', perCall(played, (m) => engine.statistics(m.id)), null],
];

// A player page: his rating in every finished match of his team, as playerPages.ts reads it.
const team = engine.team(played[0]?.homeTeamId ?? 0);
const player = team?.players[0];
const his = engine
  .matchesByDate('football', 0, Number.MAX_SAFE_INTEGER)
  .filter((m) => m.status === -1 && (m.homeTeamId === team?.id || m.awayTeamId === team?.id));
if (player) {
  rows.push([
    `a player page (${his.length} matches)`,
    timed(() => {
      for (const m of his) engine.playerRating(m.id, player.id);
    }),
    timed(() => {
      for (const m of his) {
        const lineup = engine.lineup(m.id);
        if (lineup) footballRatings(m, lineup).find((r) => r.playerId === player.id);
      }
    }),
  ]);
}

console.log(`${played.length} football matches begun or played, engine at ${new Date(START).toISOString()}`);
console.log('what                                   now µs   baseline µs');
for (const [what, now, before] of rows)
  console.log(
    `${what.padEnd(38)} ${now.toFixed(1).padStart(7)}   ${before === null ? '-' : before.toFixed(1)}`,
  );
