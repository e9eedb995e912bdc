import { showableNickName } from '@pitchside/shared';
import { type Static, Type } from 'typebox';
import type { Queryable } from '../db/client';
import { tokenHash } from './tokens';

/** The user as the product sees it (PRODUCT.md §3: imageUrl, nickName, id, email, registerTime, userType). */
export const PublicUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  nickName: Type.String(),
  imageUrl: Type.String({ description: 'empty until the user sets an avatar' }),
  registerTime: Type.String({ format: 'date-time', description: 'ISO 8601, UTC' }),
  userType: Type.Integer({ description: '0 for every account today' }),
});
export type PublicUser = Static<typeof PublicUser>;

export interface UserRow {
  [column: string]: unknown;
  id: number;
  email: string;
  password_hash: string;
  nick_name: string;
  image_url: string;
  user_type: number;
  register_time: Date;
  /** cn, en or vi: the language it registered or last signed in with; null for accounts from before. */
  lang: string | null;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    // Made showable on the way out too, so a name stored before the rule (shared/api/nickName.ts) is safe.
    nickName: showableNickName(row.nick_name),
    imageUrl: row.image_url,
    registerTime: new Date(row.register_time).toISOString(),
    userType: row.user_type,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return result.rows[0];
}

/** The user a live token belongs to: known, not revoked, not expired. */
export async function findUserByToken(db: Queryable, token: string, now: Date): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `SELECT u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2`,
    [tokenHash(token), now],
  );
  return result.rows[0];
}

/** Inserts the account unless the e-mail already has one; undefined in that case. */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string; nickName: string; now: Date; lang?: string | undefined },
): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, nick_name, register_time, lang) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING *`,
    [user.email, user.passwordHash, user.nickName, user.now, user.lang ?? null],
  );
  return result.rows[0];
}
