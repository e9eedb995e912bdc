import { type MatchLineup, minuteMark, type TimelineEvent } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { lineupNow } from './lineupNow';

type Player = MatchLineup['home']['starters'][number];
const player = (id: number, line: number, slot: number): Player => ({
  id,
  name: `P${id}`,
  number: id,
  position: line === 0 ? 'GK' : 'MF',
  line,
  slot,
  captain: false,
});
// A 4-4-2: keeper 1, then lines of four, four and two; bench 12..16.
const team: MatchLineup['home'] = {
  teamId: 9,
  teamName: 'Home',
  teamLogo: '',
  formation: '4-4-2',
  coach: '',
  starters: [
    player(1, 0, 0),
    ...[2, 3, 4, 5].map((id, i) => player(id, 1, i)),
    ...[6, 7, 8, 9].map((id, i) => player(id, 2, i)),
    ...[10, 11].map((id, i) => player(id, 3, i)),
  ],
  substitutes: [12, 13, 14, 15, 16].map((id) => player(id, -1, -1)),
};
let nextId = 1;
const event = (kind: string, minute: number, playerId: number, relatedPlayerId: number | null = null) =>
  ({
    id: nextId++,
    code: 0,
    kind,
    minute,
    addedMinute: 0,
    side: 'home',
    playerName: `P${playerId}`,
    relatedPlayerName: relatedPlayerId === null ? '' : `P${relatedPlayerId}`,
    playerId,
    relatedPlayerId,
    homeScore: 0,
    awayScore: 0,
    text: '',
  }) satisfies TimelineEvent;

describe('lineupNow', () => {
  it('the substitute stands where the player he replaced stood, with his minute; the replaced player is off', () => {
    const now = lineupNow(team, 'home', [event('substitute', 46, 10, 14), event('yellow', 60, 3)]);
    const ids = now.onPitch.map((spot) => spot.player.id);
    expect(ids).toHaveLength(11);
    expect(ids).not.toContain(10);
    const sub = now.onPitch.find((spot) => spot.player.id === 14);
    expect(sub).toMatchObject({ cameOn: 46, place: { id: 10, line: 3, slot: 0 } });
    expect(now.onPitch.find((spot) => spot.player.id === 3)?.yellowCards).toBe(1);
    expect(now.wentOff.map((e) => [e.player.id, e.stint.wentOff, e.other?.id])).toEqual([[10, 46, 14]]);
    expect(now.bench.map((e) => [e.player.id, e.stint.cameOn, e.other?.id ?? null])).toEqual([
      [14, 46, 10],
      [12, null, null],
      [13, null, null],
      [15, null, null],
      [16, null, null],
    ]);
  });

  it('keeps stoppage time: a change at 90+2 is 90+2, not 90', () => {
    const late = { ...event('substitute', 90, 11, 15), addedMinute: 2 };
    const red = { ...event('red', 45, 4), addedMinute: 1 };
    const now = lineupNow(team, 'home', [red, late]);
    expect(now.onPitch.find((spot) => spot.player.id === 15)).toMatchObject({ cameOn: 90, cameOnAdded: 2 });
    const off = now.wentOff.map((e) => [
      e.player.id,
      minuteMark(
        e.stint.sentOff ?? e.stint.wentOff ?? 0,
        e.stint.sentOff !== null ? e.stint.added.sentOff : e.stint.added.wentOff,
      ),
    ]);
    expect(off).toEqual([
      [4, '45+1'],
      [11, '90+2'],
    ]);
    expect(minuteMark(67)).toBe('67');
  });

  it("a sending-off leaves a gap; the other side's events change nothing", () => {
    const away = { ...event('substitute', 50, 9, 12), side: 'away' as const };
    const now = lineupNow(team, 'home', [event('yellow', 20, 5), event('yellowred', 70, 5), away]);
    expect(now.onPitch).toHaveLength(10);
    expect(now.wentOff).toMatchObject([
      { player: { id: 5 }, stint: { sentOff: 70, yellowCards: 2 }, other: null },
    ]);
  });

  it('finds a player by name when an event carries no ids (an older answer)', () => {
    const bare = { ...event('substitute', 75, 11, 13), playerId: null, relatedPlayerId: null };
    const now = lineupNow(team, 'home', [bare]);
    expect(now.onPitch.find((spot) => spot.player.id === 13)).toMatchObject({
      cameOn: 75,
      place: { id: 11 },
    });
  });
});
