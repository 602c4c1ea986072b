import { z } from 'zod';
import { IpNet, Ipv4Net, Ipv6Net, ipAddr } from './net.js';
import { InstanceNetworkInterfaceResultsPage } from './network-interfaces.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  Name,
  NameOrId,
  pageOf,
  pathOf,
  projectListQuery,
  projectRequired,
  projectScope,
  uint8,
  uint16,
  uuid,
  vpcListQuery,
  vpcScope,
} from './shared.js';
import { vpcRouterOperations } from './vpc-routers.js';

// Routers and routes live in vpc-routers.ts; this file re-exports them so the index sees one VPC area.
export * from './vpc-routers.js';

// VPCs -----------------------------------------------------------------------------------------------------

export const Vpc = named(
  'Vpc',
  z.object({
    ...identityMetadata,
    dns_name: Name,
    ipv6_prefix: Ipv6Net,
    project_id: uuid(),
    system_router_id: uuid(),
  }),
);
export const VpcResultsPage = pageOf('VpcResultsPage', Vpc);
export const VpcCreate = named(
  'VpcCreate',
  z.object({
    name: Name,
    description: z.string(),
    dns_name: Name,
    ipv6_prefix: Ipv6Net.nullable().optional(),
  }),
);
export const VpcUpdate = named(
  'VpcUpdate',
  z.object({
    name: Name.nullable().optional(),
    description: z.string().nullable().optional(),
    dns_name: Name.nullable().optional(),
  }),
);

// Subnets --------------------------------------------------------------------------------------------------

export const VpcSubnet = named(
  'VpcSubnet',
  z.object({
    ...identityMetadata,
    custom_router_id: uuid().nullable().optional(),
    ipv4_block: Ipv4Net,
    ipv6_block: Ipv6Net,
    vpc_id: uuid(),
  }),
);
export const VpcSubnetResultsPage = pageOf('VpcSubnetResultsPage', VpcSubnet);
export const VpcSubnetCreate = named(
  'VpcSubnetCreate',
  z.object({
    name: Name,
    description: z.string(),
    ipv4_block: Ipv4Net,
    ipv6_block: Ipv6Net.nullable().optional(),
    custom_router: NameOrId.nullable().optional(),
  }),
);
export const VpcSubnetUpdate = named(
  'VpcSubnetUpdate',
  z.object({
    name: Name.nullable().optional(),
    description: z.string().nullable().optional(),
    custom_router: NameOrId.nullable().optional(),
  }),
);

// Firewall rules -------------------------------------------------------------------------------------------

export const VpcFirewallRuleAction = named('VpcFirewallRuleAction', z.enum(['allow', 'deny']));
export const VpcFirewallRuleDirection = named('VpcFirewallRuleDirection', z.enum(['inbound', 'outbound']));
export const VpcFirewallRuleStatus = named('VpcFirewallRuleStatus', z.enum(['disabled', 'enabled']));

/** A port or an inclusive port range, e.g. `22` or `8000-8080`. */
export const L4PortRange = named(
  'L4PortRange',
  z
    .string()
    .min(1)
    .max(11)
    .regex(/^[0-9]{1,5}(-[0-9]{1,5})?$/),
);
/** An ICMP code or an inclusive range of codes, e.g. `3` or `0-15`. */
export const IcmpParamRange = named(
  'IcmpParamRange',
  z
    .string()
    .min(1)
    .max(7)
    .regex(/^[0-9]{1,3}(-[0-9]{1,3})?$/),
);
export const VpcFirewallIcmpFilter = named(
  'VpcFirewallIcmpFilter',
  z.object({ icmp_type: uint8(), code: IcmpParamRange.nullable().optional() }),
);
export const VpcFirewallRuleProtocol = named(
  'VpcFirewallRuleProtocol',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('tcp') }),
    z.object({ type: z.literal('udp') }),
    z.object({ type: z.literal('icmp'), value: VpcFirewallIcmpFilter.nullable() }),
    z.object({ type: z.literal('icmp6'), value: VpcFirewallIcmpFilter.nullable() }),
  ]),
);

/** The hosts a rule's traffic must come from (inbound) or go to (outbound). */
export const VpcFirewallRuleHostFilter = named(
  'VpcFirewallRuleHostFilter',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('vpc'), value: Name }),
    z.object({ type: z.literal('subnet'), value: Name }),
    z.object({ type: z.literal('instance'), value: Name }),
    z.object({ type: z.literal('ip'), value: ipAddr() }),
    z.object({ type: z.literal('ip_net'), value: IpNet }),
  ]),
);
/** The instances a rule applies to. */
export const VpcFirewallRuleTarget = named(
  'VpcFirewallRuleTarget',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('vpc'), value: Name }),
    z.object({ type: z.literal('subnet'), value: Name }),
    z.object({ type: z.literal('instance'), value: Name }),
    z.object({ type: z.literal('ip'), value: ipAddr() }),
    z.object({ type: z.literal('ip_net'), value: IpNet }),
  ]),
);
export const VpcFirewallRuleFilter = named(
  'VpcFirewallRuleFilter',
  z.object({
    hosts: z.array(VpcFirewallRuleHostFilter).max(256).nullable().optional(),
    ports: z.array(L4PortRange).max(256).nullable().optional(),
    protocols: z.array(VpcFirewallRuleProtocol).max(256).nullable().optional(),
  }),
);

