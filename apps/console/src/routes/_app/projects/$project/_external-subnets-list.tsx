import { createFileRoute, Outlet } from '@tanstack/react-router';
import { siloSubnetPoolsQuery } from '~/api/externalSubnets';
import { validatePageSearch } from '~/api/listSearch';
import { externalSubnetListQuery } from '~/api/lists';
import { projectInstancesQuery } from '~/api/vpcs';
import { ExternalSubnetsPage } from './external-subnets/-components/ExternalSubnetsPage';

/** The external-subnets list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_external-subnets-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(externalSubnetListQuery(params.project, deps)),
      context.queryClient.prefetchQuery(projectInstancesQuery(params.project)),
      context.queryClient.prefetchQuery(siloSubnetPoolsQuery()),
    ]),
  component: () => (
    <>
      <ExternalSubnetsPage />
      <Outlet />
    </>
  ),
});
