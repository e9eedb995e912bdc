// The world test over replays: a tournament, a league season and the Champions League replayed, each
// played from 14 days before today to 14 days after, keeping the facts of invariants.ts.
import { describe, expect, it } from 'vitest';
import { firstBroken } from './invariants';
import { played } from './invariantsWorld';
import { loadReplayFile, SHIPPED_SEASONS_DIR } from './plugin';
import { REPLAY_LEAGUE_ID, replaySeason } from './replay/replayWorld';

const TODAY = Date.UTC(2026, 10, 24, 7, 30);

describe('replayed worlds keep their invariants', () => {
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
