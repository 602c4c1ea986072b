import { createFileRoute } from '@tanstack/react-router';
import { ipPoolListQuery } from '~/api/ipPools';
import { validatePageSearch } from '~/api/listSearch';
import { IpPoolsPage } from './-components/IpPoolsPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ipPoolListQuery(deps)),
  component: IpPoolsPage,
});
