// @vitest-environment happy-dom
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from '@pitchside/shared';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlyTap } from './earlyTaps';
import { type RenderEnv, RenderEnvProvider } from './renderEnv';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const env: RenderEnv = { routeSet: 'pc', timeZone: 'UTC', now: 0, topics: {} };

function Star({ name }: { name: string }) {
  const [on, setOn] = useState(false);
  const ref = useEarlyTap<HTMLButtonElement>(() => setOn((was) => !was));
  return (
    <button ref={ref} type="button" aria-pressed={on} onClick={() => setOn((was) => !was)}>
      {name}
    </button>
  );
}

const page = (
  <RenderEnvProvider env={env}>
    <Star name="first" />
    <Star name="second" />
  </RenderEnvProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
});

/** The server's markup, with the page's early-tap script listening, as a drawn page arrives. */
function drawnPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // The script as the page carries it (CSP admits it by its hash), run here.
  new Function(EARLY_TAPS_SCRIPT)();
  return container;
}

const pressed = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'));

describe('taps before hydration', () => {
  it('acts on the last button tapped before hydration, once, when the page has hydrated', async () => {
    const container = drawnPage();
    const [first, second] = container.querySelectorAll('button');
    first?.click();
    second?.click();
    // Nothing happened yet: the server's markup has no handlers.
    expect(pressed(container)).toEqual(['false', 'false']);
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    document.documentElement.dataset.hydrated = 'true';
    // The last tap counts (a reader who tapped twice meant the second), and only once.
    expect(pressed(container)).toEqual(['false', 'true']);
    expect((window as unknown as Record<string, unknown[]>)[EARLY_TAPS_GLOBAL]).toEqual([]);
    // Once hydrated, taps go to React and are no longer held.
    act(() => first?.click());
    expect(pressed(container)).toEqual(['true', 'true']);
    expect((window as unknown as Record<string, unknown[]>)[EARLY_TAPS_GLOBAL]).toEqual([]);
  });

  it('holds no tap on a link or a submit button: the browser does what they do', () => {
    const container = drawnPage();
    container.insertAdjacentHTML('beforeend', '<form><button>go</button></form><a href="#x">x</a>');
    let defaultPrevented = false;
    document.addEventListener('click', (event) => {
      defaultPrevented = event.defaultPrevented;
    });
    container.querySelector('form button')?.addEventListener('click', (event) => event.preventDefault());
    (container.querySelector('a') as HTMLAnchorElement).click();
    expect(defaultPrevented).toBe(false);
    expect((window as unknown as Record<string, unknown[]>)[EARLY_TAPS_GLOBAL]).toEqual([]);
    (container.querySelector('form button') as HTMLButtonElement).click();
    expect((window as unknown as Record<string, unknown[]>)[EARLY_TAPS_GLOBAL]).toEqual([]);
  });
});
