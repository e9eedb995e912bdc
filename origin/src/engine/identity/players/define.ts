// Compact rows for player data: [canonical Latin name, established Chinese name, other spellings…].
// The surname and "initial. surname" forms are derived, so the file's "Mbappé", "E. Hazard" and
// "Kylian Mbappé" need no row of their own.

export type PlayerRow = [canonical: string, cn: string, ...aliases: string[]];

/**
 * A row of the table of Chinese names (chineseNames.ts): [a spelling of the player as a file writes it,
 * his Chinese name, other spellings of him…].
 */
export type ChineseNameRow = readonly [spelling: string, cn: string, ...otherSpellings: string[]];

export interface PlayerEntry {
  canonical: string;
  cn: string;
  team: string;
  /** The row's other full spellings of the player ("Neymar Jr"). */
  aliases: string[];
  /** Every spelling the team's files may use: the canonical name, the aliases and the derived short forms. */
  spellings: string[];
}

/** Rows of one team. `surnameFirst`: names written family name first (Son Heung-min, Kim Young-gwon). */
export function squad(team: string, rows: PlayerRow[], surnameFirst = false): PlayerEntry[] {
  return rows.map(([canonical, cn, ...aliases]) => {
    const words = canonical.split(' ');
    const spellings = [canonical, ...aliases];
    if (words.length > 1) {
      const surname = (surnameFirst ? words[0] : words.at(-1)) ?? canonical;
      const given = (surnameFirst ? words.at(-1) : words[0]) ?? canonical;
      spellings.push(surname, `${given.charAt(0)}. ${surname}`);
    }
    return { canonical, cn, team, aliases, spellings };
  });
}
