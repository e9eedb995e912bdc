// A set-up file of the workspaces whose test files share a worker's modules (`isolate: false` in
// every workspace's vitest.config.ts but web's). Sharing modules is safe only while no file leaves the process
// changed for the next one: this fails the file that does. It checks what a test can change in the
// process itself (the environment, fake timers, process-wide listeners, servers left listening);
// module state is each module's own, and a module that keeps state across files says so where it does.
import { afterAll, beforeAll, expect, vi } from 'vitest';

const WATCHED_EVENTS = ['exit', 'SIGINT', 'SIGTERM', 'uncaughtException', 'unhandledRejection'] as const;

interface ProcessState {
  env: Record<string, string | undefined>;
  listeners: Record<string, number>;
  servers: number;
}

/** Listening servers (TCP and pipes) of the process: a file must close every one it opened. */
const listening = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap' || kind === 'PipeServerWrap')
    .length;

function snapshot(): ProcessState {
  return {
    env: { ...process.env },
    listeners: Object.fromEntries(WATCHED_EVENTS.map((event) => [event, process.listenerCount(event)])),
    servers: listening(),
  };
}

let before: ProcessState;

beforeAll(() => {
  before = snapshot();
});

afterAll(async () => {
  // A closed server's handle is released a few turns of the event loop after its close resolves.
  for (let waited = 0; listening() > before.servers && waited < 2_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const after = snapshot();
  expect(vi.isFakeTimers(), 'the file left fake timers on').toBe(false);
  expect(after.env, 'the file changed process.env').toEqual(before.env);
  expect(after.listeners, 'the file left process listeners behind').toEqual(before.listeners);
  expect(after.servers, 'the file left a server listening').toBeLessThanOrEqual(before.servers);
});
