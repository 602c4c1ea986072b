import { z } from 'zod';
import { IpNet, Ipv4Net, Ipv6Net, MacAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  listQuery,
  Name,
  NameOrId,
  NameOrIdSortMode,
  pageOf,
  pathOf,
  projectScope,
  uuid,
} from './shared.js';

// IP addresses -----------------------------------------------------------------------------------------------

// Private IP stacks of an interface ------------------------------------------------------------------------

export const PrivateIpv4Stack = named(
  'PrivateIpv4Stack',
  z.object({ ip: z.ipv4(), transit_ips: z.array(Ipv4Net) }),
);
export const PrivateIpv6Stack = named(
  'PrivateIpv6Stack',
  z.object({ ip: z.ipv6(), transit_ips: z.array(Ipv6Net) }),
);

/** The addresses an interface has: IPv4 only, IPv6 only, or both. */
export const PrivateIpStack = named(
  'PrivateIpStack',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('v4'), value: PrivateIpv4Stack }),
    z.object({ type: z.literal('v6'), value: PrivateIpv6Stack }),
    z.object({
      type: z.literal('dual_stack'),
      value: z.object({ v4: PrivateIpv4Stack, v6: PrivateIpv6Stack }),
    }),
  ]),
);

/** How an interface gets its IPv4 address: picked by the platform, or the one given. */
export const Ipv4Assignment = named(
  'Ipv4Assignment',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('auto') }),
    z.object({ type: z.literal('explicit'), value: z.ipv4() }),
  ]),
);
export const Ipv6Assignment = named(
  'Ipv6Assignment',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('auto') }),
    z.object({ type: z.literal('explicit'), value: z.ipv6() }),
  ]),
);

export const PrivateIpv4StackCreate = named(
  'PrivateIpv4StackCreate',
  z.object({ ip: Ipv4Assignment, transit_ips: z.array(Ipv4Net).default([]) }),
);
export const PrivateIpv6StackCreate = named(
  'PrivateIpv6StackCreate',
  z.object({ ip: Ipv6Assignment, transit_ips: z.array(Ipv6Net).default([]) }),
);

export const PrivateIpStackCreate = named(
  'PrivateIpStackCreate',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('v4'), value: PrivateIpv4StackCreate }),
    z.object({ type: z.literal('v6'), value: PrivateIpv6StackCreate }),
    z.object({
      type: z.literal('dual_stack'),
      value: z.object({ v4: PrivateIpv4StackCreate, v6: PrivateIpv6StackCreate }),
    }),
  ]),
);

// Interfaces -----------------------------------------------------------------------------------------------

export const InstanceNetworkInterface = named(
  'InstanceNetworkInterface',
  z.object({
    ...identityMetadata,
    instance_id: uuid(),
    ip_stack: PrivateIpStack,
    mac: MacAddr,
    primary: z.boolean(),
    subnet_id: uuid(),
    vpc_id: uuid(),
  }),
);
export const InstanceNetworkInterfaceResultsPage = pageOf(
  'InstanceNetworkInterfaceResultsPage',
  InstanceNetworkInterface,
);

export const InstanceNetworkInterfaceCreate = named(
  'InstanceNetworkInterfaceCreate',
  z.object({
    name: Name,
    description: z.string(),
    vpc_name: Name,
    subnet_name: Name,
    ip_config: PrivateIpStackCreate.default({
      type: 'dual_stack',
      value: {
        v4: { ip: { type: 'auto' }, transit_ips: [] },
        v6: { ip: { type: 'auto' }, transit_ips: [] },
      },
    }),
  }),
);

export const InstanceNetworkInterfaceUpdate = named(
  'InstanceNetworkInterfaceUpdate',
  z.object({
    name: Name.nullable().optional(),
    description: z.string().nullable().optional(),
    primary: z.boolean().default(false),
    transit_ips: z.array(IpNet).default([]),
  }),
);

/** The interfaces an instance is created with: the given ones, a default one per IP stack, or none. */
export const InstanceNetworkInterfaceAttachment = named(
  'InstanceNetworkInterfaceAttachment',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('create'), params: z.array(InstanceNetworkInterfaceCreate) }),
    z.object({ type: z.literal('default_ipv4') }),
    z.object({ type: z.literal('default_ipv6') }),
    z.object({ type: z.literal('default_dual_stack') }),
    z.object({ type: z.literal('none') }),
  ]),
);

const tag = 'instances';
const networkInterface = pathOf('interface');
const instanceScope = { ...projectScope, instance: NameOrId.optional() };

export const networkInterfaceOperations = defineOperations({
  instance_network_interface_list: {
    method: 'get',
    path: '/v1/network-interfaces',
    tag,
    summary: 'List network interfaces',
    query: { ...listQuery(NameOrIdSortMode), ...instanceScope },
    status: 200,
    response: InstanceNetworkInterfaceResultsPage,
  },
  instance_network_interface_create: {
    method: 'post',
    path: '/v1/network-interfaces',
    tag,
    summary: 'Create a network interface',
    query: { ...projectScope, instance: NameOrId },
    body: InstanceNetworkInterfaceCreate,
    status: 201,
    response: InstanceNetworkInterface,
  },
  instance_network_interface_view: {
    method: 'get',
    path: '/v1/network-interfaces/{interface}',
    tag,
    summary: 'Fetch a network interface',
    pathParams: networkInterface,
    query: instanceScope,
    status: 200,
    response: InstanceNetworkInterface,
  },
  instance_network_interface_update: {
    method: 'put',
    path: '/v1/network-interfaces/{interface}',
    tag,
    summary: 'Update a network interface',
    pathParams: networkInterface,
    query: instanceScope,
    body: InstanceNetworkInterfaceUpdate,
    status: 200,
    response: InstanceNetworkInterface,
  },
  instance_network_interface_delete: {
    method: 'delete',
    path: '/v1/network-interfaces/{interface}',
    tag,
    summary: 'Delete a network interface',
    pathParams: networkInterface,
    query: instanceScope,
    status: 204,
  },
});
