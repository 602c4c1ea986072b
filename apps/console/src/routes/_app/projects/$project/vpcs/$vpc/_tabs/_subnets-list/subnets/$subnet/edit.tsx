import { createFileRoute } from '@tanstack/react-router';
import { subnetQuery } from '~/api/vpcs';
import { EditSubnetForm } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/subnets/-components/SubnetForms';

export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_subnets-list/subnets/$subnet/edit',
)({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(subnetQuery(params.project, params.vpc, params.subnet)),
  staticData: { crumb: 'Edit subnet' },
  component: EditSubnetForm,
});
