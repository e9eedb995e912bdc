import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { clockText, matchStatusMachine, parsePlayingTime } from './matchStatusMachine';

const T0 = Date.UTC(2026, 10, 22, 19, 0, 0);

type Status = 0 | 1 | 2 | 3 | 4 | 5 | -1 | -10 | -11 | -12 | -13 | -14;
type Actor = ReturnType<typeof createActor<typeof matchStatusMachine>>;

function start(status: Status, playingTime: string): Actor {
  const actor = createActor(matchStatusMachine, { input: { status, playingTime, at: Date.now() } });
  actor.start();
  return actor;
}

function push(
  actor: ReturnType<typeof start>,
  status: 0 | 1 | 2 | 3 | 4 | 5 | -1 | -10 | -11 | -12 | -13 | -14,
  playingTime = '',
) {
  actor.send({ type: 'status.pushed', status, playingTime, at: Date.now() });
}

const clock = (actor: Actor) => clockText(actor.getSnapshot().context);

describe('matchStatusMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the clock texts the gateway sends', () => {
    expect(parsePlayingTime('37')).toBe(37);
    expect(parsePlayingTime('45+2')).toBe(47);
    expect(parsePlayingTime('HT')).toBeNull();
    expect(parsePlayingTime('')).toBeNull();
  });

  it('runs the first-half clock between pushes and goes into stoppage time', () => {
    const actor = start(1, '43');
    expect(actor.getSnapshot().value).toBe('firstHalf');
    expect(clock(actor)).toBe('43');
    vi.advanceTimersByTime(60_000);
    expect(clock(actor)).toBe('44');
    vi.advanceTimersByTime(3 * 60_000);
    expect(clock(actor)).toBe('45+2');
  });

  it('a push wins over the local clock', () => {
    const actor = start(1, '10');
    vi.advanceTimersByTime(5 * 60_000);
    expect(clock(actor)).toBe('15');
    push(actor, 1, '12');
    expect(clock(actor)).toBe('12');
    vi.advanceTimersByTime(60_000);
    expect(clock(actor)).toBe('13');
  });

  it('stops the clock at half time and starts the second half at 46', () => {
    const actor = start(1, '45+1');
    push(actor, 2, 'HT');
    expect(actor.getSnapshot().value).toBe('halfTime');
    expect(clock(actor)).toBe('');
    vi.advanceTimersByTime(15 * 60_000);
    push(actor, 3, '');
    expect(actor.getSnapshot().value).toBe('secondHalf');
    expect(clock(actor)).toBe('45');
    vi.advanceTimersByTime(60_000);
    expect(clock(actor)).toBe('46');
    push(actor, 3, '89');
    vi.advanceTimersByTime(3 * 60_000);
    expect(clock(actor)).toBe('90+2');
  });

  it('goes through extra time and penalties to full time, and stays there', () => {
    const actor = start(3, '90+4');
    push(actor, 4, '91');
    expect(actor.getSnapshot().value).toBe('extraTime');
    vi.advanceTimersByTime(30 * 60_000);
    expect(clock(actor)).toBe('120+1');
    push(actor, 5, 'Pen');
    expect(actor.getSnapshot().value).toBe('penalties');
    expect(clock(actor)).toBe('');
    push(actor, -1, 'FT');
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().status).toBe('done');
    push(actor, 1, '3');
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('holds the clock while interrupted and resumes where it stopped', () => {
    const actor = start(3, '60');
    vi.advanceTimersByTime(2 * 60_000);
    push(actor, -13);
    expect(actor.getSnapshot().value).toBe('interrupted');
    expect(actor.getSnapshot().context.interruptedFrom).toBe(3);
    vi.advanceTimersByTime(20 * 60_000);
    push(actor, 3);
    expect(clock(actor)).toBe('62');
    vi.advanceTimersByTime(60_000);
    expect(clock(actor)).toBe('63');
  });

  it('knows the five states off the pitch', () => {
    for (const [status, state] of [
      [-10, 'cancelled'],
      [-11, 'pending'],
      [-12, 'abandoned'],
      [-13, 'interrupted'],
      [-14, 'postponed'],
    ] as const) {
      const actor = start(status, '');
      expect(actor.getSnapshot().value).toBe(state);
      expect(clock(actor)).toBe('');
    }
    const postponed = start(-14, '');
    push(postponed, 0);
    expect(postponed.getSnapshot().value).toBe('notStarted');
    push(postponed, 1, '1');
    expect(postponed.getSnapshot().value).toBe('firstHalf');
  });

  it('stops its timer when stopped', () => {
    const actor = start(1, '5');
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
