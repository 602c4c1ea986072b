import { createFileRoute } from '@tanstack/react-router';
import { vpcListQuery } from '~/api/lists';
import { prefetchRoleQueries } from '~/pages/vpcs/queries';
import { CreateVpcForm } from '~/pages/vpcs/VpcForms';
import { VpcsPage } from '~/pages/vpcs/VpcsPage';

export const Route = createFileRoute('/_app/projects/$project/vpcs-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(vpcListQuery(params.project, {})),
      prefetchRoleQueries(context.queryClient, params.project),
    ]),
  staticData: { crumb: 'New VPC' },
  component: () => (
    <>
      <VpcsPage />
      <CreateVpcForm />
    </>
  ),
});
