import type { FloatingIp } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import {
  descriptionOption,
  ipArg,
  type ListOptions,
  listOptions,
  nameArg,
  projectOption,
  withOptions,
} from './parse';

const columns: Column<FloatingIp>[] = [
  { header: 'NAME', value: (ip) => ip.name },
  { header: 'IP', value: (ip) => ip.ip },
  { header: 'INSTANCE', value: (ip) => text(ip.instanceId) },
  { header: 'DESCRIPTION', value: (ip) => ip.description, flexible: true },
  { header: 'CREATED', value: (ip) => ago(ip.timeCreated) },
];

const fields = (ip: FloatingIp): Fields => [
  ['Name', ip.name],
  ['ID', ip.id],
  ['IP', ip.ip],
  ['IP pool', ip.ipPoolId],
  ['Instance', text(ip.instanceId)],
  ['Description', text(ip.description)],
  ['Created', when(ip.timeCreated)],
];

/** `rackctl floating-ip …`: addresses that outlive instances, attached and detached at will. */
export function registerFloatingIp(program: Command, io: Io): void {
  const floating = noun(program, 'floating-ip', 'Manage floating IPs', [
    'rackctl floating-ip create edge --project web',
    'rackctl floating-ip attach edge --instance web-1 --project web',
  ]);

  const list = withOptions(floating.command('list').description('List the floating IPs of a project'), [
    projectOption(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl floating-ip list --project web']);
  action<ListOptions & { project: string }>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list(
      'floatingIpList',
      { query: { project: options.project } },
      options,
    );
    ctx.out.list(items, columns, { empty: 'No floating IPs', more });
  });

  const create = withOptions(
    floating
      .command('create')
      .description('Reserve a floating IP: the next free address of a pool, or a given one')
      .argument('<name>', 'name of the new floating IP', nameArg),
    [
      projectOption(),
      new Option('--pool <pool>', 'IP pool to take the address from (default: the silo default)'),
      new Option('--ip <address>', 'this exact address').argParser(ipArg).conflicts('pool'),
      descriptionOption('what the address is for'),
    ],
  );
  withExamples(create, [
    'rackctl floating-ip create edge --project web',
    'rackctl floating-ip create edge --project web --pool public',
    'rackctl floating-ip create edge --project web --ip 203.0.113.10',
  ]);
  action<{ project: string; pool?: string; ip?: string; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const created = await ctx.request('floatingIpCreate', {
        query: { project: options.project },
        body: {
          name,
          description: options.description ?? '',
          addressAllocator: options.ip
            ? { type: 'explicit', ip: options.ip }
            : {
                type: 'auto',
                poolSelector: options.pool
                  ? { type: 'explicit', pool: options.pool }
                  : { type: 'auto', ipVersion: null },
              },
        },
      });
      ctx.out.note(`Created floating IP ${created.name} (${created.ip})`);
      ctx.out.view(created, fields(created));
    },
  );

  const view = withOptions(
    floating
      .command('view')
      .description('Show a floating IP')
      .argument('<floating-ip>', 'floating IP name or id'),
    [projectOption()],
  );
  withExamples(view, ['rackctl floating-ip view edge --project web']);
  action<{ project: string }>(view, io, async (ctx, [selector = ''], { project }) => {
    const found = await ctx.request('floatingIpView', { path: { floatingIp: selector }, query: { project } });
    ctx.out.view(found, fields(found));
  });

  const attach = withOptions(
    floating
      .command('attach')
      .description('Attach a floating IP to an instance')
      .argument('<floating-ip>', 'floating IP name or id'),
    [projectOption(), new Option('--instance <instance>', 'instance name or id').makeOptionMandatory()],
  );
  withExamples(attach, ['rackctl floating-ip attach edge --instance web-1 --project web']);
  action<{ project: string; instance: string }>(
    attach,
    io,
    async (ctx, [selector = ''], { project, instance }) => {
      const attached = await ctx.request('floatingIpAttach', {
        path: { floatingIp: selector },
        query: { project },
        body: { kind: 'instance', parent: instance },
      });
      ctx.out.note(`Attached floating IP ${attached.name} to ${instance}`);
      ctx.out.view(attached, fields(attached));
    },
  );

  const detach = withOptions(
    floating
      .command('detach')
      .description('Detach a floating IP from its instance')
      .argument('<floating-ip>', 'floating IP name or id'),
    [projectOption()],
  );
  withExamples(detach, ['rackctl floating-ip detach edge --project web']);
  action<{ project: string }>(detach, io, async (ctx, [selector = ''], { project }) => {
    const detached = await ctx.request('floatingIpDetach', {
      path: { floatingIp: selector },
      query: { project },
    });
    ctx.out.note(`Detached floating IP ${detached.name}`);
    ctx.out.view(detached, fields(detached));
  });

  const remove = withOptions(
    floating
      .command('delete')
      .description('Release a floating IP')
      .argument('<floating-ip>', 'floating IP name or id'),
    [projectOption()],
  );
  withExamples(remove, ['rackctl floating-ip delete edge --project web']);
  action<{ project: string }>(remove, io, async (ctx, [selector = ''], { project }) => {
    await ctx.request('floatingIpDelete', { path: { floatingIp: selector }, query: { project } });
    ctx.out.note(`Deleted floating IP ${selector}`);
  });
}
