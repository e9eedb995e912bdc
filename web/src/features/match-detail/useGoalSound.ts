import type { SoundFilterValue } from '@pitchside/shared';
import { useEffect, useRef } from 'react';
import { playGoalSound } from './goalSounds';

/** Plays the chosen sound when the shown score of the watched match goes up. */
export function useGoalSound(goals: number | null, enabled: boolean, choice: SoundFilterValue): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = goals;
    if (!enabled || goals === null || before === null || goals <= before) return;
    playGoalSound(choice);
  }, [goals, enabled, choice]);
}
