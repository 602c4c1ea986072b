import { createFileRoute } from '@tanstack/react-router';
import { subnetQuery } from '~/pages/vpcs/queries';
import { EditSubnetForm } from '~/pages/vpcs/subnets/SubnetForms';
import { SubnetsTab } from '~/pages/vpcs/subnets/SubnetsTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/subnets/$subnet/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(subnetQuery(params.project, params.vpc, params.subnet)),
  staticData: { crumb: 'Edit subnet' },
  component: () => (
    <>
      <SubnetsTab />
      <EditSubnetForm />
    </>
  ),
});
