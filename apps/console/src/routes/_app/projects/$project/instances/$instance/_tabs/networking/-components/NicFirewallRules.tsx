import type { InstanceNetworkInterface, VpcFirewallRule } from '@rackconsole/sdk';
import { Badge, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from '@tanstack/react-router';
import { DataTable } from '~/components/DataTable';
import { NAME_LIMITS, TruncatedText } from '~/components/TruncatedText';
import { describeHost, describeProtocol } from '~/forms/firewallRules';
import { useNicFirewall } from './networkingData';

const listOr = (items: readonly string[], none: string) => (items.length > 0 ? items.join(', ') : none);

/** The firewall rules that apply to one network interface, in the order the platform evaluates them. */
function NicRules({
  project,
  instance,
  nic,
}: {
  project: string;
  instance: string;
  nic: InstanceNetworkInterface;
}) {
  const { vpcName, subnetName, rules, error } = useNicFirewall(project, instance, nic);
  const label = `Firewall rules for ${nic.name}`;
  const ruleLink = (rule: VpcFirewallRule) =>
    vpcName ? (
      <Link asChild>
        <RouterLink
          to="/projects/$project/vpcs/$vpc/firewall-rules/$rule/edit"
          params={{ project, vpc: vpcName, rule: rule.name }}
        >
          <TruncatedText text={rule.name} maxLength={NAME_LIMITS.cell} focusable={false} />
        </RouterLink>
      </Link>
    ) : (
      rule.name
    );
  return (
    <section aria-label={label}>
      <Flex direction="column" gap="1" mb="2">
        <Heading as="h3" size="3">
          {label}
        </Heading>
        <Text size="2" color="gray">
          {vpcName && subnetName
            ? `Rules of VPC ${vpcName} that target the VPC, subnet ${subnetName}, this instance or its addresses.`
            : error
              ? `The rules could not be read: ${error.message}`
              : 'Loading…'}
        </Text>
      </Flex>
      {rules ? (
        <DataTable
          label={label}
          viewKey={`nic-${nic.name}`}
          rows={rules}
          rowKey={(rule) => rule.name}
          columns={[
            { header: 'Name', cell: ruleLink },
            { header: 'Priority', cell: (rule) => rule.priority },
            { header: 'Direction', cell: (rule) => (rule.direction === 'inbound' ? 'Inbound' : 'Outbound') },
            {
              header: 'Action',
              cell: (rule) => (
                <Badge color={rule.action === 'allow' ? 'green' : 'red'}>
                  {rule.action === 'allow' ? 'Allow' : 'Deny'}
                </Badge>
              ),
            },
            {
              header: 'Protocols',
              cell: (rule) => listOr((rule.filters.protocols ?? []).map(describeProtocol), 'Any'),
            },
            { header: 'Ports', cell: (rule) => listOr(rule.filters.ports ?? [], 'Any') },
            { header: 'Hosts', cell: (rule) => listOr((rule.filters.hosts ?? []).map(describeHost), 'Any') },
            {
              header: 'Status',
              cell: (rule) => (
                <Badge color={rule.status === 'enabled' ? 'green' : 'gray'}>
                  {rule.status === 'enabled' ? 'Enabled' : 'Disabled'}
                </Badge>
              ),
            },
          ]}
          empty={
            <Text as="p" size="2" color="gray">
              No firewall rule applies to this interface.
            </Text>
          }
        />
      ) : null}
    </section>
  );
}

/** For each network interface, the firewall rules that apply to it. */
export function NicFirewallRules({
  project,
  instance,
  nics,
}: {
  project: string;
  instance: string;
  nics: readonly InstanceNetworkInterface[];
}) {
  if (nics.length === 0) return null;
  return (
    <section aria-label="Firewall rules by interface">
      <Heading as="h2" size="4" mb="3">
        Firewall rules
      </Heading>
      <Flex direction="column" gap="4">
        {nics.map((nic) => (
          <NicRules key={nic.id} project={project} instance={instance} nic={nic} />
        ))}
      </Flex>
    </section>
  );
}
