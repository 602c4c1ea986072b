import { createFileRoute } from '@tanstack/react-router';
import { loadDisks } from '~/api/disks';
import { DiskCreateForm, diskSourceQueries } from './disks/-components/DiskCreateForm';
import { DisksPage } from './disks/-components/DisksPage';

/** The disks list with the create panel over it; the panel's image and snapshot choices load up front. */
export const Route = createFileRoute('/_app/projects/$project/disks-new')({
  loader: ({ context, params }) => {
    const sources = diskSourceQueries(params.project);
    return Promise.all([
      loadDisks(context.queryClient, params.project, {}),
      context.queryClient.ensureQueryData(sources.projectImages),
      context.queryClient.ensureQueryData(sources.siloImages),
      context.queryClient.ensureQueryData(sources.snapshots),
    ]);
  },
  staticData: { crumb: 'New disk' },
  component: () => (
    <>
      <DisksPage />
      <DiskCreateForm />
    </>
  ),
});
