// The ingest's acceptance of connections with real processes: the ingest, ffmpeg publishing over RTMP as
// OBS would, and plain TCP connections from the same address. (The publishers' keys, codecs and the
// stream's way to viewers: chain.test.ts; what a stranger sends: attacks.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIngestConfig } from './config';
import { type IngestServer, startIngest } from './ingest';
import { originLink } from './originLink';
import { ffmpegAvailable, type Publisher, publish } from './publisher';

const hasFfmpeg = ffmpegAvailable();

/** Waits for a condition the test caused, checking every 50 ms. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the ingest settings', () => {
  it('allow 3 RTMP connections per address unless RTMP_CONNECTIONS_PER_ADDRESS says otherwise', () => {
    expect(loadIngestConfig({}).connectionsPerAddress).toBe(3);
    expect(loadIngestConfig({ RTMP_CONNECTIONS_PER_ADDRESS: '10' }).connectionsPerAddress).toBe(10);
    for (const wrong of ['0', '-1', 'many', '1000'])
      expect(() => loadIngestConfig({ RTMP_CONNECTIONS_PER_ADDRESS: wrong })).toThrow(
        /RTMP_CONNECTIONS_PER_ADDRESS/,
      );
  });

  it('cap connections at 100 in all and each publisher at 20 Mbit/s unless told otherwise, and refuse nonsense', () => {
    expect(loadIngestConfig({})).toMatchObject({ maxConnections: 100, maxBitrateMbps: 20 });
    expect(loadIngestConfig({ RTMP_MAX_CONNECTIONS: '400', RTMP_MAX_BITRATE_MBPS: '8' })).toMatchObject({
      maxConnections: 400,
      maxBitrateMbps: 8,
    });
    for (const wrong of ['0', '5', 'many', '100000'])
      expect(() => loadIngestConfig({ RTMP_MAX_CONNECTIONS: wrong })).toThrow(/RTMP_MAX_CONNECTIONS/);
    for (const wrong of ['0', '-1', '2.5', '10000'])
      expect(() => loadIngestConfig({ RTMP_MAX_BITRATE_MBPS: wrong })).toThrow(/RTMP_MAX_BITRATE_MBPS/);
  });

  it('package low-latency HLS unless HLS_MODE asks for short segments, and refuse any other mode', () => {
    expect(loadIngestConfig({}).mode).toBe('ll');
    expect(loadIngestConfig({ HLS_MODE: 'short' }).mode).toBe('short');
    expect(() => loadIngestConfig({ HLS_MODE: 'LL-HLS' })).toThrow(/HLS_MODE/);
  });
});

describe.skipIf(!hasFfmpeg)('the ingest limits the RTMP connections of one address', () => {
  let ingest: IngestServer;
  let hlsDir: string;
  const logged: string[] = [];
  const publishers: Publisher[] = [];
  const held: Socket[] = [];
  const metric = async (name: string, reason?: string) =>
    (await ingest.metrics.getSingleMetric(name)?.get())?.values.find(
      (value) => reason === undefined || value.labels.reason === reason,
    )?.value ?? 0;

  beforeAll(async () => {
    hlsDir = mkdtempSync(join(tmpdir(), 'ingest-limit-'));
    // The origin's address has nothing listening: a publisher let in is refused for want of the key's
    // check ('origin'), which tells a connection taken from one closed at the door ('address').
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    ingest = await startIngest({
      rtmpPort: 0,
      httpPort: 0,
      host: '127.0.0.1',
      hlsDir,
      ffmpegPath: 'ffmpeg',
      segmentSeconds: 1,
      listSize: 6,
      connectionsPerAddress: 2,
      origin: originLink(nowhere, 'a-secret-of-sixteen-chars', 2000),
      log: (message) => logged.push(message),
    });
  });
  afterAll(async () => {
    for (const publisher of publishers) publisher.kill();
    for (const socket of held) socket.destroy();
    await ingest?.close();
    if (hlsDir) rmSync(hlsDir, { recursive: true, force: true });
  });

  const start = () => {
    const publisher = publish(`rtmp://127.0.0.1:${ingest.rtmpPort}/live/live_somekey`);
    publishers.push(publisher);
    return publisher;
  };
  const hold = async () => {
    const socket = connect(ingest.rtmpPort, '127.0.0.1');
    held.push(socket);
    await new Promise((resolve) => socket.once('connect', resolve));
    return socket;
  };

  it('refuses a connection past the limit at once, logs and counts why, and takes one again when one closes', async () => {
    // Two connections from this address, open and silent: the limit (2) is reached.
    const [idle] = await Promise.all([hold(), hold()]);
    await until(async () => (await metric('ingest_rtmp_connections')) === 2, 5_000);

    // Streaming software's connection is closed as it comes, before any RTMP: ffmpeg gives up, the
    // reason is logged and counted, and nothing reached the key's check.
    expect(await start().exited).not.toBe(0);
    expect(await metric('ingest_refused_total', 'address')).toBe(1);
    expect(await metric('ingest_refused_total', 'origin')).toBe(0);
    expect(logged).toContain(
      'refused a connection from 127.0.0.1: 2 RTMP connections open from that address, the limit is 2',
    );
    // The connections already open are untouched.
    expect(held.every((socket) => !socket.destroyed)).toBe(true);

    // One goes: the next connection is taken, speaks RTMP up to the key's check (here, no origin to ask).
    idle?.destroy();
    await until(async () => (await metric('ingest_rtmp_connections')) === 1, 5_000);
    expect(await start().exited).not.toBe(0);
    expect(await metric('ingest_refused_total', 'origin')).toBe(1);
    expect(await metric('ingest_refused_total', 'address')).toBe(1);
  }, 20_000);
});
