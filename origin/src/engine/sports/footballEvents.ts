// What happens inside one football minute: goals, cards, corners, substitutions, VAR, stats.
import { type EventNote, eventCode } from '@pitchside/shared';
import { chance, poisson, type Rng, weightedIndex } from '../rng';
import type { Match, MatchEvent, MatchEventType, Pair, Player, Shot, Side } from '../types';
import type { RealCard, RealChange, RealSide } from '../world/realLineup';
import { missOutcome, penaltyMiss, penaltyPlace, placeShot, type ShotPlace } from './footballShots';
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
  /** Players sent off the pitch (a red card to one already off or on the bench sends nobody off). */
  sentOff: number;
}

/** A real match's changes and cards (a full-format file's), played at their minutes instead of drawn. */
export interface RealPlay {
  home: Pick<RealSide, 'substitutions' | 'cards'>;
  away: Pick<RealSide, 'substitutions' | 'cards'>;
}

/** A goal the replay file prescribes. */
export interface ScriptedGoal {
  side: Side;
  minute: number;
  offset: number;
  /**
   * The file's scorer; absent when the file gives scores only (the engine picks one, a generated fact);
   * null for a goal the score counts and the file does not list: nobody is named for it.
   */
  name?: string | null;
  penalty: boolean;
  owngoal: boolean;
}

export interface MinuteContext {
  match: Match;
  rng: Rng;
  /**
   * Draws for the detail around the story (where shots are taken, passes, fouls, tackles): a stream of
   * its own, so the story itself (goals, cards, substitutions) is what it was before the detail existed.
   */
  detail: Rng;
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
  /** A real match with its file's changes and cards: no card, change, missed penalty or VAR check is drawn. */
  real: RealPlay | null;
}

const OTHER: Record<Side, Side> = { home: 'away', away: 'home' };
const SCORER_WEIGHT = { GK: 0, DF: 1, MF: 3, FW: 6, G: 1, F: 1, C: 1, P: 1 } as const;

/**
 * Who scores, by position: the share of a side's goals each line takes, whatever the formation
 * (forwards 57%, midfielders 29%, defenders 14%, keepers 0). These are the targets of "real
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
  /** The file's scorer; null: a goal the file does not list, which names nobody. */
  name?: string | null,
): void {
  const { match: m, rng, sides } = ctx;
  const team = sides[kind === 'own' ? OTHER[side] : side];
  let scorer = name
    ? (team.onPitch.find((p) => p.name === name) ?? team.bench.find((p) => p.name === name))
    : undefined;
  if (!scorer && name === undefined)
    scorer =
      kind === 'own'
        ? pickPlayer(rng, team.onPitch, (p) => (p.position === 'DF' ? 4 : 1))
        : team.onPitch.some((p) => p.position === 'FW' || p.position === 'MF' || p.position === 'DF')
          ? pickScorer(rng, team.onPitch)
          : pickPlayer(rng, team.onPitch, (p) => SCORER_WEIGHT[p.position] * p.rating);
  m.score[side]++;
  let assist: string | null = null;
  // A goal nobody is named for has no assist either, and a real match's file names no assist: none is made up.
  if (kind === 'goal' && name !== null && !ctx.real && chance(rng, 0.7)) {
    assist =
      pickPlayer(
        rng,
        eligible(ctx, sides[side].onPitch).filter((p) => p !== scorer),
        (p) => SCORER_WEIGHT[p.position] + 1,
      )?.name ?? null;
  }
  if (!ctx.real && chance(rng, 0.08))
    pushEvent(ctx, minute, stoppage, 'var', side, { id: null, name: '' }, null, 'goal-check:confirmed');
  const event = pushEvent(
    ctx,
    minute,
    stoppage,
    kind,
    side,
    { id: scorer?.id ?? null, name: scorer?.name ?? name ?? '' },
    assist,
  );
  // An own goal is no shot of the scoring side.
  if (kind === 'own') return;
  addShot(ctx, event, kind === 'penalty' ? penaltyPlace() : placeShot(ctx.detail, true), 'goal', assist);
}

/** Who shot when: a goal's or missed penalty's event, or a shot's own numbering and taker. */
type ShotAt = Pick<MatchEvent, 'id' | 'minute' | 'stoppage' | 'side' | 'playerId' | 'playerName'>;

