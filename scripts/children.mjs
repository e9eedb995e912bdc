// How `npm start` runs the origin and the gateway: each a node process with an IPC channel to this one.
// The channel closes when this process ends, however it ends (even SIGKILL, which it cannot catch), and
// each server stops itself then (origin/src/server.ts, gateway/src/server.ts), so no server outlives
// `npm start` holding its port and, for the origin, its database folder.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `entry` (a TypeScript file under the repository) with `env` added to this process's. */
export function startChild(entry, env) {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
}

/** The signals `npm start` stops its children on: every one a process can catch that ends it. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