export const VpcFirewallRule = named(
  'VpcFirewallRule',
  z.object({
    ...identityMetadata,
    action: VpcFirewallRuleAction,
    direction: VpcFirewallRuleDirection,
    filters: VpcFirewallRuleFilter,
    priority: uint16(),
    status: VpcFirewallRuleStatus,
    targets: z.array(VpcFirewallRuleTarget),
    vpc_id: uuid(),
  }),
);
export const VpcFirewallRules = named('VpcFirewallRules', z.object({ rules: z.array(VpcFirewallRule) }));
export const VpcFirewallRuleUpdate = named(
  'VpcFirewallRuleUpdate',
  z.object({
    name: Name,
    description: z.string(),
    action: VpcFirewallRuleAction,
    direction: VpcFirewallRuleDirection,
    filters: VpcFirewallRuleFilter,
    priority: uint16(),
    status: VpcFirewallRuleStatus,
    targets: z.array(VpcFirewallRuleTarget).max(256),
  }),
);
/** The whole new rule set of a VPC: it replaces every existing rule. */
export const VpcFirewallRuleUpdateParams = named(
  'VpcFirewallRuleUpdateParams',
  z.object({ rules: z.array(VpcFirewallRuleUpdate).max(1024).default([]) }),
);

const tag = 'vpcs';
const vpc = pathOf('vpc');
const subnet = pathOf('subnet');
const vpcRequired = { ...projectScope, vpc: NameOrId };

const ownOperations = defineOperations({
  vpc_list: {
    method: 'get',
    path: '/v1/vpcs',
    tag,
    summary: 'List VPCs',
    query: projectListQuery,
    status: 200,
    response: VpcResultsPage,
  },
  vpc_create: {
    method: 'post',
    path: '/v1/vpcs',
    tag,
    summary: 'Create a VPC',
    query: projectRequired,
    body: VpcCreate,
    status: 201,
    response: Vpc,
  },
  vpc_view: {
    method: 'get',
    path: '/v1/vpcs/{vpc}',
    tag,
    summary: 'Fetch a VPC',
    pathParams: vpc,
    query: projectScope,
    status: 200,
    response: Vpc,
  },
  vpc_update: {
    method: 'put',
    path: '/v1/vpcs/{vpc}',
    tag,
    summary: 'Update a VPC',
    pathParams: vpc,
    query: projectScope,
    body: VpcUpdate,
    status: 200,
    response: Vpc,
  },
  vpc_delete: {
    method: 'delete',
    path: '/v1/vpcs/{vpc}',
    tag,
    summary: 'Delete a VPC',
    pathParams: vpc,
    query: projectScope,
    status: 204,
  },
  vpc_subnet_list: {
    method: 'get',
    path: '/v1/vpc-subnets',
    tag,
    summary: 'List subnets',
    query: vpcListQuery,
    status: 200,
    response: VpcSubnetResultsPage,
  },
  vpc_subnet_create: {
    method: 'post',
    path: '/v1/vpc-subnets',
    tag,
    summary: 'Create a subnet',
    query: vpcRequired,
    body: VpcSubnetCreate,
    status: 201,
    response: VpcSubnet,
  },
  vpc_subnet_view: {
    method: 'get',
    path: '/v1/vpc-subnets/{subnet}',
    tag,
    summary: 'Fetch a subnet',
    pathParams: subnet,
    query: vpcScope,
    status: 200,
    response: VpcSubnet,
  },
  vpc_subnet_update: {
    method: 'put',
    path: '/v1/vpc-subnets/{subnet}',
    tag,
    summary: 'Update a subnet',
    pathParams: subnet,
    query: vpcScope,
    body: VpcSubnetUpdate,
    status: 200,
    response: VpcSubnet,
  },
  vpc_subnet_delete: {
    method: 'delete',
    path: '/v1/vpc-subnets/{subnet}',
    tag,
    summary: 'Delete a subnet',
    pathParams: subnet,
    query: vpcScope,
    status: 204,
  },
  vpc_subnet_list_network_interfaces: {
    method: 'get',
    path: '/v1/vpc-subnets/{subnet}/network-interfaces',
    tag,
    summary: 'List the network interfaces in a subnet',
    pathParams: subnet,
    query: vpcListQuery,
    status: 200,
    response: InstanceNetworkInterfaceResultsPage,
  },
  vpc_firewall_rules_view: {
    method: 'get',
    path: '/v1/vpc-firewall-rules',
    tag,
    summary: "Fetch a VPC's firewall rules",
    query: vpcRequired,
    status: 200,
    response: VpcFirewallRules,
  },
  vpc_firewall_rules_update: {
    method: 'put',
    path: '/v1/vpc-firewall-rules',
    tag,
    summary: "Replace a VPC's firewall rules",
    query: vpcRequired,
    body: VpcFirewallRuleUpdateParams,
    status: 200,
    response: VpcFirewallRules,
  },
});

/**
 * The VPC area's operations, its routers' and routes' among them; typed as an intersection, as index.ts types
 * the whole table, so that the published declarations name vpc-routers.ts's table rather than restate it.
 */
export const vpcOperations: typeof ownOperations & typeof vpcRouterOperations = {
  ...ownOperations,
  ...vpcRouterOperations,
};
