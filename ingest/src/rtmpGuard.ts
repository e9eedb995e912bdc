// What a connection may make node-media-server do, checked before its handlers run. Its RTMP parser trusts
// the peer: a connect whose tcUrl is not a URL, a null command object or a null stream name threw out of
// its handlers (a TypeError that ended the process), and every chunk header it read could make it allocate
// a message buffer of up to 16 MB per chunk stream, on as many chunk streams as a peer names. The guard
// hooks the four methods where the parser allocates and hands a message on (packetAlloc, controlHandler,
// invokeHandler, dataHandler), so every check runs on the parser's own reading of the bytes, never on a
// second reading that could differ; a check that fails throws a ProtocolError, which the connection's error
// boundary turns into closing that one connection (rtmpConnection.ts). Those methods are internals of
// node-media-server 4.4 (nodeMediaServer.d.ts): rtmpGuard.test.ts pins the version and fails on an upgrade
// that moves them, as gateway/src/socket/leanConnection.ts is pinned to engine.io.
import AMF from 'node-media-server/src/protocol/amf.js';
import type Rtmp from 'node-media-server/src/protocol/rtmp.js';

/**
 * The version the hooks were read against. A new one fails rtmpGuard.test.ts until the hooked methods
 * are read again in its rtmp.js (and the attack tests, attacks.test.ts, pass against it), and this is moved.
 */
export const CHECKED_AGAINST = { 'node-media-server': '4.4.3' } as const;

export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

/** The bounds of one connection (docs/ARCHITECTURE.md "Anchors' ingest", "What a stranger can do"). */
export const RTMP_LIMITS = {
  /** Chunk streams in use at once: OBS and ffmpeg use 3 to 6. */
  chunkStreams: 16,
  /** A protocol control or user control message (types 1-6): 4 to 10 bytes each. */
  controlBytes: 64,
  /** A command, a data message or one audio frame (AAC frames are under 2 KB). */
  messageBytes: 64 * 1024,
  /** One video frame once publishing: a keyframe at the 20 Mbit/s cap is about 1 MB. */
  videoBytes: 4 * 1024 * 1024,
  /** node-media-server's message buffers of a connection, in all, before it publishes and after. */
  buffersBeforePublish: 256 * 1024,
  buffersPublishing: 6 * 1024 * 1024,
  /** Chunk sizes a peer may announce (RTMP 5.4.1 allows 1 to 2^31-1; OBS and ffmpeg send 4096). */
  minChunkSize: 1,
  maxChunkSize: 65_536,
  /** createStream commands on one connection (a publisher sends one). */
  createStreams: 4,
  /** The app, tcUrl and stream name, in characters. */
  textLength: 512,
} as const;

/** Where a connection stands: it connects once, then publishes once; nothing else is served. */
export type RtmpStage = 'new' | 'connected' | 'publishing';

export interface RtmpGuard {
  stage(): RtmpStage;
}

const CONTROL_TYPES = new Set([1, 2, 3, 4, 5, 6]);
const TYPE_AUDIO = 8;
const TYPE_VIDEO = 9;
const TYPE_SET_CHUNK_SIZE = 1;
/** Data (AMF3 15, AMF0 18: metadata), shared objects (16, 19), commands (AMF3 17, AMF0 20). */
const SMALL_TYPES = new Set([15, 16, 17, 18, 19, 20]);
/** node-media-server allocates a message's length and this much more (rtmp.js `packetAlloc`). */
const ALLOC_SLACK = 1024;

/**
 * Hooks `rtmp`'s parser: `onPlay` is called for a play command (the ingest takes publishers only), which
 * never reaches node-media-server's handler.
 */
