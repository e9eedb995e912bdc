// Poll alignment: the poller, on a fake clock, fetches the live list from the origin double over
// HTTP while an upstream wrapper says when the double's engine "ticks" (the `Engine-Tick` header of
// the real origin). Polls settle just after each tick; a late engine is followed; without the
// header the poller keeps its plain fixed rate.
import { DEFAULT_ACCESS_KEY } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fakeClock';
import { silentLogger } from '../testing/harness';
import { type OriginDouble, startOriginDouble } from '../testing/originDouble';
import { MemoryTopicRecords } from '../topics/records';
import { TopicRegistry } from '../topics/registry';
import { Poller } from './poller';
import { createRequestSigner } from './signer';
import { parseEngineTick, TickPhase } from './tickPhase';
import { createHttpUpstream, type Upstream } from './upstream';

const EVERY = 1000;
const PHASE = 370;
const mod = (value: number) => ((value % EVERY) + EVERY) % EVERY;

describe('the Engine-Tick header', () => {
  it('reads age and period, and refuses what makes no sense', () => {
    expect(parseEngineTick('age=137, every=1000')).toEqual({ ageMs: 137, everyMs: 1000 });
    expect(parseEngineTick(' age=0,every=250 ')).toEqual({ ageMs: 0, everyMs: 250 });
    for (const bad of [
      null,
      '',
      'age=1',
      'every=1000',
      'age=-1, every=1000',
      'age=1, every=10',
      'age=x, every=1000',
    ]) {
      expect(parseEngineTick(bad)).toBeUndefined();
    }
    // An age of many periods means the engine has stopped, not a phase to follow.
    expect(parseEngineTick('age=20000, every=1000')).toBeUndefined();
  });
});

describe('the tick phase', () => {
  it('aims a cycle at the tick nearest to when it is due, never the same tick twice', () => {
    const phase = new TickPhase({ baseMarginMs: 20 });
    expect(phase.tickFor(5000, null)).toBeNull();
    phase.observe({ ageMs: 130, everyMs: EVERY }, 10_500);
    expect(phase.tickFor(12_300, null)).toBe(12_370);
    expect(phase.tickFor(12_900, null)).toBe(13_370);
    // A cycle due half a tick after the last one still moves on to the next tick.
    expect(phase.tickFor(12_700, 12_370)).toBe(13_370);
  });

  it('keeps a margin that covers nine in ten recent ticks, wider after a poll that came too early', () => {
    const phase = new TickPhase({ baseMarginMs: 10 });
    phase.observe({ ageMs: 0, everyMs: EVERY }, 10_000);
    // Aimed at the tick of 11 000, the answer still carried the one of 10 000: the engine was late.
    phase.observe({ ageMs: 1010, everyMs: EVERY }, 11_010, 11_000);
    expect(phase.marginMs).toBe(25);
    // Ticks in time, each 3 ms later than foreseen: once the early one has left the window of
    // sixteen, the margin is back at its least.
    const tickIn = (aimed: number, late: number) =>
      phase.observe({ ageMs: phase.marginMs + 2, everyMs: EVERY }, aimed + late + phase.marginMs + 2, aimed);
    for (let i = 2; i < 18; i++) tickIn(10_000 + i * EVERY, 3);
    expect(phase.marginMs).toBe(10);
    // One tick in four 40 ms late: the margin grows to cover it.
    for (let i = 18; i < 34; i++) tickIn(10_000 + i * EVERY, i % 4 === 0 ? 40 : 0);
    expect(phase.marginMs).toBe(45);
  });
});

describe('a poller following the tick', () => {
  let origin: OriginDouble;
  beforeAll(async () => {
    origin = await startOriginDouble({ seed: 3 });
  });
  afterAll(async () => {
    await origin.close();
  });

  /** A poller on a fake clock whose upstream tells an engine ticking every second at PHASE + lateBy. */
  function setup(tells: boolean, alignToTicks = true) {
    const clock = new FakeClock(1_700_000_000_000);
    const http = createHttpUpstream({
      originUrl: origin.url,
      sign: createRequestSigner({ accessKey: DEFAULT_ACCESS_KEY }),
    });
    const state = { lateBy: 0, calls: [] as number[] };
    const upstream: Upstream = {
      async get(path, query, signal, lang) {
        const at = clock.now();
        state.calls.push(at);
        const answer = await http.get(path, query, signal, lang);
        if (!tells) return answer;
        return { ...answer, tick: { ageMs: mod(at - PHASE - state.lateBy), everyMs: EVERY } };
      },
    };
    const registry = new TopicRegistry({
      records: new MemoryTopicRecords(),
      broadcaster: { patch() {}, stale() {} },
      epoch: 1,
    });
    registry.subscribe('live:football');
    const poller = new Poller({
      registry,
      upstream,
      clock,
      logger: silentLogger,
      intervalMs: EVERY,
      alignToTicks,
      timeoutMs: 5000,
      maxBackoffMs: 8000,
    });
    /** Moves the fake clock by `ms`, letting each poll's HTTP call finish before time goes on. */
    const run = async (ms: number) => {
      // Millisecond steps: an answer arrives the moment it is asked for, as on a fast network.
      for (let t = 0; t < ms; t += 1) {
        clock.advance(1);
        await poller.whenIdle();
      }
    };
    return { poller, state, run };
  }

  it('starts each cycle just after a tick once the origin has told its phase', async () => {
    const { poller, state, run } = setup(true);
    poller.start();
    await run(6 * EVERY);
    await poller.stop();
    const [first, ...aligned] = state.calls;
    expect(first).toBeDefined();
    expect(aligned.length).toBeGreaterThanOrEqual(4);
    // One poll per tick, each the margin after it.
    for (const at of aligned) expect(mod(at - PHASE)).toBe(poller.tickAlignment.marginMs);
    expect(poller.tickAlignment).toEqual({ everyMs: EVERY, marginMs: 10 });
  });

  it('follows an engine whose ticks come later, after one poll that came too early', async () => {
    const { poller, state, run } = setup(true);
    poller.start();
    await run(3 * EVERY);
    state.lateBy = 60;
    const from = state.calls.length;
    await run(5 * EVERY);
    await poller.stop();
    const after = state.calls.slice(from);
    // The first poll after the change left before the late tick; it widened the margin.
    expect(mod((after[0] ?? 0) - PHASE - 60)).toBeGreaterThan(EVERY / 2);
    // Then every poll follows the late tick, by a margin the early one widened.
    const since = after.slice(1).map((at) => mod(at - PHASE - 60));
    expect(since.length).toBeGreaterThanOrEqual(3);
    for (const ms of since) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(25);
    }
  });

  for (const [why, tells, align] of [
    ['the origin does not tell its tick', false, true],
    ['it is told not to follow it (POLL_ALIGN=false)', true, false],
  ] as const) {
    it(`keeps its fixed rate when ${why}`, async () => {
      const { poller, state, run } = setup(tells, align);
      poller.start();
      await run(5 * EVERY);
      await poller.stop();
      const gaps = state.calls.slice(1).map((at, i) => at - (state.calls[i] ?? 0));
      expect(gaps.length).toBeGreaterThanOrEqual(3);
      for (const gap of gaps) expect(gap).toBe(EVERY);
      expect(poller.tickAlignment.everyMs).toBe(tells ? EVERY : null);
    });
  }
});
