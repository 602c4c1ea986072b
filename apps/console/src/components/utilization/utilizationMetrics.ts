import {
  bytesToUnit,
  formatBytes,
  type MeasurementResultsPage,
  percentageAxisMax,
  type SystemMetricName,
} from '@rackconsole/sdk';
import { apiQuery } from '~/api/queries';
import type { ChartPoint } from '~/components/charts/LineChart';
import { type TimeWindow, windowOf } from '~/components/charts/timeRange';
import { UTILIZATION_RANGES, type UtilizationSearch } from './utilizationSearch';

/** The period the charts show: the custom window, or the preset ending now (on the minute, see `windowOf`). */
export const utilizationWindow = (search: UtilizationSearch, now = Date.now()): TimeWindow =>
  windowOf(search, UTILIZATION_RANGES, 'day', now);

/** CPUs, memory and storage: each provisioned-resource metric, how it reads, and which count it charts. */
export const PROVISIONED_METRICS = [
  { name: 'cpus_provisioned', title: 'CPUs', resource: 'cpus', unit: 'count' },
  { name: 'ram_provisioned', title: 'Memory', resource: 'memory', unit: 'bytes' },
  { name: 'virtual_disk_space_provisioned', title: 'Storage', resource: 'storage', unit: 'bytes' },
] as const satisfies readonly {
  name: SystemMetricName;
  title: string;
  resource: 'cpus' | 'memory' | 'storage';
  unit: 'count' | 'bytes';
}[];

export type ProvisionedMetric = (typeof PROVISIONED_METRICS)[number];

/** One page holds a whole period: the platform spaces samples so a period stays under this many. */
const MEASUREMENTS_PER_PERIOD = 1000;

const measurementQuery = (window: TimeWindow) => ({
  startTime: new Date(window.start),
  endTime: new Date(window.end),
  limit: MEASUREMENTS_PER_PERIOD,
  order: 'ascending' as const,
});

/** The signed-in user's silo's provisioning of one resource over a period. */
export const siloMetricQuery = (metric: SystemMetricName, window: TimeWindow) =>
  apiQuery('siloMetric', { path: { metricName: metric }, query: measurementQuery(window) });

/** The fleet's (or one silo's) provisioning of one resource over a period. */
export const systemMetricQuery = (metric: SystemMetricName, window: TimeWindow, silo?: string) =>
  apiQuery('systemMetric', { path: { metricName: metric }, query: { ...measurementQuery(window), silo } });

/** The numeric samples of a page of measurements; samples of other kinds (missing data) are skipped. */
export function chartPoints(page: MeasurementResultsPage): ChartPoint[] {
  return page.items.flatMap(({ datum, timestamp }) => {
    const value = datum.datum;
    return typeof value === 'number' ? [{ time: new Date(timestamp), value }] : [];
  });
}

/** Formats a value of a metric: CPUs as counts, memory and storage in 1024-based units. */
export const formatMetricValue = (metric: ProvisionedMetric, value: number) =>
  metric.unit === 'bytes' ? formatBytes(value) : `${Math.round(value * 100) / 100}`;

/**
 * The top of a chart's value axis (spec §9's percentage-style bound): the largest value, in the unit it is
 * shown in, rounded up to a multiple of 10, so 1023 GiB gets an axis to 1030 GiB.
 */
export function axisMaxFor(metric: ProvisionedMetric, maxValue: number): number {
  if (metric.unit === 'count') return percentageAxisMax(maxValue);
  const { value } = bytesToUnit(maxValue);
  const unitSize = value > 0 ? maxValue / value : 1;
  return percentageAxisMax(value) * unitSize;
}