export function guardRtmp(rtmp: Rtmp, events: { onPlay(): void }): RtmpGuard {
  let stage: RtmpStage = 'new';
  let streamsCreated = 0;
  const alloc = rtmp.packetAlloc;
  const control = rtmp.controlHandler;
  const invoke = rtmp.invokeHandler;
  const data = rtmp.dataHandler;

  rtmp.packetAlloc = () => {
    const packet = rtmp.parserPacket;
    const { type, length } = packet.header;
    if (rtmp.inPackets.size > RTMP_LIMITS.chunkStreams)
      throw new ProtocolError(`more than ${RTMP_LIMITS.chunkStreams} chunk streams`);
    checkMessage(type, length, stage);
    const needed = Math.max(packet.capacity, length + ALLOC_SLACK);
    let buffers = needed;
    for (const other of rtmp.inPackets.values()) if (other !== packet) buffers += other.capacity;
    const budget = stage === 'publishing' ? RTMP_LIMITS.buffersPublishing : RTMP_LIMITS.buffersBeforePublish;
    if (buffers > budget) throw new ProtocolError(`message buffers of ${buffers} bytes, over ${budget}`);
    alloc.call(rtmp);
  };

  /** A header read mid-message may change its type and length: each is checked again as it is handed on. */
  const dispatched = () => {
    const packet = rtmp.parserPacket;
    checkMessage(packet.header.type, packet.header.length, stage);
    if (packet.header.length > packet.capacity) throw new ProtocolError('a message longer than announced');
    return packet;
  };

  rtmp.controlHandler = () => {
    const packet = dispatched();
    if (packet.header.type === TYPE_SET_CHUNK_SIZE) {
      const size = packet.header.length >= 4 ? packet.payload.readUInt32BE(0) : 0;
      if (size < RTMP_LIMITS.minChunkSize || size > RTMP_LIMITS.maxChunkSize)
        throw new ProtocolError(`chunk size ${size}`);
    }
    control.call(rtmp);
  };

  rtmp.invokeHandler = () => {
    const packet = dispatched();
    // An AMF3 command (type 17) starts with one byte before its AMF0 values, as node-media-server reads it.
    const body = packet.payload.subarray(packet.header.type === 17 ? 1 : 0, packet.header.length);
    const name = commandName(body);
    if (name === 'play' || name === 'play2') return events.onPlay();
    if (name !== 'connect' && name !== 'createStream' && name !== 'publish') {
      // releaseStream, FCPublish, deleteStream…: node-media-server answers none of them either.
      if (name === null) throw new ProtocolError('a command without a name');
      return;
    }
    const command = decode(body);
    if (typeof command.transId !== 'number') throw new ProtocolError(`${name} without a transaction id`);
    if (name === 'connect') {
      if (stage !== 'new') throw new ProtocolError('connect twice');
      checkConnect(command.cmdObj);
      stage = 'connected';
    } else if (name === 'createStream') {
      if (stage === 'new') throw new ProtocolError('createStream before connect');
      if (++streamsCreated > RTMP_LIMITS.createStreams) throw new ProtocolError('too many createStream');
    } else {
      if (stage !== 'connected')
        throw new ProtocolError(stage === 'new' ? 'publish before connect' : 'publish twice');
      checkText(command.streamName, 'stream name');
      stage = 'publishing';
    }
    invoke.call(rtmp);
  };

  rtmp.dataHandler = () => {
    const packet = dispatched();
    // Metadata (@setDataFrame) is not needed to repackage: only audio and video reach the parser's FLV reader.
    if (packet.header.type === TYPE_AUDIO || packet.header.type === TYPE_VIDEO) data.call(rtmp);
  };

  return { stage: () => stage };
}

function checkMessage(type: number, length: number, stage: RtmpStage) {
  if (CONTROL_TYPES.has(type)) {
    if (length > RTMP_LIMITS.controlBytes) throw new ProtocolError(`a control message of ${length} bytes`);
  } else if (type === TYPE_AUDIO || type === TYPE_VIDEO) {
    if (stage !== 'publishing') throw new ProtocolError('media before publish');
    const limit = type === TYPE_VIDEO ? RTMP_LIMITS.videoBytes : RTMP_LIMITS.messageBytes;
    if (length > limit) throw new ProtocolError(`a media message of ${length} bytes`);
  } else if (SMALL_TYPES.has(type)) {
    if (length > RTMP_LIMITS.messageBytes) throw new ProtocolError(`a message of ${length} bytes`);
  } else throw new ProtocolError(`message type ${type}`);
}

/** The command's name: its first AMF0 value, a string (marker 2, a 16-bit length); null when it is not one. */
function commandName(body: Buffer): string | null {
  if (body.length < 3 || body[0] !== 0x02) return null;
  const length = body.readUInt16BE(1);
  if (body.length < 3 + length) return null;
  return body.toString('utf8', 3, 3 + length);
}

/** node-media-server's own decoding of the command (the very values its handler reads next). */
function decode(body: Buffer): Record<string, unknown> {
  try {
    return AMF.decodeAmf0Cmd(body);
  } catch (error) {
    throw new ProtocolError(`a command that is not AMF0: ${String(error)}`);
  }
}

function checkText(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RTMP_LIMITS.textLength)
    throw new ProtocolError(`${what} is not a string of 1 to ${RTMP_LIMITS.textLength} characters`);
}

/** What node-media-server's onConnect reads: the command object, its app and tcUrl (a URL), objectEncoding. */
function checkConnect(commandObject: unknown) {
  if (typeof commandObject !== 'object' || commandObject === null || Array.isArray(commandObject))
    throw new ProtocolError('connect without a command object');
  const fields = commandObject as Record<string, unknown>;
  if (typeof fields.app !== 'string' || fields.app.length > RTMP_LIMITS.textLength)
    throw new ProtocolError('connect without an app');
  checkText(fields.tcUrl, 'tcUrl');
  let url: URL;
  try {
    url = new URL(fields.tcUrl);
  } catch {
    throw new ProtocolError('tcUrl is not a URL');
  }
  if (url.protocol !== 'rtmp:' && url.protocol !== 'rtmps:') throw new ProtocolError('tcUrl is not rtmp://');
  if (
    fields.objectEncoding !== undefined &&
    fields.objectEncoding !== null &&
    typeof fields.objectEncoding !== 'number'
  )
    throw new ProtocolError('objectEncoding is not a number');
}
