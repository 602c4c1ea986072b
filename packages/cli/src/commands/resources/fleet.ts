import type { IpPool, Silo, SiloIdentityMode, Sled, SubnetPool } from '@rackconsole/sdk';
import { Option } from 'commander';
import { identityColumns, identityFields, stateColumn } from '../../output/columns';
import { bytes, text, when } from '../../output/format';
import type { Context } from '../context';
import { descriptionOption, integerArg, parseBytes } from '../parse';
import { creates, named, type Resource, renames, UNSCOPED } from '../resource';

// The resource table's rows for what fleet operators manage: silos, IP and subnet pools, sleds.

const fleetRoles = (item: Silo) =>
  Object.entries(item.mappedFleetRoles)
    .map(([siloRole, roles]) => `${siloRole} → ${roles.join(', ')}`)
    .join('; ');

const IDENTITY_MODES: SiloIdentityMode[] = ['saml_jit', 'local_only', 'saml_scim'];

interface SiloCreateOptions {
  description?: string;
  identityMode: SiloIdentityMode;
  discoverable: boolean;
  adminGroup?: string;
  cpus: number;
  memory: number;
  storage: number;
}

export const silo: Resource<Silo> = {
  noun: 'silo',
  title: 'silo',
  description: 'Manage silos (fleet operators)',
  examples: [
    'rackctl silo list',
    'rackctl silo create research --identity-mode local_only --cpus 64 --memory 256GiB --storage 10TiB',
  ],
  scope: UNSCOPED,
  columns: () =>
    identityColumns(
      { header: 'IDENTITY MODE', value: (item) => item.identityMode },
      { header: 'DISCOVERABLE', value: (item) => (item.discoverable ? 'yes' : 'no') },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['Identity mode', item.identityMode],
      ['Discoverable', item.discoverable ? 'yes' : 'no'],
      ['Admin group', text(item.adminGroupName)],
      ['Fleet roles', fleetRoles(item)],
    ]),
  list: {
    operation: 'siloList',
    description: 'List silos',
    examples: ['rackctl silo list'],
    empty: 'No silos',
  },
  create: creates<'siloCreate', SiloCreateOptions>({
    operation: 'siloCreate',
    description: 'Create a silo with its quotas',
    examples: [
      'rackctl silo create research --identity-mode local_only --cpus 64 --memory 256GiB --storage 10TiB',
      'rackctl silo create partners --admin-group partner-admins --no-discoverable',
    ],
    name: 'name of the new silo',
    options: () => [
      descriptionOption('who the silo is for'),
      new Option('--identity-mode <mode>', 'where users come from')
        .choices(IDENTITY_MODES)
        .default('saml_jit'),
      new Option('--no-discoverable', 'hide the silo from the login page silo list'),
      new Option('--admin-group <group>', 'group whose members become silo admins'),
      new Option('--cpus <n>', 'vCPU quota').default(0).argParser(integerArg(0)),
      new Option('--memory <size>', 'memory quota, e.g. 256GiB').default(0).argParser(parseBytes),
      new Option('--storage <size>', 'storage quota, e.g. 10TiB').default(0).argParser(parseBytes),
    ],
    body: (_ctx, name, options) => ({
      ...named(name, options),
      identityMode: options.identityMode,
      discoverable: options.discoverable,
      adminGroupName: options.adminGroup ?? null,
      quotas: { cpus: options.cpus, memory: options.memory, storage: options.storage },
      tlsCertificates: [],
    }),
  }),
  view: { operation: 'siloView', description: 'Show a silo', examples: ['rackctl silo view research'] },
  delete: {
    operation: 'siloDelete',
    description: 'Delete a silo',
    examples: ['rackctl silo delete research'],
  },
};

/** The options of a new IP or subnet pool. */
const poolOptions = () => [
  descriptionOption('what the pool is for'),
  new Option('--ip-version <version>', 'IP version of its addresses').choices(['v4', 'v6']).default('v4'),
];

/** What `poolOptions` parse to. */
interface PoolCreateOptions {
  description?: string;
  ipVersion: 'v4' | 'v6';
}

/** The body creating an IP or subnet pool. */
const poolBody = (_ctx: Context, name: string, options: PoolCreateOptions) => ({
  ...named(name, options),
  ipVersion: options.ipVersion,
});

/** Pools are named by the `pool` path parameter. */
const poolSelector = { argument: 'pool', description: 'pool name or id', path: 'pool' };

