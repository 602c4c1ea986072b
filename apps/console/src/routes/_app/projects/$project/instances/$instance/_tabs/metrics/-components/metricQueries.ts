import {
  bytesToUnit,
  formatBytes,
  formatCompactNumber,
  type OxqlQueryResult,
  percentageAxisMax,
} from '@rackconsole/sdk';
import type { TimeWindow } from '~/components/charts/timeRange';

/** Alignment windows in seconds, finest first. */
const ALIGNMENTS_S = [5, 10, 30, 60, 300, 600, 1800, 3600, 10_800, 21_600, 43_200, 86_400];

/** Points a chart draws at most: wide enough to read, small enough to draw quickly. */
const MAX_CHART_POINTS = 200;

/** The finest alignment that keeps a period under `MAX_CHART_POINTS` points: 30s for an hour, 1h for a week. */
export function alignmentFor(window: TimeWindow): string {
  const seconds = (window.end - window.start) / 1000;
  const align =
    ALIGNMENTS_S.find((step) => seconds / step <= MAX_CHART_POINTS) ?? (ALIGNMENTS_S.at(-1) as number);
  return align % 3600 === 0 ? `${align / 3600}h` : align % 60 === 0 ? `${align / 60}m` : `${align}s`;
}

/** A time as an OxQL timestamp literal (UTC, no zone suffix). */
const oxqlTime = (ms: number) => `@${new Date(ms).toISOString().replace(/Z$/, '')}`;

/** How a chart's values read: percentages, bytes (1024 multiples) or plain counts. */
export type MetricUnit = 'percent' | 'bytes' | 'count';

/** One line of a chart: a timeseries of the instance, narrowed by `filter`, reduced across its members. */
export interface SeriesDefinition {
  timeseries: string;
  label: string;
  /** Extra `filter` conditions, e.g. `state == "run"`. */
  filter?: string;
  reducer: 'sum' | 'mean';
}

/** The field naming the instance in each timeseries family (disks name the instance they are attached to). */
export const instanceField = (timeseries: string) =>
  timeseries.startsWith('virtual_disk:') ? 'attached_instance_id' : 'instance_id';

function seriesQuery(
  series: SeriesDefinition,
  instanceId: string,
  align: string,
  window?: TimeWindow,
): string {
  const field = instanceField(series.timeseries);
  const conditions = window
    ? [`timestamp >= ${oxqlTime(window.start)}`, `timestamp < ${oxqlTime(window.end)}`]
    : [];
  conditions.push(`${field} == "${instanceId}"`);
  if (series.filter) conditions.push(series.filter);
  return [
    `get ${series.timeseries}`,
    `filter ${conditions.join(' && ')}`,
    `align mean_within(${align})`,
    `group_by [${field}], ${series.reducer}`,
  ].join(' | ');
}

/**
 * The OxQL query for one series of an instance over a period, e.g.
 * `get virtual_machine:vcpu_usage | filter timestamp >= @2026-11-24T11:00:00.000 && timestamp < @2026-11-24T12:00:00.000 && instance_id == "…" | align mean_within(30s) | group_by [instance_id], mean`.
 */
export const instanceMetricQuery = (series: SeriesDefinition, instanceId: string, window: TimeWindow) =>
  seriesQuery(series, instanceId, alignmentFor(window), window);

/** The same query without its period, for the metrics explorer, which adds the period it shows. */
export const explorerQueryOf = (series: SeriesDefinition, instanceId: string, window: TimeWindow) =>
  seriesQuery(series, instanceId, alignmentFor(window));

export interface Point {
  time: Date;
  value: number;
}

export interface ChartSeries {
  label: string;
  points: Point[];
}

/** The lines of a query result, one per timeseries, labelled by the definition. */
export function seriesFromResult(
  result: OxqlQueryResult,
  definition: SeriesDefinition,
  scale = 1,
): ChartSeries[] {
  return result.tables.flatMap((table) =>
    table.timeseries.map((timeseries) => {
      const values = timeseries.points.values[0]?.values;
      const numbers = values && (values.type === 'double' || values.type === 'integer') ? values.values : [];
      const points = timeseries.points.timestamps.flatMap((time, index) => {
        const value = numbers[index];
        return typeof value === 'number' ? [{ time: new Date(time), value: value * scale }] : [];
      });
      return { label: definition.label, points };
    }),
  );
}

/** The smallest of 1, 2 or 5 times a power of ten that is at least `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * The top of a chart's value axis. Percentages follow spec §9 (the maximum rounded up to a multiple of 10).
 * Bytes round up to a power of two within their 1024-based unit, so quarter ticks read '256 MiB', '512 MiB'.
 */
export function axisMax(unit: MetricUnit, maxValue: number): number {
  if (unit === 'percent') return percentageAxisMax(maxValue);
  if (unit === 'bytes') {
    if (!(maxValue > 0) || !Number.isFinite(maxValue)) return 1024;
    const { value } = bytesToUnit(maxValue);
    const unitSize = maxValue / value;
    return 2 ** Math.ceil(Math.log2(Math.max(value, 1))) * unitSize;
  }
  return niceCeiling(maxValue);
}

const isRoundStep = (step: number) => {
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5].some((round) => Math.abs(mantissa - round) < 1e-9);
};

/**
 * The values of an axis's ticks from 0 to `max`: quarters where they are round numbers (and always for bytes,
 * whose maximum is a power of two), else fifths or thirds, so labels read 10%, 20%, 30% rather than 7.5%.
 */
export function axisTicks(unit: MetricUnit, max: number): number[] {
  const count = unit === 'bytes' ? 4 : ([4, 5, 3].find((n) => isRoundStep(max / n)) ?? 4);
  return Array.from({ length: count + 1 }, (_, index) => (max * index) / count);
}

/** A value as an axis tick or legend shows it. */
export function formatMetric(unit: MetricUnit, value: number): string {
  if (unit === 'percent') return `${Math.round(value * 10) / 10}%`;
  if (unit === 'bytes') return formatBytes(value);
  return formatCompactNumber(Math.round(value * 100) / 100);
}
