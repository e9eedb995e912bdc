// A process's settings from its environment, checked once against a TypeBox schema (the origin's, the
// ingest's): a typo fails the start with every wrong variable named, never a silent default. Its own
// entry (`@pitchside/shared/checkedEnv`), so typebox's checker stays out of the browser's bundle.
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The variables of `schema` that `env` sets (an empty one counts as unset), checked against it: a
 * ConfigError naming every wrong one, for the `what` process (the origin, the ingest).
 */
export function checkedEnv<S extends TObject>(
  schema: S,
  env: Record<string, string | undefined>,
  what: string,
): Static<S> {
  const relevant = Object.fromEntries(
    Object.keys(schema.properties)
      .map((name) => [name, env[name]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  if (!Value.Check(schema, relevant)) {
    const problems = [...Value.Errors(schema, relevant)].map(
      (error) => `${error.instancePath.replace(/^\//, '') || '(env)'}: ${error.message}`,
    );
    throw new ConfigError(`Invalid ${what} configuration:\n  ${problems.join('\n  ')}`);
  }
  return relevant as Static<S>;
}
