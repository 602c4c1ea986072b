import { invalidRequest } from '../../core/errors';
import { type FieldValue, seriesKey } from './fields';
import {
  type CounterGrid,
  chargeReads,
  isGrid,
  materialize,
  type PointBudget,
  type Points,
  partitionPoint,
  type Reading,
  readingOf,
  type Series,
  type Table,
  typesOf,
} from './points';
import type { AlignMethod, Reducer } from './syntax';

/** How much finer than its data an alignment may make a series. */
const MAX_UPSAMPLING_RATIO = 100;

/** The share of the interval (start, end] that lies inside the window (from, to]. */
function overlap(start: number, end: number, from: number, to: number): number {
  if (!(start < end)) return 1;
  const contained = Math.min(to, end) - Math.max(from, start);
  return contained < 0 ? 0 : contained / (end - start);
}

/** The mean of a delta series within (from, to]: values weighted by how much of their interval lies inside. */
function meanDelta(reading: Reading, from: number, to: number): number | null {
  const firstTime = partitionPoint(reading.length, (index) => reading.time(index) <= from);
  const lastTime = partitionPoint(reading.length, (index) => reading.time(index) <= to);
  const firstStart = partitionPoint(reading.length, (index) => reading.start(index) <= from);
  const lastStart = partitionPoint(reading.length, (index) => reading.start(index) <= to);
  const first = Math.min(firstTime, firstStart);
  const last = Math.max(lastTime, lastStart);
  if (first === last) {
    if (firstTime >= reading.length) return null;
    const time = reading.time(firstTime);
    const start = reading.start(firstTime);
    const value = reading.value(firstTime);
    if (time < from || start > to || value === null) return null;
    return overlap(start, time, from, to) * value;
  }
  const { total, count } = reading.sum(first, last);
  if (count === 0) return null;
  // Only the first and last intervals can stick out of the window; take back the share outside it.
  let sum = total;
  for (const edge of first === last - 1 ? [first] : [first, last - 1]) {
    const value = reading.value(edge);
    if (value !== null) sum -= (1 - overlap(reading.start(edge), reading.time(edge), from, to)) * value;
  }
  return sum / Math.max(lastTime - firstTime, 1);
}

/** The mean of a gauge's values stamped within (from, to]. */
function meanGauge(reading: Reading, from: number, to: number): number | null {
  const first = partitionPoint(reading.length, (index) => reading.time(index) <= from);
  const last = partitionPoint(reading.length, (index) => reading.time(index) <= to);
  const { total, count } = reading.sum(first, last);
  return count === 0 ? null : total / count;
}

function checkUpsampling(reading: Reading, period: number, grid?: CounterGrid): void {
  // A grid's gaps are its period, and the breaks between its kept ranges.
  const gaps = grid
    ? [
        grid.period,
        ...grid.ranges
          .slice(1)
          .map(([from], index) => (from - (grid.ranges[index] as [number, number])[1] + 1) * grid.period),
      ]
    : Array.from(
        { length: Math.max(0, reading.length - 1) },
        (_, index) => reading.time(index + 1) - reading.time(index),
      );
  if (gaps.some((gap) => gap > MAX_UPSAMPLING_RATIO * period)) {
    throw invalidRequest(
      `A table alignment operation may not upsample data by more than a factor of ${MAX_UPSAMPLING_RATIO}`,
    );
  }
}

/** The `align` table operation: one point per period, counted back from the query's end. */
export function align(
  tables: Table[],
  method: AlignMethod,
  period: number,
  end: number,
  budget: PointBudget,
): Table[] {
  if (method === 'interpolate') throw invalidRequest('Alignment via interpolation is not yet implemented');
  return chargeReads(tables, budget).map((table) => ({
    name: table.name,
    alignment: { end, period },
    series: table.series.flatMap((series): Series[] => {
      const [type, ...more] = typesOf(series.points);
      if (more.length > 0) throw invalidRequest('Aligning multidimensional timeseries is not yet supported');
      if (!type || (type.type !== 'integer' && type.type !== 'double')) {
        throw invalidRequest(`Alignment requires numeric data type, not ${type?.type}`);
      }
      if (type.metricType === 'cumulative') {
        throw invalidRequest(`Alignment requires a gauge or delta metric, not ${type.metricType}`);
      }
      const reading = readingOf(series.points);
      if (reading.length === 0) return [];
      checkUpsampling(reading, period, isGrid(series.points) ? series.points : undefined);
      const count = Math.floor((end - reading.time(0)) / period) + 1;
      if (count <= 0) return [];
      budget.make(count);
      const mean = type.metricType === 'gauge' ? meanGauge : meanDelta;
      const timestamps = Array.from({ length: count }, (_, index) => end - (count - 1 - index) * period);
      const values = timestamps.map((time) => mean(reading, time - period, time));
      return [
        {
          fields: series.fields,
          points: { timestamps, startTimes: null, dims: [{ type: 'double', metricType: 'gauge', values }] },
        },
      ];
    }),
  }));
}

function requireAligned(tables: Table[], what: string): Table {
  const table = tables[0] as Table;
  if (table.series.length === 0) throw invalidRequest(`Input tables to a \`${what}\` must not be empty`);
  if (!table.alignment) throw invalidRequest(`Input tables to a \`${what}\` must be aligned`);
  return table;
}

