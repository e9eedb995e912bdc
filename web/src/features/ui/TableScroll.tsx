import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen, in a box that scrolls sideways. The box takes focus, so a
 * keyboard reaches it and its arrow keys scroll it (WCAG 2.1.1), and it is named after its table. It is a
 * group, not a region: a page's landmarks stay its own sections.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled by it
    // biome-ignore lint/a11y/useSemanticElements: a group of one table, which a fieldset (a form's) is not
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
