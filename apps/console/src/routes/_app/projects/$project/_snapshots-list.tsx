import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { loadSnapshots } from './-components/queries';
import { SnapshotsPage } from './-components/SnapshotsPage';

export const Route = createFileRoute('/_app/projects/$project/snapshots/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadSnapshots(context.queryClient, params.project, deps),
  component: SnapshotsPage,
});
