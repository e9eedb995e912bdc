// The anchors the site shows: the users' rooms (table anchor_rooms), live only while the ingest says a
// publisher streams (rooms.ts isLive). Read from the database every second (several origins may share it)
// and after each change made here, so the /vdapi answers read it without waiting on the database.
import { anchorHlsPath } from '@pitchside/shared';
import type { Queryable } from '../db/client';
import type { Anchor } from '../engine/types';
import { avatarSvg } from '../engine/world/crest';
import { allRooms, isLive, type StoredRoom } from './rooms';

const COLORS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#06b6d4', '#3b82f6', '#8b5cf6', '#ec4899'];

export interface AnchorDirectory {
  /** Every room, live or not, in room order. */
  all(): Anchor[];
  get(id: number): Anchor | undefined;
  /** The room's current HLS playlist while live, else ''. */
  hlsUrlOf(id: number): string;
  /** Rooms whose anchor's nickname holds `query` (any case). */
  search(query: string): Anchor[];
  /** Live rooms per match. */
  liveCounts(): ReadonlyMap<number, number>;
  refresh(): Promise<void>;
}

function toAnchor(room: StoredRoom, live: boolean): Anchor {
  const title = { cn: room.title, en: room.title, vi: room.title };
  return {
    id: room.id,
    nickname: room.nickName,
    avatarSvg: avatarSvg(Array.from(room.nickName)[0] ?? 'A', COLORS[room.id % COLORS.length] ?? '#3b82f6'),
    // No one can follow an anchor yet: the real count is 0, never an invented one.
    followers: 0,
    sport: 'football',
    room: {
      id: room.id,
      title,
      streamId: live && room.sessionId ? anchorHlsPath(room.id, room.sessionId) : '',
      live,
      matchId: room.matchId,
    },
  };
}

export function anchorDirectory(db: Queryable, now: () => Date): AnchorDirectory {
  let rooms: StoredRoom[] = [];
  // One list per read of the table and second: an answer of a hundred matches builds it once.
  let made: { rooms: StoredRoom[]; second: number; list: Anchor[] } | undefined;
  const anchors = (): Anchor[] => {
    const at = now();
    const second = Math.floor(at.getTime() / 1000);
    if (made?.rooms !== rooms || made.second !== second)
      made = { rooms, second, list: rooms.map((room) => toAnchor(room, isLive(room, at))) };
    return made.list;
  };
  return {
    all: anchors,
    get: (id) => anchors().find((anchor) => anchor.id === id),
    hlsUrlOf(id) {
      const anchor = anchors().find((a) => a.id === id);
      return anchor?.room.live ? anchor.room.streamId : '';
    },
    search(query) {
      const needle = query.trim().toLowerCase();
      if (!needle) return [];
      return anchors().filter((anchor) => anchor.nickname.toLowerCase().includes(needle));
    },
    liveCounts() {
      const counts = new Map<number, number>();
      for (const anchor of anchors()) {
        const id = anchor.room.matchId;
        if (anchor.room.live && id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    async refresh() {
      rooms = await allRooms(db);
    },
  };
}
