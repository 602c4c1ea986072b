import { createFileRoute } from '@tanstack/react-router';
import { diskQuery, loadDisks } from '~/api/disks';
import { DiskCreateForm, diskSourceQueries } from './disks/-components/DiskCreateForm';
import { DisksPage } from './disks/-components/DisksPage';

/**
 * The disks list with the create panel over it; the panel's image and snapshot choices load up front, and with
 * `from` the disk it starts from.
 */
export const Route = createFileRoute('/_app/projects/$project/disks-new')({
  // 'Create similar' names the disk the form starts from.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from ? { from: search.from } : {},
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const sources = diskSourceQueries(params.project);
    return Promise.all([
      loadDisks(context.queryClient, params.project, {}),
      context.queryClient.ensureQueryData(sources.projectImages),
      context.queryClient.ensureQueryData(sources.siloImages),
      context.queryClient.ensureQueryData(sources.snapshots),
      deps.from ? context.queryClient.ensureQueryData(diskQuery(params.project, deps.from)) : undefined,
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
