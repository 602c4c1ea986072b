import { createFileRoute } from '@tanstack/react-router';
import { diskSourceQueries } from '~/api/disks';
import { DiskCreateForm } from '../disks/-components/DiskCreateForm';

/** The disks list with the create panel over it; the panel's image and snapshot choices load up front. */
export const Route = createFileRoute('/_app/projects/$project/_disks-list/disks-new')({
  loader: ({ context, params }) => {
    const sources = diskSourceQueries(params.project);
    return Promise.all([
      context.queryClient.ensureQueryData(sources.projectImages),
      context.queryClient.ensureQueryData(sources.siloImages),
      context.queryClient.ensureQueryData(sources.snapshots),
    ]);
  },
  staticData: { crumb: 'New disk' },
  component: DiskCreateForm,
});
