import type { ChatRoomId } from '@pitchside/shared';
import { useEffect, useState } from 'react';
import { openSignIn } from '../auth/authEntry';
import { type ChatConnection, ChatPanel, socketChatConnection } from '../chat';
import type { GatewaySocket } from '../chat/chatConnection';
import { useViewer } from '../matches/useViewer';
import { Skeleton } from '../ui/Skeleton';

/**
 * The chat tab of the collection view: the match's chat room (docs/API.md "Chat") on a gateway
 * socket opened with this tab, carrying the reader's token and language. It reconnects when
 * either changes, as the chat contract asks.
 */
export default function ChatTab({ room }: { room: ChatRoomId }) {
  const { token, locale } = useViewer();
  const [connection, setConnection] = useState<ChatConnection | null>(null);

  useEffect(() => {
    let socket: GatewaySocket | null = null;
    let disposed = false;
    void import('socket.io-client').then(({ io }) => {
      if (disposed) return;
      socket = io({ auth: { token, locale }, transports: ['websocket', 'polling'] }) as GatewaySocket;
      setConnection(socketChatConnection(socket));
    });
    return () => {
      disposed = true;
      socket?.disconnect();
      setConnection(null);
    };
  }, [token, locale]);

  if (!connection) return <Skeleton rows={3} />;
  return <ChatPanel connection={connection} room={room} onSignIn={() => openSignIn()} />;
}
