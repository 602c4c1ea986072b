import { createFileRoute } from '@tanstack/react-router';
import { routerListQuery, subnetListQuery } from '~/pages/vpcs/queries';
import { CreateSubnetForm } from '~/pages/vpcs/subnets/SubnetForms';
import { SubnetsTab } from '~/pages/vpcs/subnets/SubnetsTab';

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
