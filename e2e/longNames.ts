import { allSquadPlayers, allTeams } from '@pitchside/origin/identity';
import { decodeData, encodeData, type Locale } from '@pitchside/shared';
import type { Page } from '@playwright/test';

// The longest real club names in each language (Borussia Mönchengladbach, Wolverhampton Wanderers,
// 门兴格拉德巴赫…), with the short names fans use, put into the origin's real answers in place of the
// teams the engine happens to play: the layout is checked against the hardest names whatever the
// world of the day holds.

export interface TeamNames {
  name: string;
  short: string;
}

/** The `count` longest names of `locale` among every club and nation the origin knows. */
export function longestNames(locale: Locale, count = 8): TeamNames[] {
  const teams = allTeams().map((team) => ({ name: team.name[locale], short: team.short[locale] }));
  const unique = [...new Map(teams.map((team) => [team.name, team])).values()];
  return unique.sort((a, b) => Array.from(b.name).length - Array.from(a.name).length).slice(0, count);
}

/** Every match summary inside an answer (lists, pages, hot leagues, a detail's match). */
function renameMatches(value: unknown, names: readonly TeamNames[], next: { index: number }): void {
  if (Array.isArray(value)) {
    for (const item of value) renameMatches(item, names, next);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.homeName === 'string' && typeof record.awayName === 'string') {
    const home = names[next.index++ % names.length] as TeamNames;
    const away = names[next.index++ % names.length] as TeamNames;
    Object.assign(record, {
      homeName: home.name,
      homeShortName: home.short,
      awayName: away.name,
      awayShortName: away.short,
    });
  }
  for (const child of Object.values(record)) renameMatches(child, names, next);
}

/**
 * From now on, the page's match answers name the teams with `names` (the answer itself, scores,
 * statuses and all, is the origin's). Live pushes would name them again, so the socket is kept off:
 * the page draws what REST gave it.
 */
export async function withLongNames(page: Page, names: readonly TeamNames[]): Promise<void> {
  // Neither transport reaches the gateway: the WebSocket is answered by no one, the polling refused.
  await page.routeWebSocket(/\/socket\.io\//, () => {});
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.route(/\/vdapi\/(match\/v1|config\/v2\/index|detail\/v1\/info)\//, async (route) => {
    // The page may leave (the test's next goto) while its answer is in flight: the answer is then
    // disposed and nobody waits for it any more.
    const gone = () => undefined;
    const response = await route.fetch().catch(gone);
    const envelope = (await response?.json().catch(gone)) as
      | { code: number; msg: string; data: unknown }
      | undefined;
    if (!response || !envelope) return route.abort().catch(gone);
    if (typeof envelope.data === 'string') {
      const data = decodeData(envelope.data);
      renameMatches(data, names, { index: 0 });
      envelope.data = encodeData(data);
    }
    await route.fulfill({ response, json: envelope }).catch(gone);
  });
}

/** Letters a line may break between: Chinese anywhere, the others only at a space. */
const longestPiece = (name: string) =>
  /\p{Script=Han}/u.test(name)
    ? Array.from(name).length
    : Math.max(...name.split(/\s+/).map((word) => word.length));

/**
 * The `count` real players' names of `locale` hardest to set on the line-up pitch: the longest words
 * (Hadžiahmetović, Kanaanizadegan) and the longest names (Mohammad Ahmed Mohammad Taha), taken in turn.
 */
export function longestPlayerNames(locale: Locale, count = 22): string[] {
  const names = [...new Set(allSquadPlayers().map((player) => player.name[locale]))];
  const byWord = [...names].sort((a, b) => longestPiece(b) - longestPiece(a));
  const byLength = [...names].sort((a, b) => Array.from(b).length - Array.from(a).length);
  const picked = new Set<string>();
  for (let index = 0; picked.size < count && index < names.length; index++) {
    for (const name of [byWord[index], byLength[index]]) if (name && picked.size < count) picked.add(name);
  }
  return [...picked];
}

/**
 * From now on, the page's line-up answers name every third starter of both sides with `names`, in turn
 * (the answer itself, places and all, is the origin's): the longest names among a side's own.
 */
export async function withLongPlayerNames(page: Page, names: readonly string[]): Promise<void> {
  await page.route(/\/vdapi\/detail\/v1\/lineup\//, async (route) => {
    const gone = () => undefined;
    const response = await route.fetch().catch(gone);
    const envelope = (await response?.json().catch(gone)) as
      | { code: number; msg: string; data: unknown }
      | undefined;
    if (!response || !envelope) return route.abort().catch(gone);
    if (typeof envelope.data === 'string') {
      const data = decodeData(envelope.data) as Record<string, { starters?: { name: string }[] }>;
      let next = 0;
      for (const side of ['home', 'away'])
        for (const [index, player] of (data[side]?.starters ?? []).entries())
          if (index % 3 === 0) player.name = names[next++ % names.length] ?? player.name;
      envelope.data = encodeData(data);
    }
    await route.fulfill({ response, json: envelope }).catch(gone);
  });
}
