import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNavigationTarget } from './navigation';

describe('safeNavigationTarget', () => {
  const origin = 'https://pitchside.example';

  it('keeps internal paths with their query and fragment', () => {
    expect(safeNavigationTarget('/matches/detail/12', origin)).toBe('/matches/detail/12');
    expect(safeNavigationTarget('/search?q=arsenal#top', origin)).toBe('/search?q=arsenal#top');
    expect(safeNavigationTarget('https://pitchside.example/user', origin)).toBe('/user');
    expect(safeNavigationTarget('HTTPS://PITCHSIDE.EXAMPLE/user', origin)).toBe('/user');
    expect(safeNavigationTarget('zq', origin)).toBe('/zq');
    expect(safeNavigationTarget('/a/../live', origin)).toBe('/live');
    // A same-scheme URL without '//' is a path on this site, for browsers too.
    expect(safeNavigationTarget('https:evil.com', origin)).toBe('/evil.com');
    expect(safeNavigationTarget('https:/evil.com', origin)).toBe('/evil.com');
  });

  it('refuses other hosts, script protocols and tricks', () => {
    const refused = [
      'https://evil.com/',
      'http://pitchside.example/user', // other scheme, so another origin
      'https://pitchside.example.evil.com/',
      'https://pitchside.example@evil.com/',
      'https://user:pass@pitchside.example/',
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '\\/evil.com',
      '/\\/evil.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://pitchside.example/uuid',
      'mailto:a@b.c',
      'http:evil.com', // another scheme: http://evil.com/
      '',
      `/${'a'.repeat(3000)}`,
    ];
    for (const target of refused)
      expect(safeNavigationTarget(target, origin), JSON.stringify(target)).toBeNull();
  });

  it('refuses everything for an unusable origin', () => {
    expect(safeNavigationTarget('/user', 'not a url')).toBeNull();
    expect(safeNavigationTarget('/user', 'javascript:alert(1)')).toBeNull();
  });

  it('only ever returns a single-slash path that resolves back to the same origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc.webUrl(),
          fc
            .constantFrom('/', '\\', '//', 'javascript:', ' ', '\t', '.', '@', ':')
            .chain((prefix) => fc.string().map((rest) => prefix + rest)),
        ),
        (target) => {
          const safe = safeNavigationTarget(target, origin);
          if (safe === null) return;
          expect(safe.startsWith('/')).toBe(true);
          expect(safe.startsWith('//')).toBe(false);
          expect(new URL(safe, origin).origin).toBe(origin);
        },
      ),
      { numRuns: 300 },
    );
  });
});
