// Bullet comments: live chat messages drifting across the video, one lane after another. Decorative
// (the chat panel is what screen readers read), text only, capped, and off for reduced motion.
import type { ChatRoomId } from '@pitchside/shared';
import { useEffect, useState } from 'react';
import type { ChatConnection } from './chatConnection';
import './chat.css';

/** Bullets on screen at once; more are dropped rather than piled up. */
export const MAX_BULLETS = 24;

interface Bullet {
  id: string;
  text: string;
  lane: number;
}

export interface ChatBulletsProps {
  connection: ChatConnection;
  room: ChatRoomId;
  lanes?: number;
  /** Seconds a bullet takes to cross. */
  durationSec?: number;
}

export function ChatBullets({ connection, room, lanes = 4, durationSec = 8 }: ChatBulletsProps) {
  const [bullets, setBullets] = useState<Bullet[]>([]);

  useEffect(() => {
    let nextLane = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = connection.listen({
      message: (message) => {
        if (message.room !== room) return;
        const lane = nextLane;
        nextLane = (nextLane + 1) % lanes;
        setBullets((held) =>
          held.length >= MAX_BULLETS ? held : [...held, { id: message.id, text: message.text, lane }],
        );
        // A timer, not animationend: a hidden tab pauses animations, and the bullets must still go.
        const timer = setTimeout(() => {
          timers.delete(timer);
          setBullets((held) => held.filter((bullet) => bullet.id !== message.id));
        }, durationSec * 1000);
        timers.add(timer);
      },
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [connection, room, lanes, durationSec]);

  return (
    <div className="chat-bullets" aria-hidden="true" data-user-text="">
      {bullets.map((bullet) => (
        <span
          key={bullet.id}
          className="chat-bullet"
          style={{ top: `${(bullet.lane * 100) / lanes}%`, animationDuration: `${durationSec}s` }}
        >
          {bullet.text}
        </span>
      ))}
    </div>
  );
}
