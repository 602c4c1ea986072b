import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloSubnetPoolListQuery } from '~/api/subnetPools';
import { SiloSubnetPoolsTab } from './subnet-pools/-components/SiloSubnetPoolsTab';

export const Route = createFileRoute('/_app/system/silos/$silo/subnet-pools')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloSubnetPoolListQuery(params.silo, deps)),
  staticData: { crumb: 'Subnet Pools' },
  component: SiloSubnetPoolsTab,
});
