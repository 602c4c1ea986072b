import { createFileRoute } from '@tanstack/react-router';
import { siloSubnetPoolsQuery } from '~/api/externalSubnets';
import { externalSubnetListQuery } from '~/api/lists';
import { prefetchRoleQueries, projectInstancesQuery } from '~/api/vpcs';
import { CreateExternalSubnetForm } from './external-subnets/-components/ExternalSubnetForms';
import { ExternalSubnetsPage } from './external-subnets/-components/ExternalSubnetsPage';

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
