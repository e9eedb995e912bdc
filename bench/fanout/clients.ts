// A process holding many benchmark clients. The same lean WebSocket client serves both servers:
// it speaks the Socket.IO wire protocol (engine.io v4 text frames) to the gateway, and reads the
// identical frames from the raw ws broadcaster, so both sides pay the same client cost.
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import { scoreKey } from '../latency/protocol';
import { type ClientCommand, type ClientReply, preciseNow } from './protocol';

const sockets: WebSocket[] = [];
let latencies: number[] = [];
let patchBytes: number[] = [];
let received = 0;
let firstCount = 0;
let scores: Record<string, number[]> | null = null;
let snapshotBytes = 0;

function send(reply: ClientReply): void {
  process.send?.(reply);
}

type PatchFrame = { ts: number; ops: [string[], unknown?][] };

function onPatchFrame(text: string, recordSize: boolean): void {
  // Frame: 42["topic:patch",{...,"ts":…}]
  const arrived = preciseNow();
  const [, patch] = JSON.parse(text.slice(2)) as [string, PatchFrame];
  latencies.push(arrived - patch.ts);
  if (scores) recordScores(patch, arrived, scores);
  received += 1;
  if (recordSize) {
    patchBytes.push(Buffer.byteLength(JSON.stringify(patch)));
    firstCount += 1;
  }
}

type Stage = 'open' | 'connect' | 'subscribe';

/** A live list's score op is [[matchId, 'homeScore' | 'awayScore'], value]. */
function recordScores(patch: PatchFrame, arrived: number, into: Record<string, number[]>): void {
  for (const [path, value] of patch.ops) {
    const side = path[1] === 'homeScore' ? 'home' : path[1] === 'awayScore' ? 'away' : null;
    if (path.length !== 2 || !side || typeof value !== 'number') continue;
    const key = scoreKey(path[0] as string, side, value);
    const seen = into[key];
    if (seen) seen.push(arrived);
    else into[key] = [arrived];
  }
}

/** How long a client may take to connect (and subscribe); FANOUT_CONNECT_TIMEOUT_MS raises it on a loaded machine. */
const CONNECT_TIMEOUT_MS = Number(process.env.FANOUT_CONNECT_TIMEOUT_MS ?? 20_000);

function connectOne(
  url: string,
  mode: 'socketio' | 'raw',
  topic: string,
  first: boolean,
  stage: Stage,
): Promise<boolean> {
  return new Promise((resolve) => {
    const wsUrl =
      mode === 'socketio'
        ? `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`
        : url.replace(/^http/, 'ws');
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false, handshakeTimeout: CONNECT_TIMEOUT_MS });
    let settled = false;
    // A client that is not subscribed in time counts as failed, so a run never hangs, and goes, so
    // the server does not hold a connection the run does not count.
    const timer = setTimeout(() => settle(false), CONNECT_TIMEOUT_MS);
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!ok) ws.terminate();
      resolve(ok);
    };
    ws.on('error', () => settle(false));
    ws.on('message', (data) => {
      const text = data.toString();
      if (mode === 'raw') {
        if (text.startsWith('42')) onPatchFrame(text, first);
        return;
      }
      const kind = text.charCodeAt(0);
      if (kind === 50 /* '2' ping */) return ws.send('3');
      if (kind === 48 /* '0' open */) {
        if (stage === 'open') return settle(true);
        return ws.send('40');
      }
      if (text.startsWith('40')) {
        if (stage === 'connect') return settle(true);
        return ws.send(`420${JSON.stringify(['topic:subscribe', { topic }])}`);
      }
      if (text.startsWith('430')) {
        const [answer] = JSON.parse(text.slice(3)) as [{ ok: boolean; data?: unknown }];
        if (first && answer.ok) snapshotBytes = Buffer.byteLength(JSON.stringify(answer.data));
        return settle(answer.ok);
      }
      if (text.startsWith('42["topic:patch"')) onPatchFrame(text, first);
    });
    if (mode === 'raw') ws.on('open', () => settle(true));
    sockets.push(ws);
  });
}

async function connectAll(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  if (command.scores) scores = {};
  let connected = 0;
  let failed = 0;
  // Batches keep the accept queue of the server from overflowing.
  const batch = 250;
  for (let i = 0; i < command.count; i += batch) {
    const size = Math.min(batch, command.count - i);
    const results = await Promise.all(
      Array.from({ length: size }, (_, j) =>
        connectOne(
          command.urls[(i + j) % command.urls.length] as string,
          command.mode,
          command.topic,
          i + j === 0,
          command.stage ?? 'subscribe',
        ),
      ),
    );
    for (const ok of results) {
      if (ok) connected += 1;
      else failed += 1;
    }
  }
  send({ type: 'connected', connected, failed, snapshotBytes });
}

/** Every client polls the live list itself, as browsers would without the gateway. */
async function pollAll(command: Extract<ClientCommand, { type: 'poll' }>): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: command.count });
  const samples: number[] = [];
  let completed = 0;
  let failed = 0;
  let bytes = 0;
  const stopAt = preciseNow() + command.durationMs;
  const target = new URL('/vdapi/match/v1/live?sport=1', command.url);
  const once = () =>
    new Promise<void>((resolve) => {
      const started = preciseNow();
      const req = request(target, { agent, timeout: 3000 }, (res) => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          completed += 1;
          samples.push(preciseNow() - started);
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.on('timeout', () => req.destroy());
      req.end();
    });
  const loop = async (offset: number) => {
    await new Promise((resolve) => setTimeout(resolve, offset));
    while (preciseNow() < stopAt) {
      const started = preciseNow();
      await once();
      const wait = command.intervalMs - (preciseNow() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all(
    Array.from({ length: command.count }, (_, i) => loop((i * command.intervalMs) / command.count)),
  );
  agent.destroy();
  send({ type: 'polled', latenciesMs: samples, completed, failed, bytes });
}

// The benchmark that started this process is gone (it failed or was stopped): go too.
process.on('disconnect', () => process.exit(0));
process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command);
      break;
    case 'reset':
      latencies = [];
      patchBytes = [];
      received = 0;
      firstCount = 0;
      if (scores) scores = {};
      break;
    case 'report':
      send({
        type: 'report',
        latenciesMs: latencies,
        patchBytes,
        received,
        firstCount,
        ...(scores ? { scores } : {}),
      });
      break;
    case 'poll':
      void pollAll(command);
      break;
    case 'close':
      for (const ws of sockets) ws.terminate();
      sockets.length = 0;
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 50);
      break;
  }
});
