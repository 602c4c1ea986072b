import { createFileRoute } from '@tanstack/react-router';
import { MetricsTab } from '~/pages/instances/metrics/MetricsTab';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics')({
  staticData: { crumb: 'Metrics' },
  component: MetricsTab,
});
