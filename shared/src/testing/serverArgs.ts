// How a test starts one of the product's server processes (origin, gateway, ingest): the run's bundle of
// its entry when the run made them (gateway/src/testing/serverBundles.ts, from the global set-up), else its
// source through tsx. In shared, so that every workspace's tests start them alike.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that names the run's folder of bundles. */
export const SERVER_BUNDLES_ENV = 'PITCHSIDE_SERVER_BUNDLES';

/** Each server's entry, from the repository's root, and its bundle's name. */
export const SERVER_ENTRIES = {
  origin: 'origin/src/server.ts',
  gateway: 'gateway/src/server.ts',
  ingest: 'ingest/src/main.ts',
} as const;

type ServerName = keyof typeof SERVER_ENTRIES;

const nameOf = (entry: string): ServerName | undefined =>
  (Object.keys(SERVER_ENTRIES) as ServerName[]).find((name) => SERVER_ENTRIES[name] === entry);

/**
 * The arguments of `node` that start an entry (from the repository's root): the run's bundle of it when
 * there is one, else its source through tsx.
 */
export function serverArgs(entry: string): string[] {
  const dir = process.env[SERVER_BUNDLES_ENV];
  const name = nameOf(entry);
  if (dir && name && existsSync(join(dir, `${name}.mjs`)))
    return ['--enable-source-maps', join(dir, `${name}.mjs`)];
  return ['--import', 'tsx', entry];
}
