import { type RefObject, useLayoutEffect } from 'react';

/**
 * Scrolls a horizontal strip (date strip, section tabs) so its active item is in view, without
 * moving the page: on a phone the strip is wider than the screen and today may sit at its end.
 */
export function useActiveInView(strip: RefObject<HTMLElement | null>, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the active item; a new one is scrolled to.
  useLayoutEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-pressed="true"], [aria-current="page"]');
    if (!list || !active) return;
    const box = list.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.left < box.left) list.scrollLeft -= box.left - item.left + 8;
    else if (item.right > box.right) list.scrollLeft += item.right - box.right + 8;
  }, [strip, key]);
}
