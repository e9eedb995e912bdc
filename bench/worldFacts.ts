// What a fan can check in the world at one moment (docs/API.md "Real and generated"): knockout sides told before the
// world decided them, where the next match of a club sits in its search, the order of a league's results,
// the matches still to come, and the history the intel tab tells. Run: npx tsx bench/worldFacts.ts [ISO time]
import { createEngine, roundsPart, seasonRounds } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';

const at = Date.parse(process.argv[2] ?? '2026-11-28T12:45:00Z');
const engine = createEngine({ seed: 20260614, clock: () => at, startAt: at, seasons: loadSeasons() });
engine.tick();
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const all = (leagueId?: number) => engine.matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId);
const out: string[] = [`The world at ${new Date(at).toISOString()}`];

const undecided = all().filter((m) => engine.undecidedSides(m.id) !== null);
out.push(`knockout matches whose sides the world has not decided: ${undecided.length}, each told as:`);
for (const m of undecided.slice(0, 4)) {
  const sides = engine.undecidedSides(m.id);
  const name = (side: 'home' | 'away', id: number) => sides?.[side]?.en ?? engine.team(id)?.name.en;
  out.push(`  ${day(m.startTime)} ${m.round}: ${name('home', m.homeTeamId)} | ${name('away', m.awayTeamId)}`);
}

const found = engine.search('arsenal').matches.slice(0, 20);
const next = found.findIndex((m) => m.status === 0);
out.push(
  `search "arsenal": first match ${day(found[0]?.startTime ?? 0)}; its next match is #${next + 1} of ${found.length}`,
);

const premier = engine.league(1);
if (premier) {
  const results = roundsPart(seasonRounds(premier, all(1)), 'results').slice(0, 5);
  out.push(`Premier League results, first rounds listed: ${results.map((r) => r.round).join(', ')}`);
  const toCome = all(1).filter((m) => m.status === 0 || m.status === -11 || m.status === -14).length;
  out.push(`Premier League matches still to come: ${toCome}`);
}

const coming = engine.matchesByDate('football', at, at + 7 * 86_400_000).filter((m) => m.status === 0);
let rows = 0;
let invented = 0;
let misplaced = 0;
let unordered = 0;
for (const m of coming) {
  const intel = engine.intel(m.id, 'en');
  if (!intel) continue;
  const lists = [intel.headToHead, intel.recentForm.home, intel.recentForm.away];
  for (const list of lists) {
    rows += list.length;
    invented += list.filter((r) => r.matchId === null || engine.match(r.matchId)?.status !== -1).length;
    unordered += list.filter((r, i) => i > 0 && r.startTime > (list[i - 1]?.startTime ?? 0)).length;
  }
  misplaced += intel.recentForm.home.filter((r) => r.homeTeamId !== m.homeTeamId).length;
  misplaced += intel.recentForm.away.filter((r) => r.awayTeamId !== m.awayTeamId).length;
}
out.push(
  `intel of the ${coming.length} matches of the next 7 days: ${rows} history rows, ${invented} not played by the world, ${unordered} out of date order, ${misplaced} in the wrong home/away form`,
);
console.log(out.join('\n'));
