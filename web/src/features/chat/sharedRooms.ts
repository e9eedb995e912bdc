// The chat panel and the bullet comments over the video read the same room on one socket, and the
// gateway keeps one membership per socket and room: a view leaving must not stop the other's
// messages. Each view gets its own handle; the room is left on the gateway when no view holds it.
import type { ChatRoomId } from '@pitchside/shared';
import type { GatewaySocket } from '../live/socketClient';
import { type ChatConnection, socketChatConnection } from './chatConnection';

/** Which views hold each room, for one socket. */
export type RoomHolders = Map<ChatRoomId, Set<object>>;

/** One view's handle on a shared connection. */
export function roomView(base: ChatConnection, holders: RoomHolders): ChatConnection {
  const view = {};
  return {
    get connected() {
      return base.connected;
    },
    join(room) {
      let holding = holders.get(room);
      if (!holding) {
        holding = new Set();
        holders.set(room, holding);
      }
      holding.add(view);
      return base.join(room);
    },
    leave(room) {
      const holding = holders.get(room);
      if (!holding?.delete(view)) return;
      if (holding.size > 0) return;
      holders.delete(room);
      base.leave(room);
    },
    send: (room, text) => base.send(room, text),
    deleteMessage: (request) => base.deleteMessage(request),
    mute: (request) => base.mute(request),
    ban: (request) => base.ban(request),
    setSlowMode: (request) => base.setSlowMode(request),
    listen: (listeners) => base.listen(listeners),
  };
}

const holdersBySocket = new WeakMap<GatewaySocket, RoomHolders>();

/** A chat view on the app's socket, sharing its rooms with the page's other views. */
export function chatViewOf(socket: GatewaySocket): ChatConnection {
  let holders = holdersBySocket.get(socket);
  if (!holders) {
    holders = new Map();
    holdersBySocket.set(socket, holders);
  }
  return roomView(socketChatConnection(socket), holders);
}
