import type { VpcSubnet } from '@rackconsole/sdk';
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
  vpcOption,
  withOptions,
} from './parse';

const subnetColumns: Column<VpcSubnet>[] = [
  { header: 'NAME', value: (subnet) => subnet.name },
  { header: 'IPV4 BLOCK', value: (subnet) => subnet.ipv4Block },
  { header: 'IPV6 BLOCK', value: (subnet) => subnet.ipv6Block },
  { header: 'DESCRIPTION', value: (subnet) => subnet.description, flexible: true },
  { header: 'CREATED', value: (subnet) => ago(subnet.timeCreated) },
];

const subnetFields = (subnet: VpcSubnet): Fields => [
  ['Name', subnet.name],
  ['ID', subnet.id],
  ['IPv4 block', subnet.ipv4Block],
  ['IPv6 block', subnet.ipv6Block],
  ['Custom router', text(subnet.customRouterId)],
  ['VPC', subnet.vpcId],
  ['Description', text(subnet.description)],
  ['Created', when(subnet.timeCreated)],
];

interface Scope {
  project: string;
  vpc: string;
}

/** `rackctl subnet …`: the subnets of a VPC. */
export function registerSubnet(program: Command, io: Io): void {
  const subnet = noun(program, 'subnet', 'Manage VPC subnets', [
    'rackctl subnet list --project web --vpc default',
    'rackctl subnet create backend --project web --vpc default --ipv4-block 10.1.0.0/24',
  ]);

  const list = withOptions(subnet.command('list').description('List the subnets of a VPC'), [
    projectOption(),
    vpcOption(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl subnet list --project web --vpc default']);
  action<ListOptions & Scope>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list(
      'vpcSubnetList',
      { query: { project: options.project, vpc: options.vpc } },
      options,
    );
    ctx.out.list(items, subnetColumns, { empty: 'No subnets', more });
  });

  const create = withOptions(
    subnet
      .command('create')
      .description('Create a subnet')
      .argument('<name>', 'name of the new subnet', nameArg),
    [
      projectOption(),
      vpcOption(),
      new Option('--ipv4-block <block>', 'IPv4 block, e.g. 10.1.0.0/24')
        .argParser(ipNetArg)
        .makeOptionMandatory(),
      new Option('--ipv6-block <block>', 'IPv6 /64 block (default: chosen by the platform)').argParser(
        ipNetArg,
      ),
      new Option('--custom-router <router>', 'send traffic through this custom router'),
      descriptionOption('what the subnet is for'),
    ],
  );
  withExamples(create, [
    'rackctl subnet create backend --project web --vpc default --ipv4-block 10.1.0.0/24',
  ]);
  action<Scope & { ipv4Block: string; ipv6Block?: string; customRouter?: string; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const created = await ctx.request('vpcSubnetCreate', {
        query: { project: options.project, vpc: options.vpc },
        body: {
          name,
          description: options.description ?? '',
          ipv4Block: options.ipv4Block,
          ipv6Block: options.ipv6Block ?? null,
          customRouter: options.customRouter ?? null,
        },
      });
      ctx.out.note(`Created subnet ${created.name}`);
      ctx.out.view(created, subnetFields(created));
    },
  );

  const view = withOptions(
    subnet.command('view').description('Show a subnet').argument('<subnet>', 'subnet name or id'),
    [projectOption(), vpcOption()],
  );
  withExamples(view, ['rackctl subnet view default --project web --vpc default']);
  action<Scope>(view, io, async (ctx, [selector = ''], { project, vpc }) => {
    const found = await ctx.request('vpcSubnetView', { path: { subnet: selector }, query: { project, vpc } });
    ctx.out.view(found, subnetFields(found));
  });

  const update = withOptions(
    subnet
      .command('update')
      .description("Change a subnet's name, description or custom router")
      .argument('<subnet>', 'subnet name or id'),
    [
      projectOption(),
      vpcOption(),
      new Option('--name <name>', 'new name').argParser(nameArg),
      new Option('-d, --description <text>', 'new description'),
      new Option('--custom-router <router>', 'new custom router'),
    ],
  );
  withExamples(update, ['rackctl subnet update backend --project web --vpc default --custom-router egress']);
  action<Scope & { name?: string; description?: string; customRouter?: string }>(
    update,
    io,
    async (ctx, [selector = ''], options) => {
      const updated = await ctx.request('vpcSubnetUpdate', {
        path: { subnet: selector },
        query: { project: options.project, vpc: options.vpc },
        body: {
          name: options.name ?? null,
          description: options.description ?? null,
          customRouter: options.customRouter ?? null,
        },
      });
      ctx.out.note(`Updated subnet ${updated.name}`);
      ctx.out.view(updated, subnetFields(updated));
    },
  );

  const remove = withOptions(
    subnet.command('delete').description('Delete a subnet').argument('<subnet>', 'subnet name or id'),
    [projectOption(), vpcOption()],
  );
  withExamples(remove, ['rackctl subnet delete backend --project web --vpc default']);
  action<Scope>(remove, io, async (ctx, [selector = ''], { project, vpc }) => {
    await ctx.request('vpcSubnetDelete', { path: { subnet: selector }, query: { project, vpc } });
    ctx.out.note(`Deleted subnet ${selector}`);
  });
}
