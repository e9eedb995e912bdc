// What a stranger can send the ingest, against the real processes: the ingest (main.ts), the origin that
// keeps the rooms and keys, a gateway serving the HLS, ffmpeg publishing. One anchor streams throughout
// (the bystander); each attack must leave it on the air and the ingest's memory bounded (VmRSS), and end
// the attacker's connection. docs/ARCHITECTURE.md "Anchors' ingest", "What a stranger can do".
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayProcess, OriginProcess, signedCall } from '@pitchside/gateway/testing';
import { decodeData } from '@pitchside/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ffmpegAvailable, type Publisher, publish } from './publisher';
import { flood, writeNoiseFlv } from './testing/flood';
import { IngestProcess } from './testing/ingestProcess';
import {
  amf0,
  CRASH_MESSAGES,
  type CrashMessage,
  chunked,
  closed,
  closedByServer,
  command,
  connectCommand,
  handshake,
  rtmpSocket,
  send,
} from './testing/rtmpClient';

const hasFfmpeg = ffmpegAvailable();
const SECRET = 'attack-tests-ingest-secret';

/** Waits for a condition the test caused, checking every 50 ms. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether a condition the test caused holds within `timeoutMs` (for figures read before asserting). */
const within = (condition: () => boolean | Promise<boolean>, timeoutMs: number) =>
  until(condition, timeoutMs, '').then(
    () => true,
    () => false,
  );

const randomChunk = () => Buffer.from(crypto.getRandomValues(new Uint8Array(65_536)));

interface Anchor {
  token: string;
  roomId: number;
  key: string;
}

