import { createFileRoute, Outlet } from '@tanstack/react-router';
import { firewallRulesQuery } from '~/api/vpcs';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(firewallRulesQuery(params.project, params.vpc)),
  staticData: { crumb: 'Firewall Rules' },
  component: Outlet,
});
