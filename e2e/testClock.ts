// The origin's test controls (docs/API.md, "Test controls"), which the test server runs with
// (TEST_CONTROLS=1, playwright.config.ts): a test causes the football it waits for instead of waiting for
// the engine to play it. Called on the origin itself, never through the gateway (which does not pass them on).
// Tests run in parallel against one server, so each claims matches of its own: a claim never hands out a
// match twice, and a test moves only the matches it claimed.

/** The test server's origin. */
export const ORIGIN_URL = `http://127.0.0.1:${process.env.E2E_ORIGIN_PORT ?? '4100'}`;

export type MoveTarget = 'kickoff' | 'goal' | 'halftime' | 'extratime' | 'penalties' | 'fulltime';

export interface ClaimedMatch {
  id: number;
  sport: 'football' | 'basketball' | 'esport';
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  status: number;
  score: { home: number; away: number };
  startTime: number;
  hasVideo: boolean;
}

export interface ClaimFilter {
  sport?: ClaimedMatch['sport'];
  /** In play (the default), still to kick off, or either. */
  state?: 'live' | 'upcoming' | 'either';
  video?: boolean;
  /** A match without a stream (its page shows the live tracker). */
  withoutVideo?: boolean;
  /** A real match whose result still has a goal to come, with ten engine minutes or more of play after it. */
  goalAhead?: boolean;
  competition?: 'league' | 'cup';
  /** A match of a full season file, played as it was (its line-ups, changes and cards the file's). */
  asPlayed?: boolean;
}

async function control<T>(origin: string, method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}/testing${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok)
    throw new Error(`${method} /testing${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A match no other test was given. */
export async function claimMatch(filter: ClaimFilter = {}, origin = ORIGIN_URL): Promise<ClaimedMatch> {
  return (await control<{ match: ClaimedMatch }>(origin, 'POST', '/matches/claim', filter)).match;
}

/**
 * A match of this test's own in play, whatever the hour of the run: the next one to start (or, with none
 * to come, the least played in play), kicked off now.
 */
export async function claimLiveMatch(
  filter: Omit<ClaimFilter, 'state'> = {},
  origin = ORIGIN_URL,
): Promise<ClaimedMatch> {
  const match = await claimMatch({ ...filter, state: 'either' }, origin);
  return moveMatch(match.id, 'kickoff', origin);
}

/** Plays a claimed match ahead until `to` holds (its next goal, a phase, full time); throws if it cannot. */
export async function moveMatch(id: number, to: MoveTarget, origin = ORIGIN_URL): Promise<ClaimedMatch> {
  return (await control<{ match: ClaimedMatch }>(origin, 'POST', `/matches/${id}/move`, { to })).match;
}

/** Moves the world's clock forward by `ms` of engine time (every match plays on to it). */
export async function jumpClock(ms: number, origin = ORIGIN_URL): Promise<number> {
  return (await control<{ now: number }>(origin, 'POST', '/clock/jump', { ms })).now;
}

/** Sets the wait between two e-mail codes, for one address (or every address without `email`). */
export async function setCodeCooldown(ms: number, email?: string, origin = ORIGIN_URL): Promise<void> {
  await control(origin, 'PUT', '/codes/cooldown', email === undefined ? { ms } : { ms, email });
}