function addShot(
  ctx: MinuteContext,
  event: ShotAt,
  place: ShotPlace,
  outcome: Shot['outcome'],
  assistName: string | null,
): void {
  const { match: m, sides } = ctx;
  const side = event.side;
  const other = OTHER[side];
  const keeper =
    outcome === 'saved' ? eligible(ctx, sides[other].onPitch).find((p) => p.position === 'GK') : undefined;
  let concededBy: string | null = null;
  if (place.situation === 'penalty') {
    // The foul that gave the penalty away: more often a defender's. A real match's file does not say
    // whose it was, so nobody is named.
    if (!ctx.real)
      concededBy =
        pickPlayer(ctx.detail, eligible(ctx, sides[other].onPitch), (p) =>
          p.position === 'DF' ? 4 : p.position === 'GK' ? 1 : 1.5,
        )?.name ?? null;
    m.stats.fouls[other]++;
  }
  m.shots.push({
    id: event.id,
    minute: event.minute,
    stoppage: event.stoppage,
    side,
    playerId: event.playerId,
    playerName: event.playerName,
    assistName,
    keeperName: keeper?.name ?? null,
    concededBy,
    x: place.x,
    y: place.y,
    bodyPart: place.bodyPart,
    situation: place.situation,
    outcome,
    xg: Math.round(place.xg * 1000) / 1000,
  });
  m.stats.shots[side]++;
  if (outcome === 'goal' || outcome === 'saved') m.stats.shotsOnTarget[side]++;
  if (outcome === 'off-target') m.stats.goalKicks[other]++;
}

/** A shot that is neither a goal nor a penalty: who took it, who set it up, where, how it ended. */
function openShot(ctx: MinuteContext, minute: number, stoppage: number, side: Side, onTarget: boolean): void {
  const { detail, sides } = ctx;
  const players = eligible(ctx, sides[side].onPitch);
  const shooter = players.some((p) => p.position !== 'GK') ? pickScorer(detail, players) : undefined;
  const place = placeShot(detail, false);
  const outcome = onTarget ? 'saved' : missOutcome(detail, place);
  // About as many shots are set up by a pass as goals are (the engine's 70% of goals assisted).
  const assist = chance(detail, 0.7)
    ? (pickPlayer(
        detail,
        players.filter((p) => p !== shooter),
        (p) => SCORER_WEIGHT[p.position] + 1,
      )?.name ?? null)
    : null;
  const at = {
    id: ctx.nextEventId(),
    minute,
    stoppage,
    side,
    playerId: shooter?.id ?? null,
    playerName: shooter?.name ?? '',
  };
  addShot(ctx, at, place, outcome, assist);
}

