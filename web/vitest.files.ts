// Which of the web's test files share their worker's modules. A pure module's file (it runs in node: no
// `@vitest-environment` line) that replaces no module (`vi.mock`) imports the same modules as the others
// and can share them, as every file of origin, gateway and ingest does: importing once per worker rather
// than once per file took the web's 51 files that run in node from 30 s of processor time to 7. The
// files that run with a DOM keep modules of their own (Vitest's default): the session, the toasts and the
// follows are module state that they set up and expect fresh, and some replace the API client.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(join(here, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(here, join(here, dir, file)));
}

const textOf = (file: string) => readFileSync(join(here, file), 'utf8');

const sharesModules = (file: string) => {
  const text = textOf(file);
  return !text.includes('@vitest-environment') && !/\bvi\.(mock|doMock)\(/.test(text);
};

/** A file that starts processes of its own (the hydration test: an origin and a gateway). */
const startsProcesses = (file: string) => /from 'node:child_process'/.test(textOf(file));

/** The web's test files, from the workspace's folder. */
const ALL_TESTS = [...testFiles('src'), ...testFiles('build')];

/** Those that share their worker's modules (vitest.shared.config.ts); the rest run in vitest.config.ts. */
export const SHARED_MODULE_TESTS = ALL_TESTS.filter(sharesModules);

/**
 * Of the rest, those that start processes run each in a process of its own (vitest.processes.config.ts),
 * not in a VM context of a worker thread that stays: a full run once stalled after the hydration test
 * had passed in such a thread, its servers' handles opened from it.
 */
export const PROCESS_TESTS = ALL_TESTS.filter((file) => !sharesModules(file) && startsProcesses(file));
