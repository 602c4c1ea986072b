import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { SideModalForm } from '../../../forms/SideModalForm';
import { addToast } from '../../../stores/toasts';
import { firewallRulesQuery, useVpcParams } from '../queries';
import { FirewallRuleFields } from './FirewallRuleFields';
import { cloneName, NEW_RULE_VALUES, ruleToValues, valuesToRule } from './rules';
import { useFirewallRuleChange } from './useFirewallRuleChange';

function useRules() {
  const { project, vpc, rule } = useVpcParams();
  const rules = useQuery(firewallRulesQuery(project, vpc)).data?.rules ?? [];
  return { project, vpc, ruleName: rule, rules };
}

function useBackToRules() {
  const navigate = useNavigate();
  const { project, vpc } = useVpcParams();
  return () => navigate({ to: '/projects/$project/vpcs/$vpc/firewall-rules', params: { project, vpc } });
}

/** Adds a rule; given a rule name in the URL, starts from a copy of that rule (clone). */
export function CreateFirewallRuleForm() {
  const { project, vpc, ruleName, rules } = useRules();
  const back = useBackToRules();
  const names = rules.map((rule) => rule.name);
  const source = rules.find((rule) => rule.name === ruleName);
  const form = useForm({
    defaultValues: source
      ? { ...ruleToValues(source), name: cloneName(source.name, names) }
      : NEW_RULE_VALUES,
  });
  const change = useFirewallRuleChange(project, vpc, {
    onSuccess: async (_, applied) => {
      if (applied.type === 'create') addToast(`Firewall rule ${applied.rule.name} created`);
      await back();
    },
  });
  return (
    <SideModalForm
      title={source ? `Clone firewall rule ${source.name}` : 'Add firewall rule'}
      form={form}
      onSubmit={(values) => change.mutate({ type: 'create', rule: valuesToRule(values) })}
      onDismiss={back}
      submitLabel="Add rule"
      submitting={change.isPending}
      submitError={change.error}
    >
      <FirewallRuleFields form={form} project={project} vpc={vpc} takenNames={names} />
    </SideModalForm>
  );
}

/** Edits a rule in place: the rest of the list is sent back unchanged. */
export function EditFirewallRuleForm() {
  const { project, vpc, ruleName, rules } = useRules();
  const back = useBackToRules();
  const original = rules.find((rule) => rule.name === ruleName);
  const form = useForm({ defaultValues: original ? ruleToValues(original) : NEW_RULE_VALUES });
  const change = useFirewallRuleChange(project, vpc, {
    onSuccess: async (_, applied) => {
      if (applied.type === 'edit') addToast(`Firewall rule ${applied.rule.name} updated`);
      await back();
    },
  });
  return (
    <SideModalForm
      title="Edit firewall rule"
      form={form}
      onSubmit={(values) => change.mutate({ type: 'edit', name: ruleName ?? '', rule: valuesToRule(values) })}
      onDismiss={back}
      submitLabel="Update rule"
      submitting={change.isPending}
      submitError={change.error}
    >
      <FirewallRuleFields
        form={form}
        project={project}
        vpc={vpc}
        takenNames={rules.map((rule) => rule.name).filter((name) => name !== ruleName)}
      />
    </SideModalForm>
  );
}
