// @vitest-environment happy-dom
import { type FollowList, MAX_FOLLOWS } from '@pitchside/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropFollow,
  followedMatches,
  followedTeams,
  followOwner,
  followSnapshot,
  readGuestFollows,
  resetFollows,
  setFollowAlerts,
  subscribeFollows,
  toggleFollow,
} from './followStore';

// The account: the origin's answers for the calls the store makes (each answers the whole list).
const calls: { key: string; body: unknown }[] = [];
let account: FollowList['list'] = [];
let refuse = false;

vi.mock('../../api/client', () => ({
  apiCall: async (
    key: string,
    request?: { body?: { kind: 'team' | 'league' | 'match'; id: number; alerts?: boolean } },
  ) => {
    calls.push({ key, body: request?.body });
    if (refuse) throw new Error('refused');
    const body = request?.body;
    const entry = (kind: 'team' | 'league' | 'match', id: number, alerts = true) => ({
      kind,
      id,
      alerts,
      name: `${kind} ${id}`,
      logo: '',
      createdAt: calls.length,
    });
    if (key.endsWith('/merge')) {
      const merged = (
        body as unknown as { follows: { kind: 'team' | 'league'; id: number; alerts: boolean }[] }
      ).follows;
      for (const f of merged)
        if (!account.some((a) => a.kind === f.kind && a.id === f.id))
          account.push(entry(f.kind, f.id, f.alerts));
    } else if (key.endsWith('/add') && body) {
      if (!account.some((a) => a.kind === body.kind && a.id === body.id))
        account.push(entry(body.kind, body.id));
    } else if (key.endsWith('/remove') && body) {
      account = account.filter((a) => !(a.kind === body.kind && a.id === body.id));
    } else if (key.endsWith('/alerts') && body) {
      account = account.map((a) =>
        a.kind === body.kind && a.id === body.id ? { ...a, alerts: body.alerts ?? true } : a,
      );
    }
    return { list: account, max: 200 } satisfies FollowList;
  },
}));

const ids = () => [...followSnapshot().follows.keys()];
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  resetFollows();
  calls.length = 0;
  account = [];
  refuse = false;
});
afterEach(() => resetFollows());

