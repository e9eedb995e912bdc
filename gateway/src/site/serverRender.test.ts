// The first paint against the real origin (its app, match engine and /vdapi routes): the gateway
// app renders pages with the web's server entry, built from the current sources; a real Socket.IO
// client then takes over from the state the page embedded.
import type { AddressInfo } from 'node:net';
import originApp, { fastifyOptions } from '@pitchside/origin';
import { openTestDb, type TestDb, testConfig } from '@pitchside/origin/testing';
import {
  type Ack,
  applyCatchUp,
  applyPatch,
  EARLY_TAPS_SCRIPT,
  isCatchUp,
  type JsonValue,
  type LiveTopicState,
  PAGE_START_SCRIPT,
  PAGE_STATE_ID,
  type TopicCatchUp,
  type TopicName,
  type TopicPatch,
  type TopicSnapshot,
} from '@pitchside/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import { cspHash } from '../security/headers';
import { connectClient, type TopicClient, until } from '../testing/harness';
import { type BuiltServerEntry, SERVER_ENTRY_KEY, serverEntry } from '../testing/webServerEntry';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

type EmbeddedState = { topics: Partial<Record<TopicName, TopicSnapshot>>; queries: { queries: unknown[] } };

function embeddedState(html: string): EmbeddedState {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('the page embeds no state');
  return JSON.parse(match[1]) as EmbeddedState;
}

/**
 * The score shown on a match's card in the page's markup ("2 - 1"): the main score of its score box,
 * tags and the comments between text parts removed.
 */
function shownScore(html: string, matchId: number): string | null {
  const card = new RegExp(`<li class="match-card[^"]*" data-match-id="${matchId}"[^>]*>(.*?)</li>`, 's').exec(
    html,
  );
  const score = card?.[1] && /data-testid="score">.*?<span class="score-main">(.*?)<\/span>/s.exec(card[1]);
  return score?.[1] ? score[1].replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '') : null;
}

