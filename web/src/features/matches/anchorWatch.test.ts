import { describe, expect, it } from 'vitest';
import { roomIdOf, watchPathOf } from './anchorWatch';

describe('watchPathOf', () => {
  it("plays a room on the air on its match's page, chosen as the source", () => {
    expect(watchPathOf({ id: 42, isLive: true, matchId: 2001364 })).toBe('/live/detail/2001364?anchor=42');
  });

  it('plays a room on the air without a match in the anchors list', () => {
    expect(watchPathOf({ id: 42, isLive: true, matchId: null })).toBe('/matches/anchors?room=42');
  });

  it('offers nothing to watch while the room is off the air', () => {
    expect(watchPathOf({ id: 42, isLive: false, matchId: 2001364 })).toBeNull();
    expect(watchPathOf({ id: 42, isLive: false, matchId: null })).toBeNull();
  });
});

describe('roomIdOf', () => {
  it('reads a room id from the address', () => {
    expect(roomIdOf('42')).toBe(42);
    expect(roomIdOf('999999999999')).toBe(999_999_999_999);
  });

  it.each([null, '', '0', '-1', '07', '1.5', '42abc', '1e3', '1000000000000'])('refuses %s', (value) => {
    expect(roomIdOf(value)).toBeNull();
  });
});
