// The seasons' files are read once a process (realWorld.ts readSeasonsOnce): every world built from the same
// frozen files shares the reading, which none can change, and a file that can change is read every time.
import { describe, expect, it } from 'vitest';
import { loadSeasons } from '../plugin';
import { addRealClubs } from './realWorld';
import { buildWorld } from './world';

const worldOf = (seasons: ReturnType<typeof loadSeasons>) => {
  const world = buildWorld(1, { football: false });
  return { world, real: addRealClubs(1, world, seasons) };
};

describe('the real seasons, read once a process', () => {
  it('two worlds of the same files share one frozen reading of them, and are alike', () => {
    const first = worldOf(loadSeasons());
    const second = worldOf(loadSeasons());
    expect(second.real.map((s) => s.file)).toEqual(first.real.map((s) => s.file));
    for (const [index, season] of second.real.entries()) {
      expect(season.file).toBe(first.real[index]?.file);
      expect(Object.isFrozen(season.file)).toBe(true);
      expect(Object.isFrozen(season.file.matches[0])).toBe(true);
    }
    // What each world makes of the reading is its own: its leagues and clubs.
    expect(second.real[0]?.league).not.toBe(first.real[0]?.league);
    expect([...second.world.teams.values()].map((t) => [t.name.en, t.players.length])).toEqual(
      [...first.world.teams.values()].map((t) => [t.name.en, t.players.length]),
    );
    const matches = second.real[0]?.file.matches as unknown as unknown[] | undefined;
    expect(matches?.length).toBeGreaterThan(0);
    expect(() => matches?.push({})).toThrow(TypeError);
  });

  it('files that can change are read for each world, and left as they were', () => {
    const thawed = loadSeasons().map((s) => ({ ...s, file: structuredClone(s.file) }));
    const first = worldOf(thawed);
    const second = worldOf(thawed);
    expect(second.real[0]?.file).not.toBe(first.real[0]?.file);
    expect(second.real.map((s) => s.file)).toEqual(first.real.map((s) => s.file));
    expect(Object.isFrozen(thawed[0]?.file)).toBe(false);
  });
});