describe('server-rendered pages against the real origin', () => {
  let testDb: TestDb;
  let built: BuiltServerEntry;
  let origin: FastifyInstance;
  let gateway: FastifyInstance;
  let url: string;
  // A Saturday afternoon of the European season (in June the leagues rest): football in play.
  let engineTime = Date.UTC(2026, 10, 28, 15, 0, 0);
  const clients: TopicClient[] = [];

  /** One engine minute, then one poll of every watched topic. */
  const step = async () => {
    engineTime += 60_000;
    origin.engine.tick();
    await gateway.gateway.poller.pollOnce();
  };

  beforeAll(async () => {
    [testDb, built] = await Promise.all([openTestDb(), serverEntry(inject(SERVER_ENTRY_KEY))]);
    const config = testConfig();
    origin = Fastify({ ...fastifyOptions(config), logger: false });
    await origin.register(originApp, {
      config,
      db: testDb.db,
      engine: { seed: 20260614, speed: 1, clock: () => engineTime, tickMs: 3_600_000 },
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
    await gateway.register(app, { config: gatewayConfig, gateway: { autoStart: false } });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    // Play until some football match in play has a goal.
    for (let minute = 0; minute < 90; minute++) {
      const scored = origin.engine.liveMatches('football').some((m) => m.score.home + m.score.away > 0);
      if (scored) break;
      engineTime += 60_000;
      origin.engine.tick();
    }
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await gateway?.close();
    await origin?.close();
    await testDb?.close();
    await built?.close();
  });

  it('answers /live with the scores the live topic holds in the bytes of the first response', async () => {
    const live = async () => {
      const response = await fetch(`${url}/live`, {
        headers: { 'user-agent': IPHONE, 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(200);
      return response;
    };
    // A render waits only a moment for a topic nobody watched yet (SiteTopics' waitMs), and a busy
    // machine's origin may answer later: the first visit makes the gateway watch the topic, the page
    // is read once the gateway holds it.
    await live();
    await until(() => {
      const state = gateway.gateway.registry.snapshot('live:football@en')?.state as
        | LiveTopicState
        | undefined;
      return Object.values(state ?? {}).some((match) => match.homeScore + match.awayScore > 0);
    }, 30_000);
    const response = await live();
    const html = await response.text();
    const held = gateway.gateway.registry.snapshot('live:football@en');
    if (!held) throw new Error('the gateway holds no live:football@en after rendering /live');
    const matches = Object.values(held.state as LiveTopicState);
    const scored = matches.find((match) => match.homeScore + match.awayScore > 0);
    if (!scored) throw new Error('no match in play has a goal');
    // The card of that match, in the server's markup, shows the topic's score; so do all the others.
    expect(shownScore(html, scored.id)).toBe(`${scored.homeScore} - ${scored.awayScore}`);
    for (const match of matches.filter((m) => m.status !== 0)) {
      expect(shownScore(html, match.id)).toBe(`${match.homeScore} - ${match.awayScore}`);
    }
    // Drawn whole and in place: no boundary left for the browser, no script inside #root.
    const root = html.slice(
      html.indexOf('<div id="root">'),
      html.indexOf(`<script type="application/json" id="${PAGE_STATE_ID}">`),
    );
    expect(root).not.toMatch(/<!--\$[?!]-->/);
    expect(root).not.toContain('<script');
    // One inline script runs here, in the head before any drawn button: the early-tap script (this
    // gateway has no web build, so no entry for PAGE_START_SCRIPT to start: assets.test.ts). The
    // page's policy admits the drawn pages' two inline scripts by their hashes and nothing else inline.
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
    expect(head).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' '${cspHash(EARLY_TAPS_SCRIPT)}' '${cspHash(PAGE_START_SCRIPT)}'`);
    // Names in the reader's language, layout by the agent.
    expect(html).toContain(scored.homeName);
    expect(html).toContain('data-route-set="mobile"');
    // The state the browser starts from: the topic with its epoch and version (on a first visit that
    // found the topic cold and the origin slow, the same list came from the origin's answer instead).
    const state = embeddedState(html);
    const again = embeddedState(
      await (
        await fetch(`${url}/live`, { headers: { 'user-agent': IPHONE, 'accept-language': 'en' } })
      ).text(),
    );
    expect(state.topics['live:football@en'] ?? again.topics['live:football@en']).toEqual(held);
  });

  it("answers 404 for a match, player, competition, team or highlight collection no one has (its route entry's subject), and 200 for a real one", async () => {
    for (const path of [
      '/player/99999999',
      '/live/detail/99999999',
      '/zq/detail/99999999',
      '/special/99999999',
      '/team/99999999',
      '/matches/detail/99999999',
    ]) {
      const response = await fetch(`${url}${path}`, {
        headers: { 'user-agent': IPHONE, 'accept-language': 'en' },
      });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const match = origin.engine.liveMatches('football')[0];
    if (!match) throw new Error('no football match in play');
    const real = await fetch(`${url}/live/detail/${match.id}`, {
      headers: { 'user-agent': IPHONE, 'accept-language': 'en' },
    });
    expect(real.status).toBe(200);
    // A match the origin has no odds for is still a page: only its own record decides (a basketball
    // match has no odds at the origin, and its odds tab's call answers 404).
    const basketball = origin.engine.liveMatches('basketball')[0] ?? origin.engine.liveMatches('esport')[0];
    if (!basketball) throw new Error('no basketball or esports match in play');
    const noOdds = await fetch(`${url}/live/detail/${basketball.id}?tab=odds`, {
      headers: { 'user-agent': IPHONE, 'accept-language': 'en' },
    });
    expect(noOdds.status).toBe(200);
  });

  it("answers the service worker's app shell undrawn: no markup, no state, never shared", async () => {
    const response = await fetch(`${url}/`, { headers: { 'x-app-shell': '1', 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(`id="${PAGE_STATE_ID}"`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('x-app-shell');
    // The same page for a visitor is drawn, and says that it depends on the header.
    const drawn = await fetch(`${url}/`, { headers: { 'accept-language': 'en' } });
    expect(await drawn.text()).toContain(`id="${PAGE_STATE_ID}"`);
    expect(drawn.headers.get('vary')).toContain('x-app-shell');
  });

  it('embeds a state whose version the first patch on a real socket follows', async () => {
    const html = await (await fetch(`${url}/live/football`)).text();
    const embedded = embeddedState(html).topics['live:football'];
    if (!embedded) throw new Error('no live:football state in the page');
    // The engine moves on before the browser's script runs: the page is a version or two behind.
    await step();
    await step();
    const client = await connectClient(url);
    clients.push(client);
    const answer = await client.socket.timeout(5000).emitWithAck('topic:resume', {
      topic: 'live:football',
      epoch: embedded.epoch,
      version: embedded.version,
    });
    const catchUp = expectCatchUp(answer);
    expect(catchUp.patches[0]?.from).toBe(embedded.version);
    const caughtUp = applyCatchUp(embedded, catchUp);
    if (caughtUp.kind !== 'applied')
      throw new Error(`the patches since the page do not fit: ${caughtUp.kind}`);
    expect(caughtUp.snapshot.state).toStrictEqual(gateway.gateway.registry.snapshot('live:football')?.state);
    // Then the pushes: the first one starts where the catch-up ended.
    await step();
    await until(() => client.patches.some((patch) => patch.topic === 'live:football'));
    const first = client.patches.find((patch) => patch.topic === 'live:football') as TopicPatch;
    expect(first.from).toBe(catchUp.version);
    expect(applyPatch(caughtUp.snapshot.state, first.ops)).toStrictEqual(
      gateway.gateway.registry.snapshot('live:football')?.state as JsonValue,
    );
  });

  it('answers a page that is still current with no patches, and the next push follows its version', async () => {
    await step();
    const html = await (await fetch(`${url}/live/football?now`)).text();
    const embedded = embeddedState(html).topics['live:football'];
    if (!embedded) throw new Error('no live:football state in the page');
    const client = await connectClient(url);
    clients.push(client);
    const answer = await client.socket.timeout(5000).emitWithAck('topic:resume', {
      topic: 'live:football',
      epoch: embedded.epoch,
      version: embedded.version,
    });
    expect(expectCatchUp(answer)).toMatchObject({ version: embedded.version, patches: [] });
    await step();
    await until(() => client.patches.some((patch) => patch.topic === 'live:football'));
    expect(client.patches.find((patch) => patch.topic === 'live:football')?.from).toBe(embedded.version);
  });

  it('shares one render among requests for the same page and versions, and renders again after a patch', async () => {
    const renders = async () => (await gateway.gateway.metrics.pageRenders.get()).values[0]?.value ?? 0;
    const before = await renders();
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${url}/live/esport`).then((response) => response.text())),
    );
    expect(await renders()).toBe(before + 1);
    expect(new Set(pages).size).toBe(1);
    const version = embeddedState(pages[0] as string).topics['live:esport']?.version;
    let moved = false;
    for (let minute = 0; minute < 10 && !moved; minute++) {
      await step();
      moved = gateway.gateway.registry.snapshot('live:esport')?.version !== version;
    }
    expect(moved).toBe(true);
    const next = await (await fetch(`${url}/live/esport`)).text();
    expect(await renders()).toBe(before + 2);
    expect(embeddedState(next).topics['live:esport']?.version).toBe(
      gateway.gateway.registry.snapshot('live:esport')?.version,
    );
  });
});

function expectCatchUp(answer: Ack<TopicCatchUp | TopicSnapshot>): TopicCatchUp {
  if (!answer.ok) throw new Error(`resume refused: ${answer.error.message}`);
  if (!isCatchUp(answer.data)) throw new Error('resume answered the whole snapshot');
  return answer.data;
}
