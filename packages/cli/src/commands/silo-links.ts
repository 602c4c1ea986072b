import type { OperationName } from '@rackconsole/sdk';
import type { Command } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';

/** A pool kind linked to silos the same way: IP pools and subnet pools. */
interface PoolLinks {
  /** The noun (`ip-pool`) and how notes name a pool (`IP pool`). */
  noun: string;
  title: string;
  /** A pool's name in the examples. */
  example: string;
  /** What a silo allocates from such a pool (`addresses`). */
  allocates: string;
  link: Extract<OperationName, 'systemIpPoolSiloLink' | 'systemSubnetPoolSiloLink'>;
  unlink: Extract<OperationName, 'systemIpPoolSiloUnlink' | 'systemSubnetPoolSiloUnlink'>;
}

/** `link POOL --silo SILO [--default]` and `unlink POOL --silo SILO`: which silos allocate from a pool. */
export function registerSiloLinks(pool: Command, io: Io, links: PoolLinks): void {
  const link = pool
    .command('link')
    .description(`Let a silo allocate ${links.allocates} from the pool`)
    .argument('<pool>', 'pool name or id')
    .requiredOption('--silo <silo>', 'silo name or id')
    .option('--default', "make it the silo's default pool");
  withExamples(link, [`rackctl ${links.noun} link ${links.example} --silo research --default`]);
  action<{ silo: string; default?: boolean }>(link, io, async (ctx, [selector = ''], options) => {
    await ctx.request(links.link, {
      path: { pool: selector },
      body: { silo: options.silo, isDefault: options.default === true },
    });
    ctx.out.note(
      `Linked ${links.title} ${selector} to silo ${options.silo}${options.default ? ' as its default' : ''}`,
    );
  });

  const unlink = pool
    .command('unlink')
    .description('Stop a silo allocating from the pool')
    .argument('<pool>', 'pool name or id')
    .requiredOption('--silo <silo>', 'silo name or id');
  withExamples(unlink, [`rackctl ${links.noun} unlink ${links.example} --silo research`]);
  action<{ silo: string }>(unlink, io, async (ctx, [selector = ''], options) => {
    await ctx.request(links.unlink, { path: { pool: selector, silo: options.silo } });
    ctx.out.note(`Unlinked ${links.title} ${selector} from silo ${options.silo}`);
  });
}
