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
// origin/src/db/databaseTests.test.ts checks the rule.
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

/**
 * The test files under `folder` (repository-relative, e.g. 'origin/src') split by the rule, each database
 * test with the chain of imports that makes it one.
 */
export function databaseTests(root, folder = 'origin/src') {
  const seen = new Map();
  const database = [];
  const other = [];
  for (const file of testFilesUnder(join(root, folder))) {
    const reach = databaseReach(root, file, seen);
    if (reach) database.push({ file: relative(root, file), reach });
    else other.push(relative(root, file));
  }
  return { database, other };
}
