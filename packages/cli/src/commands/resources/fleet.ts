import type { IpPool, Silo, SiloIdentityMode, Sled, SubnetPool } from '@rackconsole/sdk';
import { Option } from 'commander';
import { ago, bytes, stateStyle, text, when } from '../../output/format';
import { descriptionOption, integerArg, parseBytes } from '../parse';
import {
  creates,
  type Renaming,
  type Resource,
  renamed,
  renameOptions,
  UNSCOPED,
  updates,
} from '../resource';

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
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'IDENTITY MODE', value: (item) => item.identityMode },
    { header: 'DISCOVERABLE', value: (item) => (item.discoverable ? 'yes' : 'no') },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['Identity mode', item.identityMode],
    ['Discoverable', item.discoverable ? 'yes' : 'no'],
    ['Admin group', text(item.adminGroupName)],
    ['Fleet roles', fleetRoles(item)],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
  ],
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
      name,
      description: options.description ?? '',
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

/** `--ip-version` of a new pool. */
const ipVersionOption = () =>
  new Option('--ip-version <version>', 'IP version of its addresses').choices(['v4', 'v6']).default('v4');

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
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'VERSION', value: (item) => item.ipVersion },
    { header: 'TYPE', value: (item) => item.poolType },
    { header: 'FOR', value: (item) => item.assignment },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['IP version', item.ipVersion],
    ['Type', item.poolType],
    ['Assigned to', item.assignment],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
  ],
  list: {
    operation: 'systemIpPoolList',
    description: 'List IP pools',
    examples: ['rackctl ip-pool list'],
    empty: 'No IP pools',
  },
  create: creates<'systemIpPoolCreate', { description?: string; ipVersion: 'v4' | 'v6' }>({
    operation: 'systemIpPoolCreate',
    description: 'Create an IP pool',
    examples: ['rackctl ip-pool create public', 'rackctl ip-pool create public-v6 --ip-version v6'],
    name: 'name of the new pool',
    options: () => [descriptionOption('what the pool is for'), ipVersionOption()],
    body: (_ctx, name, options) => ({
      name,
      description: options.description ?? '',
      ipVersion: options.ipVersion,
    }),
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
  columns: () => [
    { header: 'NAME', value: (item) => item.name },
    { header: 'VERSION', value: (item) => item.ipVersion },
    { header: 'DESCRIPTION', value: (item) => item.description, flexible: true },
    { header: 'CREATED', value: (item) => ago(item.timeCreated) },
  ],
  fields: (_ctx, item) => [
    ['Name', item.name],
    ['ID', item.id],
    ['IP version', item.ipVersion],
    ['Description', text(item.description)],
    ['Created', when(item.timeCreated)],
    ['Modified', when(item.timeModified)],
  ],
  list: {
    operation: 'systemSubnetPoolList',
    description: 'List subnet pools',
    examples: ['rackctl subnet-pool list', 'rackctl subnet-pool list --json'],
    empty: 'No subnet pools',
  },
  create: creates<'systemSubnetPoolCreate', { description?: string; ipVersion: 'v4' | 'v6' }>({
    operation: 'systemSubnetPoolCreate',
    description: 'Create a subnet pool (then add member subnets and link it to silos)',
    examples: [
      'rackctl subnet-pool create --name customer-v4 --description "Routed IPv4 blocks"',
      'rackctl subnet-pool create customer-v6 --ip-version v6',
    ],
    name: 'name of the new pool',
    nameOption: true,
    options: () => [descriptionOption('what the pool is for'), ipVersionOption()],
    body: (_ctx, name, options) => ({
      name,
      description: options.description ?? '',
      ipVersion: options.ipVersion,
    }),
  }),
  view: {
    operation: 'systemSubnetPoolView',
    description: 'Show a subnet pool',
    examples: ['rackctl subnet-pool view customer-v4'],
  },
  update: updates<'systemSubnetPoolUpdate', Renaming>({
    operation: 'systemSubnetPoolUpdate',
    description: "Change a subnet pool's name or description",
    examples: ['rackctl subnet-pool update customer-v4 --description "Customer-facing blocks"'],
    options: renameOptions,
    body: (_ctx, options) => renamed(options),
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
  columns: (ctx) => {
    const state = stateStyle(ctx.out.style);
    return [
      { header: 'ID', value: (item) => item.id },
      { header: 'SERIAL', value: (item) => item.baseboard.serial },
      { header: 'STATE', value: (item) => item.state, style: (cell) => state(cell) },
      { header: 'POLICY', value: policyOf },
      { header: 'THREADS', value: (item) => String(item.usableHardwareThreads) },
      { header: 'RAM', value: (item) => bytes(item.usablePhysicalRam) },
    ];
  },
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
