import { describe, expect, it } from 'vitest';
import { isAlertData, matchOfUrl, openAlertedMatch, type WindowLike } from './notificationClick';

const origin = 'https://pitchside.example';

function clientsWith(urls: string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const windows: WindowLike[] = urls.map((url) => ({
    url,
    focus: async () => {
      focused.push(url);
    },
  }));
  return {
    focused,
    opened,
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
}

describe('openAlertedMatch', () => {
  it('focuses a tab already showing the match, in either route set', async () => {
    const { clients, focused, opened } = clientsWith([
      `${origin}/live`,
      `${origin}/mobile/zq/detail/7?tab=odds`,
    ]);
    // The query is not part of the path the worker compares: the match's page in either section counts.
    expect(matchOfUrl(`${origin}/mobile/zq/detail/7?tab=odds`, origin)).toBe(7);
    await openAlertedMatch(clients, { matchId: 7, path: '/live/detail/7' }, origin);
    expect(focused).toEqual([`${origin}/mobile/zq/detail/7?tab=odds`]);
    expect(opened).toEqual([]);
  });

  it('opens the match in the route set the alert came from when no tab shows it', async () => {
    const { clients, focused, opened } = clientsWith([
      `${origin}/live/detail/8`,
      'https://elsewhere.example/live/detail/7',
    ]);
    const url = await openAlertedMatch(clients, { matchId: 7, path: '/mobile/live/detail/7' }, origin);
    expect(url).toBe(`${origin}/mobile/live/detail/7`);
    expect(opened).toEqual([url]);
    expect(focused).toEqual([]);
  });

  it('opens the home page for data that is not an alert of ours', async () => {
    for (const data of [
      null,
      { matchId: 7, path: 'https://evil.example/live/detail/7' },
      { matchId: 7, path: '/live/detail/8' },
      { matchId: 7, path: '//evil.example/live/detail/7' },
      { matchId: '7', path: '/live/detail/7' },
    ]) {
      expect(isAlertData(data)).toBe(false);
      const { clients, opened } = clientsWith([]);
      await openAlertedMatch(clients, data, origin);
      expect(opened).toEqual([`${origin}/`]);
    }
  });
});
