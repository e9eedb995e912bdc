// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHold } from './alertHold';
import {
  heldGoalsShown,
  onStreamHolds,
  publishStreamHold,
  resetStreamHolds,
  streamHoldOf,
} from './streamHold';

afterEach(() => {
  vi.useRealTimers();
  resetStreamHolds();
});

describe('AlertHold', () => {
  it('shows an alert only once its stream delay has passed, and at once without one', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const hold = new AlertHold<string>((item) => shown.push(item));
    hold.add('held', 4_000);
    hold.add('now', 0);
    expect(shown).toEqual(['now']);
    vi.advanceTimersByTime(3_999);
    expect(shown).toEqual(['now']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['now', 'held']);
  });

  it('drops what waits when the tab stops sending', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const hold = new AlertHold<string>((item) => shown.push(item));
    hold.add('held', 1_000);
    hold.clear();
    vi.advanceTimersByTime(2_000);
    expect(shown).toEqual([]);
  });
});

describe('streamHold', () => {
  it('holds a match by what its playing detail page says, and no longer once it leaves', () => {
    expect(streamHoldOf(7)).toBe(0);
    publishStreamHold(7, 3_400.4);
    expect(streamHoldOf(7)).toBe(3_400);
    expect(streamHoldOf(8)).toBe(0);
    publishStreamHold(7, 0);
    expect(streamHoldOf(7)).toBe(0);
  });

  it('lets go of its holds when the tab goes, telling the other tabs, and holds them again when it comes back', async () => {
    const other = new BroadcastChannel('pitchside-stream-hold');
    const heard: { matchId: number; holdMs: number }[] = [];
    other.addEventListener('message', (event: MessageEvent<{ matchId: number; holdMs: number }>) =>
      heard.push({ matchId: event.data.matchId, holdMs: event.data.holdMs }),
    );
    publishStreamHold(7, 3_000, 1);
    publishStreamHold(8, 2_000, 0);
    publishStreamHold(8, 0);
    window.dispatchEvent(new Event('pagehide'));
    expect(streamHoldOf(7)).toBe(0);
    await vi.waitFor(() => expect(heard).toContainEqual({ matchId: 7, holdMs: 0 }));
    // Only what it still held: match 8 was let go already, and told once.
    expect(heard.filter((message) => message.matchId === 8)).toEqual([
      { matchId: 8, holdMs: 2_000 },
      { matchId: 8, holdMs: 0 },
    ]);
    // Brought back from the back/forward cache with its player: it holds what it held again.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(streamHoldOf(7)).toBe(3_000);
    expect(heldGoalsShown(7)).toBe(1);
    expect(streamHoldOf(8)).toBe(0);
    other.close();
  });

  it("hears another tab's hold over the BroadcastChannel, checking what it hears", async () => {
    const other = new BroadcastChannel('pitchside-stream-hold');
    publishStreamHold(1, 0);
    other.postMessage({ matchId: 9, holdMs: 5_000, shownGoals: 1, from: 'tab-b' });
    other.postMessage({ matchId: 10, holdMs: 'a lot', from: 'tab-b' });
    other.postMessage({ matchId: -1, holdMs: 5_000, from: 'tab-b' });
    await vi.waitFor(() => expect(streamHoldOf(9)).toBe(5_000));
    expect(streamHoldOf(10)).toBe(0);
    other.close();
  });
});

describe('heldGoalsShown', () => {
  it('says how many goals a tab holding the match shows, and tells every change', () => {
    const heard: number[] = [];
    const stop = onStreamHolds(() => heard.push(heldGoalsShown(7) ?? -2));
    expect(heldGoalsShown(7)).toBeNull();
    publishStreamHold(7, 3_000, 1);
    publishStreamHold(7, 3_000, 2);
    publishStreamHold(7, 0);
    stop();
    expect(heard).toEqual([1, 2, -2]);
  });
});
