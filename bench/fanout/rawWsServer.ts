// The practical ceiling of one Node process: a bare `ws` server that sends every connection the
// very same bytes the gateway sends (the same poller, registry and patch, framed as Socket.IO
// frames), encoded once per patch and with nothing else per connection.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createHttpUpstream,
  createRequestSigner,
  MemoryTopicRecords,
  Poller,
  TopicRegistry,
} from '@pitchside/gateway';
import { DEFAULT_ACCESS_KEY } from '@pitchside/shared';
import { WebSocketServer } from 'ws';
import { preciseNow } from './protocol';
import { serveBenchCommands } from './serverCommon';

const originUrl = process.argv[2] ?? 'http://127.0.0.1:4000';
const http = createServer();
const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
const registry = new TopicRegistry({
  records: new MemoryTopicRecords(),
  epoch: 1,
  broadcaster: {
    patch(patch) {
      const frame = Buffer.from(`42${JSON.stringify(['topic:patch', patch])}`);
      for (const ws of wss.clients) ws.send(frame, { binary: false });
    },
    stale() {},
  },
});
registry.subscribe('live:football');
const poller = new Poller({
  registry,
  upstream: createHttpUpstream({ originUrl, sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }) }),
  clock: {
    now: preciseNow,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
  },
  logger: { info: () => {}, warn: () => {} },
  intervalMs: Number(process.env.POLL_INTERVAL_MS ?? 1000),
  timeoutMs: 2000,
  maxBackoffMs: 5000,
});
poller.start();
await new Promise<void>((resolve) =>
  http.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve()),
);
serveBenchCommands(async () => {
  await poller.stop();
  for (const ws of wss.clients) ws.terminate();
  http.close();
});
process.send?.({ type: 'ready', port: (http.address() as AddressInfo).port });
