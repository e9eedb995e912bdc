// The table as it stands, walked over a real Bundesliga matchday on the engine's clock:
// before kick-off, while the matches are in play, and after the last whistle.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { loadSeasons } from '../plugin';
import type { Engine, Match, StandingRow, TableAsItStands } from '../types';
import { inPlay } from './state';

// One season only (the Bundesliga, league 7): a small world that builds in a second or two.
const seasons = loadSeasons().filter((season) => season.code === 'de.1');
const BUNDESLIGA = 7;
/** A Saturday of the season laid onto the calendar: five matches kick off at 14:30 UTC. */
const BEFORE_KICK_OFF = Date.UTC(2026, 10, 21, 14, 20);
const STEP = 2 * 60_000;

type Figures = Pick<
  StandingRow,
  'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'points'
>;

/** Each team's figures counted straight from the matches given, at their score now. */
function figuresOf(matches: readonly Match[]): Map<number, Figures> {
  const out = new Map<number, Figures>();
  const row = (id: number) => {
    let figures = out.get(id);
    if (!figures) {
      figures = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
      out.set(id, figures);
    }
    return figures;
  };
  for (const m of matches) {
    for (const [id, own, other] of [
      [m.homeTeamId, m.score.home, m.score.away],
      [m.awayTeamId, m.score.away, m.score.home],
    ] as const) {
      const figures = row(id);
      figures.played++;
      figures.goalsFor += own;
      figures.goalsAgainst += other;
      if (own > other) figures.won++;
      else if (own === other) figures.drawn++;
      else figures.lost++;
      figures.points += own > other ? 3 : own === other ? 1 : 0;
    }
  }
  return out;
}

/** The table's figures and order are those of `counted`, ranked by points, then goal difference, then goals. */
function expectTableOf(rows: readonly StandingRow[], counted: readonly Match[]): void {
  const figures = figuresOf(counted);
  const none: Figures = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
  for (const row of rows) {
    const { played, won, drawn, lost, goalsFor, goalsAgainst, points } = row;
    expect({ played, won, drawn, lost, goalsFor, goalsAgainst, points }).toEqual(
      figures.get(row.teamId) ?? none,
    );
  }
  expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
  const key = (row: StandingRow) => [row.points, row.goalsFor - row.goalsAgainst, row.goalsFor];
  for (let i = 1; i < rows.length; i++) {
    const [above, below] = [key(rows[i - 1] as StandingRow), key(rows[i] as StandingRow)];
    // Bundesliga: points, then goal difference, then goals scored (world/competitions.ts).
    const order =
      (above[0] ?? 0) - (below[0] ?? 0) ||
      (above[1] ?? 0) - (below[1] ?? 0) ||
      (above[2] ?? 0) - (below[2] ?? 0);
    expect(order).toBeGreaterThanOrEqual(0);
  }
}

describe('the table as it stands', () => {
  it('counts the matches in play at their score now, keeps the places before them, and is the final table after full time', () => {
    let clock = BEFORE_KICK_OFF;
    const engine: Engine = createEngine({ seed: 42, clock: () => clock, speed: 1, days: 1, seasons });
    expect(engine.league(BUNDESLIGA)?.name.en).toBe('Bundesliga');
    const own = () =>
      engine
        .matchesByDate('football', 0, Number.MAX_SAFE_INTEGER, BUNDESLIGA)
        .filter((m) => m.leagueId === BUNDESLIGA);

    // Before kick-off: the final table of the rounds played, not live.
    const before = engine.tableAsItStands(BUNDESLIGA);
    expect(before.live).toBe(false);
    expect(before.rows).toEqual(
      engine.standings(BUNDESLIGA).map((row) => ({ ...row, previousRank: null, liveMatchId: null })),
    );
    const placeBefore = new Map(before.rows.map((row) => [row.teamId, row.rank]));

    let liveSteps = 0;
    let movedPlaces = 0;
    let last: TableAsItStands = before;
    for (let step = 0; step < 80; step++) {
      clock += STEP;
      engine.tick();
      const matches = own();
      const playing = matches.filter(inPlay);
      const finished = matches.filter((m) => m.status === -1);
      const now = engine.tableAsItStands(BUNDESLIGA);
      if (playing.length === 0) {
        if (liveSteps > 0) {
          last = now;
          break;
        }
        continue;
      }
      liveSteps++;
      // As if play ended now: the finished matches and the ones in play at their score, by the rules.
      expect(now.live).toBe(true);
      expectTableOf(now.rows, [...finished, ...playing]);
      // Each team in play carries its match; the others none.
      for (const row of now.rows) {
        const match = playing.find((m) => m.homeTeamId === row.teamId || m.awayTeamId === row.teamId);
        expect(row.liveMatchId).toBe(match?.id ?? null);
      }
      // The places before play: while none of the day's matches has finished, the places at 14:20;
      // always the places in the table of the finished matches alone.
      const finishedTable = new Map(engine.standings(BUNDESLIGA).map((row) => [row.teamId, row.rank]));
      for (const row of now.rows) {
        expect(row.previousRank).toBe(finishedTable.get(row.teamId));
        if (finished.every((m) => m.startTime < BEFORE_KICK_OFF))
          expect(row.previousRank).toBe(placeBefore.get(row.teamId));
      }
      movedPlaces = Math.max(movedPlaces, now.rows.filter((row) => row.rank !== row.previousRank).length);
    }
    // The walk saw the whole matchday, and goals moved places on the way.
    expect(liveSteps).toBeGreaterThan(45);
    expect(movedPlaces).toBeGreaterThan(0);
    expect(own().some(inPlay)).toBe(false);

    // After full time: the final table, with no previous places or live matches.
    expect(last.live).toBe(false);
    expect(last.rows).toEqual(
      engine.standings(BUNDESLIGA).map((row) => ({ ...row, previousRank: null, liveMatchId: null })),
    );
    expectTableOf(
      last.rows,
      own().filter((m) => m.status === -1),
    );
    expect(last.rows.some((row) => row.rank !== placeBefore.get(row.teamId))).toBe(true);
  });
});
