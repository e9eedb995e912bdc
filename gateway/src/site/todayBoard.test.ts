// The home page and /live drawn by the server at two hours of one Saturday, against the real origin and
// its engine (the gateway's clock is the engine's, as in production): at 08:00 UTC, with no football in
// play, and at 15:00, with football live. The first HTML must carry the day's football by competition,
// the last results and the next kick-off with its count down (web/src/features/live/TodayBoard.tsx), so
// nothing jumps in after hydration; with football live, the live list comes first and the rest of the
// day follows.
import type { AddressInfo } from 'node:net';
import originApp, { fastifyOptions } from '@pitchside/origin';
import type { Match } from '@pitchside/origin/engine';
import { openTestDb, type TestDb, testConfig } from '@pitchside/origin/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import app from '../app';
import { type Clock, systemClock } from '../clock';
import { loadConfig } from '../config';
import { type BuiltServerEntry, SERVER_ENTRY_KEY, serverEntry } from '../testing/webServerEntry';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const HOUR = 3_600_000;
/**
 * A Saturday of the season with J1 played in the (UTC) morning and European football in the afternoon;
 * London is on UTC until the end of March, so the reader's day is the UTC day.
 */
const DAY_START = Date.UTC(2027, 2, 13);
const DAY_END = DAY_START + 24 * HOUR;

const byKickOff = (a: Match, b: Match) => a.startTime - b.startTime || a.id - b.id;
const inPlay = (m: Match) => m.status >= 1 && m.status <= 5;
/** The ids of the match lines in a part of the markup, in order. */
const lineIds = (html: string) =>
  [...html.matchAll(/<li class="today-row" data-match-id="(\d+)"/g)].map((m) => Number(m[1]));
/** The text of a part of the markup, tags and React's text separators removed. */
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

function between(html: string, from: string, to: string): string {
  const start = html.indexOf(from);
  if (start < 0) throw new Error(`the page has no ${from}`);
  const end = html.indexOf(to, start);
  return html.slice(start, end < 0 ? undefined : end);
}

