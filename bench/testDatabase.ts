/**
 * `npm run bench:test-database [-- --starts N]`: what starting a test file's embedded database costs, in
 * processor time. Each test file's database starts from a dump of the migrated one
 * (origin/src/testing/testDb.ts): the dump as the tests use it (a tar file) beside the baseline in the
 * same run, the same database dumped gzipped as the tests did before. Prints milliseconds of processor
 * a start (PGlite up from the dump and one query answered), the lower of two rounds of each.
 */
import { PGlite } from '@electric-sql/pglite';
import { openTestDb } from '@pitchside/origin/testing';

const at = process.argv.indexOf('--starts');
const STARTS = at >= 0 ? Number(process.argv[at + 1]) : 6;

const source = await openTestDb();
const tar = await source.db.dump?.();
await source.close();
if (!tar) throw new Error('the embedded database gave no dump');
// The same migrated database, gzipped: PGlite reads a dump of either kind.
const copy = await PGlite.create({ loadDataDir: tar });
const gzipped = await copy.dumpDataDir('gzip');
await copy.close();

async function measure(dump: Blob): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < STARTS; i++) {
    const db = await PGlite.create({ loadDataDir: dump });
    await db.query('SELECT count(*) FROM users');
    await db.close();
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / STARTS;
}

console.log(
  `A migrated test database started ${STARTS} times from each dump (tar ${(tar.size / 1e6).toFixed(1)} MB, gzip ${(gzipped.size / 1e6).toFixed(1)} MB):`,
);
const baseline = Math.min(await measure(gzipped), await measure(gzipped));
const ours = Math.min(await measure(tar), await measure(tar));
console.log(
  `processor a start: from the gzipped dump ${baseline.toFixed(0)} ms, from the tar ${ours.toFixed(0)} ms (${(baseline / ours).toFixed(2)}x)`,
);
