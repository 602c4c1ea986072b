import { createFileRoute } from '@tanstack/react-router';
import { externalSubnetListQuery } from '~/api/lists';
import { CreateExternalSubnetForm } from '~/pages/external-subnets/ExternalSubnetForms';
import { ExternalSubnetsPage } from '~/pages/external-subnets/ExternalSubnetsPage';
import { siloSubnetPoolsQuery } from '~/pages/external-subnets/queries';
import { prefetchRoleQueries, projectInstancesQuery } from '~/pages/vpcs/queries';

export const Route = createFileRoute('/_app/projects/$project/external-subnets-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(externalSubnetListQuery(params.project, {})),
      context.queryClient.prefetchQuery(projectInstancesQuery(params.project)),
      context.queryClient.prefetchQuery(siloSubnetPoolsQuery()),
      prefetchRoleQueries(context.queryClient, params.project),
    ]),
  staticData: { crumb: 'New external subnet' },
  component: () => (
    <>
      <ExternalSubnetsPage />
      <CreateExternalSubnetForm />
    </>
  ),
});
