// A replayed file (`--replay FILE`): a competition of its own, or in the place of the shipped season
// of the same competition (a replayed J1 file replaces J1), played from today on.

import type { ReplayFile } from '../types';
import { COMPETITIONS, type CompetitionSpec } from '../world/competitions';
import { competitionIdentity, competitionKey } from '../world/identityPort';
import type { SeasonFile } from './replayFile';

export const REPLAY_LEAGUE_ID = 90;

/**
 * The shipped competition a replayed file is a season of: by the code of its file name (2024-25_uefa.cl),
 * else by the competition its own name denotes ("UEFA Champions League 2024/25"), so that one competition
 * and its clubs are never built twice.
 */
function shippedCompetition(file: ReplayFile, code: string | undefined): CompetitionSpec | undefined {
  const byCode = COMPETITIONS.find((c) => c.code === code);
  if (byCode) return byCode;
  const key = competitionKey(file.name);
  return key === undefined ? undefined : COMPETITIONS.find((c) => competitionKey(c.code) === key);
}

/** The replay as a season; `code` (from the file name) names a shipped competition it replaces. */
export function replaySeason(file: ReplayFile, code?: string): SeasonFile {
  const shipped = shippedCompetition(file, code);
  const names = competitionIdentity(file.name);
  const league = file.matches.every((m) => /^(Matchday|Round) \d+$/.test(m.round) && !m.group);
  const spec: CompetitionSpec = {
    code: shipped?.code ?? code ?? 'replay',
    leagueId: shipped?.leagueId ?? REPLAY_LEAGUE_ID,
    kind: shipped?.kind ?? (league ? 'league' : 'cup'),
    country: shipped?.country ?? null,
    name: shipped?.name ?? names.name,
    short: shipped?.short ?? names.short,
    color: shipped?.color ?? '#8a1538',
    hot: true,
    utcOffset: shipped?.utcOffset ?? 0,
    calendar: 'replay',
    tieBreaks: shipped?.tieBreaks ?? ['gd', 'gf', 'h2hPoints'],
    base: shipped?.base ?? 76,
  };
  return { code: spec.code, file, spec };
}
