import type { VirtualResourceCounts } from '@rackconsole/sdk';
import { Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { LineChart } from '~/components/charts/LineChart';
import {
  axisMaxFor,
  chartPoints,
  formatMetricValue,
  PROVISIONED_METRICS,
  type ProvisionedMetric,
  siloMetricQuery,
  systemMetricQuery,
  UTILIZATION_RANGES,
  type UtilizationRange,
} from './utilizationMetrics';

/** Whose provisioning the charts show: the signed-in user's silo, or the fleet (optionally one silo of it). */
export type MetricSource = { scope: 'silo' } | { scope: 'system'; silo?: string };

const metricQuery = (source: MetricSource, metric: ProvisionedMetric, range: UtilizationRange) =>
  source.scope === 'silo'
    ? siloMetricQuery(metric.name, range)
    : systemMetricQuery(metric.name, range, source.silo);

/** The period picker of the utilization pages. */
export function TimeRangePicker({
  value,
  onChange,
}: {
  value: UtilizationRange;
  onChange: (range: UtilizationRange) => void;
}) {
  const id = useId();
  return (
    <Flex gap="2" align="center">
      <Text size="2" id={id} color="gray">
        Time range
      </Text>
      <SegmentedControl.Root
        value={value}
        onValueChange={(next) => onChange(next as UtilizationRange)}
        aria-labelledby={id}
      >
        {(Object.keys(UTILIZATION_RANGES) as UtilizationRange[]).map((key) => (
          <SegmentedControl.Item key={key} value={key}>
            {UTILIZATION_RANGES[key].label}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
    </Flex>
  );
}

function ProvisionedChart({
  metric,
  source,
  range,
  limit,
}: {
  metric: ProvisionedMetric;
  source: MetricSource;
  range: UtilizationRange;
  limit?: { label: string; counts: VirtualResourceCounts };
}) {
  // Each source builds a differently typed query; the charts only read the measurements of either.
  const result = useQuery(metricQuery(source, metric, range) as ReturnType<typeof siloMetricQuery>);
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
 * the fleet's estimated capacity), with the period picker above them.
 */
export function ProvisionedCharts({
  range,
  onRangeChange,
  source,
  limit,
  controls,
}: {
  range: UtilizationRange;
  onRangeChange: (range: UtilizationRange) => void;
  source: MetricSource;
  limit?: { label: string; counts: VirtualResourceCounts };
  /** Extra filters shown beside the period picker. */
  controls?: ReactNode;
}) {
  return (
    <section aria-labelledby="provisioned-over-time">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mt="6" mb="3">
        <Heading as="h2" size="4" id="provisioned-over-time">
          Provisioned over time
        </Heading>
        <Flex gap="4" align="center" wrap="wrap">
          {controls}
          <TimeRangePicker value={range} onChange={onRangeChange} />
        </Flex>
      </Flex>
      <div className="line-charts">
        {PROVISIONED_METRICS.map((metric) => (
          <ProvisionedChart key={metric.name} metric={metric} source={source} range={range} limit={limit} />
        ))}
      </div>
    </section>
  );
}
