import type { AnchorSummary } from '@pitchside/shared';

// Where a fan watches an anchor's room, from every card that offers it (the anchors list, the home
// page's anchor tab, the match page's anchor tab).

/** The address parameters that name a room to play: on a match page, and on the anchors list. */
export const ANCHOR_PARAM = 'anchor';
export const ROOM_PARAM = 'room';

/**
 * Where the room plays, or null while it is off the air (there is nothing to watch): a room
 * commentating a match plays on that match's page, chosen as its source; a room without a match ("No
 * match for now") plays in the anchors list's own player.
 */
export function watchPathOf(anchor: Pick<AnchorSummary, 'id' | 'isLive' | 'matchId'>): string | null {
  if (!anchor.isLive) return null;
  return anchor.matchId !== null
    ? `/live/detail/${anchor.matchId}?${ANCHOR_PARAM}=${anchor.id}`
    : `/matches/anchors?${ROOM_PARAM}=${anchor.id}`;
}

/** A room's id as the address gives it (a positive whole number of at most 12 digits), else null. */
export function roomIdOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}
