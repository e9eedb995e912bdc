// The bullets of one video, from a chat message's arrival to its leaving the picture:
//   held    waits as long as the stream is behind real time (stream sync), so no comment runs ahead
//           of the picture; one's own message is never held (the sender has seen what they write about);
//   waiting is due but every lane is busy: it takes the first lane that frees, or is dropped after
//           MAX_WAIT_MS, since a comment shown late answers a moment that has passed;
//   flying  crosses the picture in its lane, then is gone.
// Deleted messages (moderators) leave whichever stage they are in. Time is handed in, never read.
import { type BulletTrack, bulletText, estimateWidth, type LaneOccupant, pickLane } from './bulletLayout';

/** How long a due bullet may wait for a lane before it is dropped. */
export const MAX_WAIT_MS = 4_000;
/** How often waiting bullets look for a lane again. */
export const LANE_RETRY_MS = 250;
/** Messages held for the picture at once; beyond it the oldest go (a burst in a busy room). */
export const MAX_HELD = 200;
/** Message ids remembered, so one delivered twice (a reconnect) flies once. */
const SEEN_LIMIT = 500;

export interface BulletConfig {
  lanes: number;
  track: BulletTrack;
  fontPx: number;
  maxOnScreen: number;
  /** How far the picture is behind real time (ms); 0 when stream sync is off. */
  holdMs: number;
}

export interface FlyingBullet {
  id: string;
  text: string;
  lane: number;
  startedAt: number;
  widthPx: number;
}

interface Pending {
  id: string;
  text: string;
  arrivedAt: number;
  own: boolean;
}

export interface BulletFrame {
  flying: readonly FlyingBullet[];
  /** Bullets not yet on screen (held for the picture or waiting for a lane). */
  pending: number;
  /** When `advance` has something to do next; null when nothing is pending or flying. */
  wakeAt: number | null;
}

export class BulletQueue {
  #config: BulletConfig;
  #pending: Pending[] = [];
  #flying: FlyingBullet[] = [];
  #lanes: (LaneOccupant | undefined)[] = [];
  #seen = new Set<string>();

  constructor(config: BulletConfig) {
    this.#config = config;
  }

  configure(config: BulletConfig): void {
    this.#config = config;
    this.#lanes.length = Math.min(this.#lanes.length, config.lanes);
  }

  /** A chat message of the room has arrived. */
  add(message: { id: string; text: string }, now: number, own = false): void {
    if (this.#seen.has(message.id)) return;
    this.#seen.add(message.id);
    if (this.#seen.size > SEEN_LIMIT) this.#seen.delete(this.#seen.values().next().value as string);
    const text = bulletText(message.text);
    if (text === '') return;
    this.#pending.push({ id: message.id, text, arrivedAt: now, own });
    if (this.#pending.length > MAX_HELD) this.#pending.shift();
  }

  /** A moderator deleted the message: it never shows, or leaves the picture at once. */
  remove(id: string): void {
    this.#pending = this.#pending.filter((bullet) => bullet.id !== id);
    this.#flying = this.#flying.filter((bullet) => bullet.id !== id);
  }

  /** Forgets everything on screen and pending (the overlay was switched off). */
  clear(): void {
    this.#pending = [];
    this.#flying = [];
    this.#lanes = [];
  }

  advance(now: number): BulletFrame {
    const { track, holdMs, fontPx, maxOnScreen, lanes } = this.#config;
    this.#flying = this.#flying.filter((bullet) => bullet.startedAt + track.durationMs > now);
    const still: Pending[] = [];
    let nextDue: number | null = null;
    let waiting = false;
    for (const bullet of this.#pending) {
      const dueAt = bullet.arrivedAt + (bullet.own ? 0 : holdMs);
      if (dueAt > now) {
        still.push(bullet);
        nextDue = nextDue === null ? dueAt : Math.min(nextDue, dueAt);
        continue;
      }
      if (now - dueAt > MAX_WAIT_MS) continue;
      const widthPx = estimateWidth(bullet.text, fontPx);
      const lane =
        track.widthPx > 0 && this.#flying.length < maxOnScreen
          ? pickLane(this.#lanesOf(lanes), widthPx, now, track)
          : null;
      if (lane === null) {
        still.push(bullet);
        waiting = true;
        continue;
      }
      this.#lanes[lane] = { startedAt: now, widthPx };
      this.#flying.push({ id: bullet.id, text: bullet.text, lane, startedAt: now, widthPx });
    }
    this.#pending = still;
    const wakes = [
      nextDue,
      waiting ? now + LANE_RETRY_MS : null,
      ...this.#flying.map((bullet) => bullet.startedAt + track.durationMs),
    ].filter((at): at is number => at !== null);
    return {
      flying: this.#flying,
      pending: this.#pending.length,
      wakeAt: wakes.length > 0 ? Math.min(...wakes) : null,
    };
  }

  #lanesOf(count: number): (LaneOccupant | undefined)[] {
    const lanes = this.#lanes.slice(0, count);
    while (lanes.length < count) lanes.push(undefined);
    return lanes;
  }
}
