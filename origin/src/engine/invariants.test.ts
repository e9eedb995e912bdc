// The world test: the facts of invariants.ts over the default world (the shipped real seasons plus the
// generated sports) and over replays, for every seed and speed the tests use, played from 14 days
// before today to 14 days after, failing with the first broken fact.
import { describe, expect, it } from 'vitest';
import { createEngine } from './engine';
import { firstBroken, timeBroken } from './invariants';
import { DEFAULT_SEED, loadReplayFile, loadSeasons, SHIPPED_SEASONS_DIR } from './plugin';
import { REPLAY_LEAGUE_ID, replaySeason } from './replay/replayWorld';
import type { Engine, EngineOptions, MatchStatusCode } from './types';

const DAY = 86_400_000;
const seasons = loadSeasons();

/** Plays a world from today - 14 days to today + 14 days; returns it and every status it went through. */
function played(options: Omit<EngineOptions, 'clock' | 'seasons'>, today: number) {
  const speed = options.speed ?? 1;
  let clock = today;
  const engine: Engine = createEngine({ ...options, seasons, clock: () => clock, startAt: today - 14 * DAY });
  const statuses = new Set<MatchStatusCode>();
  let fractional: string | null = null;
  engine.onChange((changes) => {
    for (const c of changes) {
      const m = engine.match(c.matchId);
      if (m) statuses.add(m.status);
      if (!Number.isInteger(c.time)) fractional = `change time ${c.time}`;
    }
  });
  // 28 days of engine time in clock steps of one engine minute and a bit (a fraction with speed 1.5).
  const step = (61_000 * 7) / speed;
  const end = today + (28 * DAY) / speed;
  for (let i = 0; clock < end; i++) {
    clock = Math.min(end, clock + step);
    engine.tick();
    if (i % 500 === 0)
      fractional ??= timeBroken(engine) === null ? null : `at clock ${clock}: ${timeBroken(engine)}`;
  }
  return { engine, statuses, fractional };
}

const TODAY = Date.UTC(2026, 10, 24, 7, 30);

describe('the world keeps its invariants', () => {
  // Seeds and speeds of the tests and of `npm start` (DEFAULT_SEED, speed 1 and a fractional 1.5), slow
  // and fast, at hours across the day. The four leagues with full files play every match as it was, so
  // the fixtures the model plays (a share of them irregular) are Ligue 1's, the CSL's and J1's, from
  // their files' frontiers: in late March the Champions League's round of 16 second legs (two ties to
  // penalties) lie two weeks before, and in mid-May every irregular state occurs. Each world keeps the
  // invariants; between them, every state occurs.
  const seen = new Set<MatchStatusCode>();
  for (const [seed, speed, today] of [
    [DEFAULT_SEED, 1.5, Date.UTC(2027, 2, 22, 7, 30)],
    [7, 1, Date.UTC(2027, 2, 22, 18, 30)],
    [5, 60, Date.UTC(2027, 4, 12, 12)],
  ] as const) {
    it(`default world, seed ${seed}, SPEED ${speed}, ±14 days`, () => {
      const { engine, statuses, fractional } = played({ seed, speed }, today);
      expect(fractional).toBeNull();
      expect(firstBroken(engine)).toBeNull();
      for (const status of statuses) seen.add(status);
    });
  }
  it('between them, extra time, shoot-outs and every irregular state really occur', () => {
    expect([...seen].sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([4, 5, -10, -11, -12, -13, -14, -1, 1, 2, 3]),
    );
  });

  it('a replayed tournament (World Cup 2018) laid on the calendar', async () => {
    const replay = await loadReplayFile(`${SHIPPED_SEASONS_DIR}worldcup-2018.json`);
    const { engine } = played({ seed: 2018, speed: 600, replay }, TODAY);
    expect(firstBroken(engine)).toBeNull();
  });

  it('a replayed league season (J1 2025) in place of the shipped one', async () => {
    const replay = await loadReplayFile(`${SHIPPED_SEASONS_DIR}2025_jp.1.json`);
    const { engine } = played({ seed: 3, speed: 60, replay, replayCode: 'jp.1' }, TODAY);
    expect(firstBroken(engine)).toBeNull();
  });

  // Whatever the file is called, the Champions League replayed is the shipped one's place and clubs. Named
  // by its code or by nothing (a file name without its code), the replay is the same season, so the same
  // world (the engine reads the code nowhere else): one of them is played.
  it('a replayed Champions League, named by its code or not, reuses the shipped clubs', async () => {
    const replay = await loadReplayFile(`${SHIPPED_SEASONS_DIR}2024-25_uefa.cl.json`);
    const named = replaySeason(replay, 'uefa.cl');
    expect(named.spec).toBeDefined();
    expect(named.spec?.leagueId).not.toBe(REPLAY_LEAGUE_ID);
    expect(replaySeason(replay)).toEqual(named);
    const { engine } = played({ seed: 4, speed: 120, replay, replayCode: 'uefa.cl' }, TODAY);
    expect(firstBroken(engine)).toBeNull();
    const cups = engine.leagues('football').filter((l) => l.kind === 'cup');
    expect(cups.map((l) => l.name.en)).toEqual(['UEFA Champions League']);
    // Arsenal of the replayed Champions League is Arsenal of the Premier League.
    const arsenal = (leagueId: number) =>
      engine.league(leagueId)?.teamIds.find((id) => engine.team(id)?.name.en === 'Arsenal');
    expect(arsenal(cups[0]?.id ?? -1)).toBeDefined();
    expect(arsenal(cups[0]?.id ?? -1)).toBe(arsenal(1));
  });
});
