import { createFileRoute } from '@tanstack/react-router';
import { routerListQuery } from '~/api/vpcs';
import { CreateSubnetForm } from '../subnets/-components/SubnetForms';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_subnets-list/subnets-new')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
  staticData: { crumb: 'New subnet' },
  component: CreateSubnetForm,
});
