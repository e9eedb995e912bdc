// How a hook behaves when a server-drawn page hydrates: React takes the server's value during
// hydration (useSyncExternalStore's server snapshot) and, if the browser's differs, draws the
// component again at once, in one blocking task (a phone's total blocking time, bench:lighthouse).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** Counts its draws and reads the hook under test. */
function Reader({ useValue, drawn }: { useValue: () => unknown; drawn: () => void }) {
  drawn();
  useValue();
  return <span>read</span>;
}

/**
 * How many times a component reading `useValue` is drawn again once React has hydrated it from the
 * server's markup (effects run): 0 when the browser's value is the one the server drew with.
 */
export async function redrawsAfterHydration(useValue: () => unknown): Promise<number> {
  // act() flushes the effects and what they schedule, as Testing Library's own renders do.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let draws = 0;
  const drawn = () => {
    draws++;
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader useValue={useValue} drawn={drawn} />);
  document.body.append(container);
  draws = 0;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Reader useValue={useValue} drawn={drawn} />);
  });
  const redraws = draws - 1;
  act(() => root?.unmount());
  container.remove();
  return redraws;
}
