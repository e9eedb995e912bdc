// The live tracker's state, drawn from a match's pushed detail alone (its events, shots and momentum):
// what the pitch shows and what the line under it says. Pure, so the page and its tests share it.
import {
  isLiveStatus,
  type MatchFacts,
  type MatchShot,
  type MatchView,
  type TimelineEvent,
} from '@pitchside/shared';

export type Side = 'home' | 'away';

/** Pitch size in metres (the shots' frame, docs/API.md "Shots"). */
export const PITCH = { length: 105, width: 68 } as const;

/** A point on the drawn pitch: the home side attacks to the right (x to 105), y from the top touchline. */
export interface PitchPoint {
  x: number;
  y: number;
}

export type MomentKind =
  | 'goal'
  | 'penalty'
  | 'own'
  | 'missed'
  | 'corner'
  | 'yellow'
  | 'red'
  | 'yellowred'
  | 'substitute'
  | 'saved'
  | 'off-target'
  | 'blocked'
  | 'woodwork';

/** One thing that happened, as the line under the pitch tells it. */
export interface TrackerMoment {
  /** `e{id}` for a timeline event, `s{id}` for a shot. */
  key: string;
  kind: MomentKind;
  side: Side;
  minute: number;
  addedMinute: number;
  player: string;
  /** Goal: the assist; substitute: the player coming on. */
  related: string;
  /** The score after a goal. */
  score: string;
  /** The engine's, not the data's: told with a "simulated" mark (a real player's shot no file gives). */
  simulated: boolean;
}

/** A shot where it was taken; `goal` says whether it went in (never set when goals are hidden). */
export interface TrackerShot extends PitchPoint {
  id: number;
  side: Side;
  goal: boolean;
  /** Taken in the last few minutes of play: drawn larger. */
  recent: boolean;
}

export interface TrackerState {
  /** Null before kick-off and when goals are hidden (spoiler-free). */
  score: { home: number; away: number } | null;
  /** Who is attacking in the latest minute played, how hard (0-1), and toward which end; null: neither. */
  attack: { side: Side; intensity: number } | null;
  /** Where play is: the latest shot when it was a moment ago, else as deep as the attack goes. */
  ball: PitchPoint | null;
  shots: TrackerShot[];
  /** Newest first, at most MOMENTS. */
  moments: TrackerMoment[];
  /** The last goal and its scorer, unless goals are hidden. */
  lastGoal: TrackerMoment | null;
  /** The latest minute played (0 before kick-off). */
  minute: number;
  /** The shots, corners and attack drawn are the engine's (every match whose details no file gives). */
  modelled: boolean;
}

export const MOMENTS = 4;
/** Match minutes a shot stays "recent", and the ball stays where it was taken. */
const RECENT_MINUTES = 3;
const GOAL_KINDS: ReadonlySet<string> = new Set(['goal', 'penalty', 'own']);
const TOLD_KINDS: ReadonlySet<string> = new Set([
  'goal',
  'penalty',
  'own',
  'missed',
  'corner',
  'yellow',
  'red',
  'yellowred',
  'substitute',
]);

const at = (item: { minute: number; addedMinute: number }) => item.minute + item.addedMinute / 100;

/** A shot's place on the drawn pitch: the away side attacks to the left, so its frame turns round. */
export function shotPoint(shot: Pick<MatchShot, 'side' | 'x' | 'y'>): PitchPoint {
  return shot.side === 'home'
    ? { x: shot.x, y: shot.y }
    : { x: PITCH.length - shot.x, y: PITCH.width - shot.y };
}

/**
 * Whether a moment of this kind is the engine's rather than the data's (docs/API.md "Real and generated"):
 * shots and corners unless the match's details are a file's (none are yet); goals and missed penalties as
 * its goals are; cards and substitutions as the file gives them (absent: as the details). Without facts,
 * only the shots and corners, which no data gives.
 */
