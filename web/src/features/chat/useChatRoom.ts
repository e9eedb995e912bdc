// One chat room for the panel: joins (again after every reconnect), keeps the log, sends.
import type { ChatAck, ChatMe, ChatMessage, ChatRoomId } from '@pitchside/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConnection } from './chatConnection';
import { type ChatEntry, withHistory, withMessage, withNotice, withoutMessage } from './chatLog';

export type ChatPhase = 'joining' | 'ready' | 'failed';

export interface ChatRoomState {
  phase: ChatPhase;
  entries: ChatEntry[];
  me: ChatMe | null;
  slowModeSec: number;
}

export interface ChatRoom extends ChatRoomState {
  send(text: string): Promise<ChatAck<ChatMessage>>;
  retry(): void;
}

const initial: ChatRoomState = { phase: 'joining', entries: [], me: null, slowModeSec: 0 };

export function useChatRoom(connection: ChatConnection, room: ChatRoomId): ChatRoom {
  const [state, setState] = useState<ChatRoomState>(initial);
  const joinNow = useRef<() => void>(() => {});

  useEffect(() => {
    let live = true;
    setState(initial);
    const join = async () => {
      setState((held) => ({ ...held, phase: 'joining' }));
      const answer = await connection.join(room);
      if (!live) return;
      if (!answer.ok) {
        setState((held) => ({ ...held, phase: 'failed' }));
        return;
      }
      const { messages, me, slowModeSec } = answer.data;
      setState((held) => ({ phase: 'ready', entries: withHistory(held.entries, messages), me, slowModeSec }));
    };
    const stop = connection.listen({
      message: (message) => {
        if (message.room === room)
          setState((held) => ({ ...held, entries: withMessage(held.entries, message) }));
      },
      deleted: (deleted) => {
        if (deleted.room === room) {
          setState((held) => ({ ...held, entries: withoutMessage(held.entries, deleted.messageId) }));
        }
      },
      notice: (notice) => {
        if (notice.room !== room) return;
        setState((held) => ({
          ...held,
          entries: withNotice(held.entries, notice),
          slowModeSec:
            notice.kind === 'slowmode_on'
              ? Number(notice.params.seconds) || 0
              : notice.kind === 'slowmode_off'
                ? 0
                : held.slowModeSec,
        }));
      },
      connect: () => void join(),
    });
    joinNow.current = () => void join();
    if (connection.connected) void join();
    return () => {
      live = false;
      stop();
      connection.leave(room);
    };
  }, [connection, room]);

  const send = useCallback(
    async (text: string) => {
      const answer = await connection.send(room, text);
      // The sender sees their message at once, even before the broadcast comes back.
      if (answer.ok) setState((held) => ({ ...held, entries: withMessage(held.entries, answer.data) }));
      return answer;
    },
    [connection, room],
  );

  const retry = useCallback(() => joinNow.current(), []);

  return { ...state, send, retry };
}
