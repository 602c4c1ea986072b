import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/api/listSearch';
import { siloIpPoolListQuery } from '~/api/silos';
import { SiloIpPoolsTab } from './ip-pools/-components/SiloIpPoolsTab';

export const Route = createFileRoute('/_app/system/silos/$silo/ip-pools')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(siloIpPoolListQuery(params.silo, deps)),
  staticData: { crumb: 'IP Pools' },
  component: SiloIpPoolsTab,
});
