import type { VpcFirewallRule } from '@rackconsole/sdk';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ActionButton } from '../../../components/ActionButton';
import { DataTable } from '../../../components/DataTable';
import { DocsLink } from '../../../components/DocsLink';
import { EmptyState } from '../../../components/PageHeader';
import { useUnauthorizedReason } from '../../../hooks/usePermissions';
import { confirmDelete } from '../../../stores/confirm';
import { addToast } from '../../../stores/toasts';
import { firewallRulesQuery, useVpcParams } from '../queries';
import { byPriority, describeHost, summarizeFilters } from './rules';
import { useFirewallRuleChange } from './useFirewallRuleChange';

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

/** A VPC's firewall rules in evaluation order, with create, clone, edit, enable/disable and delete. */
export function FirewallRulesTab() {
  const { project, vpc } = useVpcParams();
  const navigate = useNavigate();
  const rules = useQuery(firewallRulesQuery(project, vpc));
  const unauthorized = useUnauthorizedReason('collaborator', project);
  const change = useFirewallRuleChange(project, vpc, {
    onSuccess: (_, applied) => {
      if (applied.type === 'delete') addToast(`Firewall rule ${applied.name} deleted`);
      if (applied.type === 'status') addToast(`Firewall rule ${applied.name} ${applied.status}`);
    },
  });
  const params = { project, vpc };
  const newRule = (
    <ActionButton
      disabledReason={unauthorized}
      onClick={() => navigate({ to: '/projects/$project/vpcs/$vpc/firewall-rules-new/{-$rule}', params })}
    >
      New rule
    </ActionButton>
  );
  const toggle = (rule: VpcFirewallRule) =>
    change.mutate(
      { type: 'status', name: rule.name, status: rule.status === 'enabled' ? 'disabled' : 'enabled' },
      {
        onError: (error) =>
          addToast({ variant: 'error', title: 'Could not update firewall rule', content: error.message }),
      },
    );

  return (
    <>
      <Flex justify="between" align="center" mb="3" gap="3">
        <DocsLink area="firewallRules" />
        {newRule}
      </Flex>
      <DataTable
        label="Firewall rules"
        rows={[...(rules.data?.rules ?? [])].sort(byPriority)}
        rowKey={(rule) => rule.name}
        columns={[
          { header: 'Priority', cell: (rule) => rule.priority },
          { header: 'Name', cell: (rule) => rule.name },
          {
            header: 'Action',
            cell: (rule) => (
              <Badge color={rule.action === 'allow' ? 'green' : 'red'}>
                {rule.action === 'allow' ? 'Allow' : 'Deny'}
              </Badge>
            ),
          },
          { header: 'Direction', cell: (rule) => (rule.direction === 'inbound' ? 'Inbound' : 'Outbound') },
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
                params: { ...params, rule: rule.name },
              }),
          },
          {
            label: 'Clone',
            disabledReason: unauthorized,
            onActivate: () =>
              navigate({
                to: '/projects/$project/vpcs/$vpc/firewall-rules-new/{-$rule}',
                params: { ...params, rule: rule.name },
              }),
          },
          {
            label: rule.status === 'enabled' ? 'Disable' : 'Enable',
            disabledReason: unauthorized,
            onActivate: () => toggle(rule),
          },
          {
            label: 'Delete',
            danger: true,
            disabledReason: unauthorized,
            onActivate: () =>
              confirmDelete({
                resourceKind: 'firewall rule',
                label: `Are you sure you want to delete firewall rule ${rule.name}?`,
                doDelete: () => change.mutateAsync({ type: 'delete', name: rule.name }),
              }),
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
    </>
  );
}
