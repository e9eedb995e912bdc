import { describe, expect, it } from 'vitest';
import cn from '../i18n/catalogs/cn';
import { leaves, messageProblems } from '../i18n/messageTree';
import { FEATURE_MESSAGES, SITE_MESSAGE_SOURCES } from './siteMessages';

describe("features' own strings", () => {
  for (const [name, messages] of Object.entries(FEATURE_MESSAGES)) {
    it(`${name}: every key in cn, en and vi, each a non-empty text with the same placeholders`, () => {
      expect(messageProblems(messages)).toEqual([]);
    });

    it(`${name}: one top-level key of its own, not one of the catalogs'`, () => {
      expect(Object.keys(messages.cn)).toEqual([name]);
      expect(Object.keys(cn)).not.toContain(name);
    });
  }
});

/** Every module of a feature's strings, by its path. */
const MESSAGE_MODULES = import.meta.glob<Record<string, unknown>>('../features/**/*[mM]essages.ts', {
  eager: true,
});

/** Strings in cn, en and vi: `{ cn: {…}, en: {…}, vi: {…} }`. */
const isWording = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  ['cn', 'en', 'vi'].every((locale) => typeof (value as Record<string, unknown>)[locale] === 'object');

/**
 * Whether a source holds the set: the set itself, or a source that holds each of its strings under the
 * same key in every language (the match page's tabs, joined into its one `detail` namespace).
 */
function isHeld(value: unknown): boolean {
  if (SITE_MESSAGE_SOURCES.includes(value as (typeof SITE_MESSAGE_SOURCES)[number])) return true;
  const wording = value as Readonly<Record<'cn' | 'en' | 'vi', unknown>>;
  return SITE_MESSAGE_SOURCES.some((source) =>
    (['cn', 'en', 'vi'] as const).every((locale) => {
      const own = leaves(source[locale]);
      return [...leaves(wording[locale])].every(([key, text]) => own.get(key) === text);
    }),
  );
}

describe("the site's strings, for the tests that read pages (e2e/pageText.ts)", () => {
  it('hold every set of strings a feature words the site with', () => {
    const found = Object.entries(MESSAGE_MODULES).flatMap(([path, module]) =>
      Object.entries(module)
        .filter(([, value]) => isWording(value))
        .map(([name, value]) => ({ name: `${path} ${name}`, held: isHeld(value) })),
    );
    expect(found.length).toBeGreaterThanOrEqual(16);
    expect(found.filter((entry) => !entry.held).map((entry) => entry.name)).toEqual([]);
  });
});
