// Alerts held to the picture: each waits as long as its match's stream is behind real time when it
// arrives (streamHold.ts), so an alert is never ahead of the video; 0 shows it at once.

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class AlertHold<T> {
  #waiting = new Set<unknown>();

  constructor(
    private readonly show: (item: T) => void,
    private readonly timers: Timers = browserTimers,
  ) {}

  add(item: T, holdMs: number): void {
    if (holdMs <= 0) {
      this.show(item);
      return;
    }
    const handle = this.timers.set(() => {
      this.#waiting.delete(handle);
      this.show(item);
    }, holdMs);
    this.#waiting.add(handle);
  }

  /** Drops what still waits (the tab stops sending alerts). */
  clear(): void {
    for (const handle of this.#waiting) this.timers.clear(handle);
    this.#waiting.clear();
  }
}
