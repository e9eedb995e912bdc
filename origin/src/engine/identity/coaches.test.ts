// The coaches table: every coach has a written source (a public report's address) and the date the data
// holds as of, in the first weeks of 2025/26; every club key is a club of the identity data.
import { describe, expect, it } from 'vitest';
import { coachedClubs, coachIdentity } from './coaches';
import { teamByKey } from './teams';

describe('coaches', () => {
  it('each has a source, the date of its data and a name in every language', () => {
    const clubs = coachedClubs();
    expect(clubs).toContain('real-madrid');
    for (const club of clubs) {
      const coach = coachIdentity(club);
      expect(teamByKey(club), club).toBeDefined();
      expect(coach?.source, club).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/\S+$/);
      expect(coach?.asOf, club).toMatch(/^2025-0[6-9]-\d{2}$/);
      expect(coach?.name.en, club).not.toBe('');
      expect(coach?.name.cn, club).toMatch(/\p{Script=Han}/u);
    }
    expect(coachIdentity('chelsea')).toBeUndefined();
  });
});
