// The per-connection event budget on real Socket.IO clients (docs/API.md "Socket.IO"): unknown events
// are answered, a resync loop gets one snapshot per topic per few seconds, and a flooding connection
// is told once, then cut, while another viewer is served throughout.
import type { Ack, ConnectionLimited, TopicSnapshot } from '@pitchside/shared';
import { RESYNC_MIN_INTERVAL_MS } from '@pitchside/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, until } from '../testing/harness';
import { CLIENT_EVENT_NAMES } from './eventBudget';

const BUDGET = { perSecond: 5, burst: 10 };

describe('per-connection event budget', () => {
  let harness: Harness | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('knows every event of the contract, and only those', () => {
    expect([...CLIENT_EVENT_NAMES].sort()).toEqual(
      [
        'chat:ban',
        'chat:delete',
        'chat:join',
        'chat:leave',
        'chat:mute',
        'chat:send',
        'chat:slowmode',
        'topic:resume',
        'topic:resync',
        'topic:subscribe',
        'topic:unsubscribe',
      ].sort(),
    );
  });

  it('answers an unknown event sent with an ack, and resends a snapshot once per topic per few seconds', async () => {
    harness = await startHarness({ seed: 4, gateway: { eventBudget: BUDGET } });
    const client = await harness.connect();
    const unknown = (await client.socket.emitWithAck('no:such' as 'topic:resync', {
      topic: 'live:football',
    })) as Ack<TopicSnapshot>;
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown_event' } });

    expect((await client.subscribe('live:football')).ok).toBe(true);
    expect((await client.resync('live:football')).ok).toBe(true);
    expect(await client.resync('live:football')).toMatchObject({
      ok: false,
      error: { code: 'rate_limited' },
    });
    harness.clock.advance(RESYNC_MIN_INTERVAL_MS);
    expect((await client.resync('live:football')).ok).toBe(true);
  });

  it('a flooding connection is refused, told once, then disconnected; another viewer is served', async () => {
    harness = await startHarness({ seed: 4, gateway: { eventBudget: BUDGET } });
    const viewer = await harness.connect();
    expect((await viewer.subscribe('live:football')).ok).toBe(true);
    const flooder = await harness.connect();
    const told: ConnectionLimited[] = [];
    flooder.socket.on('connection:limited', (notice) => told.push(notice));
    let gone = false;
    flooder.socket.on('disconnect', () => {
      gone = true;
    });

    // The budget's burst is answered as usual; the events after it are refused.
    const answers = await Promise.all(
      Array.from({ length: BUDGET.burst + 3 }, () =>
        flooder.socket.emitWithAck('no:such' as 'topic:resync', { topic: 'live:football' }),
      ),
    );
    const codes = answers.map((answer) => (answer.ok ? 'ok' : answer.error.code));
    expect(codes.filter((code) => code === 'unknown_event')).toHaveLength(BUDGET.burst);
    expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(3);
    await until(() => told.length === 1);
    expect(told[0]).toMatchObject({ reason: 'event_budget' });
    expect(gone).toBe(false);

    // Another burst's worth while over budget: cut.
    for (let i = 0; i < BUDGET.burst; i++)
      flooder.socket.emit('topic:resync', { topic: 'live:football' }, () => {});
    await until(() => gone);
    expect(told).toHaveLength(1);
    expect(
      await harness.gateway.metrics.registry.getSingleMetricAsString('gateway_connections_cut_total'),
    ).toMatch(/gateway_connections_cut_total\{reason="event_budget"\} 1/);
    // The viewer never noticed.
    expect((await viewer.fetchSnapshot('live:football')).topic).toBe('live:football');
  });
});
