// One match's status and clock (PRODUCT §4 status codes). The gateway pushes the status and the
// clock text ('37', '45+2', 'HT'); between pushes the clock runs here, a second at a time, in the
// periods where the ball is in play. A push always wins: it moves the machine to its status and
// sets the clock again.
import { type MatchStatus, MATCH_STATUS as S } from '@pitchside/shared';
import { assign, fromCallback, setup } from 'xstate';

export interface MatchStatusInput {
  status: MatchStatus;
  playingTime: string;
  /** Local time (ms) the status was seen. */
  at: number;
}

export interface MatchStatusContext {
  status: MatchStatus;
  /** Clock at `syncedAt`, in seconds since kick-off (45:00 is the end of the first half). */
  clockSeconds: number;
  syncedAt: number;
  now: number;
  /** The live status an interruption (-13) left, so resuming goes back to it. */
  interruptedFrom: MatchStatus | null;
}

export type MatchStatusEvent =
  | ({ type: 'status.pushed' } & MatchStatusInput)
  | { type: 'clock.tick'; now: number };

/** Where each period's regular time ends; later minutes are stoppage time ('45+2'). */
const PERIOD_END_MINUTE: Partial<Record<MatchStatus, number>> = { 1: 45, 3: 90, 4: 120 };
const PERIOD_START_MINUTE: Partial<Record<MatchStatus, number>> = { 1: 0, 3: 45, 4: 90 };

/** '37' → 37 min, '45+2' → 47 min; anything else (HT, FT, '') → null. */
export function parsePlayingTime(text: string): number | null {
  const match = /^(\d{1,3})(?:\+(\d{1,2}))?'?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) + Number(match[2] ?? 0);
}

function clockFrom(status: MatchStatus, playingTime: string, previous: number, samePeriod: boolean): number {
  const minute = parsePlayingTime(playingTime);
  if (minute !== null) return minute * 60;
  // A period starting without a clock text yet starts at its first minute.
  const start = PERIOD_START_MINUTE[status];
  return start === undefined || samePeriod ? previous : start * 60;
}

const statusIs =
  (status: MatchStatus) =>
  ({ event }: { event: MatchStatusEvent }) =>
    event.type === 'status.pushed' && event.status === status;