describe('the follow store', () => {
  it("keeps a guest's follows in this browser, in order, with alerts on", async () => {
    followOwner(null);
    expect(await toggleFollow('team', 7)).toBe(true);
    expect(await toggleFollow('league', 1)).toBe(true);
    expect(ids()).toEqual(['team:7', 'league:1']);
    expect(readGuestFollows()).toEqual([
      { kind: 'team', id: 7, alerts: true },
      { kind: 'league', id: 1, alerts: true },
    ]);
    await setFollowAlerts('team', 7, false);
    expect(followedTeams()).toEqual([{ id: 7, alerts: false }]);
    await toggleFollow('team', 7);
    expect(ids()).toEqual(['league:1']);
    expect(calls).toEqual([]);
    // A new page reads them back.
    resetFollows();
    expect(ids()).toEqual(['league:1']);
  });

  it("drops a finished match's bell, and a bell not held is no change", async () => {
    await toggleFollow('match', 7);
    await toggleFollow('team', 11);
    expect(await dropFollow('match', 7)).toBe(true);
    expect(await dropFollow('match', 8)).toBe(true);
    expect(ids()).toEqual(['team:11']);
    expect(readGuestFollows()).toEqual([{ kind: 'team', id: 11, alerts: true }]);
    expect(calls).toEqual([]);
  });

  it('ignores malformed storage rather than trusting it', () => {
    localStorage.setItem(
      'follows',
      JSON.stringify([
        { kind: 'team', id: 3, alerts: true },
        { kind: 'player', id: 1 },
        { kind: 'team', id: -2 },
        'x',
      ]),
    );
    expect(readGuestFollows()).toEqual([{ kind: 'team', id: 3, alerts: true }]);
    localStorage.setItem('follows', '{not json');
    expect(readGuestFollows()).toEqual([]);
  });

  it("reads no more of a guest's follows than an account may hold, the oldest first", async () => {
    const bells = Array.from({ length: 10_000 }, (_, index) => ({
      kind: 'match',
      id: index + 1,
      alerts: true,
    }));
    const teams = Array.from({ length: 500 }, (_, index) => ({ kind: 'team', id: index + 1, alerts: true }));
    localStorage.setItem(
      'follows',
      JSON.stringify([{ kind: 'team', id: 1, alerts: true }, ...bells, ...teams]),
    );
    const read = readGuestFollows();
    expect(read).toHaveLength(MAX_FOLLOWS);
    expect(read[0]).toEqual({ kind: 'team', id: 1, alerts: true });
    expect(read.at(-1)).toEqual({ kind: 'match', id: MAX_FOLLOWS - 1, alerts: true });
    followOwner(null);
    expect(followedMatches()).toHaveLength(MAX_FOLLOWS - 1);
    expect(followedTeams()).toEqual([{ id: 1, alerts: true }]);
    // Full: a new follow is refused, as the account refuses it.
    expect(await toggleFollow('team', 999)).toBe(false);
  });

  it("merges the guest's follows into the account at sign-in, then forgets them here", async () => {
    followOwner(null);
    await toggleFollow('team', 7);
    await setFollowAlerts('team', 7, false);
    // A match's bell, rung as a guest, joins the account with the team.
    await toggleFollow('match', 5);
    expect(followedMatches()).toEqual([{ id: 5, alerts: true }]);
    account = [{ kind: 'team', id: 9, alerts: true, name: 'team 9', logo: '', createdAt: 0 }];
    const seen: boolean[] = [];
    const stop = subscribeFollows(() => seen.push(followSnapshot().ready));
    followOwner(42);
    // The guest's show while the account's list is on its way.
    expect(followSnapshot()).toMatchObject({ owner: 42, ready: false });
    expect(ids()).toEqual(['team:7', 'match:5']);
    await settled();
    stop();
    expect(calls).toEqual([
      {
        key: 'POST /vdapi/user/follow/merge',
        body: {
          follows: [
            { kind: 'team', id: 7, alerts: false },
            { kind: 'match', id: 5, alerts: true },
          ],
        },
      },
    ]);
    expect(ids()).toEqual(['team:9', 'team:7', 'match:5']);
    expect(followSnapshot().ready).toBe(true);
    expect(seen.at(-1)).toBe(true);
    expect(localStorage.getItem('follows')).toBeNull();
    // Signing out shows the guest's (none left), signing in again only reads the account.
    followOwner(null);
    expect(ids()).toEqual([]);
    followOwner(42);
    await settled();
    expect(calls.at(-1)?.key).toBe('GET /vdapi/user/follow/list');
    expect(ids()).toEqual(['team:9', 'team:7', 'match:5']);
  });

  it("keeps the guest's follows for the next try when the merge fails", async () => {
    followOwner(null);
    await toggleFollow('team', 7);
    refuse = true;
    followOwner(42);
    await settled();
    expect(ids()).toEqual(['team:7']);
    expect(readGuestFollows()).toHaveLength(1);
  });

  it("changes a signed-in user's follows on the account, and undoes a change the account refuses", async () => {
    followOwner(42);
    await settled();
    expect(await toggleFollow('team', 5)).toBe(true);
    expect(calls.at(-1)).toEqual({ key: 'POST /vdapi/user/follow/add', body: { kind: 'team', id: 5 } });
    expect(ids()).toEqual(['team:5']);
    expect(localStorage.getItem('follows')).toBeNull();
    refuse = true;
    const undone = toggleFollow('team', 5);
    // Shown at once…
    expect(ids()).toEqual([]);
    // …and back when the account says no.
    expect(await undone).toBe(false);
    expect(ids()).toEqual(['team:5']);
    refuse = false;
    expect(await setFollowAlerts('team', 5, false)).toBe(true);
    expect(followedTeams()).toEqual([{ id: 5, alerts: false }]);
    expect(await setFollowAlerts('team', 6, false)).toBe(false);
  });
});
