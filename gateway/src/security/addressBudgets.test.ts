// Budgets per visitor address (docs/API.md "Budgets per address"), against the real gateway in front of
// the real origin, with real Socket.IO clients. A second visitor is a second loopback address: Linux
// routes all of 127/8 to loopback, so a client bound to 127.0.0.2 reaches the gateway from an address
// of its own, as another machine would. Behind a load balancer (TRUST_PROXY) the address is the one the
// balancer names in X-Forwarded-For.
import type { Engine } from '@pitchside/origin/engine';
import { createFixtureEngine } from '@pitchside/origin/testing';
import type { Ack, TopicName, TopicSnapshot } from '@pitchside/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient, type TopicClient } from '../testing/harness';
import { type RealStack, startRealStack } from '../testing/realStack';
import { AddressBudgets, DEFAULT_ADDRESS_LIMITS } from './addressBudgets';

const OTHER_ADDRESS = { localAddress: '127.0.0.2' };
const DAY = 24 * 3600_000;

let stack: RealStack | undefined;
const clients: TopicClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await stack?.close();
  stack = undefined;
});

async function connect(url: string, from: Parameters<typeof connectClient>[2] = {}): Promise<TopicClient> {
  const client = await connectClient(url, ['websocket'], from);
  clients.push(client);
  return client;
}

