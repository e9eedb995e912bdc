// One origin racing for a data folder's lock, in a process of its own (dataDirLock.test.ts): told a
// folder and an instant, it waits for that instant, takes the lock or is refused, says which, and
// lets go when told.
import { type DataDirLock, lockDataDir } from './dataDirLock';

type Order = { dir: string; at: number } | 'release';

/** How long before the instant a racer stops sleeping and spins. */
const SPIN_MS = 5;

let held: DataDirLock | null = null;
process.on('message', (order: Order) => {
  if (order === 'release') {
    held?.release();
    held = null;
    process.send?.({ released: true });
    return;
  }
  // Slept until just before the instant, then spun: the six racers ask within the same millisecond, and
  // spin a few milliseconds each rather than the whole lead (six spinning processes would hold a small
  // machine's every core).
  setTimeout(() => race(order), Math.max(0, order.at - Date.now() - SPIN_MS));
});
process.send?.({ ready: true });

function race(order: { dir: string; at: number }) {
  while (Date.now() < order.at) {}
  try {
    held = lockDataDir(order.dir);
    process.send?.({ held: true, pid: process.pid });
  } catch (error) {
    process.send?.({ held: false, pid: process.pid, error: String(error) });
  }
}
