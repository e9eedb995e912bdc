// What happens inside one football minute: goals, cards, corners, substitutions, VAR, stats.
import { type EventNote, eventCode } from '@pitchside/shared';
import { chance, poisson, type Rng, weightedIndex } from '../rng';
import type { Match, MatchEvent, MatchEventType, Pair, Player, Side } from '../types';
import { FOOTBALL_MODEL as M, minuteWeight, redFactor } from './model';

export interface SideState {
  onPitch: Player[];
  bench: Player[];
  /** Substitutions still to make (3 to 5 planned per side when the match starts). */
  subsLeft: number;
  /** Stoppages of play still allowed for substitutions (half-time does not count). */
  windowsLeft: number;
  /** Players who came on: never taken off again (no return of a player who came off either). */
  cameOn: Set<number>;
  booked: Set<number>;
  /** Share of the play (0..1) from strengths: shots, corners, attacks, possession. */
  share: number;
}

/** A goal the replay file prescribes. */
export interface ScriptedGoal {
  side: Side;
  minute: number;
  offset: number;
  /** The file's scorer; absent when the file gives scores only (the engine picks one, a generated fact). */
  name?: string;
  penalty: boolean;
  owngoal: boolean;
}

export interface MinuteContext {
  match: Match;
  rng: Rng;
  sides: Record<Side, SideState>;
  /** Goals per unit of minute weight (before red cards). */
  rates: Pair;
  time: number;
  nextEventId: () => number;
  /** Scripted goals of this minute, when replaying; random goals are off then. */
  scripted: ScriptedGoal[] | null;
  /** Replayed scorers: never sent off or substituted, so they are on the pitch for their goals. */
  keep: ReadonlySet<string>;
  /**
   * A real match whose file names players: only these names may appear in generated events (cards,
   * substitutions, assists, missed penalties), so no invented player enters a real match's story.
   */
  named: ReadonlySet<string> | null;
}

const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };
const SCORER_WEIGHT = { GK: 0, DF: 1, MF: 3, FW: 6, G: 1, F: 1, C: 1, P: 1 } as const;

/**
 * Who scores, by position: the share of a side's goals each line takes, whatever the formation
 * (forwards 57%, midfielders 29%, defenders 14%, keepers 0). These are the targets of issue 26, "real
 * league figures" with wingers counted as forwards, as FIFA's squad lists class them. The published
 * check found: Objective Football's Premier League player numbers by position (2013/14 and 2014/15):
 * forwards score 0.35-0.37 goals per 90 minutes, midfielders 0.12-0.14, defenders 0.03, which gives
 * forwards ~50%, midfielders ~40%, defenders ~10% of goals with wingers counted as midfielders.
 * Within a line, the better player scores more often.
 */
export const GOAL_SHARE: Readonly<Record<'GK' | 'DF' | 'MF' | 'FW', number>> = {
  GK: 0,
  DF: 0.14,
  MF: 0.29,
  FW: 0.57,
};

/** A scorer: his line by GOAL_SHARE among the lines on the pitch, then by rating within it. */
function pickScorer(rng: Rng, players: Player[]): Player | undefined {
  const lines = (['FW', 'MF', 'DF'] as const).filter((line) => players.some((p) => p.position === line));
  if (lines.length === 0) return pickPlayer(rng, players, (p) => SCORER_WEIGHT[p.position] * p.rating || 1);
  const line =
    lines[
      weightedIndex(
        rng,
        lines.map((l) => GOAL_SHARE[l]),
      )
    ] ?? 'FW';
  return pickPlayer(
    rng,
    players.filter((p) => p.position === line),
    (p) => p.rating,
  );
}

function pushEvent(
  ctx: MinuteContext,
  minute: number,
  stoppage: number,
  type: MatchEventType,
  side: Side,
  player: { id: number | null; name: string },
  related: string | null = null,
  detail?: EventNote,
): MatchEvent {
  const m = ctx.match;
  const event: MatchEvent = {
    id: ctx.nextEventId(),
    minute,
    stoppage,
    period: m.status,
    // 535 is a VAR decision (the goal stands), 105 a check that changed nothing (shared events.ts).
    code: type === 'var' && detail?.startsWith('penalty-check') ? 105 : eventCode(type, side),
    type,
    side,
    playerId: player.id,
    playerName: player.name,
    relatedPlayerName: related,
    score: { ...m.score },
    time: ctx.time,
  };
  if (detail) event.detail = detail;
  m.events.push(event);
  return event;
}

function pickPlayer(rng: Rng, players: Player[], weight: (p: Player) => number): Player | undefined {
  if (players.length === 0) return undefined;
  const weights = players.map(weight);
  if (weights.every((w) => w <= 0)) return undefined;
  return players[weightedIndex(rng, weights)];
}

