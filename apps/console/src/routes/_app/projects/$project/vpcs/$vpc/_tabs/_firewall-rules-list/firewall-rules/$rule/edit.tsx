import { createFileRoute } from '@tanstack/react-router';
import { EditFirewallRuleForm } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules/-components/FirewallRuleForms';
import { loadRule } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules/-components/loadRule';

export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_firewall-rules-list/firewall-rules/$rule/edit',
)({
  loader: ({ context, params }) => loadRule(context.queryClient, params),
  staticData: { crumb: 'Edit firewall rule' },
  component: EditRulePage,
});

function EditRulePage() {
  const { rule } = Route.useParams();
  // Keyed by rule so moving from one rule's form to another's starts from that rule's values.
  return <EditFirewallRuleForm key={rule} />;
}
