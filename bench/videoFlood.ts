// bench:video's last phase: one publisher floods (a few seconds of lossless noise, about 72 Mbit/s of
// media, looped without -re, as `ffmpeg -stream_loop -1 -i noise.flv -c copy -f flv` sends it) into an
// ingest process of its own (LL-HLS, as `npm start` runs it), beside another anchor streaming in real
// time. It prints, quiet and then flooded: the ingest's resident memory (VmRSS), the other anchor's
// playlist time (a plain GET to the ingest, every 100 ms: what the gateways' cache waits on), and what the
// flooder got through. VIDEO_BENCH_INGEST_ENTRY runs another build of the ingest (its main.ts) instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publish } from '@pitchside/ingest';
import { flood, IngestProcess, writeNoiseFlv } from '@pitchside/ingest/testing';
import { keyedRoom } from '@pitchside/origin/testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

interface FloodBench {
  originUrl: string;
  secret: string;
  db: Parameters<typeof keyedRoom>[0];
  /** The room's live playlist address, '' while off the air (the origin's directory). */
  streamOf(roomId: number): Promise<string>;
  roomIdOf(nickname: string): Promise<number>;
  seconds: number;
}

export async function floodPhase(bench: FloodBench): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const noise = join(scratch, 'noise.flv');
  writeNoiseFlv(noise);
  const ingest = await IngestProcess.start({
    originUrl: bench.originUrl,
    secret: bench.secret,
    hlsDir: join(scratch, 'hls'),
    env: { HLS_MODE: 'll' },
    entry: process.env.VIDEO_BENCH_INGEST_ENTRY,
  });
  const anchors = await Promise.all(
    ['steady', 'flooder'].map((name) =>
      keyedRoom(bench.db, { email: `${name}@example.com`, nickName: name, title: name, matchId: null }),
    ),
  );
  const [steady, flooder] = await Promise.all(['steady', 'flooder'].map((name) => bench.roomIdOf(name)));
  const rtmp = (key: string) => `rtmp://127.0.0.1:${ingest.rtmpPort}/live/${key}`;
  const other = publish(rtmp(anchors[0]?.key ?? ''), { size: '640x360', gop: 25 });
  for (let tries = 0; !(await bench.streamOf(steady ?? 0)); tries++) {
    if (tries > 300) throw new Error('the steady anchor is not on the air after 30 s');
    await sleep(100);
  }
  const playlist = `${ingest.url}${await bench.streamOf(steady ?? 0)}`;
  // Sampled once the playlist has parts (a first request waits for ffmpeg's first output).
  for (let tries = 0; ; tries++) {
    const text = await fetch(playlist).then((answer) => (answer.ok ? answer.text() : ''));
    if (text.includes('#EXT-X-PART:')) break;
    if (tries > 300) throw new Error('the steady anchor has no part after 30 s');
    await sleep(100);
  }

  /** `seconds` of samples: RSS, and the other anchor's playlist time. */
  const sample = async (seconds: number) => {
    const rss: number[] = [];
    const times: number[] = [];
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const started = performance.now();
      await fetch(playlist, { signal: AbortSignal.timeout(10_000) }).then(
        (answer) => answer.arrayBuffer(),
        () => null,
      );
      times.push(performance.now() - started);
      rss.push(ingest.rssMb());
      await sleep(100);
    }
    return { rss, times };
  };
  const room = { room: String(flooder ?? 0) };
  const quiet = await sample(bench.seconds / 2);
  const stream = flood(rtmp(anchors[1]?.key ?? ''), noise);
  for (let tries = 0; !(await bench.streamOf(flooder ?? 0)); tries++) {
    if (tries > 300) throw new Error('the flooder is not on the air after 30 s (refused?)');
    await sleep(100);
  }
  const from = { bytes: await ingest.metric('ingest_received_bytes_total', room), at: Date.now() };
  const flooded = await sample(bench.seconds);
  const taken = ((await ingest.metric('ingest_received_bytes_total', room)) - from.bytes) * 8;
  const takenMbps = taken / ((Date.now() - from.at) / 1000) / 1e6;
  stream.kill();
  await sleep(10_000);
  const after = ingest.rssMb();

  console.log(
    '\nOne publisher flooding (noise looped without -re) beside another anchor, one ingest process (LL-HLS):',
  );
  console.log(
    'phase     seconds   ingest RSS MB (p50 / max)   other playlist ms (p50 / p95 / max)   flooder Mbit/s',
  );
  const row = (name: string, seconds: number, s: { rss: number[]; times: number[] }, mbps: string) =>
    console.log(
      `${name.padEnd(9)} ${String(seconds).padStart(7)} ${`${percentile(s.rss, 50).toFixed(0)} / ${Math.max(...s.rss).toFixed(0)}`.padStart(27)} ${`${percentile(s.times, 50).toFixed(1)} / ${percentile(s.times, 95).toFixed(1)} / ${Math.max(...s.times).toFixed(1)}`.padStart(37)} ${mbps.padStart(16)}`,
    );
  row('quiet', bench.seconds / 2, quiet, '-');
  row('flooded', bench.seconds, flooded, takenMbps.toFixed(1));
  console.log(`ingest RSS 10 s after the flood ended: ${after.toFixed(0)} MB`);

  other.kill();
  await ingest.stop();
  rmSync(scratch, { recursive: true, force: true });
}
