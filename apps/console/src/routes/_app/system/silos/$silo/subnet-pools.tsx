import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { siloSubnetPoolListQuery } from '~/pages/system/networking/subnetPools/queries';
import { SiloSubnetPoolsTab } from '~/pages/system/silos/SiloSubnetPoolsTab';

export const Route = createFileRoute('/_app/system/silos/$silo/subnet-pools')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloSubnetPoolListQuery(params.silo, deps)),
  staticData: { crumb: 'Subnet Pools' },
  component: SiloSubnetPoolsTab,
});
