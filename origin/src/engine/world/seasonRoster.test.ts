// The squads of clubs whose season is in full: every player who appeared, under one name as fans write
// it, at the position the squads file or the season's line-ups give him; on small files written here.
import { describe, expect, it } from 'vitest';
import { parseFullText } from '../replay/fullText';
import type { ReplayFile } from '../replay/replayFile';
import { COMPETITIONS } from './competitions';
import { addRealClubs } from './realWorld';
import { fanCase, orientedLines, seasonRosters, withRosterNames } from './seasonRoster';
import { buildWorld } from './world';

/** A Football.TXT season of matches between real clubs, one block per match. */
function season(...blocks: string[]): ReplayFile {
  return parseFullText(
    ['= England | Premier League 2025/26', '', '▪ Regular Season - 1', ...blocks].join('\n'),
  );
}

const match = (date: string, home: string, away: string, homeSheet: string, awaySheet: string, extra = '') =>
  [
    `${date} 15:00 UTC+1 @ Ground, Town, Att: 30000`,
    `  ${home} v ${away}  0-0 (0-0)`,
    '',
    `${home}: ${homeSheet}`,
    extra,
    '',
    `${away}: ${awaySheet}`,
    '',
    'Refs: A Ref',
    '',
  ].join('\n');

/** Eleven of a side from the back, as the file writes them: keeper, four, four, two. */
const sheet = (names: string[]) =>
  `${names[0]} - ${names.slice(1, 5).join(', ')} - ${names.slice(5, 9).join(', ')} - ${names.slice(9, 11).join(', ')}`;
const others = (p: string) => Array.from({ length: 11 }, (_, i) => `${p} Player${i + 1}`);

describe('a name as fans write it', () => {
  it('turns the capitals the source writes into the case fans know', () => {
    expect(fanCase('Virgil VAN DIJK')).toBe('Virgil van Dijk');
    expect(fanCase('MOHAMED SALAH')).toBe('Mohamed Salah');
    expect(fanCase('Hugo EKITIKE')).toBe('Hugo Ekitike');
    expect(fanCase('Rayan AIT-NOURI')).toBe('Rayan Ait-Nouri');
    expect(fanCase('KIM Minjae')).toBe('Kim Minjae');
    expect(fanCase('Jorge DE FRUTOS', 'ESP')).toBe('Jorge de Frutos');
    expect(fanCase('Giovanni DI LORENZO', 'ITA')).toBe('Giovanni Di Lorenzo');
    expect(fanCase('Dominik Szoboszlai')).toBe('Dominik Szoboszlai');
  });
});

describe('the line-up read from the back', () => {
  const known = new Map<string, 'GK' | 'DF' | 'MF' | 'FW'>([
    ['D1', 'DF'],
    ['D2', 'DF'],
    ['F1', 'FW'],
  ]);
  const at = (name: string) => known.get(name);

  it('keeps lines written from the back, and turns lines written from the front', () => {
    const back = [['K'], ['D1', 'D2', 'x', 'y'], ['m1', 'm2', 'm3'], ['F1', 'z']];
    expect(orientedLines(back, at)).toMatchObject({ reversed: false, lines: back });
    const front = [['K'], ['F1', 'z'], ['m1', 'm2', 'm3'], ['D1', 'D2', 'x', 'y']];
    expect(orientedLines(front, at)).toMatchObject({ reversed: true, lines: back });
  });

  it('with nothing known, takes a front of one or two before a back of three or more as written from the front', () => {
    expect(
      orientedLines([['K'], ['a'], ['b', 'c', 'd'], ['e', 'f', 'g', 'h', 'i']], () => undefined).reversed,
    ).toBe(true);
  });
});

