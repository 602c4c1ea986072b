import type { IpPoolRange, IpRange } from '@rackconsole/sdk';
import { parseIp as parseAddress } from '@rackconsole/validators';
import type { Command } from 'commander';
import { UsageError } from '../errors';
import type { Io } from '../io';
import { ago } from '../output/format';
import type { Column } from '../output/table';
import { action, withExamples } from './define';
import { ipArg } from './parse';
import { registerChildList, registerResource } from './resource';
import { RESOURCES } from './resources';
import { registerSiloLinks } from './silo-links';

const rangeColumns: Column<IpPoolRange>[] = [
  { header: 'FIRST', value: (range) => range.range.first },
  { header: 'LAST', value: (range) => range.range.last },
  { header: 'ADDED', value: (range) => ago(range.timeCreated) },
];

/** The pool a range command works on. */
const POOL = { argument: 'pool', description: 'pool name or id', path: 'pool' };

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

  registerChildList<IpPoolRange>(range, io, {
    command: 'list',
    description: 'List the ranges of a pool',
    examples: ['rackctl ip-pool range list public'],
    operation: 'systemIpPoolRangeList',
    owner: POOL,
    columns: () => rangeColumns,
    empty: 'No ranges',
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
  const pool = registerResource(program, io, RESOURCES.ipPool);
  registerRanges(pool, io);
  registerSiloLinks(pool, io, {
    noun: 'ip-pool',
    title: 'IP pool',
    example: 'public',
    allocates: 'addresses',
    link: 'systemIpPoolSiloLink',
    unlink: 'systemIpPoolSiloUnlink',
  });
}
