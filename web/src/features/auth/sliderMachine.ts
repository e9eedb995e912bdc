import { isValidEmail } from '@pitchside/shared';
import { assign, fromPromise, setup } from 'xstate';
import { callFailure } from '../../api/client';
import { checkSlider } from './authApi';
import { addPoint, clampPosition, formatTrack, SLIDER_END, type SliderPoint } from './sliderTrack';
import type { AuthMessage } from './validation';

/**
 * The slider verification (PRODUCT §4: it counts only at 100 of 0-100, anything less resets).
 * At 100 the drag is checked with the origin, which grants one code for the e-mail (docs/API.md).
 * Events carry `at` (ms, any monotonic clock) so the machine stays pure and tests choose time.
 */
export type SliderEvent =
  | { type: 'START'; email: string; at: number }
  | { type: 'MOVE'; position: number; at: number }
  /** Keyboard: one arrow press moves the handle by `delta`, starting a drag when idle. */
  | { type: 'STEP'; delta: number; email: string; at: number }
  | { type: 'RELEASE' }
  | { type: 'RESET' };

export interface SliderContext {
  position: number;
  track: SliderPoint[];
  startedAt: number;
  email: string;
  error: AuthMessage | null;
}

export interface SliderCheckInput {
  email: string;
  track: string;
}

const initial: SliderContext = { position: 0, track: [], startedAt: 0, email: '', error: null };

/** PRODUCT §8: "Slider check failure: msg or verify failed." */
const failureMessage = (error: unknown): AuthMessage => {
  const { msg } = callFailure(error);
  return msg ? { key: 'auth.slider.failed', text: msg } : { key: 'auth.slider.failed' };
};

export const sliderMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
  },
  actors: {
    checkSlider: fromPromise<unknown, SliderCheckInput>(({ input }) => checkSlider(input.email, input.track)),
  },
  guards: {
    emailValid: ({ event }) => 'email' in event && isValidEmail(event.email),
    reachedEnd: ({ context }) => context.position >= SLIDER_END,
  },
  actions: {
    startDrag: assign(({ event }) => {
      const at = 'at' in event ? event.at : 0;
      const email = 'email' in event ? event.email : '';
      return { ...initial, startedAt: at, email, track: addPoint([], 0, 0) };
    }),
    move: assign(({ context, event }) => {
      if (event.type !== 'MOVE' && event.type !== 'STEP') return {};
      const position = clampPosition(event.type === 'MOVE' ? event.position : context.position + event.delta);
      return { position, track: addPoint(context.track, event.at - context.startedAt, position) };
    }),
    reset: assign(() => initial),
    needEmail: assign(() => ({ ...initial, error: { key: 'auth.validation.email' } })),
    fail: assign((_, params: { error: unknown }) => ({ ...initial, error: failureMessage(params.error) })),
  },
}).createMachine({
  id: 'slider',
  context: initial,
  initial: 'idle',
  on: { RESET: { target: '.idle', actions: 'reset' } },
  states: {
    idle: {
      on: {
        START: [
          { guard: 'emailValid', target: 'dragging', actions: 'startDrag' },
          { target: 'failed', actions: 'needEmail' },
        ],
        STEP: [
          { guard: 'emailValid', target: 'dragging', actions: ['startDrag', 'move'] },
          { target: 'failed', actions: 'needEmail' },
        ],
      },
    },
    dragging: {
      always: { guard: 'reachedEnd', target: 'checking' },
      on: {
        MOVE: { actions: 'move' },
        STEP: { actions: 'move' },
        // Short of 100: it does not count, back to the start (PRODUCT §4).
        RELEASE: { target: 'idle', actions: 'reset' },
      },
    },
    checking: {
      invoke: {
        src: 'checkSlider',
        input: ({ context }) => ({ email: context.email, track: formatTrack(context.track) }),
        onDone: 'verified',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: {},
    failed: {
      on: {
        START: [
          { guard: 'emailValid', target: 'dragging', actions: 'startDrag' },
          { target: 'failed', reenter: true, actions: 'needEmail' },
        ],
        STEP: [
          { guard: 'emailValid', target: 'dragging', actions: ['startDrag', 'move'] },
          { target: 'failed', reenter: true, actions: 'needEmail' },
        ],
      },
    },
  },
});
