// Types of the two protocol modules of node-media-server (Apache-2.0) the ingest uses: the RTMP handshake,
// chunking and AMF commands (rtmp.js), and FLV tags (flv.js). The package ships no types of its own.
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
  export default class Rtmp {
    streamId: number;
    onConnectCallback: (request: ConnectRequest) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** Feeds bytes from the socket; answers an error message when the stream is not RTMP. */
    parserData(buffer: Buffer): string | null | undefined;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
  }
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
