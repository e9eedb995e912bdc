// The Football.TXT full format: one small file written here per shape real files carry (docs/API.md
// "Replay files"), the checks that refuse a broken file with its line, and the four shipped seasons read
// whole and held against their JSON files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { teamIdentity } from '../world/identityPort';
import { nameKey, parseFullText } from './fullText';
import { parseReplay, ReplayFileError, type ReplayMatch } from './replayFile';

const HEAD = ['= England | Test League 2025/26', '', '# Dates    Sat Aug 16 2025 - Sun May 24 2026', ''];

/** Eleven players of a side, as a line-up writes them, goalkeeper first. */
const eleven = (p: string, extra: Record<number, string> = {}) => {
  const n = (i: number) => `${p}${i}${extra[i] ?? ''}`;
  return `${n(1)} - ${n(2)} [c], ${n(3)}, ${n(4)}, ${n(5)} - ${n(6)}, ${n(7)}, ${n(8)} -\n      ${n(9)}, ${n(10)}, ${n(11)}`;
};

const block = (o: {
  date?: string;
  teams?: string;
  score?: string;
  goals?: string;
  home?: string;
  away?: string;
  homeCards?: string;
  awayCards?: string;
  refs?: string;
}) =>
  [
    `${o.date ?? 'Sat Aug 16 15:00 UTC+1'} @ Test Ground, Testville, Att: 41,000`,
    `  ${o.teams ?? 'Alpha v Beta'}  ${o.score ?? '0-0 (0-0)'}`,
    ...(o.goals ? [`     ${o.goals}`] : []),
    '',
    `Alpha: ${o.home ?? eleven('Al')}`,
    ...(o.homeCards ? [o.homeCards] : []),
    '',
    `Beta: ${o.away ?? eleven('Be')}`,
    ...(o.awayCards ? [o.awayCards] : []),
    '',
    `Refs: ${o.refs ?? 'Anna Ref, Ben Line, Cal Line'}`,
    '',
  ].join('\n');

const file = (...blocks: string[]) => [...HEAD, '▪ Regular Season - 1', ...blocks].join('\n');
const only = (text: string): ReplayMatch => {
  const m = parseFullText(text).matches[0];
  if (!m) throw new Error('no match');
  return m;
};

