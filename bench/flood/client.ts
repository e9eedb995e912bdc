// One connection of the flood benchmark (bench/flood.ts), in a process of its own so its sending never
// shares an event loop with the gateway or the measured viewer. `bystander` asks for the live list's
// snapshot ten times a second and times each ack; `resync` and `unknown` send as fast as the socket
// takes them until told to stop or cut off.
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@pitchside/shared';
import { io, type Socket } from 'socket.io-client';

export type FloodMode = 'bystander' | 'resync' | 'unknown';
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
};

const [url = '', mode = 'bystander', durationText = '10000'] = process.argv.slice(2);
const durationMs = Number(durationText);
const TOPIC = 'live:football';

const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
  transports: ['websocket'],
  forceNew: true,
  reconnection: false,
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
};
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
  const count = (answer: Ack<unknown>) => {
    report.answered += 1;
    if (answer.ok) report.bytes += JSON.stringify(answer.data).length;
  };
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
