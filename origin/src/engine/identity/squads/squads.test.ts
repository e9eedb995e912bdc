// The World Cup 2026 squads file against the shipped clubs: the alias table, the match counts (printed),
// the big clubs' real players, one club per player, and their names in cn.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTeams, teamByKey } from '../teams';
import { SQUAD_CLUB_ALIASES } from './clubAliases';
import { allSquadPlayers, clubOfSquadName, parseSquads, realPlayersOf, squadMatchCounts } from './index';

const FILE = parseSquads(
  JSON.parse(
    readFileSync(
      new URL('../../fixtures/openfootball/squads/worldcup-2026.squads.json', import.meta.url),
      'utf8',
    ),
  ),
);
const fileClubs = new Map(FILE.flatMap((n) => n.players.map((p) => [p.club.name, p.club.country] as const)));

describe('the squads file and the shipped clubs', () => {
  it('every alias is a club name of the file and denotes a shipped club of that country', () => {
    for (const [name, key] of Object.entries(SQUAD_CLUB_ALIASES)) {
      const country = fileClubs.get(name);
      expect(country, name).toBeDefined();
      const club = teamByKey(key);
      expect(club?.kind, `${name} → ${key}`).toBe('club');
      expect(club?.seat ?? club?.country).toBe(country);
    }
  });

  it('matches the file clubs to the shipped clubs and counts them', () => {
    const counts = squadMatchCounts();
    const shipped = allTeams().filter((t) => t.kind === 'club');
    const withPlayers = shipped.filter((t) => realPlayersOf(t.key).length > 0);
    console.log(
      `squads file: ${counts.fileClubs} clubs, ${counts.matchedNames} matched to ${counts.clubs} shipped clubs ` +
        `(of ${shipped.length}); ${counts.players} of ${allSquadPlayers().length} players placed at a shipped club`,
    );
    expect(counts.clubs).toBe(withPlayers.length);
    expect(counts.players).toBeGreaterThanOrEqual(540);
    // The counts the file's README gives for the biggest squads.
    const of = (key: string) => realPlayersOf(key).length;
    expect(of('manchester-city')).toBe(19);
    expect(of('bayern-munich')).toBe(17);
    expect(of('paris-saint-germain')).toBe(16);
    expect(of('arsenal')).toBe(15);
    expect(of('barcelona')).toBe(15);
    // Names of the file read with care: the same club under another name, never a club of another country.
    expect(clubOfSquadName('Real Madrid C. F.', 'ESP')?.key).toBe('real-madrid');
    expect(clubOfSquadName('Atlético De Madrid', 'ESP')?.key).toBe('atletico-madrid');
    expect(clubOfSquadName('Inter Miami CF', 'USA')).toBeUndefined();
    expect(clubOfSquadName('SC Internacional', 'BRA')).toBeUndefined();
    expect(clubOfSquadName('Paris FC', 'FRA')?.key).toBe('paris-fc');
  });

  it('gives each player one club, with his number, position, date of birth and nation', () => {
    const seen = new Map<string, string>();
    for (const p of allSquadPlayers()) {
      const id = `${p.nationCode}:${p.name.en}`;
      expect(seen.has(id), id).toBe(false);
      seen.set(id, p.clubName);
      expect(p.birthDate).toMatch(/^(19[89]\d|200\d)-\d{2}-\d{2}$/);
      expect(p.number).toBeGreaterThanOrEqual(1);
      expect(['GK', 'DF', 'MF', 'FW']).toContain(p.position);
      expect(p.name.en).toBe(p.name.vi);
    }
    expect(seen.size).toBe(1248);
    const saka = realPlayersOf('arsenal').find((p) => p.name.en === 'Bukayo Saka');
    expect(saka).toMatchObject({ position: 'FW', nationCode: 'ENG', name: { cn: '萨卡' } });
    expect(realPlayersOf('england').some((p) => p.name.en === 'Bukayo Saka')).toBe(true);
  });

  it('names each player in cn by his established Chinese name or his Latin one, one name per club', () => {
    for (const p of allSquadPlayers()) {
      if (p.name.cn !== p.name.en) expect(p.name.cn, p.name.en).toMatch(/^(C罗|[\p{Script=Han}·-]+)$/u);
    }
    for (const club of allTeams()) {
      const cn = realPlayersOf(club.key).map((p) => p.name.cn);
      expect(new Set(cn).size, club.key).toBe(cn.length);
    }
  });
});
