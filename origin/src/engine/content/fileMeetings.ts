// Meetings a data file holds that the engine does not play: the shipped files it does not lay on the
// calendar (the World Cup 2018: nations meet in a replayed tournament), so the intel tab's head-to-head
// holds every meeting the project carries (docs/API.md "Real and generated").
import { fileKickoff } from '../fixtures/calendar';
import { seasonName } from '../fixtures/seasonOfFile';
import type { LocalizedText, Pair, ReplayFile } from '../types';
import { competitionIdentity, teamIdentity } from '../world/identityPort';

export interface FileMeeting {
  /** The teams' identity keys (identity/teams.ts), home first. */
  home: string;
  away: string;
  names: { league: LocalizedText; home: LocalizedText; away: LocalizedText };
  season: string;
  /** Kick-off in the data (ms, UTC; a file without times is read at 15:00 UTC). */
  realStart: number;
  /** After extra time where there was some (a shoot-out settles no score). */
  score: Pair;
}

/** The finished matches of files the engine does not play, each between the two teams' identities. */
export function fileMeetings(files: readonly ReplayFile[]): FileMeeting[] {
  return files.flatMap((file) => {
    const league = competitionIdentity(file.name).short;
    const season = seasonName(file);
    return file.matches.flatMap((m) => {
      const final = m.score.et ?? m.score.ft;
      if (!final) return [];
      const home = teamIdentity(m.team1);
      const away = teamIdentity(m.team2);
      return [
        {
          home: home.key,
          away: away.key,
          names: { league, home: home.name, away: away.name },
          season,
          realStart: fileKickoff(m, 0),
          score: { home: final[0], away: final[1] },
        },
      ];
    });
  });
}
