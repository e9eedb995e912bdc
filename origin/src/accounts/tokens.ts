import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client';

/** 256 random bits, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a leaked table holds no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueToken(
  db: Queryable,
  userId: number,
  ttlSeconds: number,
  now: Date,
): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.query(
    'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash(token), userId, now, expiresAt],
  );
  return { token, expiresAt };
}

/** Revokes a live token; false when it was unknown, expired or already revoked. */
export async function revokeToken(db: Queryable, token: string, now: Date): Promise<boolean> {
  const result = await db.query(
    'UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [tokenHash(token), now],
  );
  return result.rowCount > 0;
}
