// Why the ingest refuses or stops a publisher, and the RTMP status its software shows or logs for it.
// Every refusal is counted under its reason (ingest_refused_total{reason}, README "Anchors: streaming to the site").
import { RTMP_APP } from './rtmpApp';

export const REFUSALS = {
  key: ['NetStream.Publish.BadName', 'stream key refused: wrong, rotated or revoked key'],
  busy: ['NetStream.Publish.BadName', 'this key is already live: one publisher at a time'],
  codec: [
    'NetStream.Publish.Rejected',
    'only H.264 video with AAC audio is accepted; set the encoder to x264/H.264 and AAC',
  ],
  app: [
    'NetStream.Publish.BadName',
    `publish to rtmp://…/${RTMP_APP} with the stream key as the stream name`,
  ],
  full: ['NetStream.Publish.Rejected', 'the ingest is full, retry later'],
  origin: ['NetStream.Publish.Rejected', 'the site could not check the key, retry'],
  play: ['NetStream.Play.Failed', 'this server takes publishers only; watch on the site'],
  stalled: ['NetStream.Publish.Idle', 'no audio or video for 10 s: the stream was ended'],
} as const;
export type Refusal = keyof typeof REFUSALS;

/**
 * Every reason counted: the refusals above, and connections closed before any RTMP status could mean
 * anything: `address` (past the cap per address), `connections` (past the cap in all), `protocol` (bytes
 * that are not RTMP as a publisher sends it), `timeout` (no publish within the deadline).
 */
export type RefusalReason = Refusal | 'address' | 'connections' | 'protocol' | 'timeout';
