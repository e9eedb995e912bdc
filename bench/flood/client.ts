// One connection of the flood benchmark (bench/flood.ts), in a process of its own so its sending never
// shares an event loop with the gateway or the measured viewer. `bystander` asks for the live list's
// snapshot ten times a second and times each ack; `resync` and `unknown` send as fast as the socket
// takes them until told to stop or cut off. `sockets` opens FLOOD_SOCKETS connections that each send
// their own budget's worth (20 events a second); `reconnect` connects again as fast as it can, sending
// a burst on each connection. FLOOD_FROM binds the connections to a loopback address of their own.
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import { io, type Socket } from 'socket.io-client';

export type FloodMode = 'bystander' | 'resync' | 'unknown' | 'sockets' | 'reconnect';
export type FloodReport = {
  type: 'report';
  mode: FloodMode;
  /** Bystander: each ack's round trip, ms. */
  acks: number[];
  sent: number;
  answered: number;
  /** Bytes of snapshot data the flooder was sent back. */
  bytes: number;
  told: boolean;
  cut: boolean;
  /** Answers that were not refused (`ok`). */
  accepted: number;
  /** `sockets` and `reconnect`: connections made, and refused. */
  connected: number;
  refused: number;
};

const [url = '', mode = 'bystander', durationText = '10000'] = process.argv.slice(2);
const durationMs = Number(durationText);
const TOPIC = 'live:football';

type FloodSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const from = process.env.FLOOD_FROM;
const open = () =>
  io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    ...(from ? { localAddress: from } : {}),
  } as Parameters<typeof io>[1]) as FloodSocket;
const connected = (socket: FloodSocket) =>
  new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });

const report: FloodReport = {
  type: 'report',
  mode: mode as FloodMode,
  acks: [],
  sent: 0,
  answered: 0,
  bytes: 0,
  told: false,
  cut: false,
  accepted: 0,
  connected: 0,
  refused: 0,
};
const count = (answer: Ack<unknown>) => {
  report.answered += 1;
  if (!answer.ok) return;
  report.accepted += 1;
  report.bytes += JSON.stringify(answer.data ?? null).length;
};
const unsubscribe = (socket: FloodSocket) => {
  report.sent += 1;
  socket.emit('topic:unsubscribe', { topic: TOPIC }, count);
};

if (mode === 'sockets' || mode === 'reconnect') {
  // Opened (or connected again) before the measured window, then each sends within its own budget.
  const sockets: FloodSocket[] = [];
  if (mode === 'sockets') {
    const wanted = Number(process.env.FLOOD_SOCKETS ?? 1000);
    for (let batch = 0; batch < wanted; batch += 50) {
      const made = Array.from({ length: Math.min(50, wanted - batch) }, open);
      const results = await Promise.all(made.map(connected));
      results.forEach((ok, index) => {
        if (ok) sockets.push(made[index] as FloodSocket);
        else made[index]?.close();
      });
      report.connected += results.filter(Boolean).length;
      report.refused += results.filter((ok) => !ok).length;
    }
  }
  process.send?.({ type: 'ready' });
  const until = Date.now() + durationMs;
  if (mode === 'sockets') {
    // Twenty a second each: two every 100 ms, the connection's own budget (EVENT_BUDGET) and no more.
    while (Date.now() < until) {
      for (const socket of sockets) for (let i = 0; i < 2; i++) unsubscribe(socket);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else {
    // A flooder that reconnects for a fresh budget: each connection sends its burst (60), then goes.
    while (Date.now() < until) {
      const socket = open();
      if (!(await connected(socket))) {
        report.refused += 1;
        socket.close();
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      report.connected += 1;
      const answers = Array.from(
        { length: 60 },
        () =>
          new Promise<void>((resolve) => {
            report.sent += 1;
            socket.emit('topic:unsubscribe', { topic: TOPIC }, (answer: Ack<null>) => {
              count(answer);
              resolve();
            });
          }),
      );
      await Promise.race([Promise.all(answers), new Promise((resolve) => setTimeout(resolve, 2000))]);
      socket.close();
    }
  }
  process.send?.(report);
  for (const socket of sockets) socket.close();
  process.exit(0);
}

const socket = open();
socket.on('connection:limited', () => {
  report.told = true;
});
socket.on('disconnect', (reason) => {
  if (reason === 'io server disconnect') report.cut = true;
});
await new Promise<void>((resolve, reject) => {
  socket.once('connect', () => resolve());
  socket.once('connect_error', reject);
});
await socket.emitWithAck('topic:subscribe', { topic: TOPIC });
process.send?.({ type: 'ready' });

const until = Date.now() + durationMs;
if (mode === 'bystander') {
  while (Date.now() < until) {
    const started = performance.now();
    const answer = await socket.emitWithAck('topic:subscribe', { topic: TOPIC });
    report.acks.push(performance.now() - started);
    if (answer.ok) report.answered += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
} else {
  while (Date.now() < until && socket.connected) {
    for (let i = 0; i < 200; i++) {
      report.sent += 1;
      if (mode === 'resync') socket.emit('topic:resync', { topic: TOPIC }, count);
      else (socket.emit as (event: string, ...args: unknown[]) => void)('flood:unknown', { n: i }, count);
    }
    // Lets the socket write and read between batches, as a real client's loop would.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
process.send?.(report);
socket.close();
process.exit(0);
