import { describe, expect, it } from 'vitest';
import { messageProblems } from '../../i18n/messageTree';
import { DETAIL_MESSAGES, DETAIL_PARTS } from './detailMessages';

describe("the detail page's strings, the page's own and each tab's", () => {
  for (const [part, messages] of Object.entries(DETAIL_PARTS)) {
    it(`${part}: exist in cn, en and vi, each a non-empty text with the same placeholders`, () => {
      expect(messageProblems(messages)).toEqual([]);
    });
  }

  it('join into the one namespace, in cn, en and vi alike', () => {
    expect(messageProblems(DETAIL_MESSAGES)).toEqual([]);
  });

  it("keep each part's top-level keys its own: a shared key would hide one part's strings", () => {
    const owners = new Map<string, string[]>();
    for (const [part, messages] of Object.entries(DETAIL_PARTS)) {
      for (const key of Object.keys(messages.cn)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([]);
  });
});
