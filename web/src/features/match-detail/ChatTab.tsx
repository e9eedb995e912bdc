import { useMemo } from 'react';
import { ChatPanel, socketChatConnection } from '../chat';
import type { LiveRuntime } from '../live/loadLive';

/** The match's live chat (the chat feature's panel on the app's socket). */
export default function ChatTab({
  matchId,
  runtime,
  onSignIn,
}: {
  matchId: number;
  runtime: LiveRuntime;
  onSignIn(): void;
}) {
  const connection = useMemo(() => socketChatConnection(runtime.gatewaySocket()), [runtime]);
  return <ChatPanel connection={connection} room={`match:${matchId}`} onSignIn={onSignIn} />;
}
