import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { firewallRulesQuery, vpcQuery } from '~/api/vpcs';
import { parseRulePrefill } from '~/forms/firewallPrefillSearch';
import {
  applyRuleChange,
  cloneName,
  type FirewallRuleValues,
  NEW_RULE_VALUES,
  type RuleListChange,
  ruleToValues,
  valuesToRule,
} from '~/forms/firewallRules';
import { SideModalForm } from '~/forms/SideModalForm';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';
import { FirewallRuleFields } from './FirewallRuleFields';
import { firewallRulesUpdateCommand, ruleValuesProblem } from './firewallCommand';
import { prefilledRuleValues } from './prefill';
import { RuleChangeReview } from './RuleChangeReview';
import { useFirewallRuleReview } from './useFirewallRuleReview';

const createRoute = getRouteApi(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_firewall-rules-list/firewall-rules-new/{-$rule}',
);
const editRoute = getRouteApi(
  '/_app/projects/$project/vpcs/$vpc/_tabs/_firewall-rules-list/firewall-rules/$rule/edit',
);

function useRules() {
  const { project, vpc } = useVpcParams();
  return useQuery(firewallRulesQuery(project, vpc)).data?.rules ?? [];
}

function useBackToRules() {
  const navigate = useNavigate();
  const { project, vpc } = useVpcParams();
  return () =>
    navigate({ to: '/projects/$project/vpcs/$vpc/firewall-rules', search: true, params: { project, vpc } });
}

/**
 * A rule form whose submit opens the review of the whole new list; saving there closes the form. Its CLI
 * command makes the same change from a terminal, against the rules as the console last read them.
 */
function RuleListChangeForm({
  title,
  submitLabel,
  defaultValues,
  takenNames,
  toChange,
}: {
  title: string;
  submitLabel: string;
  defaultValues: FirewallRuleValues;
  takenNames: readonly string[];
  toChange: (values: FirewallRuleValues) => RuleListChange;
}) {
  const { project, vpc } = useVpcParams();
  const unauthorized = useUnauthorizedReason('editFirewallRules', project);
  const queryClient = useQueryClient();
  const back = useBackToRules();
  const form = useForm({ defaultValues });
  const newRules = (values: FirewallRuleValues) => {
    const problem = ruleValuesProblem(values);
    if (problem) throw new Error(problem);
    const current = queryClient.getQueryData(firewallRulesQuery(project, vpc).queryKey)?.rules ?? [];
    return applyRuleChange(current, toChange(values));
  };
  const toCommand = (values: FirewallRuleValues) =>
    firewallRulesUpdateCommand(project, vpc, newRules(values));
  // The provider has no resource for one rule: the tab writes the VPC's whole rule set, imported by its id.
  const vpcId = useQuery(vpcQuery(project, vpc)).data?.id;
  const toTerraform = (values: FirewallRuleValues) => {
    if (!vpcId) throw new Error(`Reading VPC ${vpc}…`);
    const rules = newRules(values);
    return {
      request: { kind: 'firewallRules', project, vpc, rules, ruleOf: { vpcId, rule: values.name } },
    } as const;
  };
  const { review, propose, proposing, save, saving, dismiss } = useFirewallRuleReview(project, vpc, {
    onSaved: back,
  });
  return (
    <>
      <SideModalForm
        unauthorized={unauthorized}
        title={title}
        form={form}
        onSubmit={(values) => propose(toChange(values))}
        onDismiss={back}
        submitLabel={submitLabel}
        submitting={proposing.isPending}
        submitError={proposing.error}
        toCommand={toCommand}
        toTerraform={toTerraform}
      >
        <FirewallRuleFields form={form} project={project} vpc={vpc} takenNames={takenNames} />
      </SideModalForm>
      <RuleChangeReview
        review={review}
        vpc={vpc}
        saving={saving.isPending}
        error={saving.error}
        onSave={save}
        onDismiss={dismiss}
        dismissLabel="Back"
      />
    </>
  );
}

/**
 * Adds a rule; given a rule name in the URL, starts from a copy of that rule (clone); given a suggested rule
 * in the search parameters (see `RulePrefill`), starts from that.
 */
export function CreateFirewallRuleForm() {
  const ruleName = createRoute.useParams().rule;
  const rules = useRules();
  const search = useSearch({ strict: false });
  const names = rules.map((rule) => rule.name);
  const source = rules.find((rule) => rule.name === ruleName);
  const defaultValues = source
    ? { ...ruleToValues(source), name: cloneName(source.name, names) }
    : (prefilledRuleValues(parseRulePrefill(search), names) ?? NEW_RULE_VALUES);
  return (
    <RuleListChangeForm
      title={source ? `Clone firewall rule ${source.name}` : 'Add firewall rule'}
      submitLabel="Add rule"
      defaultValues={defaultValues}
      takenNames={names}
      toChange={(values) => ({ type: 'create', rule: valuesToRule(values) })}
    />
  );
}

/** Edits a rule in place: the rest of the list is sent back unchanged. */
export function EditFirewallRuleForm() {
  const ruleName = editRoute.useParams().rule;
  const rules = useRules();
  const original = rules.find((rule) => rule.name === ruleName);
  return (
    <RuleListChangeForm
      title="Edit firewall rule"
      submitLabel="Update rule"
      defaultValues={original ? ruleToValues(original) : NEW_RULE_VALUES}
      takenNames={rules.map((rule) => rule.name).filter((name) => name !== ruleName)}
      toChange={(values) => ({ type: 'edit', name: ruleName, rule: valuesToRule(values) })}
    />
  );
}
