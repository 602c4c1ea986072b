import { createFileRoute } from '@tanstack/react-router';
import { parseRulePrefill } from '~/forms/firewallPrefillSearch';
import { CreateFirewallRuleForm } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules/-components/FirewallRuleForms';
import { loadRule } from '~/routes/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules/-components/loadRule';

/** A new rule, or with a rule name a copy of that rule (clone), or a rule suggested by the search. */
export const Route = createFileRoute(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_firewall-rules-list/firewall-rules-new/{-$rule}',
)({
  validateSearch: parseRulePrefill,
  loader: ({ context, params }) => loadRule(context.queryClient, params),
  staticData: { crumb: 'New firewall rule' },
  component: NewRulePage,
});

function NewRulePage() {
  const { rule } = Route.useParams();
  return <CreateFirewallRuleForm key={rule ?? ''} />;
}