describe("the day's football on the home page and /live, drawn by the server", () => {
  let testDb: TestDb;
  let built: BuiltServerEntry;
  let origin: FastifyInstance;
  let gateway: FastifyInstance;
  let url: string;
  let engineTime = DAY_START + 8 * HOUR;
  const clock: Clock = { ...systemClock, now: () => engineTime };

  const page = async (path: string) => {
    const response = await fetch(`${url}${path}`, {
      headers: { 'user-agent': IPHONE, cookie: 'i18n_redirected=en; tz=Europe%2FLondon' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    return html.slice(html.indexOf('<div id="root">'));
  };
  const football = (from: number, to: number) =>
    origin.engine.matchesByDate('football', from, to).sort(byKickOff);

  /** What the board must show at the engine's instant: the day's groups, the last results, the next. */
  function expected() {
    const day = football(DAY_START, DAY_END).filter((m) => !inPlay(m));
    const around = football(engineTime - 8 * 24 * HOUR, engineTime + 8 * 24 * HOUR);
    return {
      day,
      leagues: [...new Set(day.map((m) => m.leagueId))],
      results: around
        .filter((m) => m.status === -1)
        .reverse()
        .slice(0, 10),
      next: around.find((m) => m.status === 0 && m.startTime >= engineTime),
    };
  }

  beforeAll(async () => {
    [testDb, built] = await Promise.all([openTestDb(), serverEntry(inject(SERVER_ENTRY_KEY))]);
    const config = testConfig();
    origin = Fastify({ ...fastifyOptions(config), logger: false });
    await origin.register(originApp, {
      config,
      db: testDb.db,
      engine: { seed: 20261128, speed: 1, clock: () => engineTime, tickMs: 3_600_000 },
    });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    const gatewayConfig = loadConfig({
      ORIGIN_URL: `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`,
      WEB_DIST: '/nonexistent',
      WEB_SSR: built.entry,
      ACCESS_KEY: config.accessKey,
      ENVELOPE_KEY: config.envelopeKey,
      LOG_LEVEL: 'silent',
    });
    gateway = Fastify({ logger: false });
    await gateway.register(app, { config: gatewayConfig, gateway: { autoStart: false }, clock });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await origin?.close();
    await testDb?.close();
    await built?.close();
  });

  it('at 08:00 with nothing in play: the next kick-off counting down, the day by competition, the last results', async () => {
    expect(origin.engine.liveMatches('football')).toEqual([]);
    const want = expected();
    if (!want.next || want.day.length === 0) throw new Error('the Saturday has no football');
    for (const path of ['/', '/live']) {
      const html = await page(path);
      // The live list is empty and says when football comes back, to the second.
      const next = between(html, 'data-testid="next-kick-off"', '</p>');
      expect(next).toContain(`href="/live/detail/${want.next.id}"`);
      const left = Math.round((want.next.startTime - engineTime) / 1000);
      const clockText = [left / 3600, (left / 60) % 60, left % 60]
        .map((n) => String(Math.floor(n)).padStart(2, '0'))
        .join(':');
      expect(text(between(next, 'role="timer"', '</time>'))).toContain(`in ${clockText}`);
      // The day: every match of the reader's day once, grouped by competition in order of their first
      // kick-off, each group in kick-off order; a played one with its score.
      const day = between(html, 'id="today-heading"', 'id="today-results"');
      expect([...day.matchAll(/aria-labelledby="today-l(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
        want.leagues,
      );
      const grouped = want.leagues.flatMap((league) => want.day.filter((m) => m.leagueId === league));
      expect(lineIds(day)).toEqual(grouped.map((m) => m.id));
      const played = want.day.filter((m) => m.status === -1);
      expect(played.length).toBeGreaterThan(0);
      for (const match of played) {
        const line = between(day, `data-match-id="${match.id}"`, '</li>');
        expect(text(line)).toContain(`${match.score.home} - ${match.score.away}`);
      }
      // The last results whatever their day (Friday night's too), the newest first.
      expect(lineIds(between(html, 'id="today-results"', '</article>'))).toEqual(
        want.results.map((m) => m.id),
      );
      expect(want.results.some((m) => m.startTime < DAY_START)).toBe(true);
    }
  });

  it('at 08:00 /live draws the basketball and esports in play in its first HTML', async () => {
    const html = await page('/live');
    for (const sport of ['basketball', 'esport'] as const) {
      const live = origin.engine.liveMatches(sport);
      expect(live.length).toBeGreaterThan(0);
      for (const match of live) expect(html).toContain(`data-match-id="${match.id}"`);
    }
  });

  it('at 15:00 with football live: the live list first, then the rest of the day without the matches in play', async () => {
    engineTime = DAY_START + 15 * HOUR + 30 * 60_000;
    origin.engine.tick();
    await gateway.gateway.poller.pollOnce();
    const live = origin.engine.liveMatches('football');
    expect(live.length).toBeGreaterThan(0);
    const want = expected();
    const html = await page('/');
    const heading = html.indexOf('id="today-heading"');
    for (const match of live) {
      const card = html.indexOf(`<li class="match-card is-live" data-match-id="${match.id}"`);
      expect(card).toBeGreaterThan(-1);
      expect(card).toBeLessThan(heading);
    }
    expect(html).not.toContain('data-testid="next-kick-off"');
    const day = between(html, 'id="today-heading"', 'id="today-results"');
    expect(new Set(lineIds(day))).toEqual(new Set(want.day.map((m) => m.id)));
    for (const match of live) expect(lineIds(day)).not.toContain(match.id);
    // Played earlier today (the J1 League's morning) and still to come tonight.
    expect(want.day.some((m) => m.status === -1) && want.day.some((m) => m.status === 0)).toBe(true);
  });
});
