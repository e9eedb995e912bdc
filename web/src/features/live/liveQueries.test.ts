import type { MatchPage } from '@pitchside/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultsQuery } from './liveQueries';

/** The result lists by day offset, as the API would answer them. */
const days = new Map<number, number[]>();
const asked: number[] = [];

vi.mock('../../api/client', () => ({
  apiCall: async (_call: string, { query }: { query: { date: string } }) => {
    asked.push(Number(query.date));
    const ids = days.get(Number(query.date)) ?? [];
    return { list: ids.map((id) => ({ id })), page: 1, pageSize: 100, total: ids.length, hasMore: false };
  },
}));

afterEach(() => {
  days.clear();
  asked.length = 0;
});

const fetchResults = () => new QueryClient().fetchQuery(resultsQuery('cn')) as Promise<MatchPage>;

describe("the home page's results", () => {
  it("are today's when today has some", async () => {
    days.set(0, [1, 2]);
    days.set(-1, [3]);
    expect((await fetchResults()).list.map((m) => m.id)).toEqual([1, 2]);
    expect(asked).toEqual([0]);
  });

  it("are yesterday's while nothing has finished today", async () => {
    days.set(-1, [3]);
    expect((await fetchResults()).list.map((m) => m.id)).toEqual([3]);
    expect(asked).toEqual([0, -1]);
  });
});
