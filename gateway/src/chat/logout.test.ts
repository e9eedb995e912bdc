// A logout ends chat sending at once, on every gateway: two gateway processes (the real server.ts) on a
// real Redis and a lone gateway without Redis, all in front of the real origin as a process of its
// own, with real chat clients. The account is made through the gateway (slider, mailed code,
// register, login), the logout goes through one gateway's proxy, and the very next message on any
// gateway is refused, without waiting for the token cache to expire.
import type { ChatMessage } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connectChat } from '../testing/chatTesting';
import { GatewayProcess, RedisProcess, redisServerBinary } from '../testing/clusterTesting';
import { OriginProcess, signedCall } from '../testing/originProcess';

const binary = redisServerBinary();
if (!binary) console.warn('\n!!! redis-server not found: the logout tests are SKIPPED !!!\n');

const ROOM = 'match:4001';

let redis: RedisProcess;
let origin: OriginProcess;
let first: GatewayProcess;
let second: GatewayProcess;
let alone: GatewayProcess;
const clients: ChatClient[] = [];

beforeAll(async () => {
  if (!binary) return;
  [redis, origin] = await Promise.all([RedisProcess.start(binary), OriginProcess.start()]);
  [first, second, alone] = await Promise.all([
    GatewayProcess.start({ originUrl: origin.url, redisUrl: redis.url, pollIntervalMs: 1000 }),
    GatewayProcess.start({ originUrl: origin.url, redisUrl: redis.url, pollIntervalMs: 1000 }),
    GatewayProcess.start({ originUrl: origin.url, pollIntervalMs: 1000 }),
  ]);
}, 150_000);

afterAll(async () => {
  if (!binary) return;
  for (const client of clients) client.close();
  await Promise.all([first, second, alone].map((gateway) => gateway?.kill('SIGKILL')));
  await Promise.all([origin?.stop(), redis?.stop()]);
});

async function chatOn(gateway: GatewayProcess, token: string): Promise<ChatClient> {
  const client = await connectChat(gateway.url, { token, locale: 'en' });
  clients.push(client);
  expect((await client.request('chat:join', { room: ROOM })).ok).toBe(true);
  return client;
}

let sent = 0;
const send = (client: ChatClient) =>
  client.request<ChatMessage>('chat:send', { room: ROOM, text: `message number ${++sent} from the stands` });

async function logout(gateway: GatewayProcess, token: string) {
  const answer = await signedCall(gateway.url, '/userapi/logout', { body: {}, token });
  expect(answer.body?.code).toBe(200);
}

describe.skipIf(!binary)('logout and chat', () => {
  it('a logout through one gateway of a cluster ends sending on every gateway at once', async () => {
    const { token } = await origin.signUp(first.url, 'cluster.chat');
    const onFirst = await chatOn(first, token);
    const onSecond = await chatOn(second, token);
    // Both gateways have checked the token (and keep the answer for 30 s).
    expect((await send(onFirst)).ok).toBe(true);
    expect((await send(onSecond)).ok).toBe(true);

    await logout(first, token);
    for (const client of [onSecond, onFirst]) {
      expect(await send(client)).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
    }
  });

  it('a logout through a gateway alone ends sending on it at once', async () => {
    const { token } = await origin.signUp(alone.url, 'alone.chat');
    const client = await chatOn(alone, token);
    expect((await send(client)).ok).toBe(true);

    await logout(alone, token);
    expect(await send(client)).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
  });
});
