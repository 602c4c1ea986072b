import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { loadSnapshots } from '~/api/snapshots';
import { SnapshotsPage } from './snapshots/-components/SnapshotsPage';

/** The snapshots list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_snapshots-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadSnapshots(context.queryClient, params.project, deps),
  component: () => (
    <>
      <SnapshotsPage />
      <Outlet />
    </>
  ),
});
