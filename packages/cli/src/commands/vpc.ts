import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { action, withExamples } from './define';
import { descriptionOption, ipNetArg, nameArg, projectOption, withOptions } from './parse';
import { registerResource } from './resource';
import { RESOURCES } from './resources';

/** `rackctl vpc …`: a project's virtual private clouds. */
export function registerVpc(program: Command, io: Io): void {
  registerResource(program, io, RESOURCES.vpc, { create: registerCreate, update: registerUpdate });
}

function registerCreate(vpc: Command, io: Io): void {
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
      ctx.out.view(created, RESOURCES.vpc.fields(ctx, created));
    },
  );
}

function registerUpdate(vpc: Command, io: Io): void {
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
      ctx.out.view(updated, RESOURCES.vpc.fields(ctx, updated));
    },
  );
}
