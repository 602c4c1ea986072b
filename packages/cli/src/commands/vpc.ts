import type { Vpc } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import {
  descriptionOption,
  ipNetArg,
  type ListOptions,
  listOptions,
  nameArg,
  projectOption,
  withOptions,
} from './parse';

const vpcColumns: Column<Vpc>[] = [
  { header: 'NAME', value: (vpc) => vpc.name },
  { header: 'DNS NAME', value: (vpc) => vpc.dnsName },
  { header: 'IPV6 PREFIX', value: (vpc) => vpc.ipv6Prefix },
  { header: 'DESCRIPTION', value: (vpc) => vpc.description, flexible: true },
  { header: 'CREATED', value: (vpc) => ago(vpc.timeCreated) },
];

const vpcFields = (vpc: Vpc): Fields => [
  ['Name', vpc.name],
  ['ID', vpc.id],
  ['DNS name', vpc.dnsName],
  ['IPv6 prefix', vpc.ipv6Prefix],
  ['System router', vpc.systemRouterId],
  ['Description', text(vpc.description)],
  ['Created', when(vpc.timeCreated)],
];

/** `rackctl vpc …`: a project's virtual private clouds. */
export function registerVpc(program: Command, io: Io): void {
  const vpc = noun(program, 'vpc', 'Manage VPCs (virtual private clouds)', [
    'rackctl vpc list --project web',
    'rackctl vpc create backend --project web',
  ]);

  const list = withOptions(vpc.command('list').description('List the VPCs of a project'), [
    projectOption(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl vpc list --project web']);
  action<ListOptions & { project: string }>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('vpcList', { query: { project: options.project } }, options);
    ctx.out.list(items, vpcColumns, { empty: 'No VPCs', more });
  });

  const create = withOptions(
    vpc
      .command('create')
      .description('Create a VPC (with its system router and default subnet)')
      .argument('<name>', 'name of the new VPC', nameArg),
    [
      projectOption(),
      new Option('--dns-name <name>', 'DNS name (default: the name)').argParser(nameArg),
      new Option('--ipv6-prefix <prefix>', 'IPv6 /48 prefix (default: chosen by the platform)').argParser(
        ipNetArg,
      ),
      descriptionOption('what the VPC is for'),
    ],
  );
  withExamples(create, [
    'rackctl vpc create backend --project web',
    'rackctl vpc create backend -p web --dns-name be',
  ]);
  action<{ project: string; dnsName?: string; ipv6Prefix?: string; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const created = await ctx.request('vpcCreate', {
        query: { project: options.project },
        body: {
          name,
          description: options.description ?? '',
          dnsName: options.dnsName ?? name,
          ...(options.ipv6Prefix ? { ipv6Prefix: options.ipv6Prefix } : {}),
        },
      });
      ctx.out.note(`Created VPC ${created.name}`);
      ctx.out.view(created, vpcFields(created));
    },
  );

  const view = withOptions(
    vpc.command('view').description('Show a VPC').argument('<vpc>', 'VPC name or id'),
    [projectOption()],
  );
  withExamples(view, ['rackctl vpc view default --project web']);
  action<{ project: string }>(view, io, async (ctx, [selector = ''], { project }) => {
    const found = await ctx.request('vpcView', { path: { vpc: selector }, query: { project } });
    ctx.out.view(found, vpcFields(found));
  });

  const update = withOptions(
    vpc
      .command('update')
      .description("Change a VPC's name, description or DNS name")
      .argument('<vpc>', 'VPC name or id'),
    [
      projectOption(),
      new Option('--name <name>', 'new name').argParser(nameArg),
      new Option('--dns-name <name>', 'new DNS name').argParser(nameArg),
      new Option('-d, --description <text>', 'new description'),
    ],
  );
  withExamples(update, ['rackctl vpc update backend --project web --description "Internal services"']);
  action<{ project: string; name?: string; dnsName?: string; description?: string }>(
    update,
    io,
    async (ctx, [selector = ''], options) => {
      const updated = await ctx.request('vpcUpdate', {
        path: { vpc: selector },
        query: { project: options.project },
        body: {
          name: options.name ?? null,
          dnsName: options.dnsName ?? null,
          description: options.description ?? null,
        },
      });
      ctx.out.note(`Updated VPC ${updated.name}`);
      ctx.out.view(updated, vpcFields(updated));
    },
  );

  const remove = withOptions(
    vpc.command('delete').description('Delete a VPC').argument('<vpc>', 'VPC name or id'),
    [projectOption()],
  );
  withExamples(remove, ['rackctl vpc delete backend --project web']);
  action<{ project: string }>(remove, io, async (ctx, [selector = ''], { project }) => {
    await ctx.request('vpcDelete', { path: { vpc: selector }, query: { project } });
    ctx.out.note(`Deleted VPC ${selector}`);
  });
}
