// What both benchmark servers answer over IPC: memory after a full GC, a census of the heap,
// event-loop lag, close.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { heapCensus } from './heapCensus';
import type { ServerCommand, ServerReply } from './protocol';

export function serveBenchCommands(close: () => Promise<void>): void {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const send = (reply: ServerReply) => process.send?.(reply);
  const gc = (globalThis as { gc?: () => void }).gc;
  // The benchmark that started this process is gone (it failed or was stopped): go too.
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (command: ServerCommand) => {
    switch (command.type) {
      case 'memory': {
        gc?.();
        gc?.();
        // At the file limit reading the process's memory can fail (EMFILE): the heap's own figures
        // need no file, and the resident size is then unknown rather than the process dead.
        let usage: { heapUsed: number; external: number; rss: number; arrayBuffers: number };
        try {
          usage = process.memoryUsage();
        } catch {
          const heap = getHeapStatistics();
          usage = {
            heapUsed: heap.used_heap_size,
            external: heap.external_memory,
            rss: Number.NaN,
            arrayBuffers: 0,
          };
        }
        send({
          type: 'memory',
          heapUsed: usage.heapUsed,
          external: usage.external,
          rss: usage.rss,
          arrayBuffers: usage.arrayBuffers,
        });
        break;
      }
      case 'census':
        gc?.();
        send({ type: 'census', census: await heapCensus() });
        break;
      case 'lag-reset':
        lag.reset();
        break;
      case 'lag':
        // The histogram counts the delay beyond the 10 ms sampling resolution, in nanoseconds.
        send({
          type: 'lag',
          p50Ms: lag.percentile(50) / 1e6,
          p99Ms: lag.percentile(99) / 1e6,
          maxMs: lag.max / 1e6,
        });
        break;
      case 'close':
        await close();
        send({ type: 'closed' });
        setTimeout(() => process.exit(0), 50);
        break;
    }
  });
}
