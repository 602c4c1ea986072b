import { DropdownMenu, IconButton } from '@radix-ui/themes';
import { useQueries } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { apiQuery } from '~/api/queries';
import { useChartWindow } from '~/components/charts/ChartGroup';
import { LineChart } from '~/components/charts/LineChart';
import type { ExplorerSearch } from '~/components/oxql/explorerSearch';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';
import DotsIcon from '~icons/radix-icons/dots-horizontal';
import {
  axisMax,
  axisTicks,
  type ChartSeries,
  explorerQueryOf,
  formatMetric,
  instanceMetricQuery,
  type MetricUnit,
  type SeriesDefinition,
  seriesFromResult,
} from './metricQueries';

interface ChartDefinition {
  title: string;
  unit: MetricUnit;
  series: SeriesDefinition[];
  /** Multiplies every value, e.g. vCPU nanoseconds per sample into a percentage. */
  scale?: number;
  /** The values are amounts per sample, drawn as a rate per second ('/s'). */
  perSecond?: boolean;
}

/**
 * Propolis samples vCPU time every 5 s, and a mean-aligned point is the nanoseconds of one sample, so
 * 5e9 ns is a whole vCPU.
 */
const VCPU_SAMPLE_NS = 5e9;
const toPercent = 100 / VCPU_SAMPLE_NS;
/** Disks and network interfaces are sampled on the same 5 s clock: an amount per sample is a fifth per second. */
const SAMPLE_S = VCPU_SAMPLE_NS / 1e9;

/** The states a vCPU's time is counted in, as the platform names them. */
const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'];

const sum = (timeseries: string, label: string): SeriesDefinition => ({ timeseries, label, reducer: 'sum' });

const CPU_CHARTS: ChartDefinition[] = [
  {
    title: 'CPU utilization',
    unit: 'percent',
    scale: toPercent,
    series: [
      {
        timeseries: 'virtual_machine:vcpu_usage',
        label: 'Running',
        filter: 'state == "run"',
        reducer: 'mean',
      },
    ],
  },
  {
    title: 'vCPU time by state',
    unit: 'percent',
    scale: toPercent,
    // A query per state rather than one split by state: the platform refuses a query that reads over a million
    // samples, and a week of all four states of a 4-vCPU instance sampled every 5 s is nearly two million.
    series: VCPU_STATES.map((state) => ({
      timeseries: 'virtual_machine:vcpu_usage',
      label: state,
      filter: `state == "${state}"`,
      reducer: 'mean' as const,
    })),
  },
];

const DISK_CHARTS: ChartDefinition[] = [
  {
    title: 'Disk throughput',
    unit: 'bytes',
    perSecond: true,
    series: [sum('virtual_disk:bytes_read', 'Read'), sum('virtual_disk:bytes_written', 'Written')],
  },
  {
    title: 'Disk operations',
    unit: 'count',
    perSecond: true,
    series: [
      sum('virtual_disk:reads', 'Reads'),
      sum('virtual_disk:writes', 'Writes'),
      sum('virtual_disk:flushes', 'Flushes'),
    ],
  },
  {
    title: 'Disk errors',
    unit: 'count',
    perSecond: true,
    series: [
      sum('virtual_disk:failed_reads', 'Failed reads'),
      sum('virtual_disk:failed_writes', 'Failed writes'),
      sum('virtual_disk:failed_flushes', 'Failed flushes'),
    ],
  },
];

const NETWORK_CHARTS: ChartDefinition[] = [
  {
    title: 'Network throughput',
    unit: 'bytes',
    perSecond: true,
    series: [
      sum('instance_network_interface:bytes_received', 'Received'),
      sum('instance_network_interface:bytes_sent', 'Sent'),
    ],
  },
  {
    title: 'Packets',
    unit: 'count',
    perSecond: true,
    series: [
      sum('instance_network_interface:packets_received', 'Received'),
      sum('instance_network_interface:packets_sent', 'Sent'),
      sum('instance_network_interface:packets_dropped', 'Dropped'),
    ],
  },
  {
    title: 'Network errors',
    unit: 'count',
    perSecond: true,
    series: [
      sum('instance_network_interface:errors_received', 'Receive errors'),
      sum('instance_network_interface:errors_sent', 'Send errors'),
    ],
  },
];

/** A chart's menu: each of its lines' queries, opened in the project's metrics explorer over the same period. */
function ChartMenu({ chart }: { chart: ChartDefinition }) {
  const { project, instance } = useInstance();
  const window = useChartWindow();
  const navigate = useNavigate();
  // The tab's period keys are the explorer's (hour, day, week, or a custom start and end).
  const { range, start, end } = useSearch({ strict: false }) as ExplorerSearch;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" size="1" aria-label={`${chart.title} chart menu`}>
          <DotsIcon aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {chart.series.map((definition) => (
          <DropdownMenu.Item
            key={definition.label}
            onSelect={() =>
              void navigate({
                to: '/projects/$project/metrics',
                params: { project },
                search: { q: explorerQueryOf(definition, instance.id, window), range, start, end },
              })
            }
          >
            Open {chart.series.length > 1 ? `“${definition.label}” ` : ''}in metrics explorer
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** One chart: a timeseries query per line over the tab's period, run together, drawn once all have answered. */
function MetricChart({ chart }: { chart: ChartDefinition }) {
  const { project, instance } = useInstance();
  const window = useChartWindow();
  const results = useQueries({
    queries: chart.series.map((definition) =>
      apiQuery('timeseriesQuery', {
        query: { project },
        body: { query: instanceMetricQuery(definition, instance.id, window) },
      }),
    ),
  });
  const series: ChartSeries[] = results.flatMap((result, index) =>
    result.data
      ? seriesFromResult(
          result.data,
          chart.series[index] as SeriesDefinition,
          chart.scale ?? (chart.perSecond ? 1 / SAMPLE_S : 1),
        )
      : [],
  );
  const max = axisMax(chart.unit, Math.max(0, ...series.flatMap((line) => line.points.map((p) => p.value))));
  return (
    <LineChart
      title={chart.title}
      lines={series}
      max={max}
      ticks={axisTicks(chart.unit, max)}
      format={(value) => `${formatMetric(chart.unit, value)}${chart.perSecond ? '/s' : ''}`}
      loading={results.some((result) => result.isFetching)}
      error={results.find((result) => result.error)?.error}
      menu={<ChartMenu chart={chart} />}
    />
  );
}

function MetricCharts({ charts }: { charts: ChartDefinition[] }) {
  return (
    <div className="line-charts">
      {charts.map((chart) => (
        <MetricChart key={chart.title} chart={chart} />
      ))}
    </div>
  );
}

export const CpuMetrics = () => <MetricCharts charts={CPU_CHARTS} />;
export const DiskMetrics = () => <MetricCharts charts={DISK_CHARTS} />;
export const NetworkMetrics = () => <MetricCharts charts={NETWORK_CHARTS} />;
