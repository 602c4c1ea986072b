import { createFileRoute } from '@tanstack/react-router';
import { DiskMetrics } from '~/pages/instances/metrics/MetricPages';

export const Route = createFileRoute('/_app/projects/$project/instances/$instance/_tabs/metrics/disk')({
  staticData: { crumb: 'Disk' },
  component: DiskMetrics,
});
