import { useMemo } from 'react';
import { useBulletSettings } from '../../chat/bulletSettings';
import { ChatBullets } from '../../chat/ChatBullets';
import { chatViewOf } from '../../chat/sharedRooms';
import type { LiveRuntime } from '../../live/loadLive';
import { useSignedInUser } from '../../session/session';

/** The match room's chat, flying over its video (mounted by the page while the bullets are on). */
export function VideoBullets({
  matchId,
  runtime,
  holdMs,
}: {
  matchId: number;
  runtime: LiveRuntime;
  holdMs: number;
}) {
  const settings = useBulletSettings();
  const user = useSignedInUser();
  const connection = useMemo(() => chatViewOf(runtime.gatewaySocket()), [runtime]);
  return (
    <ChatBullets
      connection={connection}
      room={`match:${matchId}`}
      settings={settings}
      holdMs={holdMs}
      ownUserId={user ? String(user.id) : null}
    />
  );
}
