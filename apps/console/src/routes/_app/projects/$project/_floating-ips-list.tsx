import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { floatingIpListQuery } from '~/api/lists';
import { projectInstancesQuery } from '~/api/vpcs';
import { FloatingIpsPage } from './floating-ips/-components/FloatingIpsPage';

/** The floating-ips list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/projects/$project/_floating-ips-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(floatingIpListQuery(params.project, deps)),
      context.queryClient.prefetchQuery(projectInstancesQuery(params.project)),
    ]),
  component: () => (
    <>
      <FloatingIpsPage />
      <Outlet />
    </>
  ),
});
