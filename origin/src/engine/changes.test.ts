import { isLiveStatus } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { playEntry } from './changes';
import { buildSchedule } from './fixtures/schedule';
import { loadSeasons } from './plugin';
import { advanceEntry, type MatchEntry } from './sports/entries';
import { isFinal } from './sports/football';

const START = Date.UTC(2026, 10, 22, 17, 30);
const { entries } = buildSchedule({ seed: 42, clock: () => START, days: 1, seasons: loadSeasons() }, START);
for (const e of entries) advanceEntry(e, START);

/** The first match of a sport still to kick off in the next hours. */
function upcoming(sport: MatchEntry['sport']): MatchEntry {
  const e = entries.find(
    (x) => x.sport === sport && x.match.status === 0 && x.match.startTime > START + 600_000,
  );
  if (!e) throw new Error(`no ${sport} match to come`);
  return e;
}

describe('playEntry', () => {
  it('tells a kick-off as a change of status and stats, and the odds for football, stamped with the time given', () => {
    for (const sport of ['football', 'basketball'] as const) {
      const e = upcoming(sport);
      const at = e.match.startTime + 60_000;
      const change = playEntry(e, at, at + 5);
      expect(isLiveStatus(e.match.status)).toBe(true);
      expect(change).toMatchObject({ matchId: e.match.id, sport, time: at + 5 });
      expect(change?.kinds).toContain('status');
      expect(change?.kinds).toContain('stats');
      expect(change?.kinds.includes('odds')).toBe(sport === 'football');
      // Nothing more is due at the same time: nothing to tell.
      expect(playEntry(e, at)).toBeUndefined();
    }
  });

  it('tells nothing of a match that is over, and stamps a change with the time played to by default', () => {
    const e = upcoming('esport');
    const end = e.match.startTime + 86_400_000;
    expect(playEntry(e, end)?.time).toBe(end);
    expect(isFinal(e.match.status)).toBe(true);
    expect(playEntry(e, end + 86_400_000)).toBeUndefined();
  });
});
