// The rule that picks the origin's test files for the PostgreSQL step of the test command
// (scripts/databaseTests.mjs): a file is a database test when what it loads reaches a database driver or
// a way to start another process. Checked on made-up files for each way an import can be written, and on
// this repository against the files that name the origin's database openers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTests, runtimeImports } from '../../../scripts/databaseTests.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the modules a file loads', () => {
  it('are its imports, re-exports, import() and require(), but not type-only imports, comments or strings', () => {
    const source = [
      "import { a } from './a';",
      "import b, {\n  c,\n  type D,\n} from './b';",
      "import type { E } from './e';",
      "import './side-effect';",
      "import * as f from '@pitchside/shared';",
      "export * from './g';",
      "export { h } from './h';",
      "export type { I } from './i';",
      "const j = await import('./j');",
      "const o = require('./o');",
      'const p = \'import q from "./q"\';',
      "// import { k } from './k';",
      "/* import { l } from './l'; */",
    ].join('\n');
    expect(runtimeImports(source)).toEqual([
      './a',
      './b',
      './side-effect',
      '@pitchside/shared',
      './g',
      './h',
      './j',
      './o',
    ]);
  });
});

describe('a test file is a database test', () => {
  const root = mkdtempSync(join(tmpdir(), 'database-tests-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'origin/package.json': JSON.stringify({
      exports: { '.': './src/app.ts', './testing': './src/testing/index.ts', './fixtures/*': './src/fx/*' },
    }),
    'origin/src/db.ts': "import pg from 'pg';\nexport const open = () => new pg.Pool();",
    'origin/src/lite.ts': "export { PGlite } from '@electric-sql/pglite';",
    'origin/src/app.ts': "import { open } from './db.js';\nexport default open;",
    'origin/src/testing/index.ts': "export * from './harness';",
    'origin/src/testing/harness.ts': "import { PGlite } from '../lite';\nexport const db = PGlite;",
    'origin/src/fx/data.ts': "import '../db';",
    'origin/src/pure.ts': 'export const two = 2;',
    'origin/src/cycle.ts': "import './cycle2';\nexport const x = 1;",
    'origin/src/cycle2.ts': "import './cycle';\nimport { two } from './pure';",
    'origin/src/data.json': '{}',
    'origin/src/direct.test.ts': "import pg from 'pg';",
    'origin/src/relative.test.ts': "import app from './app';",
    'origin/src/workspace.test.ts': "import { db } from '@pitchside/origin/testing';",
    'origin/src/pattern.test.ts': "import '@pitchside/origin/fixtures/data';",
    'origin/src/dynamic.test.ts': "const app = await import('./app');",
    'origin/src/spawns.test.ts': "import { spawn } from 'node:child_process';",
    'origin/src/thread.test.ts': "import { Worker } from 'worker_threads';",
    'origin/src/nested/deep.test.tsx': "import { open } from '../db';",
    'origin/src/typeOnly.test.ts': "import type { open } from './db';\nimport { two } from './pure';",
    'origin/src/pure.test.ts':
      "import { two } from './pure';\nimport data from './data.json';\nimport 'vitest';",
    'origin/src/cycle.test.ts': "import { x } from './cycle';",
    'origin/src/answers.test.ts':
      "// The world's answers.\n// Not run again on PostgreSQL: its subject is the engine's answers,\n// the same on either.\nimport app from './app';",
    'origin/src/marked.test.ts':
      "// Not run again on PostgreSQL: a pure file says so, and is no database test anyway.\nimport { two } from './pure';",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  it('when what it loads reaches a driver or a process starter, by any path', () => {
    const { database, notAgain, other } = databaseTests(root);
    expect(Object.fromEntries(database.map((test) => [test.file, test.reach]))).toEqual({
      'origin/src/direct.test.ts': ['pg (a database driver)'],
      'origin/src/dynamic.test.ts': ['origin/src/app.ts', 'origin/src/db.ts', 'pg (a database driver)'],
      'origin/src/nested/deep.test.tsx': ['origin/src/db.ts', 'pg (a database driver)'],
      'origin/src/pattern.test.ts': ['origin/src/fx/data.ts', 'origin/src/db.ts', 'pg (a database driver)'],
      'origin/src/relative.test.ts': ['origin/src/app.ts', 'origin/src/db.ts', 'pg (a database driver)'],
      'origin/src/spawns.test.ts': ['node:child_process (starts a process that inherits DATABASE_URL)'],
      'origin/src/thread.test.ts': ['worker_threads (starts a process that inherits DATABASE_URL)'],
      'origin/src/workspace.test.ts': [
        'origin/src/testing/index.ts',
        'origin/src/testing/harness.ts',
        'origin/src/lite.ts',
        '@electric-sql/pglite (a database driver)',
      ],
    });
    expect(other).toEqual([
      'origin/src/cycle.test.ts',
      'origin/src/marked.test.ts',
      'origin/src/pure.test.ts',
      'origin/src/typeOnly.test.ts',
    ]);
    // A database test that says why it is not run again is left out, with its reason.
    expect(notAgain).toEqual([
      {
        file: 'origin/src/answers.test.ts',
        reason: "its subject is the engine's answers, the same on either.",
      },
    ]);
  });

  it('and a reason too short to weigh stops the run rather than leave a file out', () => {
    writeFileSync(
      join(root, 'origin/src/terse.test.ts'),
      "// Not run again on PostgreSQL: slow\nimport './db';",
    );
    expect(() => databaseTests(root)).toThrow(/"slow" is too short a reason/);
    rmSync(join(root, 'origin/src/terse.test.ts'));
  });

  it('and an import that leads nowhere stops the run rather than leave a file out', () => {
    writeFileSync(join(root, 'origin/src/broken.test.ts'), "import { gone } from './gone';");
    expect(() => databaseTests(root)).toThrow(/broken\.test\.ts imports \.\/gone, which is not there/);
    rmSync(join(root, 'origin/src/broken.test.ts'));
  });
});

