import { createFileRoute } from '@tanstack/react-router';
import { FirewallRulesTab } from './-components/FirewallRulesTab';

export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules/')({
  component: FirewallRulesTab,
});
