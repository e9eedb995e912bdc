// Player ratings, 3.0 to 10.0, for every player who has played, from his events so far
// (the model is written down in docs/API.md, "Player ratings"). The ratings move live: each goal, shot,
// save or card moves its players', and the minutes played add a little.
import type { Lineup, LineupPlayer, Match, RatedPlayer, Side } from '../types';
import { BIG_CHANCE_XG } from './footballShots';

/** The model's weights (docs/API.md lists them). */
export const RATING = {
  /** Where every player starts, starter or substitute. */
  base: 6,
  /** Per minute played (+0.45 over 90 minutes). */
  perMinute: 0.005,
  goal: 1,
  assist: 0.7,
  /** A pass that set up a shot that was not a goal. */
  keyPass: 0.15,
  shotOnTarget: 0.15,
  woodwork: 0.1,
  /** A shot off target or blocked. */
  shotMissed: -0.05,
  /** On top of the shot: a big chance not taken. */
  bigChanceMissed: -0.2,
  save: 0.25,
  /** Each goal his side concedes while he is on the pitch: goalkeeper, defender. */
  concededKeeper: -0.25,
  concededDefender: -0.15,
  yellow: -0.3,
  /** A straight red or a second yellow (on top of the first). */
  sentOff: -1.5,
  /** Errors: an own goal, a penalty given away, a penalty missed. */
  ownGoal: -1,
  penaltyConceded: -0.7,
  penaltyMissed: -0.8,
  /** The side's lead (or deficit) at the moment: per goal, and at most. */
  leadPerGoal: 0.1,
  leadCap: 0.3,
  min: 3,
  max: 10,
};

interface Tally {
  player: LineupPlayer;
  side: Side;
  /** Minute he came on (0 for a starter), minute he went off (null while on). */
  on: number;
  off: number | null;
  played: boolean;
  points: number;
}

/** Whether a match has ratings: once a minute of it has been played (football only). */
export function hasRatings(m: Match): boolean {
  return m.sport === 'football' && m.momentum.length > 0;
}

/** The rating of every player who has played so far, home side first. */
export function footballRatings(m: Match, lineup: Lineup): RatedPlayer[] {
  if (!hasRatings(m)) return [];
  const bySide: Record<Side, Map<string, Tally>> = { home: new Map(), away: new Map() };
  for (const side of ['home', 'away'] as const) {
    for (const player of lineup[side].starters)
      bySide[side].set(player.name, { player, side, on: 0, off: null, played: true, points: 0 });
    for (const player of lineup[side].bench)
      bySide[side].set(player.name, { player, side, on: 0, off: null, played: false, points: 0 });
  }
  const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
  const find = (side: Side, name: string | null) => (name ? bySide[side].get(name) : undefined);
  const add = (side: Side, name: string | null, points: number) => {
    const t = find(side, name);
    if (t) t.points += points;
  };
  const onPitchAt = (t: Tally, minute: number) =>
    t.played && t.on <= minute && (t.off === null || t.off >= minute);
  const score = { home: 0, away: 0 };
  for (const e of m.events) {
    if (e.type === 'substitute') {
      const off = find(e.side, e.playerName);
      const on = find(e.side, e.relatedPlayerName);
      if (off) off.off = e.minute;
      if (on) {
        on.played = true;
        on.on = e.minute;
      }
    } else if (e.type === 'yellow') add(e.side, e.playerName, RATING.yellow);
    else if (e.type === 'yellowred' || e.type === 'red') {
      add(e.side, e.playerName, RATING.sentOff);
      // A real match may show a red to a player who had already gone off: his minutes stand.
      const t = find(e.side, e.playerName);
      if (t && t.off === null) t.off = e.minute;
    } else if (e.type === 'goal' || e.type === 'penalty' || e.type === 'own') {
      score[e.side]++;
      if (e.type === 'own') add(other(e.side), e.playerName, RATING.ownGoal);
      else {
        add(e.side, e.playerName, RATING.goal);
        add(e.side, e.relatedPlayerName, RATING.assist);
      }
      for (const t of bySide[other(e.side)].values()) {
        if (!onPitchAt(t, e.minute)) continue;
        if (t.player.position === 'GK') t.points += RATING.concededKeeper;
        else if (t.player.position === 'DF') t.points += RATING.concededDefender;
      }
    } else if (e.type === 'missed') add(e.side, e.playerName, RATING.penaltyMissed);
  }
  for (const shot of m.shots) {
    const side = shot.side;
    if (shot.concededBy) add(other(side), shot.concededBy, RATING.penaltyConceded);
    if (shot.outcome === 'goal') continue;
    // A missed penalty's cost is its event's.
    if (shot.situation !== 'penalty') {
      const points =
        shot.outcome === 'saved'
          ? RATING.shotOnTarget
          : shot.outcome === 'woodwork'
            ? RATING.woodwork
            : RATING.shotMissed;
      add(side, shot.playerName, points + (shot.xg >= BIG_CHANCE_XG ? RATING.bigChanceMissed : 0));
    }
    add(side, shot.assistName, RATING.keyPass);
    if (shot.outcome === 'saved') add(other(side), shot.keeperName, RATING.save);
  }
  const now = m.status === 0 ? 0 : Math.max(1, m.clock.minute);
  const out: RatedPlayer[] = [];
  for (const side of ['home', 'away'] as const) {
    const lead = Math.max(
      -RATING.leadCap,
      Math.min(RATING.leadCap, (score[side] - score[other(side)]) * RATING.leadPerGoal),
    );
    for (const t of bySide[side].values()) {
      if (!t.played) continue;
      const minutes = Math.max(0, (t.off ?? now) - t.on);
      const raw = RATING.base + minutes * RATING.perMinute + t.points + lead;
      const rating = Math.round(Math.min(RATING.max, Math.max(RATING.min, raw)) * 10) / 10;
      out.push({ playerId: t.player.playerId, side, name: t.player.name, rating, minutes });
    }
  }
  return out;
}

/** The match's best player, once it is over: the highest rating (the earlier in the line-up on a tie). */
export function bestPlayer<T extends { rating: number }>(ratings: readonly T[]): T | null {
  let best: T | null = null;
  for (const r of ratings) if (!best || r.rating > best.rating) best = r;
  return best;
}
