import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { sentence } from '../../i18n/sentence';
import type { sliderMachine } from './sliderMachine';
import type { AuthMessage } from './validation';

/** One arrow press moves the handle a tenth of the way: ten presses reach 100. */
const KEY_STEP = 10;
const KEYS: Record<string, number> = {
  ArrowRight: KEY_STEP,
  ArrowUp: KEY_STEP,
  ArrowLeft: -KEY_STEP,
  ArrowDown: -KEY_STEP,
};

/**
 * The slider verification (PRODUCT §4) for a pointer, a finger or the keyboard. It is an ARIA
 * slider; what counts is in sliderMachine.
 */
export function SliderCaptcha({
  slider,
  email,
  error,
}: {
  slider: ActorRefFrom<typeof sliderMachine>;
  email: string;
  /** The modal's own message for the slider (e.g. "Please complete the slider verification first"). */
  error: AuthMessage | undefined;
}) {
  const { t } = useTranslation();
  const snapshot = useSelector(slider, (state) => state);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; width: number } | null>(null);
  const hintId = useId();
  const statusId = useId();
  const state = snapshot.value;
  const { position } = snapshot.context;
  const done = state === 'verified' || state === 'checking';
  // A passed slider has nothing left to ask: no message under it, whatever was said before.
  const message = done ? null : (snapshot.context.error ?? error);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (done || !track.current) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    handle.focus();
    drag.current = { startX: event.clientX, width: track.current.clientWidth - handle.offsetWidth };
    slider.send({ type: 'START', email, at: performance.now() });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.width <= 0) return;
    slider.send({
      type: 'MOVE',
      position: ((event.clientX - start.startX) / start.width) * 100,
      at: performance.now(),
    });
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    slider.send({ type: 'RELEASE' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = KEYS[event.key];
    if (delta === undefined || done) return;
    event.preventDefault();
    slider.send({ type: 'STEP', delta, email, at: performance.now() });
  };

  const status =
    state === 'checking'
      ? t('auth.slider.checking')
      : state === 'verified'
        ? t('auth.slider.verified')
        : t('auth.slider.hint');

  return (
    <div className={`auth-slider auth-slider-${state}`}>
      <div className="auth-slider-track" ref={track}>
        <div className="auth-slider-fill" style={{ width: `${position}%` }} aria-hidden="true" />
        <span className="auth-slider-status" id={statusId}>
          {status}
        </span>
        <div
          className="auth-slider-handle"
          role="slider"
          tabIndex={done ? -1 : 0}
          aria-label={t('auth.slider.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state === 'verified' ? 100 : position}
          aria-valuetext={state === 'verified' || state === 'checking' ? status : `${position}%`}
          aria-describedby={`${hintId} ${statusId}`}
          aria-disabled={done}
          aria-invalid={message ? true : undefined}
          style={{ left: `calc(${position}% - ${position / 100} * var(--handle-size))` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          // Leaving the handle half-way is a release: short of 100 it starts over.
          onBlur={() => state === 'dragging' && !drag.current && slider.send({ type: 'RELEASE' })}
        >
          {state === 'verified' ? '✓' : '»'}
        </div>
      </div>
      <p className="auth-hint" id={hintId}>
        {t('auth.slider.keyboardHint')}
      </p>
      {message && (
        <p className="auth-error" role="alert">
          {message.text ? sentence(message.text) : t(message.key)}
        </p>
      )}
    </div>
  );
}
