import type { VpcFirewallRuleHostFilter, VpcFirewallRuleProtocol } from '@rackconsole/sdk';
import { validateName } from '@rackconsole/validators';
import { Heading, Separator } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { projectInstancesQuery, subnetListQuery } from '~/api/vpcs';
import { CheckboxField, DescriptionField, RadioGroupField, TextField } from '~/forms/fields';
import {
  describeHost,
  describeProtocol,
  type FirewallRuleValues,
  hostKindLabel,
  validatePriority,
} from '~/forms/firewallRules';
import { ListField } from '~/forms/ListField';
import { HostEditor, PortEditor, ProtocolEditor } from './ListEditors';

const hostColumns = [
  { header: 'Type', cell: (host: VpcFirewallRuleHostFilter) => hostKindLabel(host.type) },
  { header: 'Value', cell: (host: VpcFirewallRuleHostFilter) => host.value },
];
const hostKey = (host: VpcFirewallRuleHostFilter) => `${host.type}:${host.value}`;
const protocolKey = (protocol: VpcFirewallRuleProtocol) => describeProtocol(protocol);

/**
 * Every field of a firewall rule: name, description, priority, action, direction, status, and the targets
 * and filters as editable lists. `takenNames` are the other rules' names, which this rule may not reuse.
 */
export function FirewallRuleFields({
  form,
  project,
  vpc,
  takenNames,
}: {
  form: UseFormReturn<FirewallRuleValues>;
  project: string;
  vpc: string;
  takenNames: readonly string[];
}) {
  const { control } = form;
  const subnets = useQuery(subnetListQuery(project, vpc));
  const instances = useQuery(projectInstancesQuery(project));
  const suggestions = {
    vpc: [vpc],
    subnet: (subnets.data?.items ?? []).map((subnet) => subnet.name),
    instance: (instances.data?.items ?? []).map((instance) => instance.name),
  };
  return (
    <>
      <TextField
        name="name"
        control={control}
        label="Name"
        required
        validate={(value) => {
          if (typeof value !== 'string' || value.length === 0) return undefined;
          return (
            validateName(value) ??
            (takenNames.includes(value) ? 'Firewall rule name already exists' : undefined)
          );
        }}
      />
      <DescriptionField name="description" control={control} />
      <CheckboxField name="enabled" control={control} label="Enabled" />
      <TextField
        name="priority"
        control={control}
        label="Priority"
        type="number"
        required
        description="Rules are evaluated from the lowest priority number, 0, to the highest, 65535."
        validate={validatePriority}
      />
      <RadioGroupField
        name="action"
        control={control}
        label="Action"
        required
        items={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
      />
      <RadioGroupField
        name="direction"
        control={control}
        label="Direction of traffic"
        required
        items={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <Separator size="4" />
      <ListField
        name="targets"
        control={control}
        label="Targets"
        description="The instances the rule applies to: by VPC, subnet or instance name, or by address. A rule with no targets applies to no instances."
        columns={hostColumns}
        itemKey={hostKey}
        itemText={describeHost}
        editor={(props) => <HostEditor noun="Target" suggestions={suggestions} {...props} />}
      />
      <Separator size="4" />
      <Heading as="h3" size="3">
        Filters
      </Heading>
      <ListField
        name="hosts"
        control={control}
        label="Host filters"
        description="Where inbound traffic comes from, or outbound traffic goes to. With none, any host matches."
        columns={hostColumns}
        itemKey={hostKey}
        itemText={describeHost}
        editor={(props) => <HostEditor noun="Host" suggestions={suggestions} {...props} />}
      />
      <ListField
        name="ports"
        control={control}
        label="Ports"
        description="A port or a range, like 80 or 8000-8080. With none, any port matches."
        columns={[{ header: 'Port', cell: (port: string) => port }]}
        itemKey={(port: string) => port}
        itemText={(port: string) => `port ${port}`}
        editor={(props) => <PortEditor {...props} />}
      />
      <ListField
        name="protocols"
        control={control}
        label="Protocols"
        description="With none, any protocol matches."
        columns={[{ header: 'Protocol', cell: describeProtocol }]}
        itemKey={protocolKey}
        itemText={describeProtocol}
        editor={(props) => <ProtocolEditor {...props} />}
      />
    </>
  );
}
