import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { siloIpPoolListQuery } from '~/pages/system/silos/queries';
import { SiloIpPoolsTab } from '~/pages/system/silos/SiloIpPoolsTab';

export const Route = createFileRoute('/_app/system/silos/$silo/ip-pools')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloIpPoolListQuery(params.silo, deps)),
  staticData: { crumb: 'IP Pools' },
  component: SiloIpPoolsTab,
});
