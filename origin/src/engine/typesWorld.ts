// World: leagues, clubs, players (part of the engine's public types; import them from './types').
import type { LocalizedText, Sport } from './base';

// ---------------------------------------------------------------- world

export interface League {
  id: number;
  sport: Sport;
  name: LocalizedText;
  shortName: LocalizedText;
  kind: 'league' | 'cup';
  /** Country or region (e.g. England, Europe, International). */
  country: LocalizedText;
  /** Path of the crest image: `/vdapi/crest/league/{id}.svg`; its SVG text is `engine.crestSvg('league', id)`. */
  crestUrl: string;
  /** Primary colour (#rrggbb), also used in the crest. */
  color: string;
  teamIds: number[];
  /** Shown in hot leagues and the special-topic menu. */
  hot: boolean;
  /** Default order in the special menu (lower first). */
  order: number;
  /** Set for the league built from a replay file. */
  replay?: boolean;
  /** The real season it replays and which part of its results is real (docs/API.md "Real and generated"). */
  season: LeagueSeason;
}

/**
 * What a competition's results are. A real competition replays one season of its file, moved onto today's
 * calendar; a generated one (basketball, esports) is the engine's own, every result simulated.
 */
export interface LeagueSeason {
  /** The real season as fans write it ('2025/26', '2025'); '' for a generated competition. */
  name: string;
  /** Days its dates are moved onto today's calendar (364 a year: whole years of 52 weeks); 0 when not moved. */
  shiftDays: number;
  /**
   * 'none': every result is the real one; 'part': results up to `realUntil` are real, later ones simulated;
   * 'all': a generated competition.
   */
  simulated: 'none' | 'part' | 'all';
  /** Real kick-off (ms, UTC) of its last real result; null when it has none. */
  realUntil: number | null;
}

/** Football GK/DF/MF/FW; basketball G (guard), F (forward), C (centre); esports P (player). */
export type Position = FootballPosition | 'G' | 'F' | 'C' | 'P';
export type FootballPosition = 'GK' | 'DF' | 'MF' | 'FW';

export interface Player {
  id: number;
  teamId: number;
  /** The player's one name (events and lineups refer to the player by it). */
  name: string;
  /**
   * That name in each language: a real player's established names (in cn his Chinese name, else the Latin
   * one), a generated player's same name in each (transliterated into cn).
   */
  names: LocalizedText;
  position: Position;
  /** Unique in the squad; for a real player with `shirtNumberUnknown`, only his place in it (never shown). */
  shirtNumber: number;
  /** A real player whose shirt number the data does not give (the API says null). */
  shirtNumberUnknown?: boolean;
  /** 1..100; decides who scores, who starts. */
  rating: number;
  injured: boolean;
  /** Named in the data file; generated otherwise (never shown as real). */
  fromFile?: boolean;
  /** A real person: named by the World Cup 2026 squads file or a season file; generated otherwise. */
  real?: boolean;
  /** A generated player's family name, lower case (the first word of a Chinese name, else the last). */
  familyName?: string;
  /** A real player's date of birth, YYYY-MM-DD (the squads file). */
  birthDate?: string;
  /** The nation a real player is listed for in the squads file. */
  nation?: LocalizedText;
  /** Placed in this team by the World Cup 2026 squads file, which lists the squads of June 2026. */
  squadsFile?: boolean;
  /** Placed in this team by a full season file (2025/26): he played for it that season. */
  fromSeason?: boolean;
  /** A real player's other spellings in the season files ("Virgil VAN DIJK" for Virgil van Dijk). */
  spellings?: string[];
  /** A real player no line-up or change of the data places (carded on the bench only): `position` is a guess, never shown. */
  positionUnknown?: boolean;
}

export interface Coach {
  id: number;
  name: string;
  names: LocalizedText;
  /** The date the data holds as of (YYYY-MM-DD): a public report naming him in charge (identity/coaches.ts). */
  asOf: string;
}

export interface Team {
  id: number;
  sport: Sport;
  leagueIds: number[];
  name: LocalizedText;
  shortName: LocalizedText;
  /** Path of the crest image: `/vdapi/crest/team/{id}.svg`; its SVG text is `engine.crestSvg('team', id)`. */
  crestUrl: string;
  /** The crest as SVG text (generated; about 1 kB). */
  crestSvg: string;
  /** Overall strength 40..95; drives the goal model and the odds. */
  strength: number;
  country: LocalizedText;
  /** Football: 23 players; basketball: 12; esports: 5. */
  players: Player[];
  /** The real head coach where the project carries one as data (identity/coaches.ts); null otherwise, never invented. */
  coach: Coach | null;
  /** A real team's identity key (identity/teams.ts), which finds it in every data file; absent when generated. */
  key?: string;
}
