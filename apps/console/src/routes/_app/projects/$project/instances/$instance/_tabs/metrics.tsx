import { createFileRoute } from '@tanstack/react-router';
import { parseTimeRangeSearch } from '~/components/charts/timeRange';
import { MetricsTab } from './metrics/-components/MetricsTab';
import { METRIC_PRESETS } from './metrics/-components/metricPresets';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics')({
  validateSearch: (search: Record<string, unknown>) => parseTimeRangeSearch(search, METRIC_PRESETS),
  staticData: { crumb: 'Metrics' },
  component: MetricsTab,
});
