// Types of the protocol modules of node-media-server (Apache-2.0) the ingest uses: the RTMP handshake,
// chunking and AMF commands (rtmp.js), AMF0 decoding (amf.js) and FLV tags (flv.js). The package ships no
// types of its own. Fields and methods marked "internal" are not its API: rtmpGuard.ts hooks them, and
// rtmpGuard.test.ts pins them to the version they were read against (CHECKED_AGAINST).
declare module 'node-media-server/src/protocol/rtmp.js' {
  /** One audio, video or data message of the stream, as node-media-server's FLV parser reads it. */
  export interface AVPacket {
    /** FLV tag type: 8 audio, 9 video, 18 script data. */
    codec_type: number;
    /** Audio: FLV sound format (10 AAC). Video: FLV codec id (7 AVC/H.264), or a FourCC of enhanced RTMP. */
    codec_id: number;
    flags: number;
    pts: number;
    dts: number;
    size: number;
    data: Buffer;
  }
  export interface ConnectRequest {
    app: string;
    name: string;
    host: string;
    query: Record<string, unknown>;
  }
  /** Internal: the message being read on one chunk stream (rtmp.js `RtmpPacket`). */
  export interface RtmpPacket {
    header: { fmt: number; cid: number; timestamp: number; length: number; type: number; stream_id: number };
    clock: number;
    /** The message's buffer, kept per chunk stream and grown, never shrunk (`capacity` bytes). */
    payload: Buffer;
    capacity: number;
    /** Bytes of the message read so far. */
    bytes: number;
  }
  export default class Rtmp {
    streamId: number;
    onConnectCallback: (request: ConnectRequest) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** Feeds bytes from the socket; everything it calls back runs inside this call. */
    parserData(buffer: Buffer): string | null | undefined;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
    /** Internal: the message whose header was just read. */
    parserPacket: RtmpPacket;
    /** Internal: one message in progress per chunk stream id. */
    inPackets: Map<number, RtmpPacket>;
    /** Internal: the chunk size the peer announced (set chunk size, type 1). */
    inChunkSize: number;
    /** Internal: sizes `parserPacket.payload` for the message whose header was just read (Buffer.alloc). */
    packetAlloc(): void;
    /** Internal: protocol control messages (types 1-6) of `parserPacket`. */
    controlHandler(): void;
    /** Internal: AMF commands (types 17, 20) of `parserPacket`: decodes and answers them. */
    invokeHandler(): void;
    /** Internal: audio, video and data messages (types 8, 9, 15, 18) of `parserPacket`. */
    dataHandler(): void;
  }
}

declare module 'node-media-server/src/protocol/amf.js' {
  const AMF: {
    /** An AMF0 command: `cmd`, then the named values of that command (rtmpCmdCode), as far as they go. */
    decodeAmf0Cmd(buffer: Buffer): { cmd?: unknown } & Record<string, unknown>;
  };
  export default AMF;
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type { AVPacket } from 'node-media-server/src/protocol/rtmp.js';

  const Flv: {
    /** The FLV file header and the first PreviousTagSize. */
    createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    /** One FLV tag (with its PreviousTagSize) holding the packet. */
    createMessage(packet: AVPacket): Buffer;
  };
  export default Flv;
}
