import { describe, expect, it } from 'vitest';
import { pageMessages } from './pageMessages';

/** Every leaf of a catalog as 'a.b.c' → text. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('page strings', () => {
  const reference = leaves(pageMessages.cn);

  for (const locale of ['cn', 'en', 'vi'] as const) {
    it(`${locale} has every key, each a non-empty text with the same placeholders`, () => {
      const own = leaves(pageMessages[locale]);
      expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of own) {
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        expect(placeholders(String(text)), key).toEqual(placeholders(String(reference.get(key))));
      }
    });
  }
});
