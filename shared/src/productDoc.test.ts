// docs/PRODUCT.md is what the code means by "PRODUCT §N": every citation anywhere in the repository
// must name a section the page has, and every error code the servers answer must be named in it or in
// docs/API.md, so a reader of the repository alone can follow each reference.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './api/errorCodes';
import { CHAT_ERROR_CODES } from './contract/chat';
import { ACK_ERROR_CODES } from './contract/events';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PRODUCT_DOC = join(ROOT, 'docs/PRODUCT.md');
const API_DOC = join(ROOT, 'docs/API.md');

/** Folders of built, installed or generated files (.gitignore), which cite nothing of their own. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  '.tsbuild',
  'coverage',
  'test-results',
  'playwright-report',
  '.test-results',
]);
const SKIPPED_PATHS = new Set(['origin/data']);
const CITING_FILE = /\.(ts|tsx|mts|mjs|cjs|js|md|json|css|html|yml|yaml|sh)$/;

function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (SKIPPED_FOLDERS.has(name) || SKIPPED_PATHS.has(relative(ROOT, path))) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) sourceFiles(path, found);
    else if (CITING_FILE.test(name)) found.push(path);
  }
  return found;
}

interface Citation {
  where: string;
  section: string;
  text: string;
}

// "PRODUCT §2", "PRODUCT.md §3", "PRODUCT §5/§8", "PRODUCT §2, §4 and §9", "PRODUCT.md §2-§4", and the
// same broken over a line ("PRODUCT\n§7"). A section may have parts (§2.1).
const SECTION = String.raw`§\s*\d+(?:\.\d+)*`;
const CITATION = new RegExp(
  String.raw`PRODUCT(?:\.md)?\s+${SECTION}(?:\s*(?:,|/|-|–|\band\b|\bor\b)\s*${SECTION})*`,
  'g',
);

/** Every "PRODUCT §N" of a text, one entry per section named, with the line it starts on. */
function citationsIn(text: string, file: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const line = text.slice(0, match.index).split('\n').length;
    for (const section of match[0].matchAll(/§\s*(\d+(?:\.\d+)*)/g)) {
      found.push({
        where: `${file}:${line}`,
        section: section[1] ?? '',
        text: match[0].replace(/\s+/g, ' '),
      });
    }
  }
  return found;
}

/** The section numbers of the page's headings: "## 2. Screens and routes" is 2, "### 2.1 …" is 2.1. */
function sectionsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1] ?? '');
}

describe('citations of docs/PRODUCT.md', () => {
  it('reads citations in every form the code writes them', () => {
    const text =
      'a (PRODUCT §2, §4 and §9) b\n// PRODUCT.md §5/§8, PRODUCT §2-§4 and PRODUCT\n§7.1; §3 alone';
    expect(citationsIn(text, 'f').map((citation) => `${citation.where} ${citation.section}`)).toEqual([
      'f:1 2',
      'f:1 4',
      'f:1 9',
      'f:2 5',
      'f:2 8',
      'f:2 2',
      'f:2 4',
      'f:2 7.1',
    ]);
    expect(sectionsOf('# Title\n## 1. One\ntext 2. no\n### 1.2 Part\n## Two\n')).toEqual(['1', '1.2']);
  });

  it('every "PRODUCT §N" in the repository has a heading in docs/PRODUCT.md', () => {
    const sections = new Set(sectionsOf(readFileSync(PRODUCT_DOC, 'utf8')));
    const citations = sourceFiles(ROOT).flatMap((path) =>
      citationsIn(readFileSync(path, 'utf8'), relative(ROOT, path)),
    );
    // The walk reached the code: the route table cites §2 (so this test cannot pass by finding nothing).
    expect(citations).toContainEqual(
      expect.objectContaining({ section: '2', where: 'shared/src/routes.ts:2' }),
    );
    const missing = citations.filter((citation) => !sections.has(citation.section));
    expect(
      missing.map((citation) => `${citation.where}: ${citation.text} (no §${citation.section})`),
    ).toEqual([]);
  });

  it('keeps the numbered sections 1 to 9, in order', () => {
    const top = sectionsOf(readFileSync(PRODUCT_DOC, 'utf8')).filter((section) => !section.includes('.'));
    expect(top).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('names every error code the servers answer, in docs/PRODUCT.md or docs/API.md', () => {
    const docs = `${readFileSync(PRODUCT_DOC, 'utf8')}\n${readFileSync(API_DOC, 'utf8')}`;
    const codes = [
      ...Object.values(ERROR_CODES).map(String),
      ...Object.values(ACK_ERROR_CODES),
      ...CHAT_ERROR_CODES,
    ];
    const unnamed = codes.filter((code) => !new RegExp(String.raw`(^|[^\w])${code}([^\w]|$)`).test(docs));
    expect(unnamed).toEqual([]);
  });
});
