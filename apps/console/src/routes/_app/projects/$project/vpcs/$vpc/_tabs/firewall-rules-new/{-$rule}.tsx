import { createFileRoute } from '@tanstack/react-router';
import { CreateFirewallRuleForm } from '~/pages/vpcs/firewall/FirewallRuleForms';
import { FirewallRulesTab } from '~/pages/vpcs/firewall/FirewallRulesTab';
import { loadRule } from '~/pages/vpcs/firewall/loadRule';
import { parseRulePrefill } from '~/pages/vpcs/firewall/prefillSearch';

/** A new rule, or with a rule name a copy of that rule (clone), or a rule suggested by the search. */
export const Route = createFileRoute('/_app/projects/$project/vpcs/$vpc/_tabs/firewall-rules-new/{-$rule}')({
  validateSearch: parseRulePrefill,
  loader: ({ context, params }) => loadRule(context.queryClient, params),
  staticData: { crumb: 'New firewall rule' },
  component: NewRulePage,
});

function NewRulePage() {
  const { rule } = Route.useParams();
  return (
    <>
      <FirewallRulesTab />
      <CreateFirewallRuleForm key={rule ?? ''} />
    </>
  );
}
