// What makes an alert: a followed team's match kicking off (status 0 → 1) or a goal (a side's score
// rising), read from the pushed live list. Pure, so detection is tested without a socket.
import type { MatchSummary } from '@pitchside/shared';

export type AlertKind = 'kickoff' | 'goal';

export interface MatchAlert {
  kind: AlertKind;
  matchId: number;
  /** One per match and event: two tabs, or a list pushed twice, never make the same alert twice. */
  tag: string;
  /** The side that scored (goals only). */
  side: 'home' | 'away' | null;
  match: MatchSummary;
}

interface Seen {
  status: number;
  home: number;
  away: number;
}

/**
 * Watches successive live lists. The first list only primes it (a page opened mid-match does not
 * alert the goals already scored); afterwards a match new to the list that is just under way counts
 * as kicking off, and a score that goes down (a goal ruled out) only resets what was seen.
 */
export class AlertDetector {
  #seen = new Map<number, Seen>();
  #primed = false;

  next(matches: readonly MatchSummary[], followed: ReadonlySet<number>): MatchAlert[] {
    const alerts: MatchAlert[] = [];
    const seen = new Map<number, Seen>();
    for (const match of matches) {
      const now = { status: match.status, home: match.homeScore, away: match.awayScore };
      seen.set(match.id, now);
      if (!this.#primed || !(followed.has(match.homeId) || followed.has(match.awayId))) continue;
      const before = this.#seen.get(match.id);
      const kickedOff = before
        ? before.status === 0 && now.status === 1
        : now.status === 1 && now.home === 0 && now.away === 0;
      if (kickedOff)
        alerts.push({ kind: 'kickoff', matchId: match.id, tag: `${match.id}:kickoff`, side: null, match });
      if (!before) continue;
      const side = now.home > before.home ? 'home' : now.away > before.away ? 'away' : null;
      if (side)
        alerts.push({
          kind: 'goal',
          matchId: match.id,
          tag: `${match.id}:goal:${now.home}-${now.away}`,
          side,
          match,
        });
    }
    this.#seen = seen;
    this.#primed = true;
    return alerts;
  }
}

/** Remembers the tags already shown (bounded), so a tag is shown once per page. */
export class ShownTags {
  #tags = new Set<string>();
  constructor(private readonly max = 200) {}

  /** True the first time a tag is seen. */
  claim(tag: string): boolean {
    if (this.#tags.has(tag)) return false;
    this.#tags.add(tag);
    if (this.#tags.size > this.max) this.#tags.delete(this.#tags.values().next().value as string);
    return true;
  }
}
