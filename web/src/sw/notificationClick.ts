// A tapped goal or kick-off alert opens its match: an open tab already showing that match is
// focused, else a new one opens on the match's page in the route set the alert was raised from.

/** What an alert carries for the worker (checked on arrival: a notification's data is ours, still). */
export interface AlertData {
  matchId: number;
  /** '/live/detail/7', '/mobile/live/detail/7' or '/pc/live/detail/7'. */
  path: string;
}

const MATCH_PATH = /^(\/mobile|\/pc)?\/(live|zq)\/detail\/(\d+)$/;

export function isAlertData(value: unknown): value is AlertData {
  if (value === null || typeof value !== 'object') return false;
  const { matchId, path } = value as Partial<AlertData>;
  if (typeof matchId !== 'number' || !Number.isSafeInteger(matchId) || matchId <= 0) return false;
  const parts = typeof path === 'string' ? MATCH_PATH.exec(path) : null;
  return parts !== null && Number(parts[3]) === matchId;
}

/** The match a page's address shows, or null. */
export function matchOfUrl(url: string, origin: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const parts = MATCH_PATH.exec(parsed.pathname);
  return parts ? Number(parts[3]) : null;
}

export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
}

export interface ClientsLike<W extends WindowLike> {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly W[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens the alert's match: focuses a tab showing it, else opens its page. Anything else in the data
 * (not ours, or malformed) opens the site's home rather than an address it names.
 */
export async function openAlertedMatch<W extends WindowLike>(
  clients: ClientsLike<W>,
  data: unknown,
  origin: string,
): Promise<string> {
  if (!isAlertData(data)) {
    await clients.openWindow(`${origin}/`);
    return `${origin}/`;
  }
  const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = open.find((client) => matchOfUrl(client.url, origin) === data.matchId);
  if (showing) {
    await showing.focus();
    return showing.url;
  }
  const url = `${origin}${data.path}`;
  await clients.openWindow(url);
  return url;
}
