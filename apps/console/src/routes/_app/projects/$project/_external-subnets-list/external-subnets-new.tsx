import { createFileRoute } from '@tanstack/react-router';
import { siloSubnetPoolsQuery } from '~/api/externalSubnets';
import { projectInstancesQuery } from '~/api/vpcs';
import { CreateExternalSubnetForm } from '../external-subnets/-components/ExternalSubnetForms';

export const Route = createFileRoute('/_app/projects/$project/_external-subnets-list/external-subnets-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(projectInstancesQuery(params.project)),
      context.queryClient.prefetchQuery(siloSubnetPoolsQuery()),
    ]),
  staticData: { crumb: 'New external subnet' },
  component: CreateExternalSubnetForm,
});
