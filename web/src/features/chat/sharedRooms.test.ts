import type { ChatRoomId } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import type { ChatConnection } from './chatConnection';
import { type RoomHolders, roomView } from './sharedRooms';

function recordingConnection() {
  const calls: string[] = [];
  const base = {
    connected: true,
    join: async (room: ChatRoomId) => {
      calls.push(`join ${room}`);
      return { ok: true, data: { room, messages: [], slowModeSec: 0, me: null } };
    },
    leave: (room: ChatRoomId) => {
      calls.push(`leave ${room}`);
    },
  } as unknown as ChatConnection;
  return { base, calls };
}

describe('shared chat rooms', () => {
  it('leaves a room on the gateway only when the last view holding it leaves', async () => {
    const { base, calls } = recordingConnection();
    const holders: RoomHolders = new Map();
    const panel = roomView(base, holders);
    const bullets = roomView(base, holders);
    await panel.join('match:1');
    await bullets.join('match:1');
    // A reconnect makes both join again; still two holders, not four.
    await panel.join('match:1');
    panel.leave('match:1');
    expect(calls).toEqual(['join match:1', 'join match:1', 'join match:1']);
    bullets.leave('match:1');
    expect(calls.at(-1)).toBe('leave match:1');
    expect(holders.size).toBe(0);
  });

  it('ignores a leave from a view that did not join, and keeps rooms apart', async () => {
    const { base, calls } = recordingConnection();
    const holders: RoomHolders = new Map();
    const a = roomView(base, holders);
    const b = roomView(base, holders);
    await a.join('match:1');
    await b.join('match:2');
    b.leave('match:1');
    a.leave('match:2');
    expect(calls).toEqual(['join match:1', 'join match:2']);
    a.leave('match:1');
    expect(calls.at(-1)).toBe('leave match:1');
    expect(a.connected).toBe(true);
  });
});
