import { createFileRoute } from '@tanstack/react-router';
import { vpcListQuery } from '~/api/lists';
import { vpcQuery } from '~/pages/vpcs/queries';
import { EditVpcForm } from '~/pages/vpcs/VpcForms';
import { VpcsPage } from '~/pages/vpcs/VpcsPage';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc_/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(vpcListQuery(params.project, {})),
      context.queryClient.ensureQueryData(vpcQuery(params.project, params.vpc)),
    ]),
  staticData: { crumb: 'Edit VPC' },
  component: () => (
    <>
      <VpcsPage />
      <EditVpcForm />
    </>
  ),
});
