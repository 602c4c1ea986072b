import { createFileRoute } from '@tanstack/react-router';
import { vpcListQuery } from '~/api/lists';
import { vpcQuery } from '~/api/vpcs';
import { EditVpcForm } from '~/routes/_app/projects/$project/vpcs/-components/VpcForms';
import { VpcsPage } from '~/routes/_app/projects/$project/vpcs/-components/VpcsPage';

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
