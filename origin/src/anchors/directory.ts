// The anchors the site shows: the users' rooms (table anchor_rooms), live only while the ingest says a
// publisher streams (rooms.ts isLive). Read from the database every second (several origins may share it)
// and after each change made here, so the /vdapi answers read it without waiting on the database.
import { anchorHlsPath, cleanRoomTitle, type Locale, showableNickName } from '@pitchside/shared';
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

/** What a room is called where its own title may not be shown, in each language: its anchor's room. */
const ROOM_OF: Record<Locale, (nickName: string) => string> = {
  cn: (nickName) => `${nickName}的直播间`,
  en: (nickName) => `${nickName}'s room`,
  vi: (nickName) => `Phòng của ${nickName}`,
};

/**
 * The title and nickname as the text rule shows them (docs/API.md "Text rules"), whenever they were
 * stored: a title from before the rule that shows nothing, or holds a link or a blocked word, is
 * replaced by the anchor's room's plain name.
 */
function toAnchor(room: StoredRoom, live: boolean): Anchor {
  const nickname = showableNickName(room.nickName);
  const { title: cleaned, problem } = cleanRoomTitle(room.title);
  const titleIn = (locale: Locale) => (problem === null ? cleaned : ROOM_OF[locale](nickname));
  const title = { cn: titleIn('cn'), en: titleIn('en'), vi: titleIn('vi') };
  return {
    id: room.id,
    nickname,
    avatarSvg: avatarSvg(Array.from(nickname)[0] ?? 'A', COLORS[room.id % COLORS.length] ?? '#3b82f6'),
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
