import { invalidRequest } from '../../core/errors';
import type { FieldValue } from './fields';

export type DataType = 'integer' | 'double' | 'boolean' | 'string' | 'integer_distribution';
export type MetricType = 'gauge' | 'delta' | 'cumulative';

/** A histogram's counts per bin, with the summary the platform sends along. */
export interface Distribution {
  bins: number[];
  counts: number[];
  min: number | null;
  max: number | null;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  squared_mean: number;
  sum_of_samples: number;
}

export type Datum = number | boolean | string | Distribution | null;

export interface Dimension {
  type: DataType;
  metricType: MetricType;
  values: Datum[];
}

/** Points held in memory: timestamps (ms), the start of each delta's interval (null for gauges), values. */
export interface Points {
  timestamps: number[];
  startTimes: number[] | null;
  dims: Dimension[];
}

/**
 * A counter's deltas on a regular grid, kept as a formula until something needs the points one by one: sample
 * `i` is at `offset + i × period` and counts what the counter gained since the sample before. `ranges` are the
 * grid indices kept (half-open, sorted, disjoint) after time filters and limits.
 */
export interface CounterGrid {
  offset: number;
  period: number;
  ranges: [number, number][];
  /**
   * Whether its samples count against the query's limit yet. The platform reads only the timeseries whose fields
   * its filters allow, in the time they allow, so a grid is charged when an operation other than such a filter
   * first reads it.
   */
  charged: boolean;
  /** The counter's (whole-numbered) value at a moment. */
  counter: (time: number) => number;
}

export interface Series {
  fields: Record<string, FieldValue>;
  points: Points | CounterGrid;
}

export interface Table {
  name: string;
  series: Series[];
  /** Set by `align`: the query's end and the period points sit apart. */
  alignment?: { end: number; period: number };
}

export const isGrid = (points: Points | CounterGrid): points is CounterGrid => 'ranges' in points;

export const gridLength = (grid: CounterGrid) => grid.ranges.reduce((sum, [from, to]) => sum + to - from, 0);

/**
 * The platform's cap on the data points one query may read from its timeseries database: the raw samples of every
 * `get` and subquery together, however few points the table operations make of them (a `first` or `last` its
 * database applies itself reads fewer). Gauges and histograms are charged as they are made, before their fields
 * are filtered: more than the platform reads when a filter drops some of them.
 */
export const MAX_QUERY_POINTS = 1_000_000;

const tooManyPoints = () =>
  invalidRequest(
    `Query requires fetching more than the current limit of ${MAX_QUERY_POINTS} data points from the timeseries database`,
  );

/** Counts the points a query reads and makes, and refuses it past the limits before anything is allocated. */
export class PointBudget {
  private read = 0;
  private made = 0;

  /** Charges samples read from the timeseries database, as the platform counts them. */
  spend(count: number): void {
    this.read += count;
    if (this.read > MAX_QUERY_POINTS) throw tooManyPoints();
  }

  /**
   * Charges the points an alignment makes. The platform counts only what it reads and bounds what `align` makes
   * by the upsampling ratio alone, which leaves the stretch after a series' last sample unbounded; the mock caps
   * made points at the same figure, so that no query allocates without bound, and refuses with the same message.
   */
  make(count: number): void {
    this.made += count;
    if (this.made > MAX_QUERY_POINTS) throw tooManyPoints();
  }
}

/** Charges the tables' counter grids not charged yet, all before any is read, and marks them charged. */
export function chargeReads(tables: Table[], budget: PointBudget): Table[] {
  const grids = tables.flatMap(({ series }) =>
    series.flatMap(({ points }) => (isGrid(points) && !points.charged ? [points] : [])),
  );
  budget.spend(grids.reduce((sum, grid) => sum + gridLength(grid), 0));
  return tables.map((table) => ({
    ...table,
    series: table.series.map((series) =>
      isGrid(series.points) ? { ...series, points: { ...series.points, charged: true } } : series,
    ),
  }));
}

/** The points of a series as arrays, reading a counter grid (and charging it, if it was not yet). */
export function materialize(points: Points | CounterGrid, budget: PointBudget): Points {
  if (!isGrid(points)) return points;
  if (!points.charged) budget.spend(gridLength(points));
  const timestamps: number[] = [];
  const startTimes: number[] = [];
  const values: number[] = [];
  for (const [from, to] of points.ranges) {
    for (let index = from; index < to; index++) {
      const time = points.offset + index * points.period;
      timestamps.push(time);
      startTimes.push(time - points.period);
      values.push(points.counter(time) - points.counter(time - points.period));
    }
  }
  return { timestamps, startTimes, dims: [{ type: 'integer', metricType: 'delta', values }] };
}

/** The data type and metric type of each dimension of a series. */
export function typesOf(points: Points | CounterGrid): { type: DataType; metricType: MetricType }[] {
  return isGrid(points) ? [{ type: 'integer', metricType: 'delta' }] : points.dims;
}

/** Index-based reading of a one-dimensional numeric series, whether in memory or a counter grid. */
export interface Reading {
  length: number;
  time(index: number): number;
  start(index: number): number;
  value(index: number): number | null;
  /** The total of the non-null values in [from, to) and how many there are. */
  sum(from: number, to: number): { total: number; count: number };
}

function gridReading(grid: CounterGrid): Reading {
  const starts: number[] = [];
  let length = 0;
  for (const [from, to] of grid.ranges) {
    starts.push(length);
    length += to - from;
  }
  // The grid index of the position-th kept sample.
  const gridIndex = (position: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= position) low = middle;
      else high = middle - 1;
    }
    return (grid.ranges[low] as [number, number])[0] + position - (starts[low] as number);
  };
  const time = (position: number) => grid.offset + gridIndex(position) * grid.period;
  return {
    length,
    time,
    start: (position) => time(position) - grid.period,
    value: (position) => {
      const at = time(position);
      return grid.counter(at) - grid.counter(at - grid.period);
    },
    sum(from, to) {
      let total = 0;
      grid.ranges.forEach(([rangeFrom, rangeTo], index) => {
        const first = Math.max(from, starts[index] as number);
        const last = Math.min(to, (starts[index] as number) + rangeTo - rangeFrom);
        if (first >= last) return;
        // Deltas telescope: a run of them adds up to the counter's gain over the run.
        total += grid.counter(time(last - 1)) - grid.counter(time(first) - grid.period);
      });
      return { total, count: Math.max(0, to - from) };
    },
  };
}

function arrayReading(points: Points): Reading {
  const values = (points.dims[0]?.values ?? []) as (number | null)[];
  const totals = [0];
  const counts = [0];
  values.forEach((value, index) => {
    totals.push((totals[index] as number) + (value ?? 0));
    counts.push((counts[index] as number) + (value === null ? 0 : 1));
  });
  return {
    length: points.timestamps.length,
    time: (index) => points.timestamps[index] as number,
    start: (index) => points.startTimes?.[index] ?? (points.timestamps[index] as number),
    value: (index) => values[index] ?? null,
    sum: (from, to) => ({
      total: (totals[to] as number) - (totals[from] as number),
      count: (counts[to] as number) - (counts[from] as number),
    }),
  };
}

export const readingOf = (points: Points | CounterGrid): Reading =>
  isGrid(points) ? gridReading(points) : arrayReading(points);

/** How many leading positions satisfy `before` (which holds for a prefix): the platform's `partition_point`. */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
