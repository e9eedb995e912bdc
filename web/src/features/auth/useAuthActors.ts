import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { ensureSessionStarted } from '../session/sessionActor';
import { countdownMachine } from './countdownMachine';
import { loginModalMachine } from './loginModalMachine';
import type { SignInRequest } from './signInRequest';
import { sliderMachine } from './sliderMachine';

/** The last request this page has opened the modal for. */
let lastOpened = 0;

/**
 * The modal's three machines (the form, the slider, the code countdown), opened by each new sign-in
 * request and told of one another: a slider pass, a refused or expired code, a new account.
 */
export function useAuthActors(request: SignInRequest) {
  const modal = useActorRef(loginModalMachine);
  const slider = useActorRef(sliderMachine);
  const countdown = useActorRef(countdownMachine);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request (count) opens the modal once
  useEffect(() => {
    // Mounting again (the layout changed with the window) must not reopen an old request.
    if (request.count <= lastOpened) return;
    lastOpened = request.count;
    modal.send({ type: 'OPEN', tab: request.tab });
    slider.send({ type: 'RESET' });
    countdown.send({ type: 'DISMISS' });
  }, [request.count]);

  useEffect(() => {
    // Anonymous visitors start the session here (no token, so no check): sign-in lands in it.
    ensureSessionStarted();
    // The modal hears of the slider (docs/API.md: one slider pass is a grant for one code).
    const fromSlider = slider.subscribe((state) => {
      if (state.matches('verified')) {
        modal.send({ type: 'SLIDER', verified: true });
        // "Complete the slider first", from a code asked for before: done now, so it goes.
        if (countdown.getSnapshot().context.error?.field === 'slider') countdown.send({ type: 'DISMISS' });
      } else if (state.matches('failed')) modal.send({ type: 'SLIDER', verified: false });
    });
    // The pass stays shown while the countdown runs; a new code needs a new pass.
    const ended = countdown.on('countdownEnded', () => slider.send({ type: 'RESET' }));
    const refused = countdown.on('codeRefused', ({ code }) => {
      if (code === 11022) {
        slider.send({ type: 'RESET' });
        modal.send({ type: 'SLIDER', verified: false });
      }
    });
    const registered = modal.on('registered', () => {
      slider.send({ type: 'RESET' });
      countdown.send({ type: 'DISMISS' });
    });
    return () => {
      registered.unsubscribe();
      fromSlider.unsubscribe();
      ended.unsubscribe();
      refused.unsubscribe();
    };
  }, [modal, slider, countdown]);

  return { modal, slider, countdown };
}

export type AuthActors = ReturnType<typeof useAuthActors>;
