import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { prefetchSubnetPoolList } from '~/pages/system/networking/subnetPools/queries';
import { SubnetPoolsPage } from '~/pages/system/networking/subnetPools/SubnetPoolsPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSubnetPoolList(context.queryClient, deps),
  component: SubnetPoolsPage,
});
