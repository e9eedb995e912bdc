// Which connections are taken, and the bitrate cap's bucket, on their own (the attack tests drive both
// through the ingest's process: attacks.test.ts).
import { describe, expect, it } from 'vitest';
import { ByteRate, ConnectionLimits } from './connectionLimits';

describe('the connection caps', () => {
  it('take 3 per address, and keep the publishers their places out of the connections in all', () => {
    const limits = new ConnectionLimits({ perAddress: 3, connections: 10, publishers: 6 });
    for (let i = 0; i < 3; i++) expect(limits.admit('198.51.100.1')).toBeNull();
    expect(limits.admit('198.51.100.1')).toBe('address');
    // Connections not yet publishing: 4 places (10 less the publishers' 6), 3 taken above.
    expect(limits.admit('198.51.100.2')).toBeNull();
    expect(limits.admit('198.51.100.3')).toBe('connections');
    // Two of them publish: their places come from the publishers', and two newcomers may wait to publish.
    expect(limits.promote()).toBe(true);
    expect(limits.promote()).toBe(true);
    expect(limits.admit('198.51.100.3')).toBeNull();
    expect(limits.admit('198.51.100.4')).toBeNull();
    expect(limits.admit('198.51.100.5')).toBe('connections');
    expect([limits.open, limits.publishing]).toEqual([6, 2]);
    limits.release('198.51.100.1', true);
    expect(limits.admit('198.51.100.1')).toBe('connections');
    limits.release('198.51.100.2', false);
    expect(limits.admit('198.51.100.1')).toBeNull();
  });

  it('refuse a seventh publisher when six publish', () => {
    const limits = new ConnectionLimits({ perAddress: 10, connections: 100, publishers: 6 });
    for (let i = 0; i < 7; i++) limits.admit(`203.0.113.${i}`);
    const promoted = Array.from({ length: 7 }, () => limits.promote());
    expect(promoted).toEqual([true, true, true, true, true, true, false]);
  });
});

describe("a publisher's bitrate cap", () => {
  it('lets a second of burst through, then answers the wait that keeps the rate', () => {
    const rate = new ByteRate(1000, 1000, 0);
    expect(rate.take(1000, 0)).toBe(0);
    expect(rate.take(500, 0)).toBe(500);
    // Half a second later the bucket has refilled what it owed.
    expect(rate.take(0, 500)).toBe(0);
    expect(rate.take(250, 1000)).toBe(0);
    // Idle for long, it holds no more than the burst.
    expect(rate.take(2000, 60_000)).toBe(1000);
  });
});