export function isModelled(kind: MomentKind, facts: MatchFacts | undefined): boolean {
  switch (kind) {
    case 'goal':
    case 'penalty':
    case 'own':
    case 'missed':
      return facts?.goals === 'generated';
    case 'yellow':
    case 'red':
    case 'yellowred':
      return facts !== undefined && (facts.cards ?? facts.details) === 'generated';
    case 'substitute':
      return facts !== undefined && (facts.substitutions ?? facts.details) === 'generated';
    default:
      return facts?.details !== 'file';
  }
}

function eventMoment(event: TimelineEvent, facts: MatchFacts | undefined): TrackerMoment {
  return {
    key: `e${event.id}`,
    kind: event.kind as MomentKind,
    side: event.side,
    minute: event.minute,
    addedMinute: event.addedMinute,
    player: event.playerName,
    related: event.relatedPlayerName,
    score: GOAL_KINDS.has(event.kind) ? `${event.homeScore}-${event.awayScore}` : '',
    simulated: isModelled(event.kind as MomentKind, facts),
  };
}

function shotMoment(shot: MatchShot, facts: MatchFacts | undefined): TrackerMoment {
  return {
    key: `s${shot.id}`,
    kind: shot.outcome as MomentKind,
    side: shot.side,
    minute: shot.minute,
    addedMinute: shot.addedMinute,
    player: shot.playerName,
    related: '',
    score: '',
    simulated: isModelled(shot.outcome as MomentKind, facts),
  };
}

/**
 * The tracker's state for `view` as the page shows it (already held to the stream's delay, when one
 * plays). `goalsHidden` (spoiler-free): no score, no goal, no shot that went in, nothing that tells one.
 * Who attacks and where the ball is are drawn while the match is in play, or while a replay shows it
 * as it stood (`inPlay`).
 */
export function trackerState(
  view: MatchView,
  goalsHidden: boolean,
  inPlay = isLiveStatus(view.match.status),
): TrackerState {
  const { match } = view;
  const started = match.status !== 0;
  const events = view.events.filter(
    (event) => TOLD_KINDS.has(event.kind) && !(goalsHidden && GOAL_KINDS.has(event.kind)),
  );
  // A goal's shot is told by its goal event; the other shots by themselves.
  const shotsShown = (view.shots ?? []).filter((shot) => !(goalsHidden && shot.outcome === 'goal'));
  const lastPoint = view.momentum[view.momentum.length - 1];
  const minute = Math.max(
    lastPoint ? at(lastPoint) : 0,
    ...view.events.map(at),
    ...(view.shots ?? []).map(at),
  );
  const moments = [
    ...events.map((event) => eventMoment(event, view.facts)),
    ...shotsShown.filter((shot) => shot.outcome !== 'goal').map((shot) => shotMoment(shot, view.facts)),
  ]
    .sort((a, b) => at(b) - at(a) || b.key.localeCompare(a.key))
    .slice(0, MOMENTS);

  const shots: TrackerShot[] = shotsShown.map((shot) => ({
    ...shotPoint(shot),
    id: shot.id,
    side: shot.side,
    goal: shot.outcome === 'goal',
    recent: minute - at(shot) <= RECENT_MINUTES,
  }));

  // The attack: the side with more dangerous attacks and shots in the latest minute, against the most
  // either side had in the last ten (so a quiet match's best minute still reads as an attack).
  let attack: TrackerState['attack'] = null;
  if (lastPoint && inPlay) {
    const window = view.momentum.slice(-10);
    const scale = Math.max(1, ...window.map((point) => Math.max(point.home, point.away)));
    if (lastPoint.home !== lastPoint.away) {
      const side: Side = lastPoint.home > lastPoint.away ? 'home' : 'away';
      attack = { side, intensity: Math.min(1, Math.max(lastPoint.home, lastPoint.away) / scale) };
    }
  }
  // Shots come in match order.
  const latestShot = shotsShown[shotsShown.length - 1];
  let ball: PitchPoint | null = null;
  if (inPlay) {
    if (latestShot && minute - at(latestShot) <= 1) {
      ball = shotPoint(latestShot);
    } else if (attack) {
      const depth = 12 + 30 * attack.intensity;
      ball = { x: PITCH.length / 2 + (attack.side === 'home' ? depth : -depth), y: PITCH.width / 2 };
    } else {
      ball = { x: PITCH.length / 2, y: PITCH.width / 2 };
    }
  }
  const goals = goalsHidden ? [] : events.filter((event) => GOAL_KINDS.has(event.kind));
  const last = goals[goals.length - 1];
  return {
    score: started && !goalsHidden ? { home: match.homeScore, away: match.awayScore } : null,
    attack,
    ball,
    shots,
    moments,
    lastGoal: last ? eventMoment(last, view.facts) : null,
    minute,
    modelled: view.facts?.details !== 'file',
  };
}