describe("this repository's origin tests", () => {
  const { database, notAgain, other } = databaseTests(ROOT);
  const picked = new Set([...database, ...notAgain].map((test) => test.file));

  it('every file that calls a database opener by name is picked', () => {
    const openers = /\b(openTestDb|openDb|testApp|buildTestApp|signedIn\w*|PGlite|pg\.Pool)\b/;
    const naming = [...picked, ...other]
      .filter((file) => file !== 'origin/src/db/databaseTests.test.ts') // names them in its made-up files
      .filter((file) => openers.test(readFileSync(join(ROOT, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')));
    expect(naming.length).toBeGreaterThan(10);
    expect(naming.filter((file) => !picked.has(file))).toEqual([]);
  });

  it('a file not run again on PostgreSQL stores nothing of its own: no account, sign-in, follow, comment or room', () => {
    expect(notAgain.length).toBeGreaterThan(0);
    const storing =
      /\/userapi\/|registerAccount|signedIn\w*|dbFingerprint|follow|comment|anchor|rooms?\b|testDb\.db\.query/i;
    const found = notAgain
      .filter(({ file }) => storing.test(readFileSync(join(ROOT, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')))
      .map(({ file }) => file);
    expect(found).toEqual([]);
    // The accounts and the database's own files always run again.
    expect(database.map((test) => test.file)).toEqual(
      expect.arrayContaining(['origin/src/db/client.test.ts', 'origin/src/accounts/accounts.test.ts']),
    );
  });

  it('the pure ones are left out (the engine, the mappers, the playlists)', () => {
    expect(picked.has('origin/src/db/client.test.ts')).toBe(true);
    expect(picked.has('origin/src/accounts/accounts.test.ts')).toBe(true);
    expect(other).toContain('origin/src/engine/invariants.test.ts');
    expect(other).toContain('origin/src/vdapi/mapDetail.test.ts');
    expect(other).toContain('origin/src/video/playlist.test.ts');
  });
});
