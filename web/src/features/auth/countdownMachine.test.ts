import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import type { Notice } from '../toast/notice';
import {
  COUNTDOWN_SECONDS,
  type CountdownEmitted,
  countdownMachine,
  type SendCodeInput,
} from './countdownMachine';

const EMAIL = 'fan@example.com';
const SEND = { type: 'SEND', email: EMAIL, purpose: 1, sliderVerified: true } as const;

function countdown(send: (input: SendCodeInput) => Promise<unknown> = async () => null) {
  const calls: SendCodeInput[] = [];
  const notices: Notice[] = [];
  const emitted: CountdownEmitted[] = [];
  const actor = createActor(
    countdownMachine.provide({
      actors: {
        sendCode: fromPromise<unknown, SendCodeInput>(({ input }) => {
          calls.push(input);
          return send(input);
        }),
      },
      actions: { notify: (_, notice) => notices.push(notice) },
    }),
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, notices, emitted };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdownMachine', () => {
  it('sends a code, says so, then counts 60 s during which a second send is refused', async () => {
    const { actor, calls, notices, emitted } = countdown();
    expect(actor.getSnapshot().can(SEND)).toBe(true);
    actor.send(SEND);
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.remaining).toBe(COUNTDOWN_SECONDS);
    expect(notices).toEqual([{ key: 'auth.toasts.captchaSent', kind: 'success' }]);
    expect(emitted).toEqual([{ type: 'codeSent' }]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    expect(actor.getSnapshot().can(SEND)).toBe(false);
    actor.send(SEND);
    expect(calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(58_000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().value).toBe('running');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(emitted).toEqual([{ type: 'codeSent' }, { type: 'countdownEnded' }]);
    expect(actor.getSnapshot().can(SEND)).toBe(true);
    actor.send(SEND);
    expect(calls).toHaveLength(2);
  });

  it('stops its timer when stopped', async () => {
    const { actor } = countdown();
    actor.send(SEND);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('needs a valid e-mail and a verified slider (PRODUCT §5)', () => {
    const { actor, calls } = countdown();
    actor.send({ ...SEND, email: 'nope' });
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'email',
      message: { key: 'auth.validation.email' },
    });
    actor.send({ ...SEND, sliderVerified: false });
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'slider',
      message: { key: 'auth.validation.slider' },
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    actor.send({ ...SEND, email: ' Fan@example.com ', purpose: 2 });
    expect(calls).toEqual([{ email: 'Fan@example.com', purpose: 2 }]);
  });

  it('resets on a send failure, with the message at the e-mail or the code area', async () => {
    const failures = [
      [
        new ApiError(11130, 'already registered', 409),
        { field: 'email', message: { key: 'auth.errors.captchaFailed', text: 'already registered' } },
      ],
      [
        new ApiError(11036, 'not registered', 404),
        { field: 'email', message: { key: 'auth.errors.captchaFailed', text: 'not registered' } },
      ],
      [
        new ApiError(11021, 'retry in 42 s', 429),
        { field: 'code', message: { key: 'auth.errors.captchaFailed', text: 'retry in 42 s' } },
      ],
      [new ApiError(0, 'network', 0), { field: 'code', message: { key: 'auth.errors.captchaFailed' } }],
    ] as const;
    for (const [error, expected] of failures) {
      const { actor, notices, emitted } = countdown(async () => {
        throw error;
      });
      actor.send(SEND);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.remaining).toBe(0);
      expect(actor.getSnapshot().context.error).toEqual(expected);
      expect(actor.getSnapshot().can(SEND)).toBe(true);
      expect(notices).toEqual([]);
      expect(emitted).toEqual([{ type: 'codeRefused', code: error.code }]);
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('RESET ends a running countdown', async () => {
    const { actor } = countdown();
    actor.send(SEND);
    await vi.advanceTimersByTimeAsync(5000);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});