/** The `group_by` table operation: one timeseries per distinct value of the fields, reduced point by point. */
export function groupBy(tables: Table[], fields: string[], reducer: Reducer): Table[] {
  if (tables.length !== 1) throw invalidRequest('Group by operations require exactly one table');
  const table = requireAligned(tables, 'group_by');
  const groups = new Map<
    string,
    { fields: Record<string, FieldValue>; sums: Map<number, [number, number]> }
  >();
  for (const series of table.series) {
    const points = series.points as Points;
    if (points.dims.length !== 1) {
      throw invalidRequest('Group-by with multi-dimensional timeseries is not yet supported');
    }
    const kept: Record<string, FieldValue> = {};
    for (const name of fields) {
      const value = series.fields[name];
      if (!value) throw invalidRequest(`Timeseries does not contain a field named "${name}"`);
      kept[name] = value;
    }
    const key = seriesKey(kept);
    const group = groups.get(key) ?? { fields: kept, sums: new Map() };
    groups.set(key, group);
    points.timestamps.forEach((time, index) => {
      const value = points.dims[0]?.values[index];
      if (typeof value !== 'number') return;
      const [sum, count] = group.sums.get(time) ?? [0, 0];
      group.sums.set(time, [sum + value, count + 1]);
    });
  }
  const series = [...groups.values()].map(({ fields: kept, sums }): Series => {
    const timestamps = [...sums.keys()].sort((a, b) => a - b);
    const values = timestamps.map((time) => {
      const [sum, count] = sums.get(time) as [number, number];
      return reducer === 'sum' ? sum : sum / count;
    });
    return {
      fields: kept,
      points: { timestamps, startTimes: null, dims: [{ type: 'double', metricType: 'gauge', values }] },
    };
  });
  return [{ ...table, series }];
}

/** The `join` table operation: timeseries with the same fields in every table, their points side by side. */
export function join(tables: Table[]): Table[] {
  if (tables.length < 2) throw invalidRequest('Join operations require more than one table');
  const [first, ...rest] = tables as [Table, ...Table[]];
  if (first.series.length === 0) throw invalidRequest('Input tables for a join operation must not be empty');
  if (!first.alignment) throw invalidRequest('Input tables for a join operation must be aligned');
  const out = new Map(first.series.map((series) => [seriesKey(series.fields), series]));
  let name = first.name;
  rest.forEach((table, index) => {
    if (
      table.alignment?.period !== first.alignment?.period ||
      table.alignment?.end !== first.alignment?.end
    ) {
      throw invalidRequest('All tables to a join operator must have the same alignment');
    }
    for (const series of table.series) {
      const key = seriesKey(series.fields);
      const existing = out.get(key);
      if (!existing) {
        throw invalidRequest(
          `Join failed, input table ${index + 1} does not contain a timeseries with key ${key}`,
        );
      }
      const left = existing.points as Points;
      const right = series.points as Points;
      const rightIndex = new Map(right.timestamps.map((time, at) => [time, at]));
      const shared = left.timestamps.flatMap((time, at) =>
        rightIndex.has(time) ? [[at, rightIndex.get(time) as number]] : [],
      );
      out.set(key, {
        fields: existing.fields,
        points: {
          timestamps: shared.map(([at]) => left.timestamps[at as number] as number),
          startTimes: null,
          dims: [
            ...left.dims.map((dim) => ({
              ...dim,
              values: shared.map(([at]) => dim.values[at as number] ?? null),
            })),
            ...right.dims.map((dim) => ({
              ...dim,
              values: shared.map(([, at]) => dim.values[at as number] ?? null),
            })),
          ],
        },
      });
    }
    name += `,${table.name}`;
  });
  return [{ name, alignment: first.alignment, series: [...out.values()] }];
}

/** The `first k` and `last k` table operations. */
export function limit(tables: Table[], kind: 'first' | 'last', count: number, budget: PointBudget): Table[] {
  // What the platform's database did not limit itself, it has read in full.
  return chargeReads(tables, budget).map((table) => ({
    ...table,
    series: table.series.map((series) => {
      if (isGrid(series.points)) {
        const ranges: [number, number][] = [];
        let left = count;
        const ordered = kind === 'first' ? series.points.ranges : [...series.points.ranges].reverse();
        for (const [from, to] of ordered) {
          if (left <= 0) break;
          const take = Math.min(left, to - from);
          ranges.push(kind === 'first' ? [from, from + take] : [to - take, to]);
          left -= take;
        }
        if (kind === 'last') ranges.reverse();
        return { ...series, points: { ...series.points, ranges } };
      }
      const points = materialize(series.points, budget);
      const length = points.timestamps.length;
      const [from, to] =
        kind === 'first' ? [0, Math.min(count, length)] : [Math.max(0, length - count), length];
      return {
        ...series,
        points: {
          timestamps: points.timestamps.slice(from, to),
          startTimes: points.startTimes?.slice(from, to) ?? null,
          dims: points.dims.map((dim) => ({ ...dim, values: dim.values.slice(from, to) })),
        },
      };
    }),
  }));
}
