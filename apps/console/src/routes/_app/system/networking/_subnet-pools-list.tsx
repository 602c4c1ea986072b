import { createFileRoute, Outlet } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { prefetchSubnetPoolList } from '~/api/subnetPools';
import { SubnetPoolsPage } from './subnet-pools/-components/SubnetPoolsPage';

/** The subnet-pools list, mounted under its create and edit panels: it owns the list's search and loader. */
export const Route = createFileRoute('/_app/system/networking/_subnet-pools-list')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSubnetPoolList(context.queryClient, deps),
  component: () => (
    <>
      <SubnetPoolsPage />
      <Outlet />
    </>
  ),
});
