import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { vpcListQuery } from '~/api/lists';
import { VpcsPage } from './vpcs/-components/VpcsPage';

/** The vpcs list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_vpcs-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(vpcListQuery(params.project, deps)),
  component: () => (
    <>
      <VpcsPage />
      <Outlet />
    </>
  ),
});
