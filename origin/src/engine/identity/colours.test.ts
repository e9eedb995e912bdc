// Every club of the shipped seasons and every national team is drawn in colours of its own, from data.
import { describe, expect, it } from 'vitest';
import { TEAM_COLOURS } from './colours';
import { shippedFiles, teamsOf } from './shippedFiles';
import { allTeams, teamIdentity } from './teams';

describe('team colours', () => {
  it('every team of the shipped seasons and every national team has its colours', () => {
    const shipped = new Set(shippedFiles().flatMap((f) => teamsOf(f).map((t) => teamIdentity(t)?.key)));
    const keys = [...new Set([...shipped, ...allTeams().map((t) => t.key)])];
    const missing = keys.filter((key) => key === undefined || !TEAM_COLOURS[key]);
    expect(missing).toEqual([]);
    // No row for a team the data does not know.
    const known = new Set(allTeams().map((t) => t.key));
    expect(Object.keys(TEAM_COLOURS).filter((key) => !known.has(key))).toEqual([]);
  });

  it('are two distinct colours written as #rrggbb', () => {
    for (const [key, [main, second]] of Object.entries(TEAM_COLOURS)) {
      expect(main, key).toMatch(/^#[0-9a-f]{6}$/);
      expect(second, key).toMatch(/^#[0-9a-f]{6}$/);
      expect(main, key).not.toBe(second);
    }
    // The two the issue names: Barcelona is blaugrana, Bayern red and white.
    expect(TEAM_COLOURS.barcelona).toEqual(['#a50044', '#004d98']);
    expect(TEAM_COLOURS['bayern-munich']?.[0]).toBe('#dc052d');
  });
});
