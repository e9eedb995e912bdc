import { describe, expect, it } from 'vitest';
import { isOnPitch, lineupStory, minutesPlayed, type PitchEvent, placeOf } from './lineupStory';

// Eleven starters 1..11, a bench of 12..16.
const STARTERS = Array.from({ length: 11 }, (_, i) => i + 1);
const BENCH = [12, 13, 14, 15, 16];
const sub = (minute: number, off: number, on: number): PitchEvent => ({
  kind: 'substitute',
  minute,
  playerId: off,
  relatedPlayerId: on,
});
const card = (kind: string, minute: number, playerId: number): PitchEvent => ({
  kind,
  minute,
  playerId,
  relatedPlayerId: null,
});
function minutes(story: ReturnType<typeof lineupStory>, playerId: number, end: number): number {
  const stint = story.get(playerId);
  if (!stint) throw new Error(`no player ${playerId}`);
  return minutesPlayed(stint, end);
}
const onPitch = (story: ReturnType<typeof lineupStory>) =>
  [...story.values()].filter(isOnPitch).map((s) => s.playerId);

describe('lineupStory', () => {
  it('before any change: the eleven are on, the bench is not', () => {
    const story = lineupStory(STARTERS, BENCH, []);
    expect(onPitch(story)).toEqual(STARTERS);
    expect(minutes(story, 1, 37)).toBe(37);
    expect(minutes(story, 12, 37)).toBe(0);
  });

  it('a substitution takes the player off and puts the substitute in his place, with the minute', () => {
    const story = lineupStory(STARTERS, BENCH, [sub(46, 9, 14)]);
    expect(onPitch(story)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 14]);
    expect(story.get(9)).toMatchObject({ wentOff: 46, replacedBy: 14 });
    expect(story.get(14)).toMatchObject({ cameOn: 46, replaced: 9 });
    expect(placeOf(story, 14)).toBe(9);
    expect(minutes(story, 9, 90)).toBe(46);
    expect(minutes(story, 14, 90)).toBe(44);
  });

  it('a substitute replaced in turn hands his place on', () => {
    const story = lineupStory(STARTERS, BENCH, [sub(46, 9, 14), sub(80, 14, 15)]);
    expect(onPitch(story)).toContain(15);
    expect(onPitch(story)).not.toContain(14);
    expect(placeOf(story, 15)).toBe(9);
    expect(minutes(story, 14, 90)).toBe(34);
  });

  it('cards: a yellow stays on, a second yellow or a red leaves the pitch without a replacement', () => {
    const story = lineupStory(STARTERS, BENCH, [
      card('yellow', 20, 4),
      card('yellow', 30, 5),
      card('yellowred', 70, 5),
      card('red', 85, 6),
    ]);
    expect(story.get(4)).toMatchObject({ yellowCards: 1, sentOff: null });
    expect(story.get(5)).toMatchObject({ yellowCards: 2, sentOff: 70 });
    expect(story.get(6)?.sentOff).toBe(85);
    expect(onPitch(story)).toHaveLength(9);
    expect(minutes(story, 5, 90)).toBe(70);
    expect(minutes(story, 4, 120)).toBe(120);
  });

  it("ignores other kinds and players of neither list (the other side's events)", () => {
    const story = lineupStory(STARTERS, BENCH, [
      { kind: 'goal', minute: 10, playerId: 9, relatedPlayerId: 10 },
      sub(60, 99, 98),
      card('yellow', 61, 97),
    ]);
    expect(onPitch(story)).toEqual(STARTERS);
    expect(story.has(99)).toBe(false);
  });
});