/** The players a generated event may name: all of them, or only the file's in a named real match. */
function eligible(ctx: MinuteContext, players: Player[]): Player[] {
  const named = ctx.named;
  return named ? players.filter((p) => named.has(p.name)) : players;
}

function goal(
  ctx: MinuteContext,
  minute: number,
  stoppage: number,
  side: Side,
  kind: 'goal' | 'penalty' | 'own',
  name?: string,
): void {
  const { match: m, rng, sides } = ctx;
  const team = sides[kind === 'own' ? OTHER[side] : side];
  let scorer = name
    ? (team.onPitch.find((p) => p.name === name) ?? team.bench.find((p) => p.name === name))
    : undefined;
  if (!scorer && !name)
    scorer =
      kind === 'own'
        ? pickPlayer(rng, team.onPitch, (p) => (p.position === 'DF' ? 4 : 1))
        : team.onPitch.some((p) => p.position === 'FW' || p.position === 'MF' || p.position === 'DF')
          ? pickScorer(rng, team.onPitch)
          : pickPlayer(rng, team.onPitch, (p) => SCORER_WEIGHT[p.position] * p.rating);
  m.score[side]++;
  let assist: string | null = null;
  if (kind === 'goal' && chance(rng, 0.7)) {
    assist =
      pickPlayer(
        rng,
        eligible(ctx, sides[side].onPitch).filter((p) => p !== scorer),
        (p) => SCORER_WEIGHT[p.position] + 1,
      )?.name ?? null;
  }
  if (chance(rng, 0.08))
    pushEvent(ctx, minute, stoppage, 'var', side, { id: null, name: '' }, null, 'goal-check:confirmed');
  pushEvent(
    ctx,
    minute,
    stoppage,
    kind,
    side,
    { id: scorer?.id ?? null, name: scorer?.name ?? name ?? '' },
    assist,
  );
  m.stats.shots[side]++;
  m.stats.shotsOnTarget[side]++;
}

function card(ctx: MinuteContext, minute: number, stoppage: number, side: Side, straightRed: boolean): void {
  const { match: m, rng, sides } = ctx;
  const team = sides[side];
  const player = pickPlayer(rng, eligible(ctx, team.onPitch), (p) =>
    p.position === 'GK' ? 0.1 : p.position === 'DF' ? 3 : 2,
  );
  if (!player) return;
  if (ctx.keep.has(player.name) && (straightRed || team.booked.has(player.id))) return;
  const who = { id: player.id, name: player.name };
  if (straightRed || team.booked.has(player.id)) {
    pushEvent(ctx, minute, stoppage, straightRed ? 'red' : 'yellowred', side, who);
    m.redCards[side]++;
    team.onPitch = team.onPitch.filter((p) => p !== player);
    return;
  }
  team.booked.add(player.id);
  m.yellowCards[side]++;
  pushEvent(ctx, minute, stoppage, 'yellow', side, who);
}

/** Takes one player off for one from the bench; false when no legal change is left. */
function substitute(ctx: MinuteContext, minute: number, stoppage: number, side: Side): boolean {
  const { rng, sides } = ctx;
  const team = sides[side];
  if (team.subsLeft <= 0 || team.bench.length === 0) return false;
  // Never the goalkeeper, a replayed scorer, or a player who came on earlier.
  const off = pickPlayer(rng, eligible(ctx, team.onPitch), (p) =>
    p.position === 'GK' || ctx.keep.has(p.name) || team.cameOn.has(p.id) ? 0 : p.position === 'DF' ? 1 : 2,
  );
  if (!off) return false;
  const bench = eligible(ctx, team.bench).filter((p) => !p.injured);
  const on = bench.find((p) => p.position === off.position) ?? bench.find((p) => p.position !== 'GK');
  if (!on) return false;
  team.onPitch = team.onPitch.map((p) => (p === off ? on : p));
  team.bench = team.bench.filter((p) => p !== on);
  team.cameOn.add(on.id);
  team.subsLeft--;
  pushEvent(ctx, minute, stoppage, 'substitute', side, { id: off.id, name: off.name }, on.name);
  return true;
}

/**
 * Substitutions in windows, as the laws allow: half-time is free, then at most three stoppages of play
 * (extra time adds none here); each window brings one to three players on, so the side uses all it
 * planned (3 to 5) by the last minutes.
 */
