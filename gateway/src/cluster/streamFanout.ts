// How a patch reaches the sockets of a cluster. The leader appends it to the Socket.IO Redis Streams
// adapter's stream once, exactly as the adapter's own room broadcast would (same entry, so
// connection-state recovery replays it to a client that comes back on any gateway), and every gateway,
// the leader included, writes it to its own sockets encoded once (socket/roomWriter.ts) with the
// stream offset last, as the adapter would. What is left to the adapter is only its per-socket
// delivery, which costs Engine.IO's bookkeeping on every connection: the fan-out benchmark's cluster
// rows measure the difference.
import type { TopicPatch } from '@pitchside/shared';
import type { GatewayIo } from '../gateway';
import { writeToRoom } from '../socket/roomWriter';
import type { AdapterMessageView } from './leaderMessages';

/** socket.io-adapter's ClusterAdapter: a message type, and the publish that returns the stream offset. */
const BROADCAST = 3;
const EVENT = 2;
type StreamAdapterView = {
  publishAndReturnOffset(message: {
    type: number;
    data: {
      packet: { type: number; data: unknown[]; nsp: string };
      opts: { rooms: string[]; except: string[]; flags: Record<string, unknown> };
    };
  }): Promise<string>;
};

export type StreamFanout = {
  /** Leader: the patch goes into the stream once, then to this gateway's sockets with its offset. */
  patch(patch: TopicPatch): void;
  /**
   * Any gateway: a leader's patch read from the stream (already checked by its epoch) is written to
   * this gateway's sockets. False when the message is not a plain room broadcast of a patch: the
   * adapter then delivers it as usual.
   */
  deliver(message: AdapterMessageView, offset: string | undefined): boolean;
};

/** A broadcast to exactly one room, with no exception, flag or ack: the only shape a patch has. */
function plainRoom(message: AdapterMessageView): string | null {
  const data = message.data;
  const opts = data?.opts;
  const packet = data?.packet;
  if (message.type !== BROADCAST || data?.requestId !== undefined || !opts || !packet) return null;
  if (packet.type !== EVENT || packet.id !== undefined || !Array.isArray(packet.data)) return null;
  const flags = opts.flags ?? {};
  if (!Array.isArray(opts.rooms) || opts.rooms.length !== 1 || (opts.except?.length ?? 0) > 0) return null;
  if (flags.volatile !== undefined || flags.local !== undefined) return null;
  const room = opts.rooms[0];
  return typeof room === 'string' ? room : null;
}

export function streamFanout(io: GatewayIo): StreamFanout {
  const adapter = io.of('/').adapter as unknown as StreamAdapterView;
  return {
    patch(patch) {
      const args: unknown[] = ['topic:patch', patch];
      adapter
        .publishAndReturnOffset({
          type: BROADCAST,
          data: {
            packet: { type: EVENT, data: args, nsp: '/' },
            opts: { rooms: [patch.topic], except: [], flags: {} },
          },
        })
        .then(
          (offset) => writeToRoom(io, patch.topic, [...args, offset]),
          // As the adapter does when Redis refuses the entry: this gateway's sockets still get it.
          () => writeToRoom(io, patch.topic, args),
        );
    },
    deliver(message, offset) {
      const room = plainRoom(message);
      const args = message.data?.packet?.data;
      if (room === null || offset === undefined || !Array.isArray(args) || args[0] !== 'topic:patch')
        return false;
      writeToRoom(io, room, [...args, offset]);
      return true;
    },
  };
}
