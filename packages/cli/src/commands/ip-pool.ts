import type { IpPool, IpPoolRange, IpRange } from '@rackconsole/sdk';
import { parseIp as parseAddress } from '@rackconsole/validators';
import { type Command, Option } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import { descriptionOption, ipArg, type ListOptions, listOptions, nameArg, withOptions } from './parse';

const columns: Column<IpPool>[] = [
  { header: 'NAME', value: (pool) => pool.name },
  { header: 'VERSION', value: (pool) => pool.ipVersion },
  { header: 'TYPE', value: (pool) => pool.poolType },
  { header: 'FOR', value: (pool) => pool.assignment },
  { header: 'DESCRIPTION', value: (pool) => pool.description, flexible: true },
  { header: 'CREATED', value: (pool) => ago(pool.timeCreated) },
];

const fields = (pool: IpPool): Fields => [
  ['Name', pool.name],
  ['ID', pool.id],
  ['IP version', pool.ipVersion],
  ['Type', pool.poolType],
  ['Assigned to', pool.assignment],
  ['Description', text(pool.description)],
  ['Created', when(pool.timeCreated)],
];

const rangeColumns: Column<IpPoolRange>[] = [
  { header: 'FIRST', value: (range) => range.range.first },
  { header: 'LAST', value: (range) => range.range.last },
  { header: 'ADDED', value: (range) => ago(range.timeCreated) },
];

/** A range from two addresses of the same IP version. */
function ipRange(first: string, last: string): IpRange {
  const [a, b] = [parseAddress(first), parseAddress(last)];
  if (a.type !== b.type)
    throw new UsageError('The first and last address of a range must be of the same IP version');
  return { first, last };
}

/** `rackctl ip-pool range …`: the address ranges of a pool. */
function registerRanges(pool: Command, io: Io): void {
  const range = pool.command('range').description('Manage the address ranges of an IP pool');
  withExamples(range, [
    'rackctl ip-pool range list public',
    'rackctl ip-pool range add public 203.0.113.10 203.0.113.250',
  ]);

  const list = withOptions(
    range.command('list').description('List the ranges of a pool').argument('<pool>', 'pool name or id'),
    listOptions(),
  );
  withExamples(list, ['rackctl ip-pool range list public']);
  action<ListOptions>(list, io, async (ctx, [pool = ''], options) => {
    const { items, more } = await ctx.list('systemIpPoolRangeList', { path: { pool } }, options);
    ctx.out.list(items, rangeColumns, { empty: 'No ranges', more });
  });

  for (const verb of ['add', 'remove'] as const) {
    const command = range
      .command(verb)
      .description(verb === 'add' ? 'Add a range of addresses to a pool' : 'Remove a range from a pool')
      .argument('<pool>', 'pool name or id')
      .argument('<first>', 'first address of the range', ipArg)
      .argument('<last>', 'last address of the range', ipArg);
    withExamples(command, [`rackctl ip-pool range ${verb} public 203.0.113.10 203.0.113.250`]);
    action(command, io, async (ctx, [pool = '', first = '', last = '']) => {
      const body = ipRange(first, last);
      if (verb === 'add') {
        const added = await ctx.request('systemIpPoolRangeAdd', { path: { pool }, body });
        ctx.out.note(`Added ${first}–${last} to pool ${pool}`);
        ctx.out.view(added, [
          ['First', added.range.first],
          ['Last', added.range.last],
          ['Pool', added.ipPoolId],
        ]);
      } else {
        await ctx.request('systemIpPoolRangeRemove', { path: { pool }, body });
        ctx.out.note(`Removed ${first}–${last} from pool ${pool}`);
      }
    });
  }
}

/** `rackctl ip-pool …`: the fleet's IP pools, their ranges and the silos that use them (operators only). */
export function registerIpPool(program: Command, io: Io): void {
  const pool = noun(program, 'ip-pool', 'Manage IP pools, their ranges and silo links (fleet operators)', [
    'rackctl ip-pool create public',
    'rackctl ip-pool range add public 203.0.113.10 203.0.113.250',
    'rackctl ip-pool link public --silo research --default',
  ]);

  const list = withOptions(pool.command('list').description('List IP pools'), listOptions());
  withExamples(list, ['rackctl ip-pool list']);
  action<ListOptions>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('systemIpPoolList', {}, options);
    ctx.out.list(items, columns, { empty: 'No IP pools', more });
  });

  const create = withOptions(
    pool
      .command('create')
      .description('Create an IP pool')
      .argument('<name>', 'name of the new pool', nameArg),
    [
      descriptionOption('what the pool is for'),
      new Option('--ip-version <version>', 'IP version of its addresses').choices(['v4', 'v6']).default('v4'),
    ],
  );
  withExamples(create, ['rackctl ip-pool create public', 'rackctl ip-pool create public-v6 --ip-version v6']);
  action<{ description?: string; ipVersion: 'v4' | 'v6' }>(create, io, async (ctx, [name = ''], options) => {
    const created = await ctx.request('systemIpPoolCreate', {
      body: { name, description: options.description ?? '', ipVersion: options.ipVersion },
    });
    ctx.out.note(`Created IP pool ${created.name}`);
    ctx.out.view(created, fields(created));
  });

  const view = pool.command('view').description('Show an IP pool').argument('<pool>', 'pool name or id');
  withExamples(view, ['rackctl ip-pool view public']);
  action(view, io, async (ctx, [selector = '']) => {
    const found = await ctx.request('systemIpPoolView', { path: { pool: selector } });
    ctx.out.view(found, fields(found));
  });

  const remove = pool
    .command('delete')
    .description('Delete an IP pool (it must have no ranges)')
    .argument('<pool>', 'pool name or id');
  withExamples(remove, ['rackctl ip-pool delete public']);
  action(remove, io, async (ctx, [selector = '']) => {
    await ctx.request('systemIpPoolDelete', { path: { pool: selector } });
    ctx.out.note(`Deleted IP pool ${selector}`);
  });

  registerRanges(pool, io);

  const link = pool
    .command('link')
    .description('Let a silo allocate addresses from the pool')
    .argument('<pool>', 'pool name or id')
    .requiredOption('--silo <silo>', 'silo name or id')
    .option('--default', "make it the silo's default pool");
  withExamples(link, ['rackctl ip-pool link public --silo research --default']);
  action<{ silo: string; default?: boolean }>(link, io, async (ctx, [selector = ''], options) => {
    await ctx.request('systemIpPoolSiloLink', {
      path: { pool: selector },
      body: { silo: options.silo, isDefault: options.default === true },
    });
    ctx.out.note(
      `Linked IP pool ${selector} to silo ${options.silo}${options.default ? ' as its default' : ''}`,
    );
  });

  const unlink = pool
    .command('unlink')
    .description('Stop a silo allocating from the pool')
    .argument('<pool>', 'pool name or id')
    .requiredOption('--silo <silo>', 'silo name or id');
  withExamples(unlink, ['rackctl ip-pool unlink public --silo research']);
  action<{ silo: string }>(unlink, io, async (ctx, [selector = ''], options) => {
    await ctx.request('systemIpPoolSiloUnlink', { path: { pool: selector, silo: options.silo } });
    ctx.out.note(`Unlinked IP pool ${selector} from silo ${options.silo}`);
  });
}