describe('a Football.TXT full file', () => {
  it('reads a match whole: kick-off with its offset, ground, city, crowd, score, line-ups, captain, referees', () => {
    const m = only(file(block({ score: '1-0 (1-0)', goals: "(Al9 12')" })));
    expect(m).toMatchObject({
      round: 'Matchday 1',
      date: '2025-08-16',
      time: '15:00 UTC+1',
      team1: 'Alpha',
      team2: 'Beta',
      ground: 'Test Ground',
      score: { ft: [1, 0], ht: [1, 0] },
      goals1: [{ name: 'Al9', minute: 12 }],
      goals2: [],
    });
    expect(m.details).toMatchObject({
      city: 'Testville',
      attendance: 41000,
      referees: ['Anna Ref', 'Ben Line', 'Cal Line'],
    });
    const home = m.details?.lineups?.home;
    expect(home?.lines.map((l) => l.map((p) => p.name))).toEqual([
      ['Al1'],
      ['Al2', 'Al3', 'Al4', 'Al5'],
      ['Al6', 'Al7', 'Al8'],
      ['Al9', 'Al10', 'Al11'],
    ]);
    expect(home?.lines[1]?.[0]?.captain).toBe(true);
  });

  it('reads a round header repeated for a rescheduled match, and plays the matches in kick-off order', () => {
    const text = [
      ...HEAD,
      '▪ Regular Season - 1',
      block({ date: 'Sat Aug 16 15:00 UTC+1' }),
      '▪ Regular Season - 2',
      block({ date: 'Sat Aug 23 15:00 UTC+1', teams: 'Beta v Alpha' })
        .replace(/^Alpha:/m, 'X:')
        .replace(/^Beta:/m, 'Alpha:')
        .replace(/^X:/m, 'Beta:'),
      '▪ Regular Season - 1',
      block({ date: 'Wed Aug 20 19:45 UTC+1', teams: 'Alpha v Beta' }),
    ].join('\n');
    const f = parseFullText(text);
    expect(f.matches.map((m) => [m.round, m.date])).toEqual([
      ['Matchday 1', '2025-08-16'],
      ['Matchday 1', '2025-08-20'],
      ['Matchday 2', '2025-08-23'],
    ]);
  });

  it("reads one side's goals without the ';' as the side that scored, and both sides' parted by it", () => {
    expect(only(file(block({ score: '0-2 (0-1)', goals: "(Be9 30', 80')" })))).toMatchObject({
      goals1: [],
      goals2: [
        { name: 'Be9', minute: 30 },
        { name: 'Be9', minute: 80 },
      ],
    });
    expect(only(file(block({ score: '2-0 (0-0)', goals: "(Al10 50', Al11 90+3'(p))" })))).toMatchObject({
      goals1: [
        { name: 'Al10', minute: 50 },
        { name: 'Al11', minute: 90, offset: 3, penalty: true },
      ],
      goals2: [],
    });
    const both = only(
      file(block({ score: '1-1 (0-1)', goals: "(Al9 60';\n      Be10 45+2')".replace('\n', '\n') })),
    );
    expect(both.goals2).toEqual([{ name: 'Be10', minute: 45, offset: 2 }]);
  });

  it('reads an own goal under the side it counted for, by its scorer of the other side', () => {
    const m = only(file(block({ score: '1-0 (1-0)', goals: "(Be4 33'(og))" })));
    expect(m.goals1).toEqual([{ name: 'Be4', minute: 33, owngoal: true }]);
    // An own goal named after a player of its own side is refused.
    expect(() => only(file(block({ score: '1-0 (1-0)', goals: "(Al4 33'(og))" })))).toThrow(
      /line 8: Al4 scores for Alpha \(own goal\) but is not in Beta's line-up/,
    );
  });

  it('reads cards on their own lines (England, Spain, Italy) and inside the line-up (Germany)', () => {
    const lines = only(
      file(
        block({
          homeCards: "    Yellow: Al3 20', Al7 55'\n    Yellow-Red: Al7 81'",
          awayCards: "    Red:    Be1 43'",
        }),
      ),
    );
    expect(lines.details?.lineups?.home.cards).toEqual([
      { name: 'Al3', kind: 'yellow', minute: 20 },
      { name: 'Al7', kind: 'yellow', minute: 55 },
      { name: 'Al7', kind: 'yellowred', minute: 81 },
    ]);
    expect(lines.details?.lineups?.away.cards).toEqual([{ name: 'Be1', kind: 'red', minute: 43 }]);
    const inside = only(
      file(block({ home: eleven('Al', { 3: " [Y 20']", 7: " [Y 55'] [Y/R 81']", 9: " [R 90+4']" }) })),
    );
    expect(inside.details?.lineups?.home.cards).toEqual([
      { name: 'Al3', kind: 'yellow', minute: 20 },
      { name: 'Al7', kind: 'yellow', minute: 55 },
      { name: 'Al7', kind: 'yellowred', minute: 81 },
      { name: 'Al9', kind: 'red', minute: 90, offset: 4 },
    ]);
  });

  it('keeps a card for a player on the bench, who is in no line-up', () => {
    const m = only(file(block({ awayCards: "    Yellow: Bench Man 70', Be5 71'" })));
    expect(m.details?.lineups?.away.cards).toEqual([
      { name: 'Bench Man', kind: 'yellow', minute: 70 },
      { name: 'Be5', kind: 'yellow', minute: 71 },
    ]);
    expect(m.details?.lineups?.away.lines.flat().map((p) => p.name)).not.toContain('Bench Man');
  });

  it('reads substitutions, nested when the substitute was replaced too, with their cards', () => {
    const m = only(
      file(
        block({
          home: eleven('Al', { 6: " (16' Sub A [Y 40'] (75' Sub B))", 11: " (90+2' Sub C)" }),
        }),
      ),
    );
    expect(m.details?.lineups?.home.substitutions).toEqual([
      { minute: 16, off: 'Al6', on: 'Sub A' },
      { minute: 75, off: 'Sub A', on: 'Sub B' },
      { minute: 90, offset: 2, off: 'Al11', on: 'Sub C' },
    ]);
    expect(m.details?.lineups?.home.cards).toEqual([{ name: 'Sub A', kind: 'yellow', minute: 40 }]);
  });

  it('reads names with or without capitals and accents as one player, as the line-up writes him', () => {
    const home = eleven('Al', { 9: '' }).replace('Al9', 'Virgil VAN DIJK').replace('Al10', 'Jake OBRIEN');
    const m = only(
      file(
        block({
          score: '2-0 (1-0)',
          home,
          goals: "(virgil van dijk 10', Jake O'Brien 70')",
          homeCards: "    Yellow: Virgil Van Dijk 80'",
        }),
      ),
    );
    expect(m.goals1?.map((g) => g.name)).toEqual(['Virgil VAN DIJK', 'Jake OBRIEN']);
    expect(m.details?.lineups?.home.cards[0]?.name).toBe('Virgil VAN DIJK');
    expect(nameKey('Hugo EKITIKÉ')).toBe(nameKey('Hugo Ekitike'));
  });

  it('reads a round-list JSON file and a full file of one season into the same shape', () => {
    const json = parseReplay({
      name: 'Test League 2025/26',
      matches: [
        { round: 'Matchday 1', date: '2025-08-16', team1: 'Alpha', team2: 'Beta', score: { ft: [0, 0] } },
      ],
    });
    const text = only(file(block({})));
    expect(Object.keys(json.matches[0] ?? {}).every((k) => k in text)).toBe(true);
  });
});

