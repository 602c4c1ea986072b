import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { IpPoolsPage } from '~/pages/system/networking/IpPoolsPage';
import { ipPoolListQuery } from '~/pages/system/networking/ipPoolQueries';

export const Route = createFileRoute('/_app/system/networking/ip-pools/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ipPoolListQuery(deps)),
  component: IpPoolsPage,
});
