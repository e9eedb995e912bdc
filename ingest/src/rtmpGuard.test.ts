// The guard on node-media-server's own RTMP parser, fed bytes in process: what it refuses and what it
// lets through, and that the internals it hooks still are what they were read as (the pinned version,
// the methods, and what the parser does unguarded). An upgrade that moves them fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import { describe, expect, it } from 'vitest';
import { CHECKED_AGAINST, guardRtmp, ProtocolError, RTMP_LIMITS } from './rtmpGuard';
import { amf0, chunked, command, connectCommand, connectObject } from './testing/rtmpClient';

/** C0, C1 and C2 of the simple handshake: what the parser needs before chunks. */
const HANDSHAKE = Buffer.concat([Buffer.from([3]), Buffer.alloc(1536), Buffer.alloc(1536)]);

function parser(guarded = true) {
  const rtmp = new Rtmp();
  const seen = { output: 0, pushes: 0, plays: 0, refusedPlays: 0, packets: 0, name: '' };
  rtmp.onOutputCallback = (buffer) => {
    seen.output += buffer.length;
  };
  rtmp.onConnectCallback = (request) => {
    seen.name = request.name;
  };
  rtmp.onPushCallback = () => {
    seen.pushes++;
  };
  rtmp.onPlayCallback = () => {
    seen.plays++;
  };
  rtmp.onPacketCallback = () => {
    seen.packets++;
  };
  const guard = guarded
    ? guardRtmp(rtmp, {
        onPlay: () => {
          seen.refusedPlays++;
        },
      })
    : null;
  rtmp.parserData(HANDSHAKE);
  seen.output = 0;
  const feed = (...messages: Buffer[]) => {
    for (const message of messages) rtmp.parserData(message);
  };
  return { rtmp, seen, guard, feed };
}

const publishCommand = (name: unknown) =>
  chunked(
    20,
    Buffer.concat([
      amf0('publish'),
      amf0(3),
      amf0(null),
      name === null ? amf0(null) : amf0(String(name)),
      amf0('live'),
    ]),
    {
      streamId: 1,
    },
  );
const published = () => {
  const p = parser();
  p.feed(connectCommand(), command('createStream', 2, null), publishCommand('live_key'));
  return p;
};
/**
 * A message's header (format 0) and its first `payload` bytes: the parser allocates the message as its
 * first payload byte comes; a message longer than a chunk (128 bytes) is left open after its first chunk.
 */
function header(type: number, length: number, cid = 4, payload = 1): Buffer {
  const bytes = Buffer.alloc(12 + payload);
  bytes[0] = cid;
  bytes.writeUIntBE(length, 4, 3);
  bytes[7] = type;
  bytes.writeUInt32LE(1, 8);
  return bytes;
}

describe("node-media-server's internals the guard hooks", () => {
  it('are read against the installed version (a new one: read the hooks in its rtmp.js again, then move CHECKED_AGAINST)', () => {
    const require = createRequire(import.meta.url);
    const manifest = JSON.parse(readFileSync(require.resolve('node-media-server/package.json'), 'utf8'));
    expect(manifest.version).toBe(CHECKED_AGAINST['node-media-server']);
  });

  it('are the methods the parser calls, with the fields the guard reads', () => {
    const rtmp = new Rtmp();
    for (const method of [
      'packetAlloc',
      'controlHandler',
      'invokeHandler',
      'dataHandler',
      'parserData',
    ] as const)
      expect(typeof Rtmp.prototype[method], method).toBe('function');
    expect(rtmp.inPackets).toBeInstanceOf(Map);
    expect(rtmp.inChunkSize).toBe(128);
    expect(Object.keys(rtmp.parserPacket.header).sort()).toEqual([
      'cid',
      'fmt',
      'length',
      'stream_id',
      'timestamp',
      'type',
    ]);
    expect(rtmp.parserPacket.capacity).toBe(0);
  });

  it('unguarded, allocate what a header announces, and throw out of the handlers on a null command object', () => {
    const { rtmp, feed } = parser(false);
    feed(header(9, 12_000_000));
    expect(rtmp.parserPacket.payload.length).toBeGreaterThanOrEqual(12_000_000);
    expect(() => parser(false).feed(connectCommand(null))).toThrow(TypeError);
  });
});

