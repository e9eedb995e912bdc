/**
 * Entities of PRODUCT §3. Where a /vdapi schema already carries an entity, its type is derived from
 * that schema (types come from schemas, never twice); the user has its own schema here.
 */
import { type Static, Type } from 'typebox';
import type { ContactInfoSchema, LeagueInfo, LeagueMenuEntry, MatchSummary } from '../api/vdapi';

/** The signed-in user (PRODUCT §3) as /userapi/getUser answers it. userType is 0 for everyone today. */
export const UserSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String(),
  nickName: Type.String(),
  imageUrl: Type.String({ description: 'empty until the user sets an avatar' }),
  registerTime: Type.String({ format: 'date-time', description: 'ISO 8601, UTC' }),
  userType: Type.Integer({ default: 0 }),
});
export type User = Static<typeof UserSchema>;

/** Client flags kept beside the user (PRODUCT §3). */
export interface AuthState {
  isLoggedIn: boolean;
  token: string | null;
}

/**
 * The sample Match of PRODUCT §3 (list answers carry more: `MatchSummary`). Not `Match`: that is the
 * engine's whole state of a match (origin/src/engine/typesMatch.ts).
 */
export type SampleMatch = Pick<
  MatchSummary,
  | 'id'
  | 'startTime'
  | 'playingTime'
  | 'homeName'
  | 'awayName'
  | 'homeLogo'
  | 'awayLogo'
  | 'homeScore'
  | 'awayScore'
  | 'halfHomeScore'
  | 'halfAwayScore'
  | 'homeCorner'
  | 'awayCorner'
  | 'yellowCard'
  | 'redCard'
  | 'isVideo'
  | 'hasColect'
  | 'stats1'
  | 'stats2'
  | 'leagueName'
>;

/** League entry, menu form (PRODUCT §3): leagueId, nameStr, imageUrl. */
export type LeagueMenuItem = LeagueMenuEntry;

/**
 * League entry, sample form (PRODUCT §3): id, name, logo. Not `League`: that is the engine's whole
 * competition (origin/src/engine/typesWorld.ts).
 */
export type SampleLeague = Pick<LeagueInfo, 'id' | 'name' | 'logo'>;

/** Footer contact details (PRODUCT §2, §3). */
export type ContactInfo = Static<typeof ContactInfoSchema>;
