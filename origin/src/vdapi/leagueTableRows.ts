// The rows of a competition's table as it stands, as the league table call and the team
// page both answer them, so the league page, the team page and the match page's table agree.
import type { LiveStandingRow } from '@pitchside/shared';
import type { Engine, Locale, StandingRowAsItStands } from '../engine/types';
import { toStanding } from './mapDetail';

export function toLiveStanding(
  engine: Engine,
  locale: Locale,
  row: StandingRowAsItStands,
): LiveStandingRow | null {
  const standing = toStanding(engine, locale, row);
  return standing && { ...standing, previousRank: row.previousRank, liveMatchId: row.liveMatchId };
}

/** The table as it stands in the request's language: `live` while a match counted in it is in play. */
export function leagueTableRows(
  engine: Engine,
  locale: Locale,
  leagueId: number,
): { live: boolean; table: LiveStandingRow[] } {
  const { live, rows } = engine.tableAsItStands(leagueId);
  return {
    live,
    table: rows.flatMap((row) => {
      const mapped = toLiveStanding(engine, locale, row);
      return mapped ? [mapped] : [];
    }),
  };
}