/** A minute as the timeline writes it: 45+2'. */
export const minuteLabel = (moment: { minute: number; addedMinute: number }) =>
  moment.addedMinute ? `${moment.minute}+${moment.addedMinute}'` : `${moment.minute}'`;

/**
 * The replay of a finished match: its key moments in match order (goals, missed penalties, red cards,
 * and the shots that hit the woodwork or were saved), each with the state of the match just after it.
 */
export function replaySteps(
  view: MatchView,
  goalsHidden: boolean,
): { moment: TrackerMoment; view: MatchView }[] {
  const key = (kind: string) =>
    GOAL_KINDS.has(kind) || kind === 'missed' || kind === 'red' || kind === 'yellowred';
  const steps = [
    ...view.events
      .filter((event) => key(event.kind))
      .map((event) => ({ at: at(event), moment: eventMoment(event, view.facts) })),
    ...(view.shots ?? [])
      .filter((shot) => shot.outcome === 'woodwork' || shot.outcome === 'saved')
      .map((shot) => ({ at: at(shot), moment: shotMoment(shot, view.facts) })),
  ]
    .filter((step) => !(goalsHidden && GOAL_KINDS.has(step.moment.kind)))
    .sort((a, b) => a.at - b.at || a.moment.key.localeCompare(b.moment.key));
  return steps.map((step) => {
    const then = viewUntil(view, step.at, step.moment.key);
    // The clock of the moment, not of the final whistle.
    const clock = minuteLabel(step.moment).replace("'", '');
    return { moment: step.moment, view: { ...then, match: { ...then.match, playingTime: clock } } };
  });
}

/**
 * The match as it stood at match minute `until`: events, shots and momentum up to it, the score, the
 * corners and the cards then (a second yellow counts as a red, as the engine counts it). With `moment`
 * (a replay's step) only that moment of its minute is in, with its goal's shot: what came later in the
 * same minute waits for its own step.
 */
export function viewUntil(view: MatchView, until: number, moment?: string): MatchView {
  const upTo = (item: { minute: number; addedMinute: number }, key: string) =>
    moment === undefined ? at(item) <= until : at(item) < until || (at(item) === until && key === moment);
  const events = view.events.filter((event) => upTo(event, `e${event.id}`));
  const goals = events.filter((event) => GOAL_KINDS.has(event.kind));
  const lastGoal = goals[goals.length - 1];
  const count = (side: Side, ...kinds: string[]) =>
    events.filter((event) => event.side === side && kinds.includes(event.kind)).length;
  return {
    ...view,
    match: {
      ...view.match,
      homeScore: lastGoal?.homeScore ?? 0,
      awayScore: lastGoal?.awayScore ?? 0,
      homeCorner: count('home', 'corner'),
      awayCorner: count('away', 'corner'),
      homeYellowCard: count('home', 'yellow'),
      awayYellowCard: count('away', 'yellow'),
      homeRedCard: count('home', 'red', 'yellowred'),
      awayRedCard: count('away', 'red', 'yellowred'),
    },
    events,
    // A goal's shot has its goal event's id.
    shots: (view.shots ?? []).filter((shot) => upTo(shot, `s${shot.id}`) || upTo(shot, `e${shot.id}`)),
    momentum: view.momentum.filter((point) => at(point) <= until),
  };
}