function card(ctx: MinuteContext, minute: number, stoppage: number, side: Side, straightRed: boolean): void {
  const { match: m, rng, sides } = ctx;
  const team = sides[side];
  const player = pickPlayer(rng, eligible(ctx, team.onPitch), (p) =>
    p.position === 'GK' ? 0.1 : p.position === 'DF' ? 3 : 2,
  );
  if (!player) return;
  if (ctx.keep.has(player.name) && (straightRed || team.booked.has(player.id))) return;
  // A card is shown for a foul (dissent and the like aside).
  m.stats.fouls[side]++;
  const who = { id: player.id, name: player.name };
  if (straightRed || team.booked.has(player.id)) {
    pushEvent(ctx, minute, stoppage, straightRed ? 'red' : 'yellowred', side, who);
    m.redCards[side]++;
    team.onPitch = team.onPitch.filter((p) => p !== player);
    team.sentOff++;
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

/** A change written at 45' with no added minute was made at half time (the files write them so). */
export const atHalfTime = (c: { minute: number; offset: number }) => c.minute === 45 && c.offset === 0;

/** Whether a real change or card belongs to this slot; half-time changes to the second half's first minute. */
const inSlot = (c: { minute: number; offset: number }, minute: number, stoppage: number) =>
  atHalfTime(c) && 'off' in c
    ? minute === 46 && stoppage === 0
    : c.minute === minute && c.offset === stoppage;

function realChange(ctx: MinuteContext, side: Side, change: RealChange): void {
  const team = ctx.sides[side];
  if (team.onPitch.includes(change.off))
    team.onPitch = team.onPitch.map((p) => (p === change.off ? change.on : p));
  else if (!team.onPitch.includes(change.on)) team.onPitch.push(change.on);
  team.bench = team.bench.filter((p) => p !== change.on);
  team.cameOn.add(change.on.id);
  team.subsLeft = Math.max(0, team.subsLeft - 1);
  // Told at its written minute: a half-time change at 45'.
  pushEvent(ctx, change.minute, change.offset, 'substitute', side, change.off, change.on.name);
}

function realCard(ctx: MinuteContext, side: Side, card: RealCard): void {
  const { match: m } = ctx;
  const team = ctx.sides[side];
  const who = { id: card.player.id, name: card.player.name };
  m.stats.fouls[side]++;
  if (card.kind === 'yellow') {
    team.booked.add(card.player.id);
    m.yellowCards[side]++;
  } else {
    m.redCards[side]++;
    // A card to a player already off, or on the bench, is shown all the same; it sends nobody off.
    if (team.onPitch.includes(card.player)) {
      team.onPitch = team.onPitch.filter((p) => p !== card.player);
      team.sentOff++;
    }
  }
  pushEvent(ctx, card.minute, card.offset, card.kind, side, who);
}

/**
 * The file's events of one slot of a real match, in an order that keeps each player on the pitch for
 * what he does: a substitute who acts in this minute comes on first, then the goals, the cards, and
 * the other changes.
 */
function playRealSlot(ctx: MinuteContext, minute: number, stoppage: number): void {
  const real = ctx.real;
  if (!real) return;
  const goals = ctx.scripted ?? [];
  const cards = (['home', 'away'] as const).flatMap((side) =>
    real[side].cards.filter((c) => inSlot(c, minute, stoppage)).map((c) => ({ side, c })),
  );
  const changes = (['home', 'away'] as const).flatMap((side) =>
    real[side].substitutions.filter((c) => inSlot(c, minute, stoppage)).map((c) => ({ side, c })),
  );
  const acts = new Set([...goals.flatMap((g) => g.name ?? []), ...cards.map((x) => x.c.player.name)]);
  const first = changes.filter((x) => acts.has(x.c.on.name));
  for (const { side, c } of first) realChange(ctx, side, c);
  for (const g of goals)
    goal(ctx, minute, stoppage, g.side, g.owngoal ? 'own' : g.penalty ? 'penalty' : 'goal', g.name);
  for (const { side, c } of cards) realCard(ctx, side, c);
  for (const x of changes) if (!first.includes(x)) realChange(ctx, x.side, x.c);
}

/**
 * A side's share of the play now: its strength's share, moved by the men each side has lost (a side
 * down to ten plays as the model's `redFactor` has it, in shots, corners, attacks and possession alike).
 */
function playShare(sides: Record<Side, SideState>, side: Side): number {
  const other = OTHER[side];
  const own = sides[side].share * redFactor(sides[side].sentOff, sides[other].sentOff);
  const theirs = sides[other].share * redFactor(sides[other].sentOff, sides[side].sentOff);
  return own / (own + theirs);
}

/** Plays one minute (`stoppage` > 0: that minute of added time) of a football match. */
export function playMinute(ctx: MinuteContext, minute: number, stoppage: number): void {
  const { match: m, rng, sides } = ctx;
  const share: Pair = { home: playShare(sides, 'home'), away: playShare(sides, 'away') };
  const scoreBefore = { ...m.score };
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
    const goalRate = ctx.rates[side] * weight * redFactor(team.sentOff, sides[other].sentOff) * levelFactor;
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
    if (
      !ctx.real &&
      chance(rng, (goalRate * M.penaltyShare * (1 - M.penaltyConversion)) / M.penaltyConversion)
    ) {
      const taker = pickPlayer(rng, eligible(ctx, team.onPitch), (p) => SCORER_WEIGHT[p.position] * p.rating);
      if (taker) {
        const event = pushEvent(ctx, minute, stoppage, 'missed', side, { id: taker.id, name: taker.name });
        addShot(ctx, event, penaltyPlace(), penaltyMiss(ctx.detail), null);
      }
    }
    const corners = poisson(
      rng,
      M.cornersPerMatch * per90 * share[side] * (0.85 + (0.3 * Math.min(minute, 90)) / 90),
    );
    for (let c = 0; c < corners; c++) {
      m.corners[side]++;
      pushEvent(ctx, minute, stoppage, 'corner', side, { id: null, name: '' });
    }
    if (!ctx.real) {
      if (chance(rng, (M.yellowsPerMatch / 2) * per90 * cardWeight * (1.4 - 0.8 * share[side])))
        card(ctx, minute, stoppage, side, false);
      if (chance(rng, (M.straightRedsPerMatch / 2) * per90)) card(ctx, minute, stoppage, side, true);
      substitutionWindow(ctx, minute, stoppage, side);
    }
    const shots = poisson(rng, Math.max(0, M.shotsPerMatch * per90 * share[side] * weight - goalRate));
    for (let s = 0; s < shots; s++) openShot(ctx, minute, stoppage, side, chance(rng, M.savedShare));
    const attacks = poisson(rng, 2.1 * share[side]);
    const dangerous = poisson(rng, 1.1 * share[side] * weight);
    m.stats.attacks[side] += attacks;
    m.stats.dangerousAttacks[side] += dangerous;
    if (side === 'home') momentumHome = dangerous + 2 * shots;
    else momentumAway = dangerous + 2 * shots;
  }
  if (ctx.real) playRealSlot(ctx, minute, stoppage);
  else if (ctx.scripted) {
    for (const g of ctx.scripted)
      goal(ctx, minute, stoppage, g.side, g.owngoal ? 'own' : g.penalty ? 'penalty' : 'goal', g.name);
  }
  if (!ctx.real && chance(rng, 0.25 * per90)) {
    const side = chance(rng, share.home) ? 'home' : 'away';
    pushEvent(ctx, minute, stoppage, 'var', side, { id: null, name: '' }, null, 'penalty-check:no-penalty');
  }
  // A goal is the minute's biggest moment: the momentum shows it where it was scored (a real match's too).
  momentumHome += 3 * (m.score.home - scoreBefore.home);
  momentumAway += 3 * (m.score.away - scoreBefore.away);
  m.momentum.push({ minute, stoppage, home: momentumHome, away: momentumAway });
  const possessionHome = Math.min(
    0.8,
    Math.max(0.2, 0.5 + (share.home - 0.5) * 0.8 + (rng.next() - 0.5) * 0.2),
  );
  const played = m.momentum.length;
  const prev = m.stats.possession.home;
  const home = Math.round((prev * (played - 1) + possessionHome * 100) / played);
  m.stats.possession = { home, away: 100 - home };
  playDetail(ctx, possessionHome, share);
}

/**
 * Passes, tackles, fouls, throw-ins and goal kicks of one minute, from the minute's possession. Real
 * figures (bench:realism prints the engine's beside them):
 * - passes: Premier League 2015/16 sides made 454 (Bournemouth) to 559 (Arsenal, the most) a match
 *   (Football365, "The Premier League opening weekend's vital stats"); about 470 a side here, completed
 *   about 80% of the time (2017/18: 70.6% Leicester to 88.8% Manchester City, footballpurists.com);
 * - tackles: 18.6 (Arsenal, Bournemouth) to 20.8 a side a match in 2015/16 (the same Football365 page);
 * - fouls: 8,274 in the Premier League's 380 matches of 2020/21, 10.9 a side a match (fouls table of
 *   untold-arsenal.com, archives/89149); cards and given penalties count among them;
 * - throw-ins: 40 a match, goal kicks 17 (a study of 108 interruptions a match, quoted by
 *   sage-tips.com, "Why do we have throw-ins in football?"); every shot wide or over is a goal kick.
 */
function playDetail(ctx: MinuteContext, possessionHome: number, share: Pair): void {
  const { match: m, detail } = ctx;
  const perMinute = 1 / 95;
  for (const side of ['home', 'away'] as const) {
    const own = side === 'home' ? possessionHome : 1 - possessionHome;
    // Passes (about Poisson) and the completed ones (binomial), by their normal approximations from one
    // pair of normal draws: two draws a minute instead of one a pass.
    const expected = 900 * perMinute * own;
    const radius = Math.sqrt(-2 * Math.log(1 - detail.next()));
    const angle = 2 * Math.PI * detail.next();
    const passes = Math.max(0, Math.round(expected + Math.sqrt(expected) * radius * Math.cos(angle)));
    const accuracy = Math.min(0.92, Math.max(0.62, 0.8 + (share[side] - 0.5) * 0.3));
    const spread = Math.sqrt(passes * accuracy * (1 - accuracy));
    const accurate = Math.min(
      passes,
      Math.max(0, Math.round(passes * accuracy + spread * radius * Math.sin(angle))),
    );
    m.stats.passes[side] += passes;
    m.stats.accuratePasses[side] += accurate;
    m.stats.tackles[side] += poisson(detail, 36 * perMinute * (1 - own));
    // Fouls beyond those that brought a card or a penalty.
    m.stats.fouls[side] += poissonUnder(detail, DETAIL_LIMITS.fouls);
    m.stats.throwIns[side] += poissonUnder(detail, DETAIL_LIMITS.throwIns);
    // Goal kicks besides the shots that went wide: crosses and long balls over the line.
    m.stats.goalKicks[side] += poissonUnder(detail, DETAIL_LIMITS.goalKicks);
  }
}

/** e^-λ of the per-minute rates that do not change (fouls, throw-ins, goal kicks), worked out once. */
const DETAIL_LIMITS = {
  fouls: Math.exp(-8.3 / 95),
  throwIns: Math.exp(-19 / 95),
  goalKicks: Math.exp(-3.3 / 95),
};

/** A Poisson draw (Knuth's), given e^-λ. */
function poissonUnder(rng: Rng, limit: number): number {
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}
