// The global set-up of a whole vitest run (the root vitest.config.ts): the server processes' bundles
// (serverBundles.ts), and one build of the web's server entry for every test file that renders pages, in
// any workspace. The entry is built only once a test asks: a run of
// files that render no page pays nothing. The first request starts the build; every request waits for it
// and is answered with the entry's path (or the build's error). The build is removed when the run ends.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { buildServerBundles, SERVER_BUNDLES_ENV } from './serverBundles';
import { type BuiltServerEntry, buildServerEntry, SERVER_ENTRY_KEY } from './webServerEntry';

declare module 'vitest' {
  export interface ProvidedContext {
    webServerEntry: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The server processes' bundles, before any worker starts (the workers inherit the environment).
  const bundles = await buildServerBundles();
  process.env[SERVER_BUNDLES_ENV] = bundles.dir;
  let build: Promise<BuiltServerEntry> | undefined;
  const server = createServer((request, response) => {
    build ??= buildServerEntry();
    build.then(
      (built) => response.writeHead(200, { 'content-type': 'text/plain' }).end(built.entry),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
    request.resume();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  project.provide(SERVER_ENTRY_KEY, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return async () => {
    await new Promise((closed) => server.close(closed));
    const built = await build?.catch(() => undefined);
    await built?.close();
    bundles.close();
  };
}
