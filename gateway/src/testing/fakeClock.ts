// A clock that only moves when a test says so.
import type { Clock, TimerHandle } from '../clock';

export class FakeClock implements Clock {
  #now: number;
  #nextId = 1;
  readonly #timers = new Map<number, { at: number; callback: () => void }>();

  constructor(start = 1_700_000_000_000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.#nextId++;
    this.#timers.set(id, { at: this.#now + ms, callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle === 'number') this.#timers.delete(handle);
  }

  /** Moves time forward and runs every timer that falls due, in order. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      let dueId = -1;
      let dueAt = Number.POSITIVE_INFINITY;
      for (const [id, timer] of this.#timers) {
        if (timer.at <= target && timer.at < dueAt) {
          dueAt = timer.at;
          dueId = id;
        }
      }
      if (dueId < 0) break;
      const timer = this.#timers.get(dueId);
      this.#timers.delete(dueId);
      this.#now = Math.max(this.#now, dueAt);
      timer?.callback();
    }
    this.#now = target;
  }
}
