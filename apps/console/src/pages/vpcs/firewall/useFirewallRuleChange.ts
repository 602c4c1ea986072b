import type { VpcFirewallRules } from '@rackconsole/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../api/errors';
import { call } from '../../../api/queries';
import { firewallRulesQuery } from '../queries';
import { applyRuleChange, type RuleListChange } from './rules';

/**
 * Changes one rule of a VPC. The platform only replaces the whole list, so the rules are read afresh first
 * (a stale copy would undo someone else's change) and sent back whole, every other rule with all its fields.
 */
export function useFirewallRuleChange(
  project: string,
  vpc: string,
  { onSuccess }: { onSuccess?: (rules: VpcFirewallRules, change: RuleListChange) => unknown } = {},
) {
  const queryClient = useQueryClient();
  const query = { project, vpc };
  return useMutation<VpcFirewallRules, ApiError, RuleListChange>({
    mutationFn: async (change) => {
      const { rules } = await call('vpcFirewallRulesView', { query });
      return call('vpcFirewallRulesUpdate', { query, body: { rules: applyRuleChange(rules, change) } });
    },
    onSuccess: async (rules, change) => {
      queryClient.setQueryData(firewallRulesQuery(project, vpc).queryKey, rules);
      await onSuccess?.(rules, change);
    },
  });
}
