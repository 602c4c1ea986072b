// Rows of the networking area: VPCs and their children, IP pools and addresses, subnet pools, multicast.
import * as contract from '@rackconsole/sdk/contract';
import { z } from 'zod';
import { type Reference, type RowSchemas, referencesOf } from './row-check';

const id = z.string().min(1);
const inProject = { project_id: id };
const inVpc = { project_id: id, vpc_id: id };

export const networkingRowSchemas = {
  vpcs: contract.Vpc,
  vpcSubnets: contract.VpcSubnet.extend(inProject),
  vpcRouters: contract.VpcRouter.extend(inProject),
  routerRoutes: contract.RouterRoute.extend(inVpc),
  vpcFirewallRules: contract.VpcFirewallRule.extend(inProject),
  internetGateways: contract.InternetGateway.extend(inProject),
  internetGatewayIpPools: contract.InternetGatewayIpPool.extend(inVpc),
  internetGatewayIpAddresses: contract.InternetGatewayIpAddress.extend(inVpc),
  ipPools: contract.IpPool,
  ipPoolRanges: contract.IpPoolRange,
  ipPoolSiloLinks: contract.IpPoolSiloLink.extend({ id }),
  externalIps: z.object({
    id,
    ip: contract.ipAddr(),
    ip_pool_id: id,
    ip_pool_range_id: id,
    silo_id: id,
    kind: z.enum(['ephemeral', 'floating', 'snat']),
  }),
  floatingIps: contract.FloatingIp,
  subnetPools: contract.SubnetPool,
  subnetPoolMembers: contract.SubnetPoolMember,
  subnetPoolSiloLinks: contract.SubnetPoolSiloLink.extend({ id }),
  externalSubnets: contract.ExternalSubnet,
  multicastGroups: contract.MulticastGroup,
  multicastGroupMembers: contract.MulticastGroupMember,
} satisfies Partial<RowSchemas>;

export const networkingReferences: readonly Reference[] = [
  ...referencesOf('vpcs', { project_id: 'projects' }),
  ...referencesOf('vpcSubnets', { vpc_id: 'vpcs', project_id: 'projects', custom_router_id: 'vpcRouters?' }),
  ...referencesOf('vpcRouters', { vpc_id: 'vpcs', project_id: 'projects' }),
  ...referencesOf('routerRoutes', { vpc_router_id: 'vpcRouters', vpc_id: 'vpcs', project_id: 'projects' }),
  ...referencesOf('vpcFirewallRules', { vpc_id: 'vpcs', project_id: 'projects' }),
  ...referencesOf('internetGateways', { vpc_id: 'vpcs', project_id: 'projects' }),
  // Not `ip_pool_id`: deleting an IP pool (one without ranges) leaves the gateways' links to it.
  ...referencesOf('internetGatewayIpPools', {
    internet_gateway_id: 'internetGateways',
    vpc_id: 'vpcs',
    project_id: 'projects',
  }),
  ...referencesOf('internetGatewayIpAddresses', {
    internet_gateway_id: 'internetGateways',
    vpc_id: 'vpcs',
    project_id: 'projects',
  }),
  ...referencesOf('ipPoolRanges', { ip_pool_id: 'ipPools' }),
  ...referencesOf('ipPoolSiloLinks', { ip_pool_id: 'ipPools', silo_id: 'silos' }),
  ...referencesOf('externalIps', {
    ip_pool_id: 'ipPools',
    ip_pool_range_id: 'ipPoolRanges',
    silo_id: 'silos',
  }),
  ...referencesOf('floatingIps', {
    project_id: 'projects',
    ip_pool_id: 'ipPools',
    instance_id: 'instances?',
  }),
  ...referencesOf('subnetPoolMembers', { subnet_pool_id: 'subnetPools' }),
  // Not `silo_id`: deleting a silo leaves its subnet pool links.
  ...referencesOf('subnetPoolSiloLinks', { subnet_pool_id: 'subnetPools' }),
  ...referencesOf('externalSubnets', {
    project_id: 'projects',
    subnet_pool_id: 'subnetPools',
    subnet_pool_member_id: 'subnetPoolMembers',
    instance_id: 'instances?',
  }),
  ...referencesOf('multicastGroups', { ip_pool_id: 'ipPools' }),
  ...referencesOf('multicastGroupMembers', {
    multicast_group_id: 'multicastGroups',
    instance_id: 'instances',
  }),
];
