// Opens an origin answer into its data or a fault: HTTP status, the product envelope (PRODUCT §7) and
// its encrypted `data` (shared's openEnvelope opens the seal alone). Every way it can be wrong is an
// UpstreamFault of its own kind, for the logs and the metrics; an answer that the id is unknown is a
// TopicMissing.
import { EnvelopeError, ERROR_CODES, isEnvelope } from '@pitchside/shared';
import { decodeData } from '@pitchside/shared/nodeCodec';
import { TopicMissing, UpstreamFault } from './faults';

export function openUpstreamAnswer(status: number, body: string, envelopeKey?: string): unknown {
  if (status >= 500) throw new UpstreamFault('http', `HTTP ${status}`);
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    throw new UpstreamFault('envelope', `HTTP ${status}, body is not JSON`);
  }
  if (!isEnvelope(envelope)) throw new UpstreamFault('envelope', `HTTP ${status}, body is not an envelope`);
  // The origin's answer to an unknown id (docs/API.md: 404/10005), or to an id it does not take at all
  // (400/10001): not a fault of the origin, and no reason to ask again soon. Both are remembered alike.
  if (status === 404 && envelope.code === ERROR_CODES.NOT_FOUND) throw new TopicMissing();
  if (status === 400 && envelope.code === ERROR_CODES.INVALID_INPUT) throw new TopicMissing();
  if (status !== 200 || envelope.code !== 200) {
    throw new UpstreamFault('http', `HTTP ${status}, code ${envelope.code}: ${envelope.msg}`);
  }
  if (typeof envelope.data !== 'string') throw new UpstreamFault('decode', 'data is not an encrypted string');
  try {
    return decodeData(envelope.data, envelopeKey);
  } catch (error) {
    const reason = error instanceof EnvelopeError ? error.reason : 'unknown';
    throw new UpstreamFault('decode', `data does not decrypt (${reason})`);
  }
}