describe.skipIf(!hasFfmpeg)('the ingest against what a stranger sends', () => {
  let origin: OriginProcess;
  let gateway: GatewayProcess;
  let ingest: IngestProcess | null = null;
  let hlsDir: string;
  let bystander: Anchor;
  let bystanderStream: Publisher | null = null;
  const publishers: Publisher[] = [];
  const sockets: Socket[] = [];
  /** The ingest's ports stay the same across restarts: the gateway's INGEST_URL names them. */
  let ports = { rtmp: 0, http: 0 };

  const vdapi = async <T>(path: string, options: { token?: string; body?: unknown } = {}): Promise<T> => {
    const { body } = await signedCall(gateway.url, path, options);
    if (body?.code !== 200 || typeof body.data !== 'string')
      throw new Error(`${path}: ${JSON.stringify(body)}`);
    return decodeData<T>(body.data);
  };
  const makeAnchor = async (name: string): Promise<Anchor> => {
    const { token } = await origin.signUp(origin.url, name);
    await vdapi('/vdapi/user/anchor/room', { token, body: { title: name, matchId: null } });
    const keyed = await vdapi<{ room: { id: number }; streamKey: string }>('/vdapi/user/anchor/key/rotate', {
      token,
      body: {},
    });
    return { token, roomId: keyed.room.id, key: keyed.streamKey };
  };
  /** The room's playlist address while it is on the air, else ''. */
  const hlsUrlOf = async (roomId: number) =>
    (await vdapi<{ hlsUrl: string }>(`/vdapi/anchor/room/${roomId}`)).hlsUrl;
  const rtmpUrl = (key: string) => `rtmp://127.0.0.1:${ports.rtmp}/live/${key}`;

  /** Its newest part or segment, read through the gateway as a viewer does. */
  const newestMedia = async (hlsUrl: string) => {
    const answer = await fetch(`${gateway.url}${hlsUrl}`, { signal: AbortSignal.timeout(10_000) });
    const text = answer.ok ? await answer.text() : '';
    return [...text.matchAll(/(part[0-9]{8}\.m4s|seg[0-9]{6}\.(?:ts|m4s))/g)].at(-1)?.[0] ?? '';
  };
  /** The bystander is on the air and its picture moves on: a new part reaches a viewer. */
  const bystanderPlays = async () => {
    const hlsUrl = await hlsUrlOf(bystander.roomId);
    expect(hlsUrl, 'the bystander is on the air').not.toBe('');
    const first = await newestMedia(hlsUrl);
    await until(async () => (await newestMedia(hlsUrl)) !== first, 60_000, 'a new part of the bystander');
  };

  const startIngest = async () => {
    ingest = await IngestProcess.start({
      originUrl: origin.url,
      secret: SECRET,
      hlsDir,
      ports,
    });
    ports = { rtmp: ingest.rtmpPort, http: ingest.httpPort };
  };
  /**
   * A fresh ingest with the bystander on the air: for the attacks whose memory is read from the ingest's
   * start. The others run on the ingest as the test before left it (each leaves it healthy, the bystander
   * playing), and read its counters as a difference.
   */
  const freshIngest = async () => {
    bystanderStream?.kill();
    await ingest?.stop();
    // An ingest that died told the origin nothing: its rooms go off the air within 15 s by themselves.
    await until(async () => (await hlsUrlOf(bystander.roomId)) === '', 30_000, 'the bystander off the air');
    await startIngest();
    bystanderStream = publish(rtmpUrl(bystander.key), { gop: 25 });
    publishers.push(bystanderStream);
    await until(async () => (await hlsUrlOf(bystander.roomId)) !== '', 60_000, 'the bystander on the air');
    await bystanderPlays();
  };

  beforeAll(async () => {
    hlsDir = mkdtempSync(join(tmpdir(), 'ingest-attacks-'));
    // The slowest start of the file, and it runs beside other test files: waited for, not timed.
    origin = await OriginProcess.start({ INGEST_SECRET: SECRET, INGEST_ENABLED: '1' }, 300_000);
    await startIngest();
    gateway = await GatewayProcess.start({
      originUrl: origin.url,
      pollIntervalMs: 500,
      env: { INGEST_URL: ingest?.url ?? '' },
    });
    bystander = await makeAnchor('bystander');
  }, 420_000);
  beforeEach(async () => {
    // The first test, or one after a test that failed with the ingest gone or the bystander off the air.
    const gone = !ingest?.alive || !bystanderStream || bystanderStream.process.exitCode !== null;
    if (gone || (await hlsUrlOf(bystander.roomId)) === '') await freshIngest();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const publisher of publishers) publisher.kill();
    await ingest?.stop();
    await gateway?.kill('SIGKILL');
    await origin?.stop();
    if (hlsDir) rmSync(hlsDir, { recursive: true, force: true });
  });

  const open = async (localAddress?: string) => {
    const socket = await rtmpSocket(ports.rtmp, localAddress);
    socket.on('error', () => {});
    // Read what comes (and the server's end of the connection, which `closedByServer` looks for).
    socket.resume();
    sockets.push(socket);
    return socket;
  };
  /** Peak VmRSS (MB) while `attack` runs, sampled every 20 ms. */
  const peakRss = async (attack: () => Promise<void>) => {
    let peak = ingest?.rssMb() ?? Number.NaN;
    const sampler = setInterval(() => {
      peak = Math.max(peak, ingest?.rssMb() ?? Number.NaN);
    }, 20);
    try {
      await attack();
    } finally {
      clearInterval(sampler);
    }
    return Math.max(peak, ingest?.rssMb() ?? Number.NaN);
  };

  it.each(Object.keys(CRASH_MESSAGES) as CrashMessage[])(
    'survives %s: that connection is closed, the process and the live anchor go on',
    async (name) => {
      // A play is refused as such (this server takes publishers only); the others are not RTMP as it is sent.
      const reason = name.startsWith('play') ? 'play' : 'protocol';
      const refused = (await ingest?.metric('ingest_refused_total', { reason })) ?? 0;
      const socket = await open();
      await handshake(socket);
      for (const message of CRASH_MESSAGES[name]) await send(socket, message);
      await closed(socket);
      const healthy = await ingest?.healthy();
      console.log(`${name}: the connection closed, the ingest ${healthy ? 'answers' : 'is gone'}`);
      expect(healthy, `the ingest after "${name}"`).toBe(true);
      expect(((await ingest?.metric('ingest_refused_total', { reason })) ?? 0) - refused).toBe(1);
      await bystanderPlays();
    },
  );

  it('closes random bytes at once with memory bounded: 3 connections from one address, 20 from 20 addresses, 64 KB each', async () => {
    await freshIngest();
    const before = ingest?.rssMb() ?? Number.NaN;
    let closedCount = 0;
    const peak = await peakRss(async () => {
      const from = (i: number) => (i < 3 ? '127.0.0.1' : `127.0.1.${i}`);
      const connections = await Promise.all(Array.from({ length: 23 }, (_, i) => open(from(i))));
      await Promise.all(connections.map((socket) => send(socket, randomChunk())));
      await within(() => connections.every(closedByServer), 15_000);
      closedCount = connections.filter(closedByServer).length;
    });
    console.log(
      `random bytes, 23 connections x 64 KB: ${closedCount} closed by the ingest, VmRSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
    );
    expect(ingest?.alive).toBe(true);
    expect(closedCount, 'connections the ingest closed').toBe(23);
    expect(peak - before).toBeLessThan(64);
    await bystanderPlays();
  });

  it('closes a connection that streams random bytes after a valid handshake, with memory bounded', async () => {
    await freshIngest();
    const before = ingest?.rssMb() ?? Number.NaN;
    let sent = 0;
    let closedByIngest = false;
    const peak = await peakRss(async () => {
      const socket = await open();
      await handshake(socket);
      // Random bytes as fast as the ingest reads them, for up to 10 s or until it closes the connection.
      const stop = Date.now() + 10_000;
      while (!closedByServer(socket) && Date.now() < stop) {
        await send(socket, randomChunk());
        sent += 65_536;
      }
      closedByIngest = closedByServer(socket);
      socket.destroy();
    });
    console.log(
      `random bytes after a handshake: ${(sent / 1e6).toFixed(1)} MB sent, ${closedByIngest ? 'closed by the ingest' : 'still open after 10 s'}, VmRSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
    );
    expect(closedByIngest, 'closed by the ingest while the bytes kept coming').toBe(true);
    expect(peak - before).toBeLessThan(64);
    await bystanderPlays();
  });

  it('closes connections that never finish the handshake though they trickle a byte a second, and refuses them past its caps', async () => {
    const refused = (await ingest?.metric('ingest_refused_total', { reason: 'connections' })) ?? 0;
    // 150 connections from 50 addresses, 3 each (the cap per address), each one byte a second.
    const connections = await Promise.all(
      Array.from({ length: 150 }, (_, i) => open(`127.0.2.${1 + Math.floor(i / 3)}`).catch(() => null)),
    );
    const opened = connections.filter((socket): socket is Socket => socket !== null);
    const started = Date.now();
    const times = opened.map((socket) => closed(socket, started));
    const trickle = setInterval(() => {
      for (const socket of opened) if (!socket.destroyed) socket.write(Buffer.from([3]));
    }, 1000);
    try {
      await within(() => opened.every(closedByServer), 30_000);
    } finally {
      clearInterval(trickle);
    }
    const stillOpen = opened.filter((socket) => !closedByServer(socket)).length;
    for (const socket of opened) socket.destroy();
    const longest = Math.max(...(await Promise.all(times)));
    console.log(
      `handshake never finished: ${opened.length} connections, ${stillOpen} still open after 30 s, the last closed by the ingest after ${stillOpen ? '-' : longest} ms`,
    );
    expect(stillOpen).toBe(0);
    expect(await ingest?.metric('ingest_refused_total', { reason: 'connections' })).toBeGreaterThan(refused);
    await within(async () => (await ingest?.metric('ingest_rtmp_connections')) === 1, 10_000);
    expect(await ingest?.metric('ingest_rtmp_connections'), 'the bystander').toBe(1);
    await bystanderPlays();
  });

  it('holds a publisher that floods (no -re) to its bitrate cap, with memory bounded, the other anchor playing', async () => {
    await freshIngest();
    const scratch = mkdtempSync(join(tmpdir(), 'ingest-noise-'));
    try {
      const noise = join(scratch, 'noise.flv');
      writeNoiseFlv(noise);
      const flooder = await makeAnchor('flooder');
      const room = { room: String(flooder.roomId) };
      const before = ingest?.rssMb() ?? Number.NaN;
      let rate = Number.NaN;
      let bystanderPlayed = false;
      const peak = await peakRss(async () => {
        const stream = flood(rtmpUrl(flooder.key), noise);
        publishers.push(stream);
        await until(async () => (await hlsUrlOf(flooder.roomId)) !== '', 20_000, 'the flooder on the air');
        // Its received bytes over ten seconds of flooding, while the bystander goes on.
        const from = {
          bytes: (await ingest?.metric('ingest_received_bytes_total', room)) ?? 0,
          at: Date.now(),
        };
        bystanderPlayed = await bystanderPlays().then(
          () => true,
          () => false,
        );
        await until(() => Date.now() - from.at > 10_000, 20_000, 'ten seconds of flood');
        const bytes = ((await ingest?.metric('ingest_received_bytes_total', room)) ?? 0) - from.bytes;
        rate = (bytes * 8) / ((Date.now() - from.at) / 1000) / 1e6;
        stream.kill();
        await within(async () => (await hlsUrlOf(flooder.roomId)) === '', 20_000);
      });
      const after = ingest?.rssMb() ?? Number.NaN;
      console.log(
        `flood: ${rate.toFixed(1)} Mbit/s taken, the bystander ${bystanderPlayed ? 'played' : 'stalled'}, VmRSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} -> ${after.toFixed(0)} MB after`,
      );
      // The cap, plus its one-second burst over the ten-second window; without it: 1,125 Mbit/s.
      expect(rate).toBeLessThanOrEqual(20 * 1.25);
      expect(bystanderPlayed).toBe(true);
      expect(peak - before).toBeLessThan(150);
      await bystanderPlays();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('stops a publisher with a key that sends no audio or video, though its connection keeps talking', async () => {
    const silent = await makeAnchor('silent');
    const stalled = (await ingest?.metric('ingest_refused_total', { reason: 'stalled' })) ?? 0;
    const socket = await open();
    await handshake(socket);
    await send(socket, connectCommand());
    await send(socket, command('createStream', 2, null));
    await send(
      socket,
      chunked(20, Buffer.concat([amf0('publish'), amf0(3), amf0(null), amf0(silent.key), amf0('live')]), {
        streamId: 1,
      }),
    );
    await until(
      async () => (await hlsUrlOf(silent.roomId)) !== '',
      20_000,
      'the silent publisher on the air',
    );
    // A control message a second (set buffer length): bytes keep coming, no picture.
    const talk = setInterval(() => {
      if (!socket.destroyed)
        socket.write(chunked(4, Buffer.from([0, 3, 0, 0, 0, 1, 0, 0, 0x0b, 0xb8]), { cid: 2 }));
    }, 1000);
    try {
      await until(() => closedByServer(socket), 30_000, 'the silent publisher cut off');
    } finally {
      clearInterval(talk);
    }
    expect(((await ingest?.metric('ingest_refused_total', { reason: 'stalled' })) ?? 0) - stalled).toBe(1);
    await until(async () => (await hlsUrlOf(silent.roomId)) === '', 10_000, 'the silent room off the air');
    await bystanderPlays();
  });

  it('ends the stream on a rotated key within two seconds, and the new key goes live at once', async () => {
    const anchor = await makeAnchor('rotating');
    const old = publish(rtmpUrl(anchor.key), { gop: 25 });
    publishers.push(old);
    await until(async () => (await hlsUrlOf(anchor.roomId)) !== '', 20_000, 'the old key on the air');
    const oldUrl = await hlsUrlOf(anchor.roomId);

    const rotated = await vdapi<{ streamKey: string }>('/vdapi/user/anchor/key/rotate', {
      token: anchor.token,
      body: {},
    });
    const rotatedAt = Date.now();
    // The anchor's software, given the new key, publishes at once: not refused as "already live".
    const fresh = publish(rtmpUrl(rotated.streamKey), { gop: 25 });
    publishers.push(fresh);
    let stopped = Number.NaN;
    void old.exited.then(() => {
      stopped = Date.now() - rotatedAt;
    });
    await within(() => !Number.isNaN(stopped), 20_000);
    console.log(
      `rotation: the old key's stream ${Number.isNaN(stopped) ? 'still on after 20 s' : `cut ${stopped} ms after the rotation's answer`}, the new key ${fresh.process.exitCode === null ? 'streaming' : 'refused'}`,
    );
    expect(stopped, 'the stream on the old key cut off').not.toBeNaN();
    await until(
      async () => ![oldUrl, ''].includes(await hlsUrlOf(anchor.roomId)),
      20_000,
      'the new key on the air',
    );
    expect(fresh.process.exitCode, 'the new key streams').toBeNull();
    await bystanderPlays();
  });
});
