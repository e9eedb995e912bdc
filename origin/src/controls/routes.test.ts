// The test controls through the origin's whole app: absent unless TEST_CONTROLS is on; on, each control
// moves what the site reads (/vdapi answers, the code cooldown), and bad input changes nothing.
import type { MatchDetail } from '@pitchside/shared';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { fastifyOptions } from '../app';
import type { Config } from '../config';
import {
  ApiClient,
  HUMAN_TRACK,
  MailBox,
  openTestDb,
  type TestDb,
  testConfig,
  unlimited,
} from '../testing/harness';
import { decodeAnswer } from '../testing/testApp';

/** A Sunday evening in Europe: the real seasons have matches in play and to come. */
const START = Date.UTC(2026, 10, 22, 17, 30);

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.close();
});

async function build(config: Config, mailer = new MailBox()): Promise<FastifyInstance> {
  const server = Fastify({ ...fastifyOptions(config), logger: false });
  await server.register(app, {
    config,
    db: testDb.db,
    mailer,
    engine: { seed: 11, speed: 1, clock: () => START, startAt: START, tickMs: 3_600_000 },
  });
  await server.ready();
  return server;
}

const post = (server: FastifyInstance, url: string, payload: unknown) =>
  server.inject({ method: 'POST', url, payload: payload as object });

describe('test controls, off', () => {
  it('are not there at all without TEST_CONTROLS', async () => {
    const server = await build(testConfig());
    try {
      for (const [method, url, payload] of [
        ['POST', '/testing/clock/jump', { ms: 3_600_000 }],
        ['POST', '/testing/matches/claim', {}],
        ['POST', '/testing/matches/1/move', { to: 'fulltime' }],
        ['PUT', '/testing/codes/cooldown', { ms: 0 }],
      ] as const) {
        const answer = await server.inject({ method, url, payload });
        expect(answer.statusCode, url).toBe(404);
      }
      expect(server.printRoutes()).not.toContain('testing');
    } finally {
      await server.close();
    }
  });
});

