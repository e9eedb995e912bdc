// The leader's patches and stale notices reach the other gateways as Socket.IO adapter broadcasts.
// This hook sees each one before it is delivered: it updates the gateway's mirror first, and drops one
// from an epoch older than the newest seen, so no client ever gets a replaced leader's patch.
import type { TopicPatch, TopicStaleness } from '@pitchside/shared';
import type { GatewayIo } from '../gateway';
import type { ClusterTopicMessage } from './clusterTopics';

/**
 * What the hook reads of a message the adapter received from another gateway (socket.io-adapter
 * ClusterAdapter: `onMessage(message, offset)`, type 3 a broadcast, `packet.data` the event's arguments).
 */
export type AdapterMessageView = {
  uid?: string;
  type?: number;
  data?: {
    requestId?: unknown;
    packet?: { type?: number; id?: unknown; data?: unknown };
    opts?: { rooms?: unknown[]; except?: unknown[]; flags?: Record<string, unknown> };
  };
};
type AdapterView = { uid?: string; onMessage(message: AdapterMessageView, offset?: string): unknown };
const BROADCAST = 3;

/** A topic message from the leader inside a broadcast, or null for anything else. */
export function topicMessage(message: AdapterMessageView): ClusterTopicMessage | null {
  if (message.type !== BROADCAST || message.data?.requestId !== undefined) return null;
  const args = message.data?.packet?.data;
  if (!Array.isArray(args) || typeof args[1] !== 'object' || args[1] === null) return null;
  const payload = args[1] as { topic?: unknown; epoch?: unknown };
  if (typeof payload.epoch !== 'number' || typeof payload.topic !== 'string') return null;
  if (args[0] === 'topic:patch') return { patch: args[1] as TopicPatch };
  if (args[0] === 'topic:stale') return { stale: args[1] as TopicStaleness };
  return null;
}

/**
 * `receive` answers whether the message may be delivered to this gateway's sockets; `write`, when
 * given, delivers an accepted patch itself (cluster/streamFanout.ts, encoded once) and answers
 * whether it did, else the adapter delivers it.
 */
export function interceptLeaderMessages(
  io: GatewayIo,
  receive: (message: ClusterTopicMessage) => boolean,
  write?: (message: AdapterMessageView, offset: string | undefined) => boolean,
): void {
  const adapter = io.of('/').adapter as unknown as AdapterView;
  const deliver = adapter.onMessage.bind(adapter);
  adapter.onMessage = (message, offset) => {
    const fromLeader = message.uid === adapter.uid ? null : topicMessage(message);
    if (fromLeader && !receive(fromLeader)) return;
    if (fromLeader && 'patch' in fromLeader && write?.(message, offset)) return;
    return deliver(message, offset);
  };
}
