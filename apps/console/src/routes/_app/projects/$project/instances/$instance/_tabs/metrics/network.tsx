import { createFileRoute } from '@tanstack/react-router';
import { NetworkMetrics } from './-components/MetricPages';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics/network')({
  staticData: { crumb: 'Network' },
  component: NetworkMetrics,
});
