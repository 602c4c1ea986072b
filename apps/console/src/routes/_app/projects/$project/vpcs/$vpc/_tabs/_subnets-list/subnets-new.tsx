import { createFileRoute } from '@tanstack/react-router';
import { routerListQuery, subnetListQuery } from '~/api/vpcs';
import { CreateSubnetForm } from './subnets/-components/SubnetForms';
import { SubnetsTab } from './subnets/-components/SubnetsTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/subnets-new')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(subnetListQuery(params.project, params.vpc)),
      context.queryClient.ensureQueryData(routerListQuery(params.project, params.vpc)),
    ]),
  staticData: { crumb: 'New subnet' },
  component: () => (
    <>
      <SubnetsTab />
      <CreateSubnetForm />
    </>
  ),
});
