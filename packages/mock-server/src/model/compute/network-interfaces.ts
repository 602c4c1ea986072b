import { INSTANCE_ACTION_STATES } from '@rackconsole/sdk';
import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { isUuid, newId } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import type { Actor } from '../core/context';
import { alreadyExists, invalidRequest, type PlatformError } from '../core/errors';
import { canonicalIp, netSpan } from '../core/ip-address';
import { findByNameOrId } from '../core/select';
import { firstFreeAddress, guestMac, unrequestableReason } from '../vpc/vpc-addresses';
import { checkScopeChain, findById, rowsWhere, type SubnetRow } from '../vpc/vpc-lookup';
import { advanceInstances } from './compute-lifecycle';
import { findInstance } from './instance-select';

export type NicRow = Tables['networkInterfaces'];

export type NicCreate = Wire<typeof contract.InstanceNetworkInterfaceCreate>;

export type StackCreate = Wire<typeof contract.PrivateIpStackCreate>;

export type Attachment = Wire<typeof contract.InstanceNetworkInterfaceAttachment>;

export type IpStack = NicRow['ip_stack'];

/** What this area needs of an instance row (the compute area owns the table). */
export interface InstanceRef {
  id: string;
  name: string;
  project_id: string;
}

/** The platform allows at most this many interfaces per instance. */
export const MAX_NICS_PER_INSTANCE = 8;

/** The name of the interface an instance gets by default. */
export const DEFAULT_NIC_NAME = 'net0';

export const byAttachment = (a: NicRow, b: NicRow) =>
  a.time_created < b.time_created ? -1 : a.time_created > b.time_created ? 1 : 0;

/** An instance's interfaces in the order they were attached (the first is the primary). */
export const instanceNics = (db: Db, instanceId: string) =>
  rowsWhere(db.table('networkInterfaces'), 'instance_id', instanceId).sort(byAttachment);

/** Every address (v4 and v6) an interface holds. */
export function addressesOf(stack: IpStack): string[] {
  if (stack.type === 'dual_stack') return [stack.value.v4.ip, stack.value.v6.ip];
  return [stack.value.ip];
}

/** Allocates one address of a family in a subnet: the requested one if free, else the lowest free one. */
export function allocate(
  subnet: SubnetRow,
  block: string,
  request: { type: 'auto' } | { type: 'explicit'; value: string },
  taken: Set<string>,
) {
  if (request.type === 'explicit') {
    const reason = unrequestableReason(request.value, block);
    if (reason) throw invalidRequest(reason);
    const address = canonicalIp(request.value);
    if (taken.has(address)) throw invalidRequest(`The IP address '${request.value}' is not available`);
    return address;
  }
  const address = firstFreeAddress(block, taken);
  if (!address) {
    throw invalidRequest(
      `No available IP addresses for interface in subnet '${subnet.name}' with ID '${subnet.id}'`,
    );
  }
  return address;
}

/** The interface's addresses in the subnet, allocated from its IPv4 block and IPv6 /64. */
export function allocateStack(subnet: SubnetRow, config: StackCreate, taken: Set<string>): IpStack {
  const family =
    (block: string) =>
    (create: { ip: { type: 'auto' } | { type: 'explicit'; value: string }; transit_ips: string[] }) => {
      const ip = allocate(subnet, block, create.ip, taken);
      taken.add(ip);
      return { ip, transit_ips: create.transit_ips };
    };
  const v4 = family(subnet.ipv4_block);
  const v6 = family(subnet.ipv6_block);
  if (config.type === 'v4') return { type: 'v4', value: v4(config.value) };
  if (config.type === 'v6') return { type: 'v6', value: v6(config.value) };
  return { type: 'dual_stack', value: { v4: v4(config.value.v4), v6: v6(config.value.v6) } };
}

/** The addresses and MACs already used in a subnet and its VPC. */
export function usedIn(db: Db, subnet: SubnetRow) {
  const inVpc = rowsWhere(db.table('networkInterfaces'), 'vpc_id', subnet.vpc_id);
  return {
    addresses: new Set(
      inVpc.filter((nic) => nic.subnet_id === subnet.id).flatMap((nic) => addressesOf(nic.ip_stack)),
    ),
    macs: new Set(inVpc.map((nic) => nic.mac)),
  };
}

/**
 * Plans a set of new interfaces for an instance (validating all of them before any is stored): VPC and subnet
 * by name in the instance's project, one VPC per instance, one interface per subnet, unique names, at most
 * eight, addresses free. `notFoundError` lets instance create word a missing VPC or subnet as it must.
 */
