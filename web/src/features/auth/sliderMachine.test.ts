import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { type SliderCheckInput, sliderMachine } from './sliderMachine';

const EMAIL = 'fan@example.com';

function slider(check: (input: SliderCheckInput) => Promise<unknown> = async () => ({ expiresAt: 'x' })) {
  const calls: SliderCheckInput[] = [];
  const actor = createActor(
    sliderMachine.provide({
      actors: {
        checkSlider: fromPromise<unknown, SliderCheckInput>(({ input }) => {
          calls.push(input);
          return check(input);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sliderMachine', () => {
  it('starts idle at 0 and follows a drag', () => {
    const { actor } = slider();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START', email: EMAIL, at: 1000 });
    actor.send({ type: 'MOVE', position: 40, at: 1200 });
    expect(actor.getSnapshot().value).toBe('dragging');
    expect(actor.getSnapshot().context.position).toBe(40);
  });

  it('resets when released short of 100, even at 99', () => {
    const { actor, calls } = slider();
    actor.send({ type: 'START', email: EMAIL, at: 0 });
    actor.send({ type: 'MOVE', position: 99, at: 500 });
    actor.send({ type: 'RELEASE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.position).toBe(0);
    expect(calls).toEqual([]);
  });

  it('checks the trace with the origin at 100 and is verified when it passes', async () => {
    const { actor, calls } = slider();
    actor.send({ type: 'START', email: EMAIL, at: 5000 });
    actor.send({ type: 'MOVE', position: 14, at: 5120 });
    actor.send({ type: 'MOVE', position: 48, at: 5260 });
    actor.send({ type: 'MOVE', position: 120, at: 5470 });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(calls).toEqual([{ email: EMAIL, track: '0:0,120:14,260:48,470:100' }]);
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
    // A release after the end changes nothing.
    actor.send({ type: 'RELEASE' });
    expect(actor.getSnapshot().value).toBe('verified');
  });

  it('fails with the origin message, or "verify failed", and starts over at 0', async () => {
    const refused = slider(async () => {
      throw new ApiError(11022, 'verify failed (origin)', 403);
    });
    refused.actor.send({ type: 'START', email: EMAIL, at: 0 });
    refused.actor.send({ type: 'MOVE', position: 100, at: 100 });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('failed');
    expect(refused.actor.getSnapshot().context).toMatchObject({
      position: 0,
      error: { key: 'auth.slider.failed', text: 'verify failed (origin)' },
    });

    const offline = slider(async () => {
      throw new ApiError(0, 'network', 0);
    });
    offline.actor.send({ type: 'START', email: EMAIL, at: 0 });
    offline.actor.send({ type: 'MOVE', position: 100, at: 400 });
    await settle();
    expect(offline.actor.getSnapshot().context.error).toEqual({ key: 'auth.slider.failed' });

    // A new drag clears the failure.
    offline.actor.send({ type: 'START', email: EMAIL, at: 1000 });
    expect(offline.actor.getSnapshot().value).toBe('dragging');
    expect(offline.actor.getSnapshot().context.error).toBeNull();
  });

  it('needs a valid e-mail before a drag starts', () => {
    const { actor } = slider();
    actor.send({ type: 'START', email: 'not-an-email', at: 0 });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth.validation.email' });
  });

  it('works from the keyboard: each arrow press is a step, 100 checks', async () => {
    const check = vi.fn(async () => null);
    const { actor, calls } = slider(check);
    for (let press = 0; press < 10; press += 1)
      actor.send({ type: 'STEP', delta: 10, email: EMAIL, at: press * 80 });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(calls[0]?.track).toBe('0:10,80:20,160:30,240:40,320:50,400:60,480:70,560:80,640:90,720:100');
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
  });

  it('a step back is allowed while dragging, and RESET returns to idle from anywhere', async () => {
    const { actor } = slider();
    actor.send({ type: 'STEP', delta: 10, email: EMAIL, at: 0 });
    actor.send({ type: 'STEP', delta: -10, email: EMAIL, at: 100 });
    expect(actor.getSnapshot().context.position).toBe(0);
    actor.send({ type: 'MOVE', position: 100, at: 400 });
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.track).toEqual([]);
  });
});
