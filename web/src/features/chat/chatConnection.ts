// What the chat panel needs from the gateway connection, as a small interface so the panel runs on
// the app's Socket.IO socket and, in tests, on a fake. The socket's handshake auth carries
// { token, locale }: the gateway reads who is sending and which language to answer in from it.
import type {
  ChatAck,
  ChatBanRequest,
  ChatDeleted,
  ChatDeleteRequest,
  ChatErrorCode,
  ChatJoined,
  ChatMessage,
  ChatMuteRequest,
  ChatNotice,
  ChatRoomId,
  ChatSlowModeRequest,
} from '@pitchside/shared';
import type { GatewaySocket } from '../live/socketClient';

export interface ChatListeners {
  message?: (message: ChatMessage) => void;
  deleted?: (deleted: ChatDeleted) => void;
  notice?: (notice: ChatNotice) => void;
  /** The connection is up (again): rooms must be joined again. */
  connect?: () => void;
}

export interface ChatConnection {
  readonly connected: boolean;
  join(room: ChatRoomId): Promise<ChatAck<ChatJoined>>;
  leave(room: ChatRoomId): void;
  send(room: ChatRoomId, text: string): Promise<ChatAck<ChatMessage>>;
  deleteMessage(request: ChatDeleteRequest): Promise<ChatAck<null>>;
  mute(request: ChatMuteRequest): Promise<ChatAck<null>>;
  ban(request: ChatBanRequest): Promise<ChatAck<null>>;
  setSlowMode(request: ChatSlowModeRequest): Promise<ChatAck<null>>;
  /**
   * Listens; returns the function that stops listening. The socket connects again after a sign-in or
   * sign-out (live/followSession.ts), and the panel joins its room again on `connect`.
   */
  listen(listeners: ChatListeners): () => void;
}

/** A local failure shaped like the gateway's answers; the panel words it from `key`. */
export function localChatError<T>(code: ChatErrorCode): ChatAck<T> {
  return { ok: false, error: { code, key: `errors.${code}`, message: '' } };
}

export function socketChatConnection(socket: GatewaySocket, timeoutMs = 10_000): ChatConnection {
  async function request<T>(run: (timed: GatewaySocket) => Promise<ChatAck<T>>): Promise<ChatAck<T>> {
    try {
      return await run(socket.timeout(timeoutMs) as unknown as GatewaySocket);
    } catch {
      // No answer in time (offline, gateway restarting).
      return localChatError<T>('unavailable');
    }
  }

  return {
    get connected() {
      return socket.connected;
    },
    join: (room) => request((s) => s.emitWithAck('chat:join', { room })),
    leave: (room) => {
      socket.emit('chat:leave', { room });
    },
    send: (room, text) => request((s) => s.emitWithAck('chat:send', { room, text })),
    deleteMessage: (payload) => request((s) => s.emitWithAck('chat:delete', payload)),
    mute: (payload) => request((s) => s.emitWithAck('chat:mute', payload)),
    ban: (payload) => request((s) => s.emitWithAck('chat:ban', payload)),
    setSlowMode: (payload) => request((s) => s.emitWithAck('chat:slowmode', payload)),
    listen(listeners) {
      const { message, deleted, notice, connect } = listeners;
      if (message) socket.on('chat:message', message);
      if (deleted) socket.on('chat:deleted', deleted);
      if (notice) socket.on('chat:notice', notice);
      if (connect) socket.on('connect', connect);
      return () => {
        if (message) socket.off('chat:message', message);
        if (deleted) socket.off('chat:deleted', deleted);
        if (notice) socket.off('chat:notice', notice);
        if (connect) socket.off('connect', connect);
      };
    },
  };
}
