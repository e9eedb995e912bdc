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
  /** How long after a tick a poll leaves, at first and at least (default 20 ms). */
  baseMarginMs?: number;
};

export class TickPhase {
  readonly #baseMarginMs: number;
  /** The newest tick an answer reported (gateway clock), and the tick period. */
  #tickAt: number | null = null;
  #everyMs = 0;
  #marginMs: number;

  constructor(options: TickPhaseOptions = {}) {
    this.#baseMarginMs = options.baseMarginMs ?? 20;
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
   * tick that cycle aimed to follow: an answer from an older tick means the poll left before the
   * tick happened (the origin ran late), so the margin grows; answers in time shrink it slowly.
   */
  observe(tick: EngineTick, arrivedAt: number, aimedAt: number | null = null): void {
    const tickAt = arrivedAt - tick.ageMs;
    if (aimedAt !== null) {
      const early = tickAt < aimedAt - tick.everyMs / 2;
      this.#marginMs = early
        ? Math.min(tick.everyMs / 2, this.#marginMs * 2 + 10)
        : Math.max(this.#baseMarginMs, this.#marginMs - 1);
    }
    if (this.#tickAt === null || tickAt > this.#tickAt || tick.everyMs !== this.#everyMs)
      this.#tickAt = tickAt;
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
