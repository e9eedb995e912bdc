// Compact rows for club data: [key, [cn, en, vi?], [shortCn?, shortEn?, shortVi?], file spellings, seat?].
// Vietnamese media keep clubs' Latin names, so vi defaults to en unless a row says otherwise.
import type { TeamIdentity } from '../types';

export type ClubRow = [
  key: string,
  name: [cn: string, en: string, vi?: string],
  short: [cn?: string, en?: string, vi?: string],
  /** Every spelling the data files use for the club, without the Champions League's "(ENG)" suffix. */
  aliases: string[],
  seat?: string,
];

export interface ClubIdentity extends TeamIdentity {
  kind: 'club';
  aliases: string[];
}

export function clubsOf(country: string, rows: ClubRow[]): ClubIdentity[] {
  return rows.map(([key, [cn, en, vi = en], [sCn = cn, sEn = en, sVi], aliases, seat]) => ({
    key,
    name: { cn, en, vi },
    // A Vietnamese short form follows the English one unless the name itself differs.
    short: { cn: sCn, en: sEn, vi: sVi ?? (vi === en ? sEn : vi) },
    country,
    ...(seat ? { seat } : {}),
    kind: 'club',
    aliases,
  }));
}
