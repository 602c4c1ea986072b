import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ipPoolListQuery } from '~/api/ipPools';
import { validatePageSearch } from '~/api/listSearch';
import { IpPoolsPage } from './ip-pools/-components/IpPoolsPage';

/** The ip-pools list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/system/networking/_ip-pools-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ipPoolListQuery(deps)),
  component: () => (
    <>
      <IpPoolsPage />
      <Outlet />
    </>
  ),
});