describe('test controls, on', () => {
  let server: FastifyInstance;
  const mailbox = new MailBox();
  let client: ApiClient;
  beforeAll(async () => {
    const config = testConfig({ testControls: true });
    server = await build({ ...config, rateLimits: unlimited(config) }, mailbox);
    client = new ApiClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const detail = async (id: number): Promise<MatchDetail> => {
    const answer = await client.get(`/vdapi/detail/v1/info/${id}`);
    expect(answer.statusCode).toBe(200);
    return decodeAnswer(answer, server.config).data as MatchDetail;
  };

  it('claims a match no one else was given, and moves it to kick-off, a goal and full time as /vdapi tells it', async () => {
    const first = await post(server, '/testing/matches/claim', { state: 'upcoming', goalAhead: true });
    expect(first.statusCode).toBe(200);
    const { match } = first.json() as { match: { id: number; status: number } };
    expect(match.status).toBe(0);
    const second = (
      await post(server, '/testing/matches/claim', { state: 'upcoming', goalAhead: true })
    ).json();
    expect(second.match.id).not.toBe(match.id);

    const kickOff = await post(server, `/testing/matches/${match.id}/move`, { to: 'kickoff' });
    expect(kickOff.statusCode).toBe(200);
    expect(kickOff.json()).toMatchObject({ reached: true, match: { id: match.id, status: 1 } });
    expect((await detail(match.id)).match.status).toBe(1);

    const goal = (await post(server, `/testing/matches/${match.id}/move`, { to: 'goal' })).json();
    expect(goal).toMatchObject({ reached: true });
    const shown = (await detail(match.id)).match;
    expect(shown.homeScore + shown.awayScore).toBe(1);

    expect(
      (await post(server, `/testing/matches/${match.id}/move`, { to: 'fulltime' })).json(),
    ).toMatchObject({
      reached: true,
      match: { status: -1 },
    });
    expect((await detail(match.id)).match.status).toBe(-1);
    // Past half time now: refused, with the reason, and nothing moves.
    const late = await post(server, `/testing/matches/${match.id}/move`, { to: 'halftime' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reached: false, error: expect.stringContaining('over') });
  });

  it('claims a match of a full season file when asked, played as the file has it', async () => {
    const { match } = (
      await post(server, '/testing/matches/claim', { state: 'upcoming', asPlayed: true })
    ).json() as {
      match: { id: number };
    };
    expect((await detail(match.id)).facts).toMatchObject({
      lineups: 'file',
      cards: 'file',
      substitutions: 'file',
    });
    expect((await post(server, '/testing/matches/claim', { asPlayed: 'yes' })).statusCode).toBe(400);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { match } = (await post(server, '/testing/matches/claim', { state: 'upcoming' })).json() as {
      match: { id: number };
    };
    const before = JSON.stringify(server.engine.match(match.id));
    const now = server.engine.now();
    const refused: [string, string, unknown, number][] = [
      ['POST', `/testing/matches/${match.id}/move`, { to: 'lunch' }, 400],
      ['POST', `/testing/matches/${match.id}/move`, {}, 400],
      ['POST', '/testing/matches/abc/move', { to: 'goal' }, 400],
      ['POST', '/testing/matches/999999999/move', { to: 'goal' }, 404],
      ['POST', '/testing/clock/jump', { ms: 0 }, 400],
      ['POST', '/testing/clock/jump', { ms: -60_000 }, 400],
      ['POST', '/testing/clock/jump', { ms: '60000' }, 400],
      ['POST', '/testing/clock/jump', { ms: 8 * 86_400_000 }, 400],
      ['POST', '/testing/matches/claim', { sport: 'cricket' }, 400],
      ['PUT', '/testing/codes/cooldown', { ms: -1 }, 400],
      ['PUT', '/testing/codes/cooldown', { ms: 0, email: 'not an e-mail' }, 400],
    ];
    for (const [method, url, payload, status] of refused) {
      const answer: LightMyRequestResponse = await server.inject({
        method: method as 'POST' | 'PUT',
        url,
        payload: payload as object,
      });
      expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
    }
    expect(JSON.stringify(server.engine.match(match.id))).toBe(before);
    expect(server.engine.now()).toBe(now);
  });

  it("jumps the world's clock forward", async () => {
    const now = server.engine.now();
    const answer = await post(server, '/testing/clock/jump', { ms: 2 * 3_600_000 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ now: now + 2 * 3_600_000 });
    expect(server.engine.now()).toBe(now + 2 * 3_600_000);
  });

  it('sets the code cooldown for one e-mail, leaving every other at 60 s', async () => {
    const askCode = async (email: string) => {
      const slider = await client.get('/userapi/email/getSlideVerificationCode', {
        email,
        position: '100',
        track: HUMAN_TRACK,
      });
      expect(slider.statusCode).toBe(200);
      return (await client.post('/userapi/email/getCode', { email, type: 1 })).json() as { code: number };
    };
    const fast = 'fast.cooldown@example.com';
    const slow = 'slow.cooldown@example.com';
    for (const email of [fast, slow]) expect((await askCode(email)).code).toBe(200);
    for (const email of [fast, slow]) expect((await askCode(email)).code).toBe(11021);
    const set = await server.inject({
      method: 'PUT',
      url: '/testing/codes/cooldown',
      payload: { ms: 0, email: 'Fast.Cooldown@example.com' },
    });
    expect(set.json()).toEqual({ ms: 0, email: fast });
    expect((await askCode(fast)).code).toBe(200);
    expect((await askCode(slow)).code).toBe(11021);
    // For every e-mail.
    await server.inject({ method: 'PUT', url: '/testing/codes/cooldown', payload: { ms: 0 } });
    expect((await askCode(slow)).code).toBe(200);
    expect(mailbox.mails.filter((mail) => mail.to === fast)).toHaveLength(2);
  });
});
