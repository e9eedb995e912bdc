import { describe, expect, it } from 'vitest';
import { allPlayers, playerIdentity, playerKey, playerName } from './players';
import { shippedFiles } from './shippedFiles';
import { teamIdentity } from './teams';

const WORLD_CUP = shippedFiles().find((f) => f.base === 'worldcup-2018');
if (!WORLD_CUP) throw new Error('worldcup-2018.json is not shipped');

/** Every goal of the file with the scorer's own team: an own goal's scorer plays for the other side. */
const GOALS = WORLD_CUP.matches.flatMap((m) => {
  const side = (goals: typeof m.goals1, team: string, opponent: string) =>
    (goals ?? []).map((g) => ({ name: g.name, team: teamIdentity(g.owngoal ? opponent : team)?.key ?? '' }));
  return [...side(m.goals1, m.team1, m.team2), ...side(m.goals2, m.team2, m.team1)];
});

describe('player identities', () => {
  it('gives every 2018 World Cup scorer an established Chinese name', () => {
    expect(GOALS.length).toBe(169);
    for (const goal of GOALS) {
      const player = playerIdentity(goal.name, goal.team);
      expect(player, `${goal.name} (${goal.team})`).toBeDefined();
      expect(player?.team).toBe(goal.team);
      expect(player?.name.cn).toMatch(/\p{Script=Han}/u);
      expect(player?.name.en).toBe(player?.name.vi);
    }
  });

  it("resolves the file's variant spellings of one player to one key", () => {
    const spellings = new Map<string, Set<string>>();
    for (const goal of GOALS) {
      const key = playerKey(goal.name, goal.team);
      spellings.set(key, (spellings.get(key) ?? new Set()).add(goal.name));
    }
    const variants = [...spellings.values()]
      .filter((names) => names.size > 1)
      .map((names) => [...names].sort())
      .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
    expect(variants).toEqual([
      ['Agüero', 'Sergio Agüero'],
      ['Antoine Griezmann', 'Griezmann'],
      ['Artem Dzyuba', 'Dzyuba'],
      ['Cheryshev', 'Denis Cheryshev'],
      ['Costa', 'Diego Costa'],
      ['Coutinho', 'P. Coutinho'],
      ['E. Cavani', 'Edinson Cavani'],
      ['E. Hazard', 'Eden Hazard'],
      ['Harry Kane', 'Kane'],
      ['Inui', 'Takashi Inui'],
      ['Ivan Perišić', 'Perišić'],
      ['Khazri', 'Wahbi Khazri'],
      ['Kylian Mbappé', 'Mbappé'],
      ['Lukaku', 'R. Lukaku'],
      ['Mandžukić', 'Mario Mandžukić'],
      ['Neymar', 'Neymar Jr'],
      ['Y. Mina', 'Yerry Mina'],
    ]);
  });

  it('writes one spelling per player in en and vi, the established one in cn', () => {
    expect(playerName('Mbappé', 'france')).toEqual({
      cn: '姆巴佩',
      en: 'Kylian Mbappé',
      vi: 'Kylian Mbappé',
    });
    expect(playerName('Kylian Mbappé', 'france')).toEqual(playerName('Mbappé', 'france'));
    expect(playerName('Messi', 'argentina').cn).toBe('梅西');
    expect(playerName('Ronaldo', 'portugal')).toEqual({
      cn: 'C罗',
      en: 'Cristiano Ronaldo',
      vi: 'Cristiano Ronaldo',
    });
    expect(playerName('Son Heung-min', 'south-korea').cn).toBe('孙兴慜');
    expect(playerName('Kagawa', 'japan').cn).toBe('香川真司');
  });

  it("reads a short name within the player's team only", () => {
    expect(playerKey('Costa', 'spain')).toBe('diego-costa');
    expect(playerIdentity('Costa', 'brazil')).toBeUndefined();
    expect(playerKey('Costa', 'brazil')).toBe('brazil:costa');
    // Without a team, a spelling resolves only when it names one known player.
    expect(playerKey('Kylian Mbappé')).toBe('kylian-mbappe');
  });

  it('carries an unknown name across languages in Latin instead of inventing or sounding out another', () => {
    expect(playerName('Marco Rossi', 'italy')).toEqual({
      cn: 'Marco Rossi',
      en: 'Marco Rossi',
      vi: 'Marco Rossi',
    });
    // Vietnamese keeps the accents of the name.
    expect(playerName('  Jonas  Föhrenbach ', 'heidenheim').vi).toBe('Jonas Föhrenbach');
    expect(playerKey('Marco Rossi', 'italy')).toBe('italy:marco-rossi');
    expect(playerKey('marco  rossi', 'italy')).toBe(playerKey('Marco Rossi', 'italy'));
  });

  it('has one key per player, each with a Chinese name', () => {
    const players = allPlayers();
    expect(new Set(players.map((p) => p.key)).size).toBe(players.length);
    for (const p of players) expect(p.name.cn, p.key).toMatch(/\p{Script=Han}/u);
  });
});
