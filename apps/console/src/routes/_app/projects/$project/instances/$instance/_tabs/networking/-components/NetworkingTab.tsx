import { Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { instanceNicsQuery } from '~/api/instances';
import { useInstance } from '~/routes/_app/projects/$project/instances/-components/queries';
import { ExternalIpsTable } from './ExternalIpsTable';
import { ExternalSubnetsTable } from './ExternalSubnetsTable';
import { MulticastGroupsTable } from './MulticastGroupsTable';
import { NetworkInterfacesTable } from './NetworkInterfacesTable';
import { NicFirewallRules } from './NicFirewallRules';
import { ReachabilityChecklist } from './ReachabilityChecklist';

/**
 * The instance's network interfaces, external addresses and subnets, multicast groups, whether it can be
 * reached from outside, and the firewall rules that apply to each interface.
 */
export function NetworkingTab() {
  const { project, instance } = useInstance();
  const nics = useQuery(instanceNicsQuery(project, instance.name)).data?.items ?? [];
  return (
    <Flex direction="column" gap="5" pb="6">
      <ReachabilityChecklist project={project} instance={instance} nics={nics} />
      <NetworkInterfacesTable project={project} instance={instance} />
      <ExternalIpsTable project={project} instance={instance} />
      <ExternalSubnetsTable project={project} instance={instance} />
      <MulticastGroupsTable project={project} instance={instance} />
      <NicFirewallRules project={project} instance={instance.name} nics={nics} />
    </Flex>
  );
}
