import { createFileRoute } from '@tanstack/react-router';
import { externalSubnetListQuery } from '~/api/lists';
import { validatePageSearch } from '~/hooks/usePagination';
import { ExternalSubnetsPage } from '~/pages/external-subnets/ExternalSubnetsPage';
import { siloSubnetPoolsQuery } from '~/pages/external-subnets/queries';
import { projectInstancesQuery } from '~/pages/vpcs/queries';

export const Route = createFileRoute('/_app/projects/$project/external-subnets/')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(externalSubnetListQuery(params.project, deps)),
      context.queryClient.prefetchQuery(projectInstancesQuery(params.project)),
      context.queryClient.prefetchQuery(siloSubnetPoolsQuery()),
    ]),
  component: ExternalSubnetsPage,
});