function substitutionWindow(ctx: MinuteContext, minute: number, stoppage: number, side: Side): void {
  const team = ctx.sides[side];
  if (team.subsLeft <= 0 || stoppage > 0) return;
  const halfTime = minute === 46;
  if (halfTime) {
    if (!chance(ctx.rng, 0.3)) return;
  } else {
    if (minute < 55 || minute > 89 || team.windowsLeft <= 0) return;
    const late = minute >= 84;
    if (!late && !chance(ctx.rng, 0.05 + 0.015 * team.subsLeft)) return;
  }
  const perWindow = halfTime
    ? chance(ctx.rng, 0.75)
      ? 1
      : 2
    : Math.min(
        3,
        team.windowsLeft <= 1 ? team.subsLeft : Math.max(1, Math.ceil(team.subsLeft / team.windowsLeft)),
      );
  let made = 0;
  for (let i = 0; i < perWindow; i++) if (substitute(ctx, minute, stoppage, side)) made++;
  if (made > 0 && !halfTime) team.windowsLeft--;
}

/** Plays one minute (`stoppage` > 0: that minute of added time) of a football match. */
export function playMinute(ctx: MinuteContext, minute: number, stoppage: number): void {
  const { match: m, rng, sides } = ctx;
  const weight = minuteWeight(minute, stoppage > 0);
  const per90 = 1 / 95;
  const cardWeight = 0.35 + (1.3 * Math.min(minute, 90)) / 90;
  let momentumHome = 0;
  let momentumAway = 0;
  // Read before either side scores: the pricing (../odds/pricing.ts) uses the state at the start of the
  // minute.
  const levelFactor = m.knockout && m.score.home === m.score.away ? M.knockoutLevelFactor : 1;
  for (const side of ['home', 'away'] as const) {
    const other = OTHER[side];
    const team = sides[side];
    const goalRate = ctx.rates[side] * weight * redFactor(m.redCards[side], m.redCards[other]) * levelFactor;
    if (ctx.scripted === null) {
      const goals = poisson(rng, goalRate);
      for (let g = 0; g < goals; g++) {
        const r = rng.next();
        goal(
          ctx,
          minute,
          stoppage,
          side,
          r < M.ownGoalShare ? 'own' : r < M.ownGoalShare + M.penaltyShare ? 'penalty' : 'goal',
        );
      }
    }
    if (chance(rng, (goalRate * M.penaltyShare * (1 - M.penaltyConversion)) / M.penaltyConversion)) {
      const taker = pickPlayer(rng, eligible(ctx, team.onPitch), (p) => SCORER_WEIGHT[p.position] * p.rating);
      if (taker) pushEvent(ctx, minute, stoppage, 'missed', side, { id: taker.id, name: taker.name });
    }
    const corners = poisson(
      rng,
      M.cornersPerMatch * per90 * team.share * (0.85 + (0.3 * Math.min(minute, 90)) / 90),
    );
    for (let c = 0; c < corners; c++) {
      m.corners[side]++;
      pushEvent(ctx, minute, stoppage, 'corner', side, { id: null, name: '' });
    }
    if (chance(rng, (M.yellowsPerMatch / 2) * per90 * cardWeight * (1.4 - 0.8 * team.share)))
      card(ctx, minute, stoppage, side, false);
    if (chance(rng, (M.straightRedsPerMatch / 2) * per90)) card(ctx, minute, stoppage, side, true);
    substitutionWindow(ctx, minute, stoppage, side);
    const shots = poisson(rng, Math.max(0, M.shotsPerMatch * per90 * team.share * weight - goalRate));
    m.stats.shots[side] += shots;
    for (let s = 0; s < shots; s++) if (chance(rng, M.onTargetShare - 0.05)) m.stats.shotsOnTarget[side]++;
    const attacks = poisson(rng, 2.1 * team.share);
    const dangerous = poisson(rng, 1.1 * team.share * weight);
    m.stats.attacks[side] += attacks;
    m.stats.dangerousAttacks[side] += dangerous;
    if (side === 'home') momentumHome = dangerous + 2 * shots;
    else momentumAway = dangerous + 2 * shots;
  }
  if (ctx.scripted) {
    for (const g of ctx.scripted)
      goal(ctx, minute, stoppage, g.side, g.owngoal ? 'own' : g.penalty ? 'penalty' : 'goal', g.name);
  }
  if (chance(rng, 0.25 * per90)) {
    const side = chance(rng, sides.home.share) ? 'home' : 'away';
    pushEvent(ctx, minute, stoppage, 'var', side, { id: null, name: '' }, null, 'penalty-check:no-penalty');
  }
  m.momentum.push({ minute, stoppage, home: momentumHome, away: momentumAway });
  const possessionHome = Math.min(
    0.8,
    Math.max(0.2, 0.5 + (sides.home.share - 0.5) * 0.8 + (rng.next() - 0.5) * 0.2),
  );
  const played = m.momentum.length;
  const prev = m.stats.possession.home;
  const home = Math.round((prev * (played - 1) + possessionHome * 100) / played);
  m.stats.possession = { home, away: 100 - home };
}
