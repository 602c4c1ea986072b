import { createFileRoute, Outlet } from '@tanstack/react-router';
import { firewallRulesQuery } from '~/api/vpcs';
import { FirewallRulesTab } from './firewall-rules/-components/FirewallRulesTab';

/** The firewall-rules list, mounted under its create and edit panels: it owns the list's loader. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/_firewall-rules-list')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(firewallRulesQuery(params.project, params.vpc)),
  component: () => (
    <>
      <FirewallRulesTab />
      <Outlet />
    </>
  ),
});
