/**
 * `npm run bench:replay-guard [-- --keys N]`: what the origin's replay guard costs a signed call, in
 * processor time, on the embedded database (PGlite, in memory). The guard as it is
 * (origin/src/http/replayGuard.ts: the calls that arrive while a statement runs go together in the
 * next) with 1, 4, 8 and 16 calls arriving at once, beside the baseline in the same run: one insert
 * statement per call, as the guard made before. Prints milliseconds of processor a call. With several
 * at once, the first of them starts a statement alone and the others wait for the next one.
 */
import { ONE_KEY, openTestDb, sqlReplayGuard } from '@pitchside/origin/testing';

const at = process.argv.indexOf('--keys');
const KEYS = at >= 0 ? Number(process.argv[at + 1]) : 4000;
const MEMORY_MS = 11 * 60_000;

const { db, close } = await openTestDb();
let serial = 0;
const nextKey = () => `${process.pid}-${serial++}`.padStart(64, '0');

/** The baseline: a statement a call (the guard's own for one key). */
async function statementPerCall(key: string, nowMs: number): Promise<boolean> {
  const result = await db.query(ONE_KEY, [key, new Date(nowMs + MEMORY_MS), new Date(nowMs)]);
  return result.rowCount === 1;
}

/** Processor milliseconds a call, `atOnce` calls arriving together until KEYS are taken. */
async function measure(accept: (key: string, nowMs: number) => Promise<boolean>, atOnce: number) {
  // Warm: the statements planned and the engine's code compiled before the count.
  for (let i = 0; i < 200; i++) await accept(nextKey(), Date.now());
  const start = process.cpuUsage();
  for (let done = 0; done < KEYS; done += atOnce) {
    const answers = await Promise.all(Array.from({ length: atOnce }, () => accept(nextKey(), Date.now())));
    if (!answers.every(Boolean)) throw new Error('a fresh key was refused');
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / KEYS;
}

const guard = sqlReplayGuard(db, MEMORY_MS);
console.log(`${KEYS} signed calls on the embedded database (in memory), milliseconds of processor a call:`);
// Each measured twice in turn, the lower kept: the first rounds also warm the engine's code.
for (const atOnce of [1, 4, 8, 16]) {
  const grouped = (key: string, nowMs: number) => guard.accept(key, nowMs);
  const baseline = Math.min(await measure(statementPerCall, atOnce), await measure(statementPerCall, atOnce));
  const ours = Math.min(await measure(grouped, atOnce), await measure(grouped, atOnce));
  console.log(
    `${String(atOnce).padStart(2)} at once: a statement a call ${baseline.toFixed(3)} ms, grouped ${ours.toFixed(3)} ms (${(baseline / ours).toFixed(1)}x)`,
  );
}
await close();