describe('the RTMP guard', () => {
  it('lets a publisher through: connect, createStream, publish, then audio and video', () => {
    const { seen, guard, feed } = published();
    expect(guard?.stage()).toBe('publishing');
    expect(seen).toMatchObject({ pushes: 1, name: 'live_key' });
    expect(seen.output).toBeGreaterThan(0);
    feed(chunked(9, Buffer.from([0x17, 0, 0, 0, 0, 1, 2, 3]), { cid: 6, streamId: 1 }));
    feed(chunked(8, Buffer.from([0xaf, 1, 2, 3]), { cid: 4, streamId: 1 }));
    expect(seen.packets).toBe(2);
  });

  it.each([
    ['a tcUrl that is not a URL', connectCommand(connectObject({ tcUrl: 'not a url' }))],
    ['a tcUrl that is not RTMP', connectCommand(connectObject({ tcUrl: 'http://example.com/live' }))],
    ['a null command object', connectCommand(null)],
    ['an app that is not a string', connectCommand(connectObject({ app: 7 }))],
    ['no transaction id', chunked(20, Buffer.concat([amf0('connect'), amf0(null), amf0(connectObject())]))],
  ])('refuses a connect with %s before node-media-server reads it', (_, message) => {
    const { seen, feed } = parser();
    expect(() => feed(message)).toThrow(ProtocolError);
    expect(seen.output, 'no reply: its handler did not run').toBe(0);
  });

  it('refuses a publish with a null or empty stream name, before connect, or twice', () => {
    for (const name of [null, '']) {
      const p = parser();
      p.feed(connectCommand(), command('createStream', 2, null));
      expect(() => p.feed(publishCommand(name))).toThrow(ProtocolError);
      expect(p.seen.pushes).toBe(0);
    }
    expect(() => parser().feed(publishCommand('live_key'))).toThrow(/publish before connect/);
    expect(() => published().feed(publishCommand('live_key'))).toThrow(/publish twice/);
    expect(() => published().feed(connectCommand())).toThrow(/connect twice/);
  });

  it('answers play itself, null stream name or not: node-media-server never sees it', () => {
    const { seen, feed } = parser();
    feed(connectCommand(), chunked(20, Buffer.concat([amf0('play'), amf0(3), amf0(null), amf0(null)])));
    expect(seen).toMatchObject({ refusedPlays: 1, plays: 0 });
  });

  it('drops commands node-media-server would not answer, and refuses one without a name', () => {
    const { seen, feed } = parser();
    feed(connectCommand());
    const before = seen.output;
    feed(command('releaseStream', 2, null, 'live_key'), command('FCPublish', 3, null, 'live_key'));
    expect(seen.output).toBe(before);
    expect(() => feed(chunked(20, amf0(5)))).toThrow(/without a name/);
  });

  it('bounds each message by its type before the parser allocates it', () => {
    expect(() => parser().feed(header(20, RTMP_LIMITS.messageBytes + 1))).toThrow(ProtocolError);
    expect(() => parser().feed(header(1, 100))).toThrow(/control message/);
    expect(() => parser().feed(header(7, 10))).toThrow(/message type 7/);
    expect(() => parser().feed(header(22, 10))).toThrow(/message type 22/);
    const p = published();
    expect(() => p.feed(header(9, RTMP_LIMITS.videoBytes + 1))).toThrow(ProtocolError);
    expect(p.rtmp.parserPacket.payload.length).toBeLessThan(RTMP_LIMITS.videoBytes);
    expect(() => published().feed(header(9, 1_000_000))).not.toThrow();
    expect(() => published().feed(header(8, RTMP_LIMITS.messageBytes + 1))).toThrow(ProtocolError);
  });

  it('refuses media before publish, even as a header changed mid-message', () => {
    expect(() => parser().feed(header(9, 100))).toThrow(/media before publish/);
    const { feed } = parser();
    feed(connectCommand());
    // A 200-byte command on chunk stream 3: its first 128 bytes, then a type-1 header turning it into video.
    const started = chunked(20, Buffer.alloc(200), { cid: 3 }).subarray(0, 12 + 128);
    const turned = Buffer.from([0x43, 0, 0, 0, 0, 0, 200, 9, ...Buffer.alloc(72)]);
    expect(() => feed(started, turned)).toThrow(/media before publish/);
  });

  it('bounds the chunk streams and their buffers in all', () => {
    const p = parser();
    expect(() => {
      for (let cid = 2; cid < 2 + RTMP_LIMITS.chunkStreams + 2; cid++) p.feed(header(20, 200, cid, 128));
    }).toThrow(/chunk streams/);
    const q = parser();
    expect(() => {
      for (let cid = 2; cid < 12; cid++) q.feed(header(20, 60_000, cid, 128));
    }).toThrow(/message buffers/);
  });

  it('takes the chunk sizes RTMP streamers send and refuses 0 and the absurd', () => {
    const setChunkSize = (size: number) => {
      const payload = Buffer.alloc(4);
      payload.writeUInt32BE(size);
      return chunked(1, payload, { cid: 2 });
    };
    const p = parser();
    p.feed(setChunkSize(4096));
    expect(p.rtmp.inChunkSize).toBe(4096);
    expect(() => parser().feed(setChunkSize(0))).toThrow(/chunk size 0/);
    expect(() => parser().feed(setChunkSize(0x7fffffff))).toThrow(/chunk size/);
  });
});
