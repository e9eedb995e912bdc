import type { ChatRoomId } from '@pitchside/shared';
import { useMemo } from 'react';
import { openSignIn } from '../auth/authEntry';
import { ChatPanel, socketChatConnection } from '../chat';
import { type LiveRuntime, useLiveRuntime } from '../live/loadLive';
import { Skeleton } from '../ui/Skeleton';

function RoomPanel({ runtime, room }: { runtime: LiveRuntime; room: ChatRoomId }) {
  const connection = useMemo(() => socketChatConnection(runtime.gatewaySocket()), [runtime]);
  return <ChatPanel connection={connection} room={room} onSignIn={() => openSignIn()} />;
}

/** The chat tab of the collection view: the match's room (docs/API.md "Chat") on the app's socket. */
export default function CollectionChatTab({ room }: { room: ChatRoomId }) {
  const runtime = useLiveRuntime('now');
  if (!runtime) return <Skeleton rows={3} />;
  return <RoomPanel runtime={runtime} room={room} />;
}
