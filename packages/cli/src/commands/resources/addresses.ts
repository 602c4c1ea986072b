import type { ExternalSubnet, FloatingIp, MulticastGroup } from '@rackconsole/sdk';
import { Option } from 'commander';
import { UsageError } from '../../errors';
import { identityColumns, identityFields, stateColumn } from '../../output/columns';
import { stateStyle, text } from '../../output/format';
import { descriptionOption, integerArg, ipArg, ipNetArg } from '../parse';
import { creates, named, type Resource, renames, UNSCOPED } from '../resource';
import { projectScope } from './project';

// The resource table's rows for external addresses: a project's floating IPs and external subnets, and the
// silo's multicast groups.

/** The pool an address or subnet comes from: the one named, or the silo's default. */
const poolSelector = (pool: string | undefined) =>
  pool ? ({ type: 'explicit', pool } as const) : ({ type: 'auto', ipVersion: null } as const);

export const floatingIp: Resource<FloatingIp> = {
  noun: 'floating-ip',
  title: 'floating IP',
  description: 'Manage floating IPs',
  examples: [
    'rackctl floating-ip create edge --project web',
    'rackctl floating-ip attach edge --instance web-1 --project web',
  ],
  selector: { path: 'floatingIp' },
  scope: projectScope,
  columns: () =>
    identityColumns(
      { header: 'IP', value: (item) => item.ip },
      { header: 'INSTANCE', value: (item) => text(item.instanceId) },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['IP', item.ip],
      ['IP pool', item.ipPoolId],
      ['Instance', text(item.instanceId)],
    ]),
  list: {
    operation: 'floatingIpList',
    description: 'List the floating IPs of a project',
    examples: ['rackctl floating-ip list --project web'],
    empty: 'No floating IPs',
  },
  create: creates<'floatingIpCreate', { pool?: string; ip?: string; description?: string }>({
    operation: 'floatingIpCreate',
    description: 'Reserve a floating IP: the next free address of a pool, or a given one',
    examples: [
      'rackctl floating-ip create edge --project web',
      'rackctl floating-ip create edge --project web --pool public',
      'rackctl floating-ip create edge --project web --ip 203.0.113.10',
    ],
    name: 'name of the new floating IP',
    options: () => [
      new Option('--pool <pool>', 'IP pool to take the address from (default: the silo default)'),
      new Option('--ip <address>', 'this exact address').argParser(ipArg).conflicts('pool'),
      descriptionOption('what the address is for'),
    ],
    body: (_ctx, name, options) => ({
      ...named(name, options),
      addressAllocator: options.ip
        ? { type: 'explicit', ip: options.ip }
        : { type: 'auto', poolSelector: poolSelector(options.pool) },
    }),
    note: (created) => `Created floating IP ${created.name} (${created.ip})`,
  }),
  view: {
    operation: 'floatingIpView',
    description: 'Show a floating IP',
    examples: ['rackctl floating-ip view edge --project web'],
  },
  delete: {
    operation: 'floatingIpDelete',
    description: 'Release a floating IP',
    examples: ['rackctl floating-ip delete edge --project web'],
  },
};

/** The largest prefix length of an IPv6 subnet; the platform checks the length against the pool's bounds. */
const MAX_PREFIX_LENGTH = 128;

