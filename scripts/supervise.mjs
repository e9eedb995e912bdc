// A child process `npm start` keeps running: when it dies it is started again, after 1 s, then 2, 4… up to
// 30 s while it keeps dying young (a child that ran a minute starts the count again), and each death and
// restart is logged. An exit code in `permanent` (a missing binary, a wrong setting) is not retried.

/**
 * @param {string} name what the log calls it
 * @param {() => import('node:child_process').ChildProcess} start starts it (again)
 * @param {{ log?: (line: string) => void, stopping: () => boolean, permanent?: number[],
 *   firstDelayMs?: number, maxDelayMs?: number, healthyAfterMs?: number }} options
 */
export function supervise(name, start, options) {
  const log = options.log ?? ((line) => console.error(line));
  const firstDelayMs = options.firstDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;
  const permanent = new Set(options.permanent ?? []);
  let delay = firstDelayMs;
  let restarts = 0;
  let timer = null;
  let child = null;

  const run = () => {
    timer = null;
    const startedAt = Date.now();
    child = start();
    child.once('exit', (code, signal) => {
      if (options.stopping()) return;
      const how = signal ?? `exit ${code}`;
      if (code !== null && permanent.has(code)) {
        log(`${name} stopped (${how}) and is not restarted: see its message above.`);
        return;
      }
      if (Date.now() - startedAt >= healthyAfterMs) delay = firstDelayMs;
      restarts++;
      log(`${name} stopped (${how}); restarting it in ${delay / 1000} s (restart ${restarts}).`);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  run();
  return {
    /** The running child, or the last one while a restart waits. */
    current: () => child,
    /** No more restarts (`npm start` is stopping). */
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
