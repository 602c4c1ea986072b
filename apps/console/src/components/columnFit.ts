import { type RefObject, useLayoutEffect, useState } from 'react';

/** Windows this narrow or narrower leave columns out (dataTable.css keeps their cells to one line). */
const NARROW_WINDOW = '(max-width: 1000px)';

/**
 * How many of a table's last columns to leave out, in a narrow window, so the rest fit its frame without
 * sideways scrolling (the row menu, at the right, stays reachable). Columns go from the right, the least
 * important by the lists' order, one per layout pass until the table fits; a change of the frame's width starts
 * again from none, so widening the window brings them back. Runs before paint, so the user never sees the
 * overflowing table.
 */
export function useColumnsThatFit(frame: RefObject<HTMLElement | null>, hideable: number): number {
  const [fit, setFit] = useState({ width: 0, hidden: 0 });

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      setFit((current) => (current.width === width ? current : { width, hidden: 0 }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  // After every render: one more column out while the table is wider than its frame.
  useLayoutEffect(() => {
    const element = frame.current;
    const table = element?.querySelector('table');
    if (!element || !table || fit.width === 0 || !window.matchMedia(NARROW_WINDOW).matches) return;
    if (table.offsetWidth > element.clientWidth + 1 && fit.hidden < hideable) {
      setFit((current) => ({ ...current, hidden: current.hidden + 1 }));
    }
  });

  return Math.min(fit.hidden, hideable);
}
