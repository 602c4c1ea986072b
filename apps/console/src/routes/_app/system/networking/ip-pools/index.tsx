import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '~/hooks/usePagination';
import { IpPoolsPage, ipPoolListQuery } from '~/pages/system/networking/IpPoolsPage';

export const Route = createFileRoute('/_app/system/networking/ip-pools/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ipPoolListQuery(deps)),
  component: IpPoolsPage,
});
