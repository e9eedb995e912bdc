import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './tableScroll.css';

/** Whether the box's content is wider than the box, followed as either changes size. */
function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

/**
 * A table that may be wider than the screen, in a box that scrolls sideways. The box takes focus, so a
 * keyboard reaches it and its arrow keys scroll it (WCAG 2.1.1), and it is named after its table. It is a
 * group, not a region: a page's landmarks stay its own sections. When the table is wider than the box,
 * a line above it says that it scrolls; the cells marked `col-place`, `col-name` and `col-total` stay in
 * view while the others scroll under them (tableScroll.css).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  const hint = useId();
  return (
    <>
      {overflows && (
        <p className="table-scroll-hint" id={hint}>
          {t('common.scrollForMore')}
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a group of one table, which a fieldset (a form's) is not */}
      <div
        ref={box}
        className="table-scroll"
        role="group"
        aria-label={label}
        aria-describedby={overflows ? hint : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled by it
        tabIndex={0}
        data-overflows={overflows || undefined}
      >
        {children}
      </div>
    </>
  );
}