describe('the squad of a club whose season is in full', () => {
  const arsenal = [
    'David RAYA',
    'Jurrien TIMBER',
    'William SALIBA',
    'GABRIEL MAGALHAES',
    'Riccardo Calafiori',
  ];
  const arsenalMid = [
    'Declan RICE',
    'Martin ODEGAARD',
    'Martín Zubimendi',
    'Bukayo SAKA',
    'Viktor GYOKERES',
    'Leandro Trossard',
  ];
  const file = season(
    match(
      'Sat Aug 16',
      'Arsenal',
      'Leeds United',
      `${sheet([...arsenal, ...arsenalMid])} (70' Max DOWMAN)`,
      sheet(others('Leeds')),
      "    Yellow: Bench SITTER 80', JURRIEN TIMBER 30'",
    ),
    match(
      'Sat Aug 23',
      'Leeds United',
      'Arsenal',
      sheet(others('Leeds')),
      // The same players, written otherwise: without capitals, with accents.
      sheet([
        'David Raya',
        'Jurrien Timber',
        'William Saliba',
        'Gabriel Magalhães',
        'Riccardo CALAFIORI',
        ...arsenalMid,
      ]),
    ),
  );

  it('holds every player who appeared, once each, under one name: the squads file’s, else the spelling with accents in the case fans know', () => {
    const rosters = seasonRosters([{ file }]);
    const roster = rosters.get('arsenal');
    const names = roster?.players.map((p) => p.name) ?? [];
    expect(names).toHaveLength(13);
    expect(names).toEqual(
      expect.arrayContaining([
        'David Raya',
        'Jurrien Timber',
        'Gabriel Magalhães',
        'Martin Ødegaard',
        'Bukayo Saka',
        'Max Dowman',
        'Bench Sitter',
      ]),
    );
    // The squads file places Saka at Arsenal, a forward born in 2001; Timber is not in it.
    const saka = roster?.players.find((p) => p.name === 'Bukayo Saka');
    expect(saka).toMatchObject({ placedBySquads: true, position: 'FW' });
    expect(saka?.squads?.birthDate).toMatch(/^2001-/);
    const timber = roster?.players.find((p) => p.name === 'Jurrien Timber');
    expect(timber?.squads).toBeUndefined();
    expect(timber?.position).toBe('DF');
    // Came on only: the position of the player he replaced; carded on the bench only: none known.
    expect(roster?.players.find((p) => p.name === 'Max Dowman')?.position).toBe(
      roster?.players.find((p) => p.name === 'Leandro Trossard')?.position,
    );
    expect(roster?.players.find((p) => p.name === 'Bench Sitter')?.positionKnown).toBe(false);
    // Every spelling in the file is now the player's one name.
    const renamed = withRosterNames(file, rosters);
    const away = renamed.matches[1]?.details?.lineups?.away.lines.flat().map((p) => p.name);
    expect(away?.slice(0, 4)).toEqual([
      'David Raya',
      'Jurrien Timber',
      'William Saliba',
      'Gabriel Magalhães',
    ]);
    expect(renamed.matches[0]?.details?.lineups?.home.cards.map((c) => c.name)).toEqual([
      'Bench Sitter',
      'Jurrien Timber',
    ]);
  });

  it('is the whole squad of the club in the world: no generated player, no shirt number', () => {
    const world = buildWorld(1, { football: false });
    const spec = COMPETITIONS.find((c) => c.code === 'en.1');
    const [real] = addRealClubs(1, world, [{ code: 'en.1', file, ...(spec ? { spec } : {}) }]);
    const team = real?.teamOf.get('Arsenal');
    expect(team?.players).toHaveLength(13);
    expect(team?.players.every((p) => p.real && p.fromFile && p.shirtNumberUnknown)).toBe(true);
    // Who he is comes from the squads file; the season, not its list of June 2026, places him here.
    const saka = team?.players.find((p) => p.name === 'Bukayo Saka');
    expect(saka).toMatchObject({ birthDate: expect.stringMatching(/^2001-/) });
    expect(saka?.squadsFile).toBeUndefined();
    expect(team?.players.find((p) => p.name === 'Jurrien Timber')?.spellings).toEqual(['Jurrien TIMBER']);
    // Leeds' players are its own; a player of two clubs is in both.
    expect(real?.teamOf.get('Leeds United')?.players.map((p) => p.name)).toContain('Leeds Player1');
  });

  it('puts a player who played for two clubs in both, and takes the squads file from the club he moved to', () => {
    const moved = season(
      match(
        'Sat Aug 16',
        'Crystal Palace',
        'Leeds United',
        sheet(['Dean Henderson', ...others('Pal').slice(1, 10), 'Eberechi EZE']),
        sheet(others('Leeds')),
      ),
      match(
        'Sat Aug 23',
        'Arsenal',
        'Leeds United',
        sheet([...arsenal, ...arsenalMid.slice(0, 5), 'Eberechi Eze']),
        sheet(others('Leeds2')),
      ),
    );
    const rosters = seasonRosters([{ file: moved }]);
    const atPalace = rosters.get('crystal-palace')?.players.find((p) => p.name === 'Eberechi Eze');
    const atArsenal = rosters.get('arsenal')?.players.find((p) => p.name === 'Eberechi Eze');
    expect(atArsenal).toMatchObject({ placedBySquads: true });
    expect(atPalace).toMatchObject({ placedBySquads: false, position: atArsenal?.position });
    expect(atPalace?.squads?.birthDate).toBe(atArsenal?.squads?.birthDate);
  });
});
