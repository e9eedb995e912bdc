import { describe, expect, it } from 'vitest';
import { messageProblems } from '../../i18n/messageTree';
import { DETAIL_TELLING_MESSAGES } from './detailTellingMessages';

describe("the detail page's periods, market-state and chart strings", () => {
  it('exist in cn, en and vi, each a non-empty text with the same placeholders', () => {
    expect(messageProblems(DETAIL_TELLING_MESSAGES)).toEqual([]);
  });
});
