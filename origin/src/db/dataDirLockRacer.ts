// One origin racing for a data folder's lock, in a process of its own (dataDirLock.test.ts): told a
// folder and an instant, it waits for that instant, takes the lock or is refused, says which, and
// lets go when told.
import { type DataDirLock, lockDataDir } from './dataDirLock';

type Order = { dir: string; at: number } | 'release';

let held: DataDirLock | null = null;
process.on('message', (order: Order) => {
  if (order === 'release') {
    held?.release();
    held = null;
    process.send?.({ released: true });
    return;
  }
  // Spun, not slept: the six racers then ask within the same millisecond.
  while (Date.now() < order.at) {}
  try {
    held = lockDataDir(order.dir);
    process.send?.({ held: true, pid: process.pid });
  } catch (error) {
    process.send?.({ held: false, pid: process.pid, error: String(error) });
  }
});
process.send?.({ ready: true });