export const matchStatusMachine = setup({
  types: {
    context: {} as MatchStatusContext,
    events: {} as MatchStatusEvent,
    input: {} as MatchStatusInput,
  },
  actors: {
    /** A tick a second while the ball is in play; stops with the period. */
    clock: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    sync: assign(({ context, event }) => {
      if (event.type !== 'status.pushed') return {};
      const interrupted = event.status === S.INTERRUPTED && context.status !== S.INTERRUPTED;
      return {
        status: event.status,
        clockSeconds: clockFrom(
          event.status,
          event.playingTime,
          currentClockSeconds(context),
          // Resuming after an interruption continues the period it stopped.
          event.status === context.status || event.status === context.interruptedFrom,
        ),
        syncedAt: event.at,
        now: event.at,
        interruptedFrom: interrupted ? context.status : context.interruptedFrom,
      };
    }),
    tick: assign({ now: ({ event, context }) => (event.type === 'clock.tick' ? event.now : context.now) }),
    /** A stopped clock keeps its reading: fold the time run so far into it. */
    freeze: assign(({ context }) => ({
      clockSeconds: currentClockSeconds(context),
      syncedAt: context.now,
    })),
  },
  guards: {
    isNotStarted: statusIs(S.NOT_STARTED),
    isFirstHalf: statusIs(S.FIRST_HALF),
    isHalfTime: statusIs(S.HALF_TIME),
    isSecondHalf: statusIs(S.SECOND_HALF),
    isExtraTime: statusIs(S.EXTRA_TIME),
    isPenalties: statusIs(S.PENALTIES),
    isFullTime: statusIs(S.FULL_TIME),
    isCancelled: statusIs(S.CANCELLED),
    isPending: statusIs(S.PENDING),
    isAbandoned: statusIs(S.ABANDONED),
    isInterrupted: statusIs(S.INTERRUPTED),
    isPostponed: statusIs(S.POSTPONED),
  },
}).createMachine({
  id: 'matchStatus',
  context: ({ input }) => ({
    status: input.status,
    clockSeconds: clockFrom(input.status, input.playingTime, 0, false),
    syncedAt: input.at,
    now: input.at,
    interruptedFrom: null,
  }),
  initial: 'routing',
  on: {
    'status.pushed': [
      { guard: 'isNotStarted', target: '.notStarted', actions: 'sync' },
      { guard: 'isFirstHalf', target: '.firstHalf', actions: 'sync' },
      { guard: 'isHalfTime', target: '.halfTime', actions: 'sync' },
      { guard: 'isSecondHalf', target: '.secondHalf', actions: 'sync' },
      { guard: 'isExtraTime', target: '.extraTime', actions: 'sync' },
      { guard: 'isPenalties', target: '.penalties', actions: 'sync' },
      { guard: 'isFullTime', target: '.finished', actions: 'sync' },
      { guard: 'isCancelled', target: '.cancelled', actions: 'sync' },
      { guard: 'isPending', target: '.pending', actions: 'sync' },
      { guard: 'isAbandoned', target: '.abandoned', actions: 'sync' },
      { guard: 'isInterrupted', target: '.interrupted', actions: 'sync' },
      { guard: 'isPostponed', target: '.postponed', actions: 'sync' },
    ],
  },
  states: {
    /** Enters the state of the first status seen. */
    routing: {
      always: [
        { guard: ({ context }) => context.status === S.FIRST_HALF, target: 'firstHalf' },
        { guard: ({ context }) => context.status === S.HALF_TIME, target: 'halfTime' },
        { guard: ({ context }) => context.status === S.SECOND_HALF, target: 'secondHalf' },
        { guard: ({ context }) => context.status === S.EXTRA_TIME, target: 'extraTime' },
        { guard: ({ context }) => context.status === S.PENALTIES, target: 'penalties' },
        { guard: ({ context }) => context.status === S.FULL_TIME, target: 'finished' },
        { guard: ({ context }) => context.status === S.CANCELLED, target: 'cancelled' },
        { guard: ({ context }) => context.status === S.PENDING, target: 'pending' },
        { guard: ({ context }) => context.status === S.ABANDONED, target: 'abandoned' },
        { guard: ({ context }) => context.status === S.INTERRUPTED, target: 'interrupted' },
        { guard: ({ context }) => context.status === S.POSTPONED, target: 'postponed' },
        { target: 'notStarted' },
      ],
    },
    notStarted: {},
    firstHalf: {
      invoke: { src: 'clock' },
      on: { 'clock.tick': { actions: 'tick' } },
      exit: 'freeze',
    },
    halfTime: {},
    secondHalf: {
      invoke: { src: 'clock' },
      on: { 'clock.tick': { actions: 'tick' } },
      exit: 'freeze',
    },
    extraTime: {
      invoke: { src: 'clock' },
      on: { 'clock.tick': { actions: 'tick' } },
      exit: 'freeze',
    },
    penalties: {},
    /** Full time, cancelled and abandoned are final (shared MATCH_STATUS_TRANSITIONS). */
    finished: { type: 'final' },
    cancelled: { type: 'final' },
    abandoned: { type: 'final' },
    pending: {},
    interrupted: {},
    postponed: {},
  },
});

/** The clock reading now, in seconds since kick-off. */
export function currentClockSeconds(context: MatchStatusContext): number {
  const running = PERIOD_END_MINUTE[context.status] !== undefined;
  const run = running ? Math.max(0, Math.floor((context.now - context.syncedAt) / 1000)) : 0;
  return context.clockSeconds + run;
}

/**
 * The clock text of a period in play: the minute under way ('38'), or stoppage time after the
 * period's regular end ('45+2'); '' when the ball is not in play.
 */
export function clockText(context: MatchStatusContext): string {
  const end = PERIOD_END_MINUTE[context.status];
  if (end === undefined) return '';
  const minute = Math.floor(currentClockSeconds(context) / 60);
  return minute > end ? `${end}+${minute - end}` : String(Math.max(1, minute));
}
