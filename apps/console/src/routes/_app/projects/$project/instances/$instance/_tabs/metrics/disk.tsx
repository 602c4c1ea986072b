import { createFileRoute } from '@tanstack/react-router';
import { DiskMetrics } from './-components/MetricPages';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics/disk')({
  staticData: { crumb: 'Disk' },
  component: DiskMetrics,
});