export function planNics(
  db: Db,
  instance: InstanceRef,
  params: NicCreate[],
  now: Date,
  notFoundError: (kind: string, name: string) => PlatformError,
  nextId: () => string = newId,
): NicRow[] {
  const existing = instanceNics(db, instance.id);
  if (existing.length + params.length > MAX_NICS_PER_INSTANCE) {
    throw invalidRequest(`May not attach more than ${MAX_NICS_PER_INSTANCE} network interfaces`);
  }
  const planned: NicRow[] = [];
  const time = now.toISOString();
  for (const param of params) {
    const all = [...existing, ...planned];
    const vpc = rowsWhere(db.table('vpcs'), 'project_id', instance.project_id).find(
      (row) => row.name === param.vpc_name,
    );
    if (!vpc) throw notFoundError('vpc', param.vpc_name);
    const subnet = rowsWhere(db.table('vpcSubnets'), 'vpc_id', vpc.id).find(
      (row) => row.name === param.subnet_name,
    );
    if (!subnet) throw notFoundError('vpc-subnet', param.subnet_name);
    if (all.some((nic) => nic.name === param.name))
      throw alreadyExists('instance-network-interface', param.name);
    if (all.some((nic) => nic.vpc_id !== vpc.id)) {
      throw invalidRequest(
        'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
      );
    }
    if (all.some((nic) => nic.subnet_id === subnet.id)) {
      throw invalidRequest('Each interface must be in a distinct VPC Subnet');
    }
    const used = usedIn(db, subnet);
    for (const nic of planned) {
      if (nic.subnet_id === subnet.id)
        for (const address of addressesOf(nic.ip_stack)) used.addresses.add(address);
      used.macs.add(nic.mac);
    }
    planned.push({
      id: nextId(),
      name: param.name,
      description: param.description,
      instance_id: instance.id,
      ip_stack: allocateStack(subnet, param.ip_config, used.addresses),
      mac: guestMac(`${instance.id}/${param.name}`, used.macs),
      primary: all.length === 0,
      subnet_id: subnet.id,
      vpc_id: vpc.id,
      project_id: instance.project_id,
      time_created: time,
      time_modified: time,
    });
  }
  return planned;
}

export const AUTO = { ip: { type: 'auto' as const }, transit_ips: [] };

export const DEFAULT_STACKS = {
  default_ipv4: { type: 'v4', value: AUTO },
  default_ipv6: { type: 'v6', value: AUTO },
  default_dual_stack: { type: 'dual_stack', value: { v4: AUTO, v6: AUTO } },
} as const satisfies Record<string, StackCreate>;

/**
 * Creates the interfaces of a new instance: `default_*` gives one interface `net0` in the project's `default`
 * VPC and subnet, `none` gives none, `create` gives each one listed (the first is the primary). A VPC or subnet
 * that does not exist is refused with 400 InvalidRequest, and nothing is created. Seed data passes `nextId`
 * for fixed interface ids.
 */
export function createInstanceNics(
  db: Db,
  instance: InstanceRef,
  spec: Attachment | undefined,
  now: Date,
  nextId: () => string = newId,
): NicRow[] {
  const attachment = spec ?? { type: 'default_dual_stack' };
  if (attachment.type === 'none') return [];
  const params: NicCreate[] =
    attachment.type === 'create'
      ? attachment.params
      : [
          {
            name: DEFAULT_NIC_NAME,
            description: `default primary interface for ${instance.name}`,
            vpc_name: 'default',
            subnet_name: 'default',
            ip_config: DEFAULT_STACKS[attachment.type],
          },
        ];
  const missing = (kind: string, name: string) => invalidRequest(`not found: ${kind} with name "${name}"`);
  const planned = planNics(db, instance, params, now, missing, nextId);
  for (const nic of planned) db.table('networkInterfaces').set(nic.id, nic);
  return planned;
}

/** Removes every interface of an instance (when the instance is deleted). */
export function deleteInstanceNics(db: Db, instanceId: string) {
  for (const nic of instanceNics(db, instanceId)) db.table('networkInterfaces').delete(nic.id);
}

export interface NicQuery {
  project?: string | null;
  instance?: string | null;
}

/** An interface by name (within `instance`) or by id. */
export function findNic(db: Db, actor: Actor | undefined, selector: string, query: NicQuery): NicRow {
  checkScopeChain('interface', selector, [
    ['instance', query.instance],
    ['project', query.project],
  ]);
  if (isUuid(selector)) {
    return findById(
      db,
      actor as Actor,
      db.table('networkInterfaces'),
      'instance-network-interface',
      selector,
    );
  }
  const instance = findInstance(db, actor, query.instance as string, query.project);
  return findByNameOrId(instanceNics(db, instance.id), 'instance-network-interface', selector);
}

/** Run states in which interfaces may be added or changed (spec §4), and in which they may be removed. */
export const CHANGE_STATES: readonly string[] = INSTANCE_ACTION_STATES.updateNetworkInterface;

export const DETACH_STATES: readonly string[] = ['stopped', 'failed'];

/** The current run state of an instance, with transient states moved on first. */
export function runStateOf(
  db: Db,
  instanceId: string,
  context: { now: Date; settings: Parameters<typeof advanceInstances>[2] },
) {
  advanceInstances(db, context.now, context.settings);
  return db.table('instances').get(instanceId)?.run_state;
}

/** Puts a transit network on the interface's stack of the same IP version. */
export function withTransitIps(stack: IpStack, nets: string[]): IpStack {
  const of = (version: 'v4' | 'v6') => nets.filter((net) => netSpan(net)?.version === version);
  const mismatch = nets.find((net) => {
    const version = netSpan(net)?.version;
    return stack.type !== 'dual_stack' && version !== stack.type;
  });
  if (mismatch) throw invalidRequest(`transit IP ${mismatch} does not match the IP version of the interface`);
  if (stack.type === 'v4') return { type: 'v4', value: { ...stack.value, transit_ips: of('v4') } };
  if (stack.type === 'v6') return { type: 'v6', value: { ...stack.value, transit_ips: of('v6') } };
  return {
    type: 'dual_stack',
    value: {
      v4: { ...stack.value.v4, transit_ips: of('v4') },
      v6: { ...stack.value.v6, transit_ips: of('v6') },
    },
  };
}
