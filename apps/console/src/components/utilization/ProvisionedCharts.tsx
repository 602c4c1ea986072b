import type { VirtualResourceCounts } from '@rackconsole/sdk';
import { Flex, Heading } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { ChartGroup, useChartWindow } from '~/components/charts/ChartGroup';
import { LineChart } from '~/components/charts/LineChart';
import { TimeRangeControls } from '~/components/charts/TimeRangeControls';
import { customRangeSearch } from '~/components/charts/timeInputs';
import type { TimeWindow } from '~/components/charts/timeRange';
import {
  axisMaxFor,
  chartPoints,
  formatMetricValue,
  PROVISIONED_METRICS,
  type ProvisionedMetric,
  siloMetricQuery,
  systemMetricQuery,
  utilizationWindow,
} from './utilizationMetrics';
import { UTILIZATION_RANGES, type UtilizationSearch } from './utilizationSearch';

/** Whose provisioning the charts show: the signed-in user's silo, or the fleet (optionally one silo of it). */
export type MetricSource = { scope: 'silo' } | { scope: 'system'; silo?: string };

const metricQuery = (source: MetricSource, metric: ProvisionedMetric, window: TimeWindow) =>
  source.scope === 'silo'
    ? siloMetricQuery(metric.name, window)
    : systemMetricQuery(metric.name, window, source.silo);

function ProvisionedChart({
  metric,
  source,
  limit,
}: {
  metric: ProvisionedMetric;
  source: MetricSource;
  limit?: { label: string; counts: VirtualResourceCounts };
}) {
  const window = useChartWindow();
  // Each source builds a differently typed query; the charts only read the measurements of either.
  const result = useQuery(metricQuery(source, metric, window) as ReturnType<typeof siloMetricQuery>);
  const points = result.data ? chartPoints(result.data) : [];
  const limitValue = limit?.counts[metric.resource];
  const peak = Math.max(0, limitValue ?? 0, ...points.map((point) => point.value));
  return (
    <LineChart
      title={`${metric.title} provisioned`}
      lines={[{ label: 'Provisioned', points }]}
      max={axisMaxFor(metric, peak)}
      format={(value) => formatMetricValue(metric, value)}
      limit={limit && limitValue !== undefined ? { label: limit.label, value: limitValue } : undefined}
      loading={result.isFetching}
      error={result.error}
    />
  );
}

/**
 * CPUs, memory and storage provisioned over the chosen period, each against its limit (the silo's quota, or
 * the fleet's estimated capacity), with the period controls above them. The period is the URL's (`search`);
 * dragging across a chart zooms all three in, through `onSearchChange`.
 */
export function ProvisionedCharts({
  search,
  onSearchChange,
  source,
  limit,
  controls,
}: {
  search: UtilizationSearch;
  onSearchChange: (search: UtilizationSearch) => void;
  source: MetricSource;
  limit?: { label: string; counts: VirtualResourceCounts };
  /** Extra filters shown beside the period controls. */
  controls?: ReactNode;
}) {
  const { range, start, end } = search;
  const window = useMemo(() => utilizationWindow({ range, start, end }), [range, start, end]);
  const zoom = useCallback(
    (zoomed: TimeWindow) => onSearchChange(customRangeSearch(zoomed)),
    [onSearchChange],
  );
  return (
    <section aria-labelledby="provisioned-over-time">
      <Flex justify="between" align="start" gap="3" wrap="wrap" mt="6" mb="3">
        <Heading as="h2" size="4" id="provisioned-over-time">
          Provisioned over time
        </Heading>
        <Flex gap="4" align="start" wrap="wrap">
          {controls}
          <TimeRangeControls
            presets={UTILIZATION_RANGES}
            fallback="day"
            search={search}
            window={window}
            onChange={onSearchChange}
          />
        </Flex>
      </Flex>
      <ChartGroup window={window} onZoom={zoom}>
        <div className="line-charts">
          {PROVISIONED_METRICS.map((metric) => (
            <ProvisionedChart key={metric.name} metric={metric} source={source} limit={limit} />
          ))}
        </div>
      </ChartGroup>
    </section>
  );
}
