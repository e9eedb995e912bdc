import { describe, expect, it } from 'vitest';
import { chatMessages } from './chatMessages';

function leaves(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key)),
  );
}

describe('chat strings', () => {
  it('has every key, non-empty, in cn, en and vi', () => {
    const reference = Object.keys(leaves(chatMessages.cn)).sort();
    for (const locale of ['cn', 'en', 'vi'] as const) {
      const flat = leaves(chatMessages[locale]);
      expect(Object.keys(flat).sort()).toEqual(reference);
      for (const [key, text] of Object.entries(flat)) expect(text, `${locale}.${key}`).toMatch(/\S/);
    }
  });

  it('keeps the placeholders of each string the same across languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const cn = leaves(chatMessages.cn);
    for (const locale of ['en', 'vi'] as const) {
      for (const [key, text] of Object.entries(leaves(chatMessages[locale]))) {
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(cn[key]));
      }
    }
  });
});
