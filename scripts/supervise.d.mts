// Types of supervise.mjs, for its test (ingest/src/supervision.test.ts).
import type { ChildProcess } from 'node:child_process';

export declare function supervise(
  name: string,
  start: () => ChildProcess,
  options: {
    log?: (line: string) => void;
    stopping: () => boolean;
    permanent?: number[];
    firstDelayMs?: number;
    maxDelayMs?: number;
    healthyAfterMs?: number;
  },
): { current(): ChildProcess | null; stop(): void };
