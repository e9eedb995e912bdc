// The sheets a drawn page inlines and the policy that admits them: by the hash of the exact text sent,
// which a browser recomputes over the <style> element's text (CSP Level 2 §4.2.4).
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EARLY_TAPS_SCRIPT, PAGE_START_SCRIPT } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CSP_DIRECTIVES, siteCsp } from '../security/headers';
import { SiteAssets } from './assets';
import { renderDocument, styleAttributes } from './renderPage';

let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'pitchside-assets-'));
  await mkdir(join(webDist, '.vite'), { recursive: true });
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'assets', 'index-1.css'), 'body{color:#111}');
  // A sheet holding what would end the element early: sent escaped, hashed as sent.
  await writeFile(join(webDist, 'assets', 'live-2.css'), '.x::after{content:"</style>"}');
  await writeFile(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-0.js', isEntry: true, css: ['assets/index-1.css'] },
      'src/features/live/LiveSections.tsx': { file: 'assets/LiveSections-3.js', css: ['assets/live-2.css'] },
    }),
  );
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlined sheets and the page policy', () => {
  it('hashes each inlined sheet as it is written into the page', () => {
    const assets = SiteAssets.load(webDist);
    const { styles, preload } = assets?.forModules(['src/features/live/LiveSections.tsx']) ?? {
      styles: [],
      preload: [],
    };
    expect(preload).toEqual(['/assets/LiveSections-3.js']);
    expect(styles.map((style) => style.href)).toEqual(['/assets/index-1.css', '/assets/live-2.css']);
    const page = renderDocument(
      '<html><head></head><body><div id="root"></div></body></html>',
      { title: 't', keywords: 'k', description: 'd' },
      'en',
      { html: '<p>drawn</p>', state: '{}', stateId: 'page-state', preload, styles },
    );
    const sent = [...page.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1] ?? '');
    expect(sent).toHaveLength(2);
    expect(sent.map(sha256)).toEqual(styles.map((style) => style.hash));
    expect(sent[1]).not.toContain('</style');
  });

  it("adds the hashes to style-src and nothing else to the site's policy", () => {
    const policy = siteCsp({ https: false, styleHashes: ['sha256-abc=', 'sha256-def='] });
    expect(policy).toContain("style-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('upgrade-insecure-requests');
    const directives = policy.split(';').map((directive) => directive.split(' ')[0]);
    expect(directives).toHaveLength(Object.keys(SITE_CSP_DIRECTIVES).length);
    expect(siteCsp({ https: true })).toMatch(/;upgrade-insecure-requests$/);
  });

  it('admits the style attributes of drawn markup by their hashes, as the browser reads them', () => {
    const markup =
      '<div style="--toast-offset:16px"></div><i style="width:50%"></i><i style="width:50%"></i>' +
      '<b style="font-family:&quot;Noto Sans&quot;, &#x27;x&#x27;"></b><p data-style="no"></p>';
    const values = styleAttributes(markup);
    expect(values).toEqual(['--toast-offset:16px', 'width:50%', `font-family:"Noto Sans", 'x'`]);
    const policy = siteCsp({ https: false, styleAttributeHashes: values.map(sha256) });
    const attributes = policy.split(';').find((directive) => directive.startsWith('style-src-attr '));
    expect(attributes?.split(' ').slice(1).sort()).toEqual(
      ["'unsafe-hashes'", ...values.map((value) => `'${sha256(value)}'`)].sort(),
    );
    // The toaster's offset as Chromium reports the hash it looked for.
    expect(sha256('--toast-offset:16px')).toBe('sha256-+uJdwqHREQRgWRDJqM/QR2qNknbR0jkap+jEdP8Zjhg=');
    expect(policy).toContain("style-src 'self';");
    expect(siteCsp({ https: false, styleAttributeHashes: [] })).not.toContain('style-src-attr');
  });
});

describe("a drawn page's script", () => {
  // The head Vite writes for the build: the entry and the chunks it imports at once.
  const BUILT =
    '<html><head><!--app-head-->' +
    '<script type="module" crossorigin src="/assets/index-0.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-9.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/i18n-8.js">\n' +
    '</head><body><div id="root"></div></body></html>';
  const body = {
    html: '<p>drawn</p>',
    state: '{}',
    stateId: 'page-state',
    preload: ['/assets/LiveSections-3.js'],
    styles: [],
  };
  const head = { title: 't', keywords: 'k', description: 'd' };

  it('is started by the start script once the page is shown, with every chunk the page needs', () => {
    const page = renderDocument(BUILT, head, 'en', body);
    // Nothing in the page fetches or runs a script by itself: no module script, no preload.
    expect(page).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    const scripts = [...page.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)];
    expect(scripts.map((match) => match[2])).toEqual([EARLY_TAPS_SCRIPT, PAGE_START_SCRIPT, '{}']);
    expect(scripts[1]?.[1]).toBe(
      ' data-entry="/assets/index-0.js" data-preload="/assets/runtime-9.js /assets/i18n-8.js /assets/LiveSections-3.js"',
    );
    // Both scripts come before the drawn markup, whose buttons the first one watches.
    expect(page.indexOf(PAGE_START_SCRIPT)).toBeLessThan(page.indexOf('<p>drawn</p>'));
  });

  it('is named by an attribute the start script reads, never by its text, so one hash admits it', () => {
    const other = BUILT.replace('index-0.js', 'index-7.js').replace('i18n-8.js', 'i18n-6.js');
    const texts = [BUILT, other].map((template) =>
      [
        ...renderDocument(template, head, 'en', body).matchAll(/<script data-entry[^>]*>(.*?)<\/script>/gs),
      ].map((match) => match[1]),
    );
    expect(texts).toEqual([[PAGE_START_SCRIPT], [PAGE_START_SCRIPT]]);
  });

  it('leaves a page with no built entry without a start script', () => {
    const page = renderDocument(
      '<html><head></head><body><div id="root"></div></body></html>',
      head,
      'en',
      body,
    );
    expect(page).not.toContain('data-entry');
    expect(page).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
  });
});
