import { createFileRoute } from '@tanstack/react-router';
import { diskQuery, diskSourceQueries } from '~/api/disks';
import { DiskCreateForm } from '../disks/-components/DiskCreateForm';

/**
 * The create panel over the disks list; the panel's image and snapshot choices load up front, and with `from`
 * the disk it starts from.
 */
export const Route = createFileRoute('/_app/projects/$project/_disks-list/disks-new')({
  // 'Create similar' names the disk the form starts from.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from ? { from: search.from } : {},
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, params, deps }) => {
    const sources = diskSourceQueries(params.project);
    return Promise.all([
      context.queryClient.ensureQueryData(sources.projectImages),
      context.queryClient.ensureQueryData(sources.siloImages),
      context.queryClient.ensureQueryData(sources.snapshots),
      deps.from ? context.queryClient.ensureQueryData(diskQuery(params.project, deps.from)) : undefined,
    ]);
  },
  staticData: { crumb: 'New disk' },
  component: DiskCreateForm,
});
