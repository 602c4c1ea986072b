import type { InstanceNetworkInterface } from '@rackconsole/sdk';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { projectExternalSubnetsQuery } from '~/api/externalSubnets';
import { instanceNicsQuery, instanceSshKeysQuery, multicastGroupsQuery } from '~/api/instances';
import {
  instanceExternalIpsQuery,
  instanceExternalSubnetsQuery,
  instanceMulticastGroupsQuery,
  sshKeysQuery,
} from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { firewallRulesQuery } from '~/api/vpcs';
import { rulesForNic } from './matching';
import { privateIps } from './NetworkInterfacesTable';

const vpcByIdQuery = (id: string) => apiQuery('vpcView', { path: { vpc: id } });
const subnetByIdQuery = (id: string) => apiQuery('vpcSubnetView', { path: { subnet: id } });

/**
 * Loads what the networking tab shows: interfaces and external IPs (a failure there is the page's); the
 * external subnets and multicast groups, with the project's subnets and the silo's groups that offer and
 * name them, best effort (a failure there is their own panel's); then, best effort, each interface's VPC,
 * subnet and firewall rules and the SSH keys for the checklist, so the rules and checklist render with their
 * data rather than filling in afterwards.
 */
export async function loadNetworkingTab(queryClient: QueryClient, project: string, instance: string) {
  const [nics] = await Promise.all([
    queryClient.ensureQueryData(instanceNicsQuery(project, instance)),
    queryClient.ensureQueryData(instanceExternalIpsQuery(project, instance)),
    queryClient.prefetchQuery(instanceExternalSubnetsQuery(project, instance)),
    queryClient.prefetchQuery(instanceMulticastGroupsQuery(project, instance)),
    queryClient.prefetchQuery(projectExternalSubnetsQuery(project)),
    queryClient.prefetchQuery(multicastGroupsQuery()),
    queryClient.prefetchQuery(instanceSshKeysQuery(project, instance)),
    queryClient.prefetchQuery(sshKeysQuery),
  ]);
  await Promise.all(
    nics.items.map(async (nic) => {
      const [vpc] = await Promise.all([
        queryClient.ensureQueryData(vpcByIdQuery(nic.vpcId)).catch(() => undefined),
        queryClient.prefetchQuery(subnetByIdQuery(nic.subnetId)),
      ]);
      if (vpc) await queryClient.prefetchQuery(firewallRulesQuery(project, vpc.name));
    }),
  );
}

/**
 * An interface as firewall rules see it, and the rules of its VPC that apply to it. `rules` is undefined
 * until the VPC, subnet and rules have loaded.
 */
export function useNicFirewall(project: string, instance: string, nic: InstanceNetworkInterface | undefined) {
  const vpc = useQuery({ ...vpcByIdQuery(nic?.vpcId ?? ''), enabled: Boolean(nic) });
  const subnet = useQuery({ ...subnetByIdQuery(nic?.subnetId ?? ''), enabled: Boolean(nic) });
  const vpcName = vpc.data?.name;
  const allRules = useQuery({ ...firewallRulesQuery(project, vpcName ?? ''), enabled: Boolean(vpcName) });
  const loaded = nic && vpcName && subnet.data && allRules.data;
  const rules = loaded
    ? rulesForNic(allRules.data.rules, {
        vpc: vpcName,
        subnet: subnet.data.name,
        instance,
        ips: privateIps(nic),
      })
    : undefined;
  return {
    vpcName,
    subnetName: subnet.data?.name,
    rules,
    error: vpc.error ?? subnet.error ?? allRules.error,
  };
}
