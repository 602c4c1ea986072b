import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { prefetchSubnetPoolList } from '~/api/subnetPools';
import { SubnetPoolsPage } from './-components/SubnetPoolsPage';

export const Route = createFileRoute('/_app/system/networking/subnet-pools/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSubnetPoolList(context.queryClient, deps),
  component: SubnetPoolsPage,
});
