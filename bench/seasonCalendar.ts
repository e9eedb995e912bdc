// The real seasons on the calendar, month by month (docs/API.md "Real and generated"): for each competition, its file's own
// matches per month, then the world's on several days across a year (played before that day + to come),
// counted on the competition's own clock. A month in which the file has no match must stay empty: the
// European leagues and the Champions League rest in June and July.
// Run: npm run bench:calendar [-- 2026-11-28T15:00Z 2027-06-20T12:00Z ...]
import { addRealClubs, buildSeasonFixtures, buildWorld, COMPETITIONS } from '@pitchside/origin/engine';
import { loadSeasons } from '@pitchside/origin/engine/plugin';

const SEED = 20260614;
const DAYS = process.argv.slice(2).filter((a) => /^\d{4}-\d{2}-\d{2}/.test(a));
const dates = (
  DAYS.length > 0
    ? DAYS
    : ['2026-11-28T15:00Z', '2027-01-15T19:00Z', '2027-06-20T12:00Z', '2027-08-20T18:00Z']
).map((d) => Date.parse(d));
const MONTHS = ['Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];
/** Column of a month (1-12), August first. */
const column = (month: number) => (month + 4) % 12;

const world = buildWorld(SEED, { football: false });
const real = addRealClubs(SEED, world, loadSeasons());
const cell = (n: number, mark = false) => `${n === 0 ? '.' : String(n)}${mark ? '!' : ' '}`.padStart(6);
const out: string[] = [
  'Matches per month of each real competition: its file, then the world laid on each day (played+to come).',
  'A month marked ! has matches in the world but none in the file.',
  `${''.padEnd(26)}${MONTHS.map((m) => m.padStart(5)).join(' ')}  outside the file's months`,
];
const worlds = dates.map((today) => ({ today, entries: buildSeasonFixtures(SEED, real, today) }));
for (const spec of COMPETITIONS) {
  const seasons = real.filter((s) => s.spec.code === spec.code);
  if (seasons.length === 0) continue;
  const file = Array<number>(12).fill(0);
  for (const s of seasons) for (const m of s.file.matches) file[column(Number(m.date.slice(5, 7)))]++;
  out.push(`${`${spec.code} file`.padEnd(26)}${file.map((n) => cell(n)).join('')}`);
  for (const { today, entries } of worlds) {
    const played = Array<number>(12).fill(0);
    const toCome = Array<number>(12).fill(0);
    for (const e of entries) {
      if (e.match.leagueId !== spec.leagueId) continue;
      const month = new Date(e.match.startTime + spec.utcOffset * 3_600_000).getUTCMonth() + 1;
      (e.match.startTime < today ? played : toCome)[column(month)]++;
    }
    const outside = played.reduce((sum, n, i) => sum + (file[i] === 0 ? n + (toCome[i] ?? 0) : 0), 0);
    const outsidePlayed = played.reduce((sum, n, i) => sum + (file[i] === 0 ? n : 0), 0);
    const label = `${spec.code} ${new Date(today).toISOString().slice(0, 10)}`.padEnd(20);
    out.push(
      `${label}played${played.map((n, i) => cell(n, n > 0 && file[i] === 0)).join('')}  ${outside} (${outsidePlayed} played)`,
    );
    out.push(
      `${''.padEnd(20)}to come${toCome
        .map((n, i) => cell(n, n > 0 && file[i] === 0))
        .join('')
        .slice(1)}`,
    );
  }
}
console.log(out.join('\n'));