export const ipPool: Resource<IpPool> = {
  noun: 'ip-pool',
  title: 'IP pool',
  description: 'Manage IP pools, their ranges and silo links (fleet operators)',
  examples: [
    'rackctl ip-pool create public',
    'rackctl ip-pool range add public 203.0.113.10 203.0.113.250',
    'rackctl ip-pool link public --silo research --default',
  ],
  selector: poolSelector,
  scope: UNSCOPED,
  columns: () =>
    identityColumns(
      { header: 'VERSION', value: (item) => item.ipVersion },
      { header: 'TYPE', value: (item) => item.poolType },
      { header: 'FOR', value: (item) => item.assignment },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['IP version', item.ipVersion],
      ['Type', item.poolType],
      ['Assigned to', item.assignment],
    ]),
  list: {
    operation: 'systemIpPoolList',
    description: 'List IP pools',
    examples: ['rackctl ip-pool list'],
    empty: 'No IP pools',
  },
  create: creates<'systemIpPoolCreate', PoolCreateOptions>({
    operation: 'systemIpPoolCreate',
    description: 'Create an IP pool',
    examples: ['rackctl ip-pool create public', 'rackctl ip-pool create public-v6 --ip-version v6'],
    name: 'name of the new pool',
    options: poolOptions,
    body: poolBody,
  }),
  view: {
    operation: 'systemIpPoolView',
    description: 'Show an IP pool',
    examples: ['rackctl ip-pool view public'],
  },
  delete: {
    operation: 'systemIpPoolDelete',
    description: 'Delete an IP pool (it must have no ranges)',
    examples: ['rackctl ip-pool delete public'],
  },
};

export const subnetPool: Resource<SubnetPool> = {
  noun: 'subnet-pool',
  title: 'subnet pool',
  description: 'Manage subnet pools, their member subnets and silo links (fleet operators)',
  examples: [
    'rackctl subnet-pool create --name customer-v4 --ip-version v4',
    'rackctl subnet-pool member add customer-v4 --subnet 100.72.0.0/20',
    'rackctl subnet-pool link customer-v4 --silo research --default',
  ],
  selector: poolSelector,
  scope: UNSCOPED,
  columns: () => identityColumns({ header: 'VERSION', value: (item) => item.ipVersion }),
  fields: (_ctx, item) => [
    ...identityFields(item, [['IP version', item.ipVersion]]),
    ['Modified', when(item.timeModified)],
  ],
  list: {
    operation: 'systemSubnetPoolList',
    description: 'List subnet pools',
    examples: ['rackctl subnet-pool list', 'rackctl subnet-pool list --json'],
    empty: 'No subnet pools',
  },
  create: creates<'systemSubnetPoolCreate', PoolCreateOptions>({
    operation: 'systemSubnetPoolCreate',
    description: 'Create a subnet pool (then add member subnets and link it to silos)',
    examples: [
      'rackctl subnet-pool create --name customer-v4 --description "Routed IPv4 blocks"',
      'rackctl subnet-pool create customer-v6 --ip-version v6',
    ],
    name: 'name of the new pool',
    nameOption: true,
    options: poolOptions,
    body: poolBody,
  }),
  view: {
    operation: 'systemSubnetPoolView',
    description: 'Show a subnet pool',
    examples: ['rackctl subnet-pool view customer-v4'],
  },
  update: renames({
    operation: 'systemSubnetPoolUpdate',
    description: "Change a subnet pool's name or description",
    examples: ['rackctl subnet-pool update customer-v4 --description "Customer-facing blocks"'],
  }),
  delete: {
    operation: 'systemSubnetPoolDelete',
    description: 'Delete a subnet pool (it must have no member subnets)',
    examples: ['rackctl subnet-pool delete lab-subnets'],
  },
};

const policyOf = (item: Sled) =>
  item.policy.kind === 'in_service' ? `in service, ${item.policy.provisionPolicy}` : item.policy.kind;

export const sled: Resource<Sled> = {
  noun: 'sled',
  title: 'sled',
  description: 'Inspect sleds, the servers of the rack (fleet operators)',
  examples: ['rackctl sled list', 'rackctl sled instances 51ed0000-7a3c-4f0e-9b2d-000000000001'],
  selector: { argument: 'sled-id', description: 'sled id', path: 'sledId' },
  scope: UNSCOPED,
  columns: (ctx) => [
    { header: 'ID', value: (item) => item.id },
    { header: 'SERIAL', value: (item) => item.baseboard.serial },
    stateColumn(ctx.out.style, (item) => item.state),
    { header: 'POLICY', value: policyOf },
    { header: 'THREADS', value: (item) => String(item.usableHardwareThreads) },
    { header: 'RAM', value: (item) => bytes(item.usablePhysicalRam) },
  ],
  fields: (_ctx, item) => [
    ['ID', item.id],
    ['Serial', item.baseboard.serial],
    ['Part', `${item.baseboard.part} rev ${item.baseboard.revision}`],
    ['Rack', item.rackId],
    ['State', item.state],
    ['Policy', policyOf(item)],
    ['Hardware threads', String(item.usableHardwareThreads)],
    ['Physical RAM', bytes(item.usablePhysicalRam)],
    ['Added', when(item.timeCreated)],
  ],
  list: {
    operation: 'sledList',
    description: 'List sleds',
    examples: ['rackctl sled list', 'rackctl sled list --json'],
    empty: 'No sleds',
  },
  view: {
    operation: 'sledView',
    description: 'Show a sled',
    examples: ['rackctl sled view 51ed0000-7a3c-4f0e-9b2d-000000000001'],
  },
};
