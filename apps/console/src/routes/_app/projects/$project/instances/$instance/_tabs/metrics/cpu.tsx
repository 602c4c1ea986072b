import { createFileRoute } from '@tanstack/react-router';
import { CpuMetrics } from './-components/MetricPages';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics/cpu')({
  staticData: { crumb: 'CPU' },
  component: CpuMetrics,
});
