import type { VpcFirewallRule } from '@rackconsole/sdk';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { firewallRulesQuery } from '~/api/vpcs';
import { ActionButton } from '~/components/ActionButton';
import { BulkActionBar } from '~/components/BulkActionBar';
import { DataTable } from '~/components/DataTable';
import { DocsLink } from '~/components/DocsLink';
import { EmptyState } from '~/components/PageHeader';
import type { RowAction } from '~/components/rowAction';
import { byPriority, describeHost, type RuleListChange, summarizeFilters } from '~/forms/firewallRules';
import { useUnauthorizedReason } from '~/hooks/usePermissions';
import { useVpcParams } from '~/hooks/useRouteParams';
import { addToast } from '~/stores/toasts';
import { RuleChangeReview } from './RuleChangeReview';
import { useFirewallRuleReview } from './useFirewallRuleReview';

function Phrases({ phrases, none }: { phrases: string[]; none: string }) {
  if (phrases.length === 0) {
    return (
      <Text size="2" color="gray">
        {none}
      </Text>
    );
  }
  return (
    <Flex gap="1" wrap="wrap">
      {phrases.map((phrase) => (
        <Badge key={phrase} color="gray" variant="soft">
          {phrase}
        </Badge>
      ))}
    </Flex>
  );
}

/**
 * Enable, disable and delete for the selected rules, each one whole-list change; an action is unavailable
 * when it would change none of them.
 */
function bulkActions(
  selected: readonly VpcFirewallRule[],
  unauthorized: string | undefined,
  propose: (change: RuleListChange) => void,
): RowAction[] {
  const names = selected.map((rule) => rule.name);
  const statusAction = (status: VpcFirewallRule['status'], label: string): RowAction => ({
    label,
    disabledReason:
      unauthorized ??
      (selected.every((rule) => rule.status === status) && `The selected rules are already ${status}`),
    onActivate: () => propose({ type: 'status', names, status }),
  });
  return [
    statusAction('enabled', 'Enable'),
    statusAction('disabled', 'Disable'),
    {
      label: 'Delete',
      danger: true,
      disabledReason: unauthorized,
      onActivate: () => propose({ type: 'delete', names }),
    },
  ];
}

/**
 * A VPC's firewall rules in evaluation order, with create, clone, edit, enable/disable and delete, one by one
 * or for a selection. Every change opens a review of the whole new list before it is saved.
 */
export function FirewallRulesTab() {
  const { project, vpc } = useVpcParams();
  const navigate = useNavigate();
  const rules = useQuery(firewallRulesQuery(project, vpc));
  const unauthorized = useUnauthorizedReason('editFirewallRules', project);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const { review, propose, save, saving, dismiss } = useFirewallRuleReview(project, vpc, {
    onSaved: () => setSelected(new Set()),
  });
  const proposeChange = (change: RuleListChange) =>
    propose(change, {
      onError: (error) =>
        addToast({ variant: 'error', title: 'Could not update firewall rules', content: error.message }),
    });
  const params = { project, vpc };
  const rows = [...(rules.data?.rules ?? [])].sort(byPriority);
  const newRule = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() =>
        navigate({ to: '/projects/$project/vpcs/$vpc/firewall-rules-new/{-$rule}', search: true, params })
      }
    >
      New rule
    </ActionButton>
  );

  return (
    <>
      <Flex justify="between" align="center" mb="3" gap="3">
        <DocsLink area="firewallRules" />
        {newRule}
      </Flex>
      <BulkActionBar
        count={selected.size}
        noun="firewall rule"
        actions={bulkActions(
          rows.filter((rule) => selected.has(rule.name)),
          unauthorized,
          proposeChange,
        )}
        onClear={() => setSelected(new Set())}
      />
      <DataTable
        label="Firewall rules"
        rows={rows}
        rowKey={(rule) => rule.name}
        filter={{
          name: (rule) => rule.name,
          state: { label: 'Status', value: (rule) => rule.status, options: ['enabled', 'disabled'] },
        }}
        selection={{ selected, onChange: setSelected }}
        columns={[
          { header: 'Priority', sortValue: (rule) => rule.priority, cell: (rule) => rule.priority },
          { header: 'Name', sortValue: (rule) => rule.name, cell: (rule) => rule.name },
          {
            header: 'Action',
            sortValue: (rule) => rule.action,
            cell: (rule) => (
              <Badge color={rule.action === 'allow' ? 'green' : 'red'}>
                {rule.action === 'allow' ? 'Allow' : 'Deny'}
              </Badge>
            ),
          },
          {
            header: 'Direction',
            sortValue: (rule) => rule.direction,
            cell: (rule) => (rule.direction === 'inbound' ? 'Inbound' : 'Outbound'),
          },
          {
            header: 'Targets',
            cell: (rule) => <Phrases phrases={rule.targets.map(describeHost)} none="None" />,
          },
          {
            header: 'Filters',
            cell: (rule) => <Phrases phrases={summarizeFilters(rule.filters)} none="Any" />,
          },
          {
            header: 'Status',
            sortValue: (rule) => rule.status,
            cell: (rule) => (
              <Badge color={rule.status === 'enabled' ? 'green' : 'gray'}>
                {rule.status === 'enabled' ? 'Enabled' : 'Disabled'}
              </Badge>
            ),
          },
        ]}
        actions={(rule) => [
          {
            label: 'Edit',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/vpcs/$vpc/firewall-rules/$rule/edit',
                search: true,
                params: { ...params, rule: rule.name },
              }),
          },
          {
            label: 'Clone',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/vpcs/$vpc/firewall-rules-new/{-$rule}',
                search: true,
                params: { ...params, rule: rule.name },
              }),
          },
          {
            label: rule.status === 'enabled' ? 'Disable' : 'Enable',
            disabledReason: unauthorized,
            onActivate: () =>
              proposeChange({
                type: 'status',
                names: [rule.name],
                status: rule.status === 'enabled' ? 'disabled' : 'enabled',
              }),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () => proposeChange({ type: 'delete', names: [rule.name] }),
          },
        ]}
        empty={
          rules.isSuccess ? (
            <EmptyState
              title="No firewall rules"
              body="This VPC has no firewall rules yet."
              action={newRule}
            />
          ) : undefined
        }
      />
      <RuleChangeReview
        review={review}
        vpc={vpc}
        saving={saving.isPending}
        error={saving.error}
        onSave={save}
        onDismiss={dismiss}
        dismissLabel="Cancel"
      />
    </>
  );
}
