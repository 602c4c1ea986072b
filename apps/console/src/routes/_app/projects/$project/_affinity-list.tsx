import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { antiAffinityGroupListQuery } from '~/api/lists';
import { AffinityGroupsPage } from './affinity/-components/AffinityGroupsPage';

/** The affinity list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_affinity-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(antiAffinityGroupListQuery(params.project, deps)),
  component: () => (
    <>
      <AffinityGroupsPage />
      <Outlet />
    </>
  ),
});
