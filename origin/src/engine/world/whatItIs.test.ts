// Every sport and competition says what it is (docs/API.md "Real and generated"), over the whole world of
// a Sunday morning: the shipped real seasons and the generated sports.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../plugin';
import type { Match, Team } from '../types';

const LOCALES = ['cn', 'en', 'vi'] as const;
const DAY_MS = 86_400_000;
/** Real leagues' names and abbreviations: the engine's own competitions carry none of them. */
const REAL_LEAGUES =
  /\b(NBA|CBA|EuroLeague|VBA|LPL|LCK|LEC|ESL|DreamLeague|VCT|PBL)\b|英雄联盟职业联赛|中国男子篮球|欧洲篮球联赛|越南篮球联赛/;
const SIMULATED = { cn: '模拟', en: 'Simulated', vi: 'mô phỏng' };

const now = Date.UTC(2026, 11, 6, 9, 30);
const engine = createEngine({ seed: 20260614, clock: () => now, seasons: loadSeasons() });
const all: Match[] = (['football', 'basketball', 'esport'] as const).flatMap((sport) =>
  engine.matchesByDate(sport, 0, Number.MAX_SAFE_INTEGER),
);
const leagues = engine.leagues();
const teams = [...new Set(leagues.flatMap((l) => l.teamIds))]
  .map((id) => engine.team(id))
  .filter((t): t is Team => t !== undefined);

/** The names two or more of `things` share in one language. */
function shared<T>(things: readonly T[], name: (t: T) => string): string[] {
  const count = new Map<string, number>();
  for (const t of things) count.set(name(t), (count.get(name(t)) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([text]) => text);
}

describe('basketball and esports: the engine’s own competitions, named as such', () => {
  const generated = leagues.filter((l) => l.sport !== 'football');

  it("carry no real league's name, and say they are simulated in every language", () => {
    expect(generated).toHaveLength(9);
    for (const league of generated)
      for (const locale of LOCALES) {
        expect(league.name[locale], league.name.en).not.toMatch(REAL_LEAGUES);
        expect(league.shortName[locale], league.name.en).not.toMatch(REAL_LEAGUES);
        expect(league.name[locale]).toContain(SIMULATED[locale]);
      }
    expect(generated.every((l) => l.season.simulated === 'all' && l.season.name === '')).toBe(true);
  });

  it('share no abbreviation and no name with another competition, in any language', () => {
    for (const locale of LOCALES) {
      expect(
        shared(leagues, (l) => l.shortName[locale]),
        locale,
      ).toEqual([]);
      expect(
        shared(leagues, (l) => l.name[locale]),
        locale,
      ).toEqual([]);
    }
  });

  it('name no two teams alike in any language, full or short, and sound out no word in cn', () => {
    for (const locale of LOCALES) {
      expect(
        shared(teams, (t) => t.name[locale]),
        locale,
      ).toEqual([]);
      const own = teams.filter((t) => t.sport !== 'football');
      expect(
        shared(own, (t) => t.shortName[locale]),
        locale,
      ).toEqual([]);
    }
    // An esports team is written in cn as Chinese esports media write many: in its Latin letters.
    for (const team of teams.filter((t) => t.sport === 'esport')) {
      expect(team.name.cn).toBe(team.name.en);
      expect(team.name.cn).not.toMatch(/\p{Script=Han}/u);
    }
    // So no esports match reads as a team against itself in any language.
    for (const m of all.filter((x) => x.sport === 'esport'))
      for (const locale of LOCALES)
        expect(engine.team(m.homeTeamId)?.name[locale]).not.toBe(engine.team(m.awayTeamId)?.name[locale]);
  });
});

describe('each real competition names its season and the part of it that is real', () => {
  const season = (code: number) => engine.league(code)?.season;

  it('tells the season it replays and how many years on, on this calendar', () => {
    expect(season(1)).toMatchObject({ name: '2025/26', shiftDays: 364 });
    expect(season(23)).toMatchObject({ name: '2024/25', shiftDays: 728 });
    expect(season(13)).toMatchObject({ name: '2025', shiftDays: 364, simulated: 'part' });
    expect(season(14)).toMatchObject({ name: '2025', shiftDays: 364, simulated: 'part' });
    // Each match carries its season and its own date in the data.
    const girona = all.find(
      (m) =>
        m.leagueId === 23 &&
        engine.team(m.homeTeamId)?.name.en === 'Girona' &&
        engine.team(m.awayTeamId)?.name.en === 'Liverpool',
    );
    expect(girona?.facts.season?.name).toBe('2024/25');
    expect(new Date(girona?.facts.season?.realStart ?? 0).toISOString().slice(0, 10)).toBe('2024-12-10');
    expect((girona?.startTime ?? 0) - (girona?.facts.season?.realStart ?? 0)).toBe(728 * DAY_MS);
  });

  it('never contradicts itself: results up to its last real one are the data’s, every later one simulated', () => {
    for (const league of leagues.filter((l) => l.sport === 'football')) {
      const { realUntil, simulated } = league.season;
      const over = all.filter((m) => m.leagueId === league.id && m.status === -1);
      for (const m of over) {
        const real = m.facts.kickOff !== 'replayed' && (m.facts.season?.realStart ?? 0) <= (realUntil ?? -1);
        expect(m.facts.score, `${league.name.en} ${m.id}`).toBe(real ? 'file' : 'generated');
      }
      if (simulated === 'none') expect(over.every((m) => m.facts.score === 'file')).toBe(true);
    }
  });

  it('ends a season with nothing left to come: a postponed match is played later, as the league did', () => {
    const csl = all.filter((m) => m.leagueId === 13);
    expect(csl.filter((m) => m.status === 0 || m.status === -11 || m.status === -14)).toEqual([]);
    // The file's postponed fixture of April 2025 was played after the file's real part, its date the engine's.
    const replayed = csl.filter((m) => m.facts.kickOff === 'replayed');
    expect(replayed.length).toBeGreaterThan(0);
    for (const m of replayed) {
      expect(m.status).toBe(-1);
      expect(m.facts.score).toBe('generated');
      expect(m.startTime).toBeGreaterThan((engine.league(13)?.season.realUntil ?? 0) + 364 * DAY_MS);
    }
    // The finished table counts the matches played: an abandoned or cancelled one is not.
    const played = (id: number) =>
      csl.filter((m) => m.status === -1 && (m.homeTeamId === id || m.awayTeamId === id)).length;
    for (const row of engine.standings(13)) expect(row.played).toBe(played(row.teamId));
  });
});
