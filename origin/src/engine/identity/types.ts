// The shapes of the identity data: one entity, one key, its established name in each site language.

export interface LocalName {
  cn: string;
  en: string;
  vi: string;
}

export interface TeamIdentity {
  /** Stable slug, the same whatever file or language the team was found in, e.g. 'arsenal'. */
  key: string;
  /** Full established name per language, e.g. {cn:'阿森纳', en:'Arsenal', vi:'Arsenal'}. */
  name: LocalName;
  /** A form that fits a phone card (at most about 12 Latin or 5 CJK characters), never cut mid-word. */
  short: LocalName;
  /** FIFA trigram of the association the club plays under, or the nation itself, e.g. 'ENG', 'ESP'. */
  country: string;
  /** Where the club stands when that differs from its association (AS Monaco: 'MCO' in the French league). */
  seat?: string;
  kind: 'club' | 'nation';
}

export interface CompetitionIdentity {
  /** Stable slug of the competition, without the season, e.g. 'premier-league'. */
  key: string;
  name: LocalName;
  short: LocalName;
  /** FIFA trigram of a national league's country; absent for international competitions. */
  country?: string;
  /** The season found in the file's name or base name ('2025/26', '2018'), when there was one. */
  season?: string;
  /** Name with the season in each language's usual order ('2025/26赛季英超', 'Premier League 2025/26'). */
  title: LocalName;
}

export interface PlayerIdentity {
  /** Stable slug of the player, e.g. 'kylian-mbappe'. */
  key: string;
  /** The team the player was listed for (a nation's or club's key). */
  team: string;
  /** Established names: cn as Chinese media write it, en and vi one Latin spelling. */
  name: LocalName;
}
