import type { Queryable } from '../db/client';

/**
 * The slider check (PRODUCT.md §4: the slider must reach 100 to count).
 *
 * The browser reports the final position and a compact trace of the drag:
 * `track` = points `ms:position` joined by commas, e.g. `0:0,120:18,260:55,410:100`, where
 * `ms` counts from the start of the drag and `position` is 0..100. The origin accepts it when
 * the final position is 100, the trace has 3 to 200 points, starts at time 0 near the left
 * (position <= 10), keeps time strictly increasing and position never going back, ends at
 * 100, and lasts between 300 ms and 60 s: a drag a person could have made.
 *
 * A passed check becomes a grant for that e-mail and device, valid 5 minutes, and the next
 * code request for that e-mail consumes it. This is friction, not proof of a human (the
 * trace can be forged by anyone who reads this); the code rules and the rate limits are what
 * bound abuse.
 */
export const SLIDER_RULES = {
  finalPosition: 100,
  minPoints: 3,
  maxPoints: 200,
  maxStartPosition: 10,
  minDurationMs: 300,
  maxDurationMs: 60_000,
  grantValidMs: 5 * 60_000,
} as const;

export interface SliderPoint {
  ms: number;
  position: number;
}

export function parseTrack(track: string): SliderPoint[] | undefined {
  const parts = track.split(',');
  if (parts.length < SLIDER_RULES.minPoints || parts.length > SLIDER_RULES.maxPoints) return undefined;
  const points: SliderPoint[] = [];
  for (const part of parts) {
    const match = /^(\d{1,6}):(\d{1,3})$/.exec(part.trim());
    if (!match) return undefined;
    points.push({ ms: Number(match[1]), position: Number(match[2]) });
  }
  return points;
}

/** True when the reported slider run looks like a person dragging it to 100. */
export function isHumanSliderRun(position: string | number | undefined, track: string | undefined): boolean {
  if (Number(position) !== SLIDER_RULES.finalPosition || track === undefined) return false;
  const points = parseTrack(track);
  if (!points) return false;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return false;
  if (first.ms !== 0 || first.position > SLIDER_RULES.maxStartPosition) return false;
  if (last.position !== SLIDER_RULES.finalPosition) return false;
  if (last.ms < SLIDER_RULES.minDurationMs || last.ms > SLIDER_RULES.maxDurationMs) return false;
  for (let i = 1; i < points.length; i += 1) {
    const before = points[i - 1];
    const point = points[i];
    if (!before || !point) return false;
    if (point.ms <= before.ms || point.position < before.position || point.position > 100) return false;
  }
  return true;
}

export async function grantSliderPass(
  db: Queryable,
  email: string,
  deviceId: string,
  now: Date,
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + SLIDER_RULES.grantValidMs);
  await db.query(
    'INSERT INTO slider_grants (email, device_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [email, deviceId, now, expiresAt],
  );
  return expiresAt;
}

/** Uses up one live grant for this e-mail and device; the grant id, or undefined when there is none. */
export async function consumeSliderPass(
  tx: Queryable,
  email: string,
  deviceId: string,
  now: Date,
): Promise<number | undefined> {
  const result = await tx.query<{ id: number }>(
    `UPDATE slider_grants SET used_at = $3
      WHERE id = (SELECT id FROM slider_grants
                   WHERE email = $1 AND device_id = $2 AND used_at IS NULL AND expires_at > $3
                   ORDER BY expires_at DESC LIMIT 1 FOR UPDATE)
      RETURNING id`,
    [email, deviceId, now],
  );
  return result.rows[0]?.id;
}

/** Gives a grant back when the code it paid for could not be sent. */
export async function restoreSliderPass(db: Queryable, grantId: number): Promise<void> {
  await db.query('UPDATE slider_grants SET used_at = NULL WHERE id = $1', [grantId]);
}
