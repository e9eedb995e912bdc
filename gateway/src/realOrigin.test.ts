// The gateway against the real origin (its app plugin, match engine and /vdapi routes): signed
// polls, decryption and the vdapi schemas end to end, with the engine moved by hand.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import originApp, { fastifyOptions } from '@pitchside/origin';
import { createEngine, type EngineOptions } from '@pitchside/origin/engine';
import { openTestDb, type TestDb, testConfig } from '@pitchside/origin/testing';
import {
  applyPatch,
  type JsonValue,
  leagueTableOf,
  type ScorersTopicState,
  scorersOf,
  type TableTopicState,
  type TopicName,
} from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from './gateway';
import { createRequestSigner } from './poller/signer';
import { createHttpUpstream } from './poller/upstream';
import { connectClient, type TopicClient, until } from './testing/harness';

type Running = {
  origin: FastifyInstance;
  gateway: Gateway;
  url: string;
  step(): void;
  close(): Promise<void>;
};

async function start(
  testDb: TestDb,
  seed: number,
  /** A Saturday afternoon of the European season (in June the leagues rest): football in play. */
  at = Date.UTC(2026, 10, 28, 15, 0, 0),
  /** Only this season of the shipped ones (a small world that builds fast), else all. */
  season?: string,
): Promise<Running> {
  const config = testConfig();
  let engineTime = at;
  const origin = Fastify({ ...fastifyOptions(config), logger: false });
  await origin.register(originApp, {
    config,
    db: testDb.db,
    engine: {
      seed,
      speed: 1,
      clock: () => engineTime,
      tickMs: 3_600_000,
      ...(season === undefined
        ? {}
        : {
            create: (options: EngineOptions) =>
              createEngine({ ...options, seasons: options.seasons?.filter((s) => s.code === season) }),
          }),
    },
  });
  await origin.listen({ port: 0, host: '127.0.0.1' });
  const originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
  const http = createServer();
  const warnings: string[] = [];
  const gateway = createGateway(http, {
    upstream: createHttpUpstream({ originUrl, sign: createRequestSigner({ accessKey: config.accessKey }) }),
    envelopeKey: config.envelopeKey,
    autoStart: false,
    // The test asserts that no poll warns; a busy machine's first answers (the engine's code not yet
    // optimised) may take longer than the production time limit, which is not what this test is about.
    upstreamTimeoutMs: 30_000,
    logger: {
      info: () => {},
      warn: (_: unknown, message?: string) => warnings.push(message ?? ''),
    } as never,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin,
    gateway,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    step() {
      // One engine minute of play.
      engineTime += 60_000;
      origin.engine.tick();
    },
    async close() {
      expect(warnings).toEqual([]);
      await gateway.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await origin.close();
    },
  };
}

describe('gateway against the real origin', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb();
  });
  afterAll(async () => {
    await testDb.close();
  });

  for (const seed of [20260614, 7]) {
    it(`seed ${seed}: both clients get the same patches, and the patches rebuild every snapshot`, async () => {
      const running = await start(testDb, seed);
      const clients: TopicClient[] = [];
      try {
        const live = running.origin.engine.liveMatches('football');
        expect(live.length).toBeGreaterThan(0);
        const matchId = live[0]?.id;
        const topics: TopicName[] = ['live:football', `match:${matchId}`, `odds:${matchId}`];
        clients.push(await connectClient(running.url), await connectClient(running.url));
        const [first, second] = clients as [TopicClient, TopicClient];
        for (const topic of topics) {
          const answer = await first.subscribe(topic);
          expect(answer).toMatchObject({ ok: true, data: { stale: false, version: 1 } });
          await second.subscribe(topic);
        }
        const previous = new Map(topics.map((topic) => [topic, first.held.get(topic)]));
        for (let step = 0; step < 8; step++) {
          running.step();
          await running.gateway.poller.pollOnce();
          for (const topic of topics) {
            const next = await first.fetchSnapshot(topic);
            const before = previous.get(topic);
            if (!before) throw new Error('no snapshot');
            const patches = first.patches.filter((p) => p.topic === topic && p.from >= before.version);
            expect(patches.reduce((state, p) => applyPatch(state, p.ops), before.state)).toStrictEqual(
              next.state,
            );
            previous.set(topic, next);
          }
        }
        await until(() => second.patches.length === first.patches.length);
        expect(second.patches).toStrictEqual(first.patches);
        // The match topic moves by small ops: a new shot or a moved rating or statistic is one key,
        // never its whole list again.
        const matchOps = first.patches.filter((p) => p.topic === `match:${matchId}`).flatMap((p) => p.ops);
        expect(matchOps.some(([path]) => path[0] === 'stats')).toBe(true);
        for (const [path] of matchOps)
          if (['events', 'stats', 'momentum', 'shots', 'ratings'].includes(path[0] ?? ''))
            expect(path.length, path.join('/')).toBeGreaterThan(1);
        expect(first.patches.filter((p) => p.topic === 'live:football').length).toBeGreaterThan(3);
        expect(first.stale).toEqual([]);
        // Names follow the topic's language.
        const english = await first.subscribe('live:football@en');
        const chinese = first.held.get('live:football');
        if (!english.ok || !chinese) throw new Error('no snapshot');
        expect(Object.keys(english.data.state as object).sort()).toEqual(
          Object.keys(chinese.state as object).sort(),
        );
        expect(english.data.state).not.toStrictEqual(chinese.state);
      } finally {
        for (const client of clients) client.close();
        await running.close();
      }
    });
  }

  it("a competition's scorers and table topics move by patches when a goal is scored there and changes the table", async () => {
    // A Bundesliga Saturday (its season alone, a small world): five matches kick off at 14:30 UTC.
    const leagueId = 7;
    const running = await start(testDb, 42, Date.UTC(2026, 10, 21, 14, 25), 'de.1');
    const clients: TopicClient[] = [];
    try {
      const engine = running.origin.engine;
      const scorers: TopicName = `scorers:${leagueId}@en`;
      const table: TopicName = `table:${leagueId}@en`;
      clients.push(await connectClient(running.url));
      const [client] = clients as [TopicClient];
      const scorersAnswer = await client.subscribe(scorers);
      const tableAnswer = await client.subscribe(table);
      if (!scorersAnswer.ok || !tableAnswer.ok) throw new Error('no snapshot');
      const goalsIn = () =>
        engine
          .matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, leagueId)
          .filter((m) => m.status === -1 || m.status === -13 || (m.status >= 1 && m.status <= 5))
          .flatMap((m) => m.events)
          .filter((e) => (e.type === 'goal' || e.type === 'penalty') && e.period !== 5).length;
      const order = () =>
        engine
          .tableAsItStands(leagueId)
          .rows.map((row) => row.teamId)
          .join(',');
      const firstScorers = scorersAnswer.data.state as ScorersTopicState;
      const firstTable = leagueTableOf(tableAnswer.data.state as TableTopicState);
      expect(firstScorers.goals).toBe(goalsIn());
      // Before kick-off the table is the final one of the rounds played.
      expect(firstTable.live).toBe(false);
      const before = order();
      expect(firstTable.table.map((row) => row.teamId).join(',')).toBe(before);
      // Play on until a goal changes the order of the table (the goal is a scorer's too): the kick-offs
      // alone may reorder it first, every side a point at 0-0.
      for (let step = 0, last = before, goals = goalsIn(); step < 120; step++) {
        running.step();
        if (goalsIn() > goals && order() !== last) break;
        [last, goals] = [order(), goalsIn()];
      }
      expect(order()).not.toBe(before);
      expect(goalsIn()).toBeGreaterThan(firstScorers.goals);
      await running.gateway.poller.pollOnce();
      await until(() => [scorers, table].every((topic) => client.patches.some((p) => p.topic === topic)));
      const rebuilt = async (topic: TopicName, first: JsonValue) => {
        const now = await client.fetchSnapshot(topic);
        const patched = client.patches
          .filter((p) => p.topic === topic)
          .reduce((state, p) => applyPatch(state, p.ops), first);
        expect(patched).toStrictEqual(now.state);
        return now.state;
      };
      const scorersView = scorersOf((await rebuilt(scorers, scorersAnswer.data.state)) as ScorersTopicState);
      expect(scorersView.goals).toBe(goalsIn());
      expect(scorersView.scorers[0]?.name).toMatch(/\p{L}/u);
      // The pushed table is the origin's as it stands: live, in its new order, the places before play kept.
      const tableView = leagueTableOf((await rebuilt(table, tableAnswer.data.state)) as TableTopicState);
      expect(tableView.live).toBe(true);
      expect(tableView.table.map((row) => row.teamId).join(',')).toBe(order());
      const placeBefore = new Map(firstTable.table.map((row) => [row.teamId, row.rank]));
      for (const row of tableView.table) expect(row.previousRank).toBe(placeBefore.get(row.teamId));
      expect(tableView.table.some((row) => row.rank !== row.previousRank)).toBe(true);
      expect(tableView.table.filter((row) => row.liveMatchId !== null)).toHaveLength(10);
    } finally {
      for (const client of clients) client.close();
      await running.close();
    }
  });
});