describe('a broken match of a Football.TXT file is left out with the line of each problem, the rest played', () => {
  /** A sound match of two other sides, a day later. */
  const sound = block({ date: 'Sun Aug 17 15:00 UTC+1', teams: 'Gamma v Delta' })
    .replace('Alpha:', 'Gamma:')
    .replace('Beta:', 'Delta:');
  const refuses = (text: string, problem: RegExp) => {
    // Alone in its file, the broken match leaves nothing to play: the file is refused, naming the problem.
    expect(() => parseFullText(text)).toThrow(ReplayFileError);
    expect(() => parseFullText(text)).toThrow(problem);
    // Beside a sound match, it is left out and said, and the sound one is played.
    const both = parseFullText(`${text}\n${sound}`);
    expect(both.matches.map((m) => `${m.team1} v ${m.team2}`)).toEqual(['Gamma v Delta']);
    const note = both.notes?.find((n) => n.text.startsWith('left out:'));
    expect(note?.fitted).toBe(true);
    expect(note?.text).toMatch(problem);
  };

  it('reads goals that do not add up to the score as a fan does: the score wins, the goal it lacks has no scorer', () => {
    const read = parseFullText(file(block({ score: '2-0 (1-0)', goals: "(Al9 12')" })));
    const m = read.matches[0];
    expect(m?.score.ft).toEqual([2, 0]);
    expect(m?.goals1).toEqual([{ name: 'Al9', minute: 12 }]);
    expect(m?.goalsFitted).toBe(true);
    expect(m?.missing).toHaveLength(1);
    expect(m?.details?.lineups?.home.lines.flat()).toHaveLength(11);
    expect(read.notes?.[0]).toMatchObject({ match: 'Alpha v Beta, 2025-08-16', fitted: true });
  });

  it('reads a stoppage minute written without its "+" as the readers of every format do (92 is 90+2)', () => {
    const m = parseFullText(file(block({ score: '1-0 (0-0)', goals: "(Al9 92')" }))).matches[0];
    expect(m?.goals1).toEqual([{ name: 'Al9', minute: 90, offset: 2 }]);
  });

  it('refuses a side without eleven starters', () =>
    refuses(file(block({ away: eleven('Be').replace(', Be11', '') })), /line 12: Beta lists 10 starters/));

  it('refuses a scorer in neither line-up', () =>
    refuses(file(block({ score: '1-0 (1-0)', goals: "(Nobody 12')" })), /line 8: Nobody scores for Alpha/));

  it('refuses a scorer who was not on the pitch at his minute', () =>
    refuses(
      file(block({ score: '1-0 (1-0)', goals: "(Al6 30')", home: eleven('Al', { 6: " (16' Sub A)" }) })),
      /line 8: Al6 scores at 30' off the pitch/,
    ));

  it('refuses a weekday that is not that date in the season', () =>
    refuses(file(block({ date: 'Mon Aug 16 15:00 UTC+1' })), /line 6: Mon Aug 16 is no Mon in 2025 or 2026/));

  it('refuses both sides scoring without the ";" that parts them', () =>
    refuses(
      file(block({ score: '1-1 (0-0)', goals: "(Al9 50', Be9 60')" })),
      /line 8: a 1-1 score needs both sides' goals/,
    ));

  it('refuses a minute that is no minute, and a line the format does not have', () => {
    refuses(file(block({ homeCards: "    Yellow: Al3 ninety'" })), /line 11: "Al3 ninety'" has no minute/);
    refuses(
      file(block({})).replace('Refs:', 'Umpires:'),
      /"Umpires: .*" is not a line this format has|neither Alpha nor Beta/,
    );
  });

  it('refuses a line-up of a team not in the match', () =>
    refuses(file(block({})).replace('Beta: ', 'Gamma: '), /line 12: "Gamma" is neither Alpha nor Beta/));
});

