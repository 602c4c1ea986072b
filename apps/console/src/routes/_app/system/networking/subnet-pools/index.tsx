import { createFileRoute } from '@tanstack/react-router';
import { prefetchSubnetPoolList } from '~/api/subnetPools';
import { validatePageSearch } from '~/hooks/usePagination';
import { SubnetPoolsPage } from './-components/SubnetPoolsPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSubnetPoolList(context.queryClient, deps),
  component: SubnetPoolsPage,
});
