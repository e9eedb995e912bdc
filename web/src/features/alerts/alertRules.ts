// What makes an alert: a followed team's or a belled match's kicking off (status 0 → 1) or a goal (a
// side's score rising), read from the pushed live list; and for a match followed with its bell, also
// its kick-off and goals again (the same tags: shown once) and its red cards,
// half time and full time, and its line-ups announced (an hour before kick-off), read from the match's
// own pushed state. Pure, so detection is tested
// without a socket.
import { MATCH_STATUS, type MatchSummary, SPORT_CODES } from '@pitchside/shared';

export type AlertKind = 'lineups' | 'kickoff' | 'goal' | 'red' | 'halftime' | 'fulltime';

export interface MatchAlert {
  kind: AlertKind;
  matchId: number;
  /** One per match and event: two tabs, or a list pushed twice, never make the same alert twice. */
  tag: string;
  /** The side that scored, or was shown a red card (goals and red cards only). */
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
 * as kicking off, and a score that goes down (a goal ruled out) only resets what was seen. It alerts
 * the matches of followed teams, and the belled matches too: a belled match's own topic alerts the same
 * kick-off and goals under the same tags (MatchFollowDetector), so whichever of the two shows the goal
 * first alerts it, and a goal the fan sees on the card is alerted even while the gateway has not taken
 * on the match's own topic yet (a new topic can be refused for a while under load, docs/API.md
 * "Upstream load").
 */
export class AlertDetector {
  #seen = new Map<number, Seen>();
  #primed = false;

  /** `followed`: the teams followed with alerts; `belled`: the matches followed with their bell. */
  next(
    matches: readonly MatchSummary[],
    followed: ReadonlySet<number>,
    belled: ReadonlySet<number> = new Set(),
  ): MatchAlert[] {
    const alerts: MatchAlert[] = [];
    const seen = new Map<number, Seen>();
    for (const match of matches) {
      const now = { status: match.status, home: match.homeScore, away: match.awayScore };
      seen.set(match.id, now);
      const wanted = followed.has(match.homeId) || followed.has(match.awayId) || belled.has(match.id);
      if (!this.#primed || !wanted) continue;
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

interface SeenMatch extends Seen {
  homeRed: number;
  awayRed: number;
  lineups: boolean;
}

const seenOf = (match: MatchSummary, lineups: boolean): SeenMatch => ({
  lineups,
  status: match.status,
  home: match.homeScore,
  away: match.awayScore,
  homeRed: match.homeRedCard,
  awayRed: match.awayRedCard,
});

/**
 * Watches the successive states of matches followed with their bell (one match at a time, each by its
 * own topic). A match's first state only primes it (a bell rung mid-match does not alert what has
 * happened); afterwards the line-ups announced, kick-off, each goal, each red card, half time and full
 * time make an alert. A basketball or esports match alerts its start and its end only: a point or a
 * game is no goal (a basket every half minute would be an alert every half minute), and its breaks
 * (quarters, games) are no half time.
 * Tags are the team alerts' for kick-off and goals, so a match both followed and of a followed team
 * alerts once.
 */
export class MatchFollowDetector {
  #seen = new Map<number, SeenMatch>();

  /** `lineupAnnounced`: the match state's word that its line-ups are out (football; absent: not yet). */
  next(match: MatchSummary, lineupAnnounced = false): MatchAlert[] {
    const before = this.#seen.get(match.id);
    const now = seenOf(match, lineupAnnounced);
    this.#seen.set(match.id, now);
    if (!before) return [];
    const alerts: MatchAlert[] = [];
    const add = (kind: AlertKind, tag: string, side: 'home' | 'away' | null = null) =>
      alerts.push({ kind, matchId: match.id, tag: `${match.id}:${tag}`, side, match });
    if (match.sport !== SPORT_CODES.football) {
      if (before.status === MATCH_STATUS.NOT_STARTED && now.status === MATCH_STATUS.FIRST_HALF)
        add('kickoff', 'kickoff');
      if (before.status !== MATCH_STATUS.FULL_TIME && now.status === MATCH_STATUS.FULL_TIME)
        add('fulltime', 'fulltime');
      return alerts;
    }
    if (!before.lineups && now.lineups && now.status === MATCH_STATUS.NOT_STARTED) add('lineups', 'lineups');
    if (before.status === MATCH_STATUS.NOT_STARTED && now.status === MATCH_STATUS.FIRST_HALF)
      add('kickoff', 'kickoff');
    const scored = now.home > before.home ? 'home' : now.away > before.away ? 'away' : null;
    if (scored) add('goal', `goal:${now.home}-${now.away}`, scored);
    if (now.homeRed > before.homeRed) add('red', `red:home:${now.homeRed}`, 'home');
    if (now.awayRed > before.awayRed) add('red', `red:away:${now.awayRed}`, 'away');
    if (before.status === MATCH_STATUS.FIRST_HALF && now.status === MATCH_STATUS.HALF_TIME)
      add('halftime', 'halftime');
    if (before.status !== MATCH_STATUS.FULL_TIME && now.status === MATCH_STATUS.FULL_TIME)
      add('fulltime', 'fulltime');
    return alerts;
  }

  /** Forgets a match no longer followed (following it again primes it afresh). */
  forget(matchId: number): void {
    this.#seen.delete(matchId);
  }
}

/**
 * A followed team's match to watch for its line-ups: its next football match still to kick off (the
 * live list carries matches in play only, so the announcement an hour before comes by the match's own
 * topic). `next` is the team's coming matches, soonest first.
 */
export function nextToAnnounce(next: readonly MatchSummary[]): number | null {
  return (
    next.find((match) => match.sport === SPORT_CODES.football && match.status === MATCH_STATUS.NOT_STARTED)
      ?.id ?? null
  );
}

/**
 * Of a match watched for a followed team only (not belled), the line-ups alone: its kick-off and goals
 * come from the live list.
 */
export const teamMatchAlerts = (alerts: readonly MatchAlert[]): MatchAlert[] =>
  alerts.filter((alert) => alert.kind === 'lineups');

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