const SHIPPED = (name: string) => new URL(`../fixtures/openfootball/${name}`, import.meta.url);

describe.each(['en', 'es', 'it', 'de'])('the shipped %s.1 2025/26 full file', (code) => {
  const full = parseFullText(readFileSync(SHIPPED(`2025-26_${code}.1.full.txt`), 'utf8'));
  const json = parseReplay(JSON.parse(readFileSync(SHIPPED(`checks/2025-26_${code}.1.json`), 'utf8')));
  const key = (m: ReplayMatch) => `${teamIdentity(m.team1).key} v ${teamIdentity(m.team2).key}`;

  it("has every match with its result, and every score the JSON file has is the full file's", () => {
    expect(full.matches.length).toBe(json.matches.length);
    expect(full.matches.every((m) => m.score.ft && m.details?.lineups)).toBe(true);
    const byPair = new Map(full.matches.map((m) => [key(m), m]));
    const withResult = json.matches.filter((m) => m.score.ft);
    expect(withResult.length).toBeGreaterThan(200);
    for (const m of withResult) {
      const same = byPair.get(key(m));
      expect(same?.score.ft, key(m)).toEqual(m.score.ft);
      if (m.score.ht) expect(same?.score.ht, key(m)).toEqual(m.score.ht);
    }
  });

  it('has eleven starters a side, and every scorer and carded player in a line-up or on the bench', () => {
    for (const m of full.matches) {
      const sheets = m.details?.lineups;
      if (!sheets) throw new Error(key(m));
      for (const side of ['home', 'away'] as const) {
        const sheet = sheets[side];
        expect(sheet.lines.flat(), key(m)).toHaveLength(11);
        const players = new Set([
          ...sheet.lines.flat().map((p) => p.name),
          ...sheet.substitutions.map((s) => s.on),
        ]);
        const other = sheets[side === 'home' ? 'away' : 'home'];
        const others = new Set([
          ...other.lines.flat().map((p) => p.name),
          ...other.substitutions.map((s) => s.on),
        ]);
        for (const g of (side === 'home' ? m.goals1 : m.goals2) ?? [])
          expect((g.owngoal ? others : players).has(g.name), `${key(m)} ${g.name}`).toBe(true);
        // A card names a player of the sheet as it writes him, or one on the bench (in no line-up).
        for (const c of sheet.cards)
          if (!players.has(c.name))
            expect(
              [...players].some((p) => nameKey(p) === nameKey(c.name)),
              `${key(m)} ${c.name}`,
            ).toBe(false);
      }
    }
  });
});
