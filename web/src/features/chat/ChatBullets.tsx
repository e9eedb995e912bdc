// Bullet comments: the live chat of the room drifting across the video, as on Douyu and Huya. They
// are the room's chat messages, so everything the gateway refuses in chat (blocked words and links,
// floods, mutes, bans) never flies, and a message a moderator deletes leaves the picture. Decorative
// for screen readers (the chat panel is what they read), text only, and never in the way: the layer
// takes no pointer events and sits under the player's buttons.
import type { ChatRoomId } from '@pitchside/shared';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { DENSITY_RULES, laneCount } from './bulletLayout';
import { type BulletConfig, BulletQueue, type FlyingBullet } from './bulletQueue';
import type { BulletSettings } from './bulletSettings';
import type { ChatConnection } from './chatConnection';
import './chat.css';

/** Seconds a bullet takes to cross the picture, whatever its width. */
export const BULLET_DURATION_SEC = 8;

export interface ChatBulletsProps {
  /** A view of the chat connection (sharedRooms.ts), so the chat panel keeps its own hold on the room. */
  connection: ChatConnection;
  room: ChatRoomId;
  settings: BulletSettings;
  /** How far the picture is behind real time (ms), when stream sync is on; 0 shows messages at once. */
  holdMs: number;
  /** The signed-in viewer's chat id: their own messages fly at once. */
  ownUserId: string | null;
  durationSec?: number;
}

/** Font size for a picture of this height: readable on a phone, not shouting on a big screen. */
export function bulletFontPx(heightPx: number): number {
  return Math.round(Math.min(22, Math.max(15, heightPx / 16)));
}

function configOf(
  size: { width: number; height: number },
  settings: BulletSettings,
  holdMs: number,
  durationSec: number,
): BulletConfig & { lineHeightPx: number } {
  const fontPx = bulletFontPx(size.height);
  const lineHeightPx = Math.round(fontPx * 1.4);
  return {
    lanes: laneCount(size.height, lineHeightPx, settings.density),
    track: { widthPx: size.width, durationMs: durationSec * 1000, gapPx: fontPx * 2 },
    fontPx,
    lineHeightPx,
    maxOnScreen: DENSITY_RULES[settings.density].maxOnScreen,
    holdMs: Math.max(0, holdMs),
  };
}

/** The layer's size, followed as the player resizes (rotation, the window, full screen). */
function useSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export function ChatBullets({
  connection,
  room,
  settings,
  holdMs,
  ownUserId,
  durationSec = BULLET_DURATION_SEC,
}: ChatBulletsProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const size = useSize(layer);
  const config = useMemo(
    () => configOf(size, settings, holdMs, durationSec),
    [size, settings, holdMs, durationSec],
  );
  const queue = useRef<BulletQueue | null>(null);
  queue.current ??= new BulletQueue(config);
  const [frame, setFrame] = useState<{ flying: readonly FlyingBullet[]; pending: number }>({
    flying: [],
    pending: 0,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tick = useRef<() => void>(() => {});
  const own = useRef(ownUserId);
  own.current = ownUserId;

  tick.current = () => {
    clearTimeout(timer.current);
    const bullets = queue.current;
    if (!bullets) return;
    const now = Date.now();
    const next = bullets.advance(now);
    setFrame({ flying: next.flying, pending: next.pending });
    // A timer, not animationend: a hidden tab pauses animations, and the bullets must still go.
    if (next.wakeAt !== null)
      timer.current = setTimeout(() => tick.current(), Math.max(0, next.wakeAt - now));
  };

  useEffect(() => {
    queue.current?.configure(config);
    tick.current();
  }, [config]);

  useEffect(() => {
    const join = () => void connection.join(room);
    const stop = connection.listen({
      message: (message) => {
        if (message.room !== room) return;
        queue.current?.add(message, Date.now(), own.current !== null && message.userId === own.current);
        tick.current();
      },
      deleted: (deleted) => {
        if (deleted.room !== room) return;
        queue.current?.remove(deleted.messageId);
        tick.current();
      },
      // The gateway forgets a socket's rooms when it reconnects: join again.
      connect: join,
    });
    if (connection.connected) join();
    return () => {
      stop();
      connection.leave(room);
      clearTimeout(timer.current);
      queue.current?.clear();
    };
  }, [connection, room]);

  const style = {
    opacity: settings.opacity,
    '--bullet-track': `${config.track.widthPx}px`,
    fontSize: `${config.fontPx}px`,
    lineHeight: `${config.lineHeightPx}px`,
  } as CSSProperties;

  return (
    <div
      ref={setLayer}
      className="chat-bullets"
      aria-hidden="true"
      style={style}
      data-lanes={config.lanes}
      data-pending={frame.pending}
      data-user-text=""
    >
      {frame.flying.map((bullet) => (
        <span
          key={bullet.id}
          className="chat-bullet"
          data-lane={bullet.lane}
          style={{ top: bullet.lane * config.lineHeightPx, animationDuration: `${durationSec}s` }}
        >
          {bullet.text}
        </span>
      ))}
    </div>
  );
}
