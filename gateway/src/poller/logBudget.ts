// Log lines per cause are bounded: a fault that hits hundreds of topics at once (an origin refusing, a
// made-up name per connection) would otherwise write a line per topic per retry (1 MB of gateway
// log every 30 s, measured before this budget). Each cause may write `perWindow` lines per window; the lines left out are
// counted and named by the next line of that cause.
import type { Clock } from '../clock';

export class LogBudget {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #perWindow: number;
  readonly #windowMs: number;
  readonly #causes = new Map<string, { start: number; used: number; leftOut: number }>();

  constructor(clock: Pick<Clock, 'now'>, perWindow = 5, windowMs = 10_000) {
    this.#clock = clock;
    this.#perWindow = perWindow;
    this.#windowMs = windowMs;
  }

  /** null: leave this line out. Otherwise the count of this cause's lines left out before it. */
  take(cause: string): number | null {
    const now = this.#clock.now();
    let window = this.#causes.get(cause);
    if (!window) {
      window = { start: now, used: 0, leftOut: 0 };
      this.#causes.set(cause, window);
    }
    if (now - window.start >= this.#windowMs) {
      window.start = now;
      window.used = 0;
    }
    if (window.used >= this.#perWindow) {
      window.leftOut += 1;
      return null;
    }
    window.used += 1;
    const leftOut = window.leftOut;
    window.leftOut = 0;
    return leftOut;
  }
}