export const externalSubnet: Resource<ExternalSubnet> = {
  noun: 'external-subnet',
  title: 'external subnet',
  description: "Manage a project's external subnets, carved from subnet pools and attached to instances",
  examples: [
    'rackctl external-subnet create edge --project web --pool customer-v4 --prefix-len 28',
    'rackctl external-subnet attach edge --project web --instance web-1',
  ],
  selector: { path: 'externalSubnet' },
  scope: projectScope,
  columns: () =>
    identityColumns(
      { header: 'SUBNET', value: (item) => item.subnet },
      { header: 'INSTANCE', value: (item) => text(item.instanceId) },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['Subnet', item.subnet],
      ['Subnet pool', item.subnetPoolId],
      ['Pool member', item.subnetPoolMemberId],
      ['Instance', text(item.instanceId)],
    ]),
  list: {
    operation: 'externalSubnetList',
    description: 'List the external subnets of a project',
    examples: ['rackctl external-subnet list --project web'],
    empty: 'No external subnets',
  },
  create: creates<
    'externalSubnetCreate',
    { description?: string; pool?: string; prefixLen?: number; subnet?: string }
  >({
    operation: 'externalSubnetCreate',
    description:
      "Allocate an external subnet: the next free one of a prefix length from a pool (the silo's default without --pool), or a given one",
    examples: [
      'rackctl external-subnet create edge --project web --prefix-len 28',
      'rackctl external-subnet create --project web --name edge --pool customer-v4 --prefix-len 28',
      'rackctl external-subnet create --project web --name edge --subnet 100.72.2.0/28',
    ],
    name: 'name of the new external subnet',
    nameOption: true,
    options: () => [
      descriptionOption('what the subnet is for'),
      new Option('--pool <pool>', 'subnet pool to allocate from (default: the silo default)').conflicts(
        'subnet',
      ),
      new Option('--prefix-len <n>', 'prefix length of the allocated subnet, e.g. 28')
        .argParser(integerArg(0, MAX_PREFIX_LENGTH))
        .conflicts('subnet'),
      new Option('--subnet <cidr>', 'this exact subnet, e.g. 100.72.2.0/28').argParser(ipNetArg),
    ],
    body: (_ctx, name, options) => {
      if (options.subnet) {
        return { ...named(name, options), allocator: { type: 'explicit', subnet: options.subnet } };
      }
      if (options.prefixLen === undefined) {
        throw new UsageError('Give --prefix-len N (with --pool POOL or the default pool), or --subnet CIDR');
      }
      return {
        ...named(name, options),
        allocator: {
          type: 'auto',
          prefixLength: options.prefixLen,
          poolSelector: poolSelector(options.pool),
        },
      };
    },
    note: (created) => `Created external subnet ${created.name} (${created.subnet})`,
  }),
  view: {
    operation: 'externalSubnetView',
    description: 'Show an external subnet',
    examples: ['rackctl external-subnet view edge --project web'],
  },
  update: renames({
    operation: 'externalSubnetUpdate',
    description: "Change an external subnet's name or description",
    examples: ['rackctl external-subnet update edge --project web -d "Routed to the load balancers"'],
  }),
  delete: {
    operation: 'externalSubnetDelete',
    description: 'Release an external subnet (it must be detached)',
    examples: ['rackctl external-subnet delete edge --project web'],
  },
};

export const multicastGroup: Resource<MulticastGroup> = {
  noun: 'multicast-group',
  title: 'multicast group',
  description: 'List multicast groups and their members; join and leave them with instances',
  examples: [
    'rackctl multicast-group list',
    'rackctl multicast-group join telemetry --project web --instance web-1',
  ],
  selector: { path: 'multicastGroup' },
  scope: UNSCOPED,
  columns: (ctx) =>
    identityColumns(
      { header: 'ADDRESS', value: (item) => item.multicastIp },
      stateColumn(ctx.out.style, (item) => item.state),
      { header: 'SOURCES', value: (item) => item.sourceIps.join(', ') || 'any' },
    ),
  fields: (ctx, item) =>
    identityFields(item, [
      ['Address', item.multicastIp],
      ['State', stateStyle(ctx.out.style)(item.state)],
      ['Sources', item.sourceIps.join(', ') || 'any'],
      ['Any-source members', item.hasAnySourceMember ? 'yes' : 'no'],
      ['IP pool', item.ipPoolId],
    ]),
  list: {
    operation: 'multicastGroupList',
    description: 'List the multicast groups of your silo',
    examples: ['rackctl multicast-group list'],
    empty: 'No multicast groups',
  },
  view: {
    operation: 'multicastGroupView',
    description: 'Show a multicast group',
    examples: ['rackctl multicast-group view telemetry'],
  },
};