/** The connect error a refused socket gets, or null when it connects. */
async function refusal(url: string, from: Parameters<typeof connectClient>[2] = {}): Promise<string | null> {
  try {
    await connect(url, from);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A gateway metric's value for one label set. */
async function metric(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${stack?.url}/metrics`)).text();
  const key = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(key));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const send = (client: TopicClient, topic: TopicName): Promise<Ack<TopicSnapshot>> =>
  client.socket.timeout(20_000).emitWithAck('topic:subscribe', { topic });

describe('budgets per address', () => {
  it("one address asking for unknown matches over ten sockets leaves another address's first subscriptions answered", async () => {
    const defaults = {
      SOCKETS_PER_ADDRESS: String(DEFAULT_ADDRESS_LIMITS.socketsPerAddress),
      CONNECTS_PER_ADDRESS: String(DEFAULT_ADDRESS_LIMITS.connectsPerAddress),
      EVENTS_PER_ADDRESS: String(DEFAULT_ADDRESS_LIMITS.eventsPerAddress),
      NEW_TOPICS_PER_ADDRESS: String(DEFAULT_ADDRESS_LIMITS.newTopicsPerAddress),
    };
    // The real world: the flood asks for sixteen of its matches (the other tests' fixed world has five).
    stack = await startRealStack({ gatewayEnv: defaults });
    const engine = (stack.origin as unknown as { engine: Engine }).engine;
    const now = engine.now();
    const real = engine
      .matchesByDate('football', now - 3 * DAY, now + 3 * DAY)
      .slice(0, 16)
      .map((match) => match.id);
    expect(real).toHaveLength(16);
    const flooders = await Promise.all(Array.from({ length: 10 }, () => connect(stack?.url ?? '')));
    const fan = await connect(stack.url, OTHER_ADDRESS);
    // Each flooding socket asks for 20 matches nobody has (each a call to the origin) at once, within
    // its own connection's budget; the fan's 16 real, unwatched matches come right behind.
    let unknown = 1_900_000_000;
    const started = Date.now();
    const flood = Promise.all(
      flooders.flatMap((flooder) =>
        Array.from({ length: 20 }, () => send(flooder, `match:${unknown++}` as TopicName)),
      ),
    );
    const answers = await Promise.all(real.map((id) => send(fan, `match:${id}` as TopicName)));
    const flooded = await flood;
    const seconds = (Date.now() - started) / 1000;
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toEqual([]);
    for (const answer of answers) expect(answer.ok && answer.data.state).toBeTruthy();
    // The flooder's address was held to its share, 20 at once and 2 a second after (however slow this
    // machine was): its other asks were refused before any origin call.
    const held = flooded.filter((answer) => !answer.ok && answer.error.code === 'rate_limited');
    const share = DEFAULT_ADDRESS_LIMITS.newTopicsPerAddress;
    expect(200 - held.length).toBeLessThanOrEqual(share + Math.ceil((seconds * share) / 10));
    expect(await metric('gateway_address_limited_total', 'limit="topics"')).toBe(held.length);
  }, 120_000);

  it('a flooder that reconnects gains nothing: its sockets, new sockets and events are counted by its address', async () => {
    stack = await startRealStack({
      engine: createFixtureEngine(),
      gatewayEnv: { SOCKETS_PER_ADDRESS: '4', CONNECTS_PER_ADDRESS: '6', EVENTS_PER_ADDRESS: '5' },
    });
    const url = stack.url;
    const started = Date.now();
    const first = await Promise.all(Array.from({ length: 4 }, () => connect(url)));
    // A fifth socket at once is refused: a connect error, whose words are in the visitor's language.
    expect(await refusal(url)).not.toBeNull();
    for (const [lang, words] of [
      ['en', 'Too many connections from your address; please retry in a few seconds.'],
      ['zh', '来自您网络地址的连接过多，请稍后再试。'],
      ['vi', 'Có quá nhiều kết nối từ địa chỉ của bạn; vui lòng thử lại sau vài giây.'],
    ]) {
      const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { lang } });
      expect(handshake.status).toBe(403);
      expect(await handshake.json()).toMatchObject({ message: words });
    }
    // Each socket is well within its own budget (60 at once), but the address may send 15 at once.
    const burst = async (sockets: TopicClient[], each: number) => {
      const answers = await Promise.all(
        sockets.flatMap((socket) =>
          Array.from({ length: each }, () =>
            socket.socket.timeout(20_000).emitWithAck('topic:unsubscribe', { topic: 'live:football' }),
          ),
        ),
      );
      return answers.filter((answer: Ack<null>) => !answer.ok).length;
    };
    const burstStarted = Date.now();
    const refusedAtOnce = await burst(first, 10);
    // 15 at once, 5 a second after, however slow this machine was.
    expect(refusedAtOnce).toBeGreaterThanOrEqual(
      40 - 15 - Math.ceil(((Date.now() - burstStarted) / 1000) * 5),
    );
    // Another address is answered in full meanwhile.
    const fan = await connect(url, OTHER_ADDRESS);
    expect(await burst([fan], 10)).toBe(0);

    // The flooder reconnects: its address has new sockets left for two more, and no fresh events.
    for (const socket of first) socket.close();
    // Once the gateway has seen them go (only the fan's socket is left).
    await expect.poll(() => metric('gateway_connected_clients', ''), { timeout: 20_000 }).toBe(1);
    const again: TopicClient[] = [];
    let refused: string | null = null;
    while (refused === null) {
      refused = await refusal(url);
      if (refused === null) again.push(clients.at(-1) as TopicClient);
    }
    // Six new sockets at once, six every 10 s after: the four it opened first were counted.
    expect(again.length).toBeLessThanOrEqual(2 + Math.ceil(((Date.now() - started) / 10_000) * 6));
    const afterReconnect = await burst(again, 10);
    expect(afterReconnect).toBeGreaterThan(0);
    expect(await metric('gateway_address_limited_total', 'limit="sockets"')).toBeGreaterThanOrEqual(1);
    expect(await metric('gateway_address_limited_total', 'limit="connects"')).toBeGreaterThanOrEqual(1);
    expect(await metric('gateway_address_limited_total', 'limit="events"')).toBeGreaterThan(0);
  }, 120_000);

  it('behind a load balancer (TRUST_PROXY) the address is the one it names; otherwise that header is ignored', async () => {
    stack = await startRealStack({
      engine: createFixtureEngine(),
      trustProxy: true,
      gatewayEnv: { SOCKETS_PER_ADDRESS: '1' },
    });
    const named = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    expect(await refusal(stack.url, named('203.0.113.7'))).toBeNull();
    expect(await refusal(stack.url, named('203.0.113.7'))).not.toBeNull();
    expect(await refusal(stack.url, named('203.0.113.8'))).toBeNull();
    await stack.close();
    for (const client of clients.splice(0)) client.close();

    stack = await startRealStack({ engine: createFixtureEngine(), gatewayEnv: { SOCKETS_PER_ADDRESS: '1' } });
    expect(await refusal(stack.url, named('203.0.113.7'))).toBeNull();
    expect(await refusal(stack.url, named('203.0.113.8'))).not.toBeNull();
  }, 120_000);
});

describe('what the gateway keeps per address', () => {
  it('forgets an address once it holds no socket and its budgets are full again', () => {
    let now = 0;
    const budgets = new AddressBudgets({ trustProxy: false, now: () => now });
    for (let i = 0; i < 1000; i++) {
      const address = `198.51.100.${i}`;
      expect(budgets.admitSocket(address)).toBeNull();
      budgets.opened(address);
      expect(budgets.takeEvent(address)).toBe(true);
      expect(budgets.takeNewTopic(address)).toBe(true);
    }
    budgets.closed('198.51.100.0');
    budgets.sweep();
    // Still spent: kept, so a flooder that leaves and comes back finds its budgets where it left them.
    expect(budgets.size).toBe(1000);
    now += 10_000;
    budgets.sweep();
    expect(budgets.size).toBe(999);
    for (let i = 1; i < 1000; i++) budgets.closed(`198.51.100.${i}`);
    budgets.sweep();
    expect(budgets.size).toBe(0);
  });
});
