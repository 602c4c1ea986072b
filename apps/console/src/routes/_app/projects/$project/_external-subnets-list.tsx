import { createFileRoute } from '@tanstack/react-router';
import { siloSubnetPoolsQuery } from '~/api/externalSubnets';
import { validatePageSearch } from '~/api/listSearch';
import { externalSubnetListQuery } from '~/api/lists';
import { projectInstancesQuery } from '~/api/vpcs';
import { ExternalSubnetsPage } from './-components/ExternalSubnetsPage';

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
