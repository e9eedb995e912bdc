import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Lists up to this many rows are drawn whole; longer ones draw only what is near the screen. */
export const WINDOW_THRESHOLD = 60;
/** Rows drawn above and below the visible ones. */
const OVERSCAN_ROWS = 6;

export interface WindowedListProps<T> {
  items: readonly T[];
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** Height of one row of cards, px (cards are laid out in rows of equal height). */
  rowHeight: number;
  /** Narrowest a column may be, px; 0 for one column. */
  minColumnWidth?: number;
  className?: string;
}

/**
 * A list of cards that, beyond WINDOW_THRESHOLD items, keeps only the rows near the viewport in the
 * document, with spacers for the rest (the page scrolls as usual).
 */
export function WindowedList<T>({
  items,
  itemKey,
  renderItem,
  rowHeight,
  minColumnWidth = 0,
  className = 'match-list',
}: WindowedListProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const windowed = items.length > WINDOW_THRESHOLD;
  const [columns, setColumns] = useState(1);
  const [range, setRange] = useState({ first: 0, last: 20 });

  useLayoutEffect(() => {
    const list = ref.current;
    if (!windowed || !list || !minColumnWidth) return;
    const measure = () => setColumns(Math.max(1, Math.floor(list.clientWidth / minColumnWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [windowed, minColumnWidth]);

  useEffect(() => {
    const list = ref.current;
    if (!windowed || !list) return;
    const update = () => {
      const top = list.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / rowHeight) - OVERSCAN_ROWS);
      const last = Math.ceil((window.innerHeight - top) / rowHeight) + OVERSCAN_ROWS;
      setRange((old) => (old.first === first && old.last === last ? old : { first, last }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [windowed, rowHeight]);

  if (!windowed) {
    return (
      <ul className={className} ref={ref}>
        {items.map((item) => (
          <ItemSlot key={itemKey(item)}>{renderItem(item)}</ItemSlot>
        ))}
      </ul>
    );
  }
  const rows = Math.ceil(items.length / columns);
  const firstRow = Math.min(range.first, rows);
  const lastRow = Math.min(range.last, rows);
  const shown = items.slice(firstRow * columns, lastRow * columns);
  return (
    <ul
      className={`${className} windowed`}
      ref={ref}
      data-windowed="true"
      style={{
        paddingTop: firstRow * rowHeight,
        paddingBottom: (rows - lastRow) * rowHeight,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: rowHeight - 8,
      }}
    >
      {shown.map((item) => (
        <ItemSlot key={itemKey(item)}>{renderItem(item)}</ItemSlot>
      ))}
    </ul>
  );
}

function ItemSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
