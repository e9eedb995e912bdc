// Which of the origin's test files open a database, worked out from what each file imports, so the
// PostgreSQL step of the test command (scripts/test.mjs) runs those and only those, and a new database
// test is never missed for want of being listed somewhere.
//
// The rule: a test file opens a database when the modules it loads, followed import by import (static,
// re-exports and dynamic `import()`, through relative paths and the workspaces' package exports, but not
// `import type`, which loads nothing), reach
//   - a database driver (`pg` or `@electric-sql/pglite`): nothing else can open one in this process; or
//   - a way to start another process or thread (`node:child_process`, `node:worker_threads`): the child
//     inherits DATABASE_URL and may open the database there.
// Both are over-approximations: a file that merely could open a database is run on PostgreSQL too.
//
// A database test may say why it is not run again, in a line of its own:
//   // Not run again on PostgreSQL: <why, in a sentence that may go on over the comment lines after it>
// for a file whose database is not its subject: the world's answers (the engine's) read through the API,
// which opens a database only to keep its request log and reads the same from either; or processes
// started that open none. The step leaves it out and names it with its reason.
// origin/src/db/databaseTests.test.ts checks the rule, and that no file so marked signs anyone up, in or
// follows anything.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The packages whose import means a database can be opened. */
export const DATABASE_DRIVERS = ['pg', '@electric-sql/pglite'];
/** The modules whose import means another process or thread can be started. */
export const PROCESS_STARTERS = ['child_process', 'worker_threads'];

const WORKSPACE_SCOPE = '@pitchside/';
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The module specifiers a source file loads at run time, read by TypeScript's parser: imports, re-exports,
 * `import x = require()`, `require()` and `import()` with a literal. A type-only import or re-export loads
 * nothing; `import { type A, b }` still loads its module.
 */
export function runtimeImports(source, fileName = 'module.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kindOf(fileName));
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      if (
        !node.isTypeOnly &&
        ts.isExternalModuleReference(reference) &&
        ts.isStringLiteral(reference.expression)
      )
        specifiers.push(reference.expression.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

function kindOf(fileName) {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.[cm]?jsx?$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function bareName(specifier) {
  const name = specifier.replace(/^node:/, '');
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function asFile(path) {
  const candidates = [
    path,
    path.replace(/\.js$/, '.ts'),
    path.replace(/\.jsx$/, '.tsx'),
    path.replace(/\.mjs$/, '.mts'),
    `${path}.ts`,
    `${path}.tsx`,
    `${path}.mts`,
    `${path}.js`,
    `${path}.mjs`,
    join(path, 'index.ts'),
    join(path, 'index.tsx'),
    join(path, 'index.js'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** `@pitchside/origin/testing` → origin/src/testing/index.ts, by the workspace's package exports. */
function workspaceFile(root, specifier) {
  const [scope, name, ...rest] = specifier.split('/');
  const folder = join(root, name);
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) throw new Error(`no workspace for ${scope}/${name}`);
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports ?? {};
  const wanted = rest.length > 0 ? `./${rest.join('/')}` : '.';
  for (const [key, target] of Object.entries(exports)) {
    const to = typeof target === 'string' ? target : (target.import ?? target.default);
    if (typeof to !== 'string') continue;
    if (key === wanted) return resolve(folder, to);
    const star = key.indexOf('*');
    if (star >= 0 && wanted.startsWith(key.slice(0, star)) && wanted.endsWith(key.slice(star + 1))) {
      const middle = wanted.slice(star, wanted.length - (key.length - star - 1));
      return resolve(folder, to.replace('*', middle));
    }
  }
  throw new Error(`${specifier} is not exported by ${relative(root, manifest)}`);
}

/**
 * Why a module, with everything it loads, may open a database: the chain of imports that reaches a
 * driver or a process starter, or null when none does.
 */
export function databaseReach(root, file, seen = new Map()) {
  if (seen.has(file)) return seen.get(file);
  seen.set(file, null); // an import cycle adds nothing new
  let reach = null;
  for (const specifier of runtimeImports(readFileSync(file, 'utf8'), file)) {
    const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
    if (bare && DATABASE_DRIVERS.includes(bareName(specifier))) reach = [`${specifier} (a database driver)`];
    else if (bare && PROCESS_STARTERS.includes(bareName(specifier)))
      reach = [`${specifier} (starts a process that inherits DATABASE_URL)`];
    else if (bare && !specifier.startsWith(WORKSPACE_SCOPE)) continue;
    else {
      const target = bare ? workspaceFile(root, specifier) : resolve(dirname(file), specifier);
      const found = asFile(target);
      if (!found) throw new Error(`${relative(root, file)} imports ${specifier}, which is not there`);
      if (!SOURCE.test(found)) continue; // JSON and other data load no code
      const further = databaseReach(root, found, seen);
      if (further) reach = [relative(root, found), ...further];
    }
    if (reach) break;
  }
  seen.set(file, reach);
  return reach;
}

function testFilesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...testFilesUnder(path));
    } else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** The line by which a database test says why it is not run again on PostgreSQL, and its reason. */
export const NOT_AGAIN = /^\/\/ Not run again on PostgreSQL: (.+)$/m;

/**
 * Why a test file is not run again on PostgreSQL (NOT_AGAIN, with the comment lines that go on from it), or
 * null when it does not say.
 */
export function notAgainReason(source) {
  const found = NOT_AGAIN.exec(source);
  if (!found) return null;
  const lines = [found[1] ?? ''];
  for (const line of source.slice(found.index + found[0].length + 1).split('\n')) {
    const more = /^\/\/ (\S.*)$/.exec(line);
    if (!more) break;
    lines.push(more[1] ?? '');
  }
  const reason = lines.join(' ').trim();
  if (reason === '') return null;
  if (reason.length < 30) throw new Error(`"${reason}" is too short a reason to leave a database test out`);
  return reason;
}

/**
 * The test files under `folder` (repository-relative, e.g. 'origin/src') split by the rule: each database
 * test with the chain of imports that makes it one, the database tests that say why they are not run again
 * (`notAgain`, with their reason), and the others.
 */
export function databaseTests(root, folder = 'origin/src') {
  const seen = new Map();
  const database = [];
  const notAgain = [];
  const other = [];
  for (const file of testFilesUnder(join(root, folder))) {
    const reach = databaseReach(root, file, seen);
    const name = relative(root, file);
    if (!reach) other.push(name);
    else {
      const reason = notAgainReason(readFileSync(file, 'utf8'));
      if (reason) notAgain.push({ file: name, reason });
      else database.push({ file: name, reach });
    }
  }
  return { database, notAgain, other };
}
