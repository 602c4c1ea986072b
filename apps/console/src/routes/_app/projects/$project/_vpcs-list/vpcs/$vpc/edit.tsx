import { createFileRoute } from '@tanstack/react-router';
import { vpcQuery } from '~/api/vpcs';
import { EditVpcForm } from '~/routes/_app/projects/$project/vpcs/-components/VpcForms';

export const Route = createFileRoute('/_app/projects/$project/_vpcs-list/vpcs/$vpc/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(vpcQuery(params.project, params.vpc)),
  staticData: { crumb: 'Edit VPC' },
  component: EditVpcForm,
});
