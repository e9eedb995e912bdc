// When to poll: just after the origin's engine has moved, not at a random moment of its tick. The
// origin says on each /vdapi answer how long ago its engine last moved and how often it moves
// (`Engine-Tick: age=137, every=1000`, docs/API.md). A poll made right after a tick carries that
// tick's change at once; one made just before it waits a whole tick for the next poll. So the phase
// of the ticks is kept from what the answers say, and each poll cycle starts `margin` after the tick
// nearest to when it is due. Ages, not clock readings, cross the wire: the origin's clock may differ
// from the gateway's. Without the header the poller keeps its plain fixed rate.

export type EngineTick = { ageMs: number; everyMs: number };

const TICK_HEADER = /^\s*age=(\d{1,9})\s*,\s*every=(\d{1,9})\s*$/;

/** The `Engine-Tick` header, or undefined when it is missing or makes no sense. */
export function parseEngineTick(header: string | null | undefined): EngineTick | undefined {
  const found = header ? TICK_HEADER.exec(header) : null;
  if (!found) return undefined;
  const ageMs = Number(found[1]);
  const everyMs = Number(found[2]);
  if (everyMs < 50 || everyMs > 60_000 || ageMs > 10 * everyMs) return undefined;
  return { ageMs, everyMs };
}

export type TickPhaseOptions = {
  /** The least a poll waits after the tick (default 10 ms). */
  baseMarginMs?: number;
};

/** How many recent ticks the margin learns from, and the share of them a poll should follow. */
const WINDOW = 16;
const CAUGHT = 0.9;
const SLACK_MS = 5;

export class TickPhase {
  readonly #baseMarginMs: number;
  /** A tick in the phase of the newest answer (gateway clock), and the tick period. */
  #tickAt: number | null = null;
  #everyMs = 0;
  #marginMs: number;
  /** How much later than foreseen the recent ticks came (ms), newest last. */
  readonly #lateness: number[] = [];

  constructor(options: TickPhaseOptions = {}) {
    this.#baseMarginMs = options.baseMarginMs ?? 10;
    this.#marginMs = this.#baseMarginMs;
  }

  get marginMs(): number {
    return this.#marginMs;
  }

  /** The tick period the origin reports, or null before any answer carried it. */
  get everyMs(): number | null {
    return this.#tickAt === null ? null : this.#everyMs;
  }

  /**
   * One answer: its tick was `ageMs` before it arrived (the answer's travel time makes the estimate
   * a little late, which only delays the poll). `aimedAt`, for a poll of an aligned cycle, is the
   * tick that cycle was to follow. An answer from that tick tells how late it came against the
   * forecast; one from an older tick means the poll left before the tick (the origin's timer ran
   * later than the margin), which counts as a tick later than the margin. The margin is then what
   * covers nine in ten of the recent ticks, plus a few ms: a machine whose timers run late gets a
   * wider margin, one that settles down a narrower one again.
   */
  observe(tick: EngineTick, arrivedAt: number, aimedAt: number | null = null): void {
    const tickAt = arrivedAt - tick.ageMs;
    if (aimedAt !== null) {
      const early = tickAt < aimedAt - tick.everyMs / 2;
      this.#lateness.push(early ? this.#marginMs + 2 * SLACK_MS : tickAt - aimedAt);
      if (this.#lateness.length > WINDOW) this.#lateness.shift();
      const sorted = [...this.#lateness].sort((a, b) => a - b);
      const covered = sorted[Math.min(sorted.length - 1, Math.floor(CAUGHT * sorted.length))] ?? 0;
      this.#marginMs = Math.min(
        tick.everyMs / 2,
        Math.max(this.#baseMarginMs, Math.round(covered + SLACK_MS)),
      );
    }
    // The phase follows the newest answer. Its tick may be of an earlier period than the one held
    // (an answer made just before a tick), so only its offset within the period is taken: a timer
    // that slipped moves the phase by what it slipped, an answer a period old moves nothing.
    if (this.#tickAt === null || tick.everyMs !== this.#everyMs) this.#tickAt = tickAt;
    else {
      const offset = (((tickAt - this.#tickAt) % tick.everyMs) + tick.everyMs) % tick.everyMs;
      this.#tickAt += offset > tick.everyMs / 2 ? offset - tick.everyMs : offset;
    }
    this.#everyMs = tick.everyMs;
  }

  /**
   * The tick a cycle due at `dueAt` should follow: the one nearest to it (a cycle moves by at most
   * half a tick), never at or before `after` (the previous cycle's tick). Null while no phase is known.
   */
  tickFor(dueAt: number, after: number | null): number | null {
    if (this.#tickAt === null) return null;
    const every = this.#everyMs;
    let tick = this.#tickAt + Math.round((dueAt - this.#marginMs - this.#tickAt) / every) * every;
    while (after !== null && tick <= after) tick += every;
    return tick;
  }
}
