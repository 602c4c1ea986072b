import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { TimeWindow } from './timeRange';

interface ChartGroupValue {
  /** The period every chart of the group spans. */
  window: TimeWindow;
  /** The time read out on every chart (a crosshair and the values in each legend), if any. */
  hoverTime: number | null;
  setHoverTime: (time: number | null) => void;
  /** Narrows the group's period to a window dragged out on one of its charts. */
  zoom: (window: TimeWindow) => void;
}

const ChartGroupContext = createContext<ChartGroupValue | null>(null);

/** The group a chart belongs to, or null for a chart on its own. */
export const useChartGroup = () => useContext(ChartGroupContext);

/** The period of the enclosing group, for the queries of its charts. */
export function useChartWindow(): TimeWindow {
  const group = useContext(ChartGroupContext);
  if (!group) throw new Error('useChartWindow is for charts inside a ChartGroup');
  return group.window;
}

/**
 * The charts of one tab: one period for all of them, one read-out time (hovering or arrowing through one
 * chart reads the same time out on all), and drag-to-zoom on any of them narrowing the period of all.
 */
export function ChartGroup({
  window,
  onZoom,
  children,
}: {
  window: TimeWindow;
  onZoom: (window: TimeWindow) => void;
  children: ReactNode;
}) {
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const value = useMemo(
    () => ({ window, hoverTime, setHoverTime, zoom: onZoom }),
    [window, hoverTime, onZoom],
  );
  return <ChartGroupContext.Provider value={value}>{children}</ChartGroupContext.Provider>;
}
