import { useMemo } from 'react';
import { ChatPanel } from '../chat';
import { chatViewOf } from '../chat/sharedRooms';
import type { LiveRuntime } from '../live/loadLive';

/** The match's live chat (the chat feature's panel on the app's socket, sharing the room with the bullets). */
export default function LiveChatTab({
  matchId,
  runtime,
  onSignIn,
}: {
  matchId: number;
  runtime: LiveRuntime;
  onSignIn(): void;
}) {
  const connection = useMemo(() => chatViewOf(runtime.gatewaySocket()), [runtime]);
  return <ChatPanel connection={connection} room={`match:${matchId}`} onSignIn={onSignIn} />;
}
