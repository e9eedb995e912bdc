// What a player's page says of who he is: read from facts the world carries when they are there and well
// formed, never made up when they are not (a squads file may add date of birth and nation later).
import { describe, expect, it } from 'vitest';
import type { Player, Team } from '../engine/types';
import { ageOn, birthDateOf, isNational, nationOf } from './playerPages';

const text = (en: string) => ({ cn: en, en, vi: en });
const player: Player = {
  id: 10_101,
  teamId: 101,
  name: 'Bukayo Saka',
  names: text('Bukayo Saka'),
  position: 'FW',
  shirtNumber: 7,
  rating: 80,
  injured: false,
};
const club = { name: text('Arsenal'), country: text('England') } as Team;
const nation = { name: text('England'), country: text('England') } as Team;

describe('player facts', () => {
  it('age in whole years from a date of birth, the birthday counted on the day', () => {
    expect(ageOn('2001-09-05', Date.UTC(2026, 8, 4))).toBe(24);
    expect(ageOn('2001-09-05', Date.UTC(2026, 8, 5))).toBe(25);
    expect(ageOn('2000-02-29', Date.UTC(2026, 1, 28))).toBe(25);
  });

  it('a date of birth only when the world gives a well-formed one', () => {
    expect(birthDateOf(player)).toBeNull();
    expect(birthDateOf({ ...player, birthDate: '2001-09-05' } as Player)).toBe('2001-09-05');
    expect(birthDateOf({ ...player, dateOfBirth: '2001-09-05' } as Player)).toBe('2001-09-05');
    expect(birthDateOf({ ...player, birthDate: '5 Sep 2001' } as Player)).toBeNull();
    expect(birthDateOf({ ...player, birthDate: 20010905 } as unknown as Player)).toBeNull();
  });

  it("a nation given to him, else his national team's country, else none for a club player", () => {
    expect(isNational(club)).toBe(false);
    expect(isNational(nation)).toBe(true);
    expect(nationOf(player, club, 'en')).toBeNull();
    expect(nationOf(player, nation, 'en')).toBe('England');
    expect(
      nationOf({ ...player, nation: { cn: '英格兰', en: 'England', vi: 'Anh' } } as Player, club, 'vi'),
    ).toBe('Anh');
    expect(nationOf({ ...player, nationality: 'England' } as Player, club, 'cn')).toBe('England');
  });
});
