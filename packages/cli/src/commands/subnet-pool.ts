import type { SubnetPoolMember, SubnetPoolSiloLink, SubnetPoolUtilization } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, withExamples } from './define';
import { integerArg, ipNetArg, withOptions } from './parse';
import { registerChildList, registerResource } from './resource';
import { RESOURCES } from './resources';
import { registerSiloLinks } from './silo-links';

/** The pool a member, link or utilization command works on. */
const POOL = { argument: 'pool', description: 'pool name or id', path: 'pool' };

const memberColumns: Column<SubnetPoolMember>[] = [
  { header: 'SUBNET', value: (member) => member.subnet },
  { header: 'MIN PREFIX', value: (member) => String(member.minPrefixLength) },
  { header: 'MAX PREFIX', value: (member) => String(member.maxPrefixLength) },
  { header: 'ADDED', value: (member) => ago(member.timeCreated) },
];

const memberFields = (member: SubnetPoolMember): Fields => [
  ['Subnet', member.subnet],
  ['ID', member.id],
  ['Pool', member.subnetPoolId],
  ['Prefix lengths', `${member.minPrefixLength}–${member.maxPrefixLength}`],
  ['Added', when(member.timeCreated)],
];

const linkColumns: Column<SubnetPoolSiloLink>[] = [
  { header: 'SILO', value: (link) => link.siloId },
  { header: 'DEFAULT', value: (link) => (link.isDefault ? 'yes' : 'no') },
];

/** Address counts can pass 2^53 in an IPv6 pool: shown as the platform counts them, in exponent form there. */
const count = (value: number) => (Number.isSafeInteger(value) ? String(value) : value.toExponential(3));

const utilizationFields = ({ capacity, remaining }: SubnetPoolUtilization): Fields => [
  ['Capacity', count(capacity)],
  ['Allocated', count(capacity - remaining)],
  ['Remaining', count(remaining)],
  ['Used', capacity > 0 ? `${Math.round(((capacity - remaining) / capacity) * 100)}%` : ''],
];

/** `rackctl subnet-pool member list|add|remove`: the subnets a pool allocates from. */
function registerMembers(pool: Command, io: Io): void {
  const member = pool.command('member').description('Manage the member subnets of a subnet pool');
  withExamples(member, [
    'rackctl subnet-pool member list customer-v4',
    'rackctl subnet-pool member add customer-v4 --subnet 100.72.0.0/20',
  ]);

  registerChildList(member, io, {
    command: 'list',
    description: 'List the member subnets of a pool',
    examples: ['rackctl subnet-pool member list customer-v4'],
    operation: 'systemSubnetPoolMemberList',
    owner: POOL,
    columns: () => memberColumns,
    empty: 'No member subnets',
  });

  const subnetOption = () =>
    new Option('--subnet <cidr>', 'the subnet, e.g. 100.72.0.0/20').argParser(ipNetArg).makeOptionMandatory();
  const add = withOptions(
    member
      .command('add')
      .description('Add a subnet to a pool')
      .argument(`<${POOL.argument}>`, POOL.description),
    [
      subnetOption(),
      new Option(
        '--min-prefix-len <n>',
        "shortest prefix allocated from it (default: the subnet's)",
      ).argParser(integerArg(0, 128)),
      new Option(
        '--max-prefix-len <n>',
        'longest prefix allocated from it (default: a single address)',
      ).argParser(integerArg(0, 128)),
    ],
  );
  withExamples(add, [
    'rackctl subnet-pool member add customer-v4 --subnet 100.72.0.0/20',
    'rackctl subnet-pool member add customer-v4 --subnet 100.72.32.0/22 --min-prefix-len 24 --max-prefix-len 28',
  ]);
  action<{ subnet: string; minPrefixLen?: number; maxPrefixLen?: number }>(
    add,
    io,
    async (ctx, [pool = ''], options) => {
      const added = await ctx.request('systemSubnetPoolMemberAdd', {
        path: { pool },
        body: {
          subnet: options.subnet,
          minPrefixLength: options.minPrefixLen ?? null,
          maxPrefixLength: options.maxPrefixLen ?? null,
        },
      });
      ctx.out.note(`Added ${added.subnet} to subnet pool ${pool}`);
      ctx.out.view(added, memberFields(added));
    },
  );

  const remove = withOptions(
    member
      .command('remove')
      .description('Remove a subnet from a pool (nothing may be allocated from it)')
      .argument(`<${POOL.argument}>`, POOL.description),
    [subnetOption()],
  );
  withExamples(remove, ['rackctl subnet-pool member remove customer-v4 --subnet 100.72.32.0/22']);
  action<{ subnet: string }>(remove, io, async (ctx, [pool = ''], options) => {
    await ctx.request('systemSubnetPoolMemberRemove', { path: { pool }, body: { subnet: options.subnet } });
    ctx.out.note(`Removed ${options.subnet} from subnet pool ${pool}`);
  });
}

/** `rackctl subnet-pool …`: the fleet's subnet pools, their members and the silos that use them. */
export function registerSubnetPool(program: Command, io: Io): void {
  const pool = registerResource(program, io, RESOURCES.subnetPool);
  registerMembers(pool, io);
  registerSiloLinks(pool, io, {
    noun: 'subnet-pool',
    title: 'subnet pool',
    example: 'customer-v4',
    allocates: 'subnets',
    link: 'systemSubnetPoolSiloLink',
    unlink: 'systemSubnetPoolSiloUnlink',
  });
  registerChildList(pool, io, {
    command: 'silo-list',
    description: 'List the silos linked to a pool',
    examples: ['rackctl subnet-pool silo-list customer-v4'],
    operation: 'systemSubnetPoolSiloList',
    owner: POOL,
    columns: () => linkColumns,
    empty: 'No linked silos',
  });

  const utilization = pool
    .command('utilization')
    .description('Show how much of a pool is allocated')
    .argument(`<${POOL.argument}>`, POOL.description);
  withExamples(utilization, ['rackctl subnet-pool utilization customer-v4']);
  action(utilization, io, async (ctx, [selector = '']) => {
    const found = await ctx.request('systemSubnetPoolUtilizationView', { path: { pool: selector } });
    ctx.out.view(found, utilizationFields(found));
  });
}
