import type { VpcRouter } from '@rackconsole/sdk';
import { type Command, Option } from 'commander';
import type { Io } from '../io';
import { ago, text, when } from '../output/format';
import type { Fields } from '../output/printer';
import type { Column } from '../output/table';
import { action, noun, withExamples } from './define';
import {
  descriptionOption,
  type ListOptions,
  listOptions,
  nameArg,
  projectOption,
  vpcOption,
  withOptions,
} from './parse';

const routerColumns: Column<VpcRouter>[] = [
  { header: 'NAME', value: (router) => router.name },
  { header: 'KIND', value: (router) => router.kind },
  { header: 'DESCRIPTION', value: (router) => router.description, flexible: true },
  { header: 'CREATED', value: (router) => ago(router.timeCreated) },
];

const routerFields = (router: VpcRouter): Fields => [
  ['Name', router.name],
  ['ID', router.id],
  ['Kind', router.kind],
  ['VPC', router.vpcId],
  ['Description', text(router.description)],
  ['Created', when(router.timeCreated)],
];

interface Scope {
  project: string;
  vpc: string;
}

/** `rackctl router …`: a VPC's routers (its system router and custom ones). */
export function registerRouter(program: Command, io: Io): void {
  const router = noun(program, 'router', 'Manage VPC routers', [
    'rackctl router list --project web --vpc default',
    'rackctl router create egress --project web --vpc default',
  ]);

  const list = withOptions(router.command('list').description('List the routers of a VPC'), [
    projectOption(),
    vpcOption(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl router list --project web --vpc default']);
  action<ListOptions & Scope>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list(
      'vpcRouterList',
      { query: { project: options.project, vpc: options.vpc } },
      options,
    );
    ctx.out.list(items, routerColumns, { empty: 'No routers', more });
  });

  const create = withOptions(
    router
      .command('create')
      .description('Create a custom router')
      .argument('<name>', 'name of the new router', nameArg),
    [projectOption(), vpcOption(), descriptionOption('what the router is for')],
  );
  withExamples(create, ['rackctl router create egress --project web --vpc default']);
  action<Scope & { description?: string }>(create, io, async (ctx, [name = ''], options) => {
    const created = await ctx.request('vpcRouterCreate', {
      query: { project: options.project, vpc: options.vpc },
      body: { name, description: options.description ?? '' },
    });
    ctx.out.note(`Created router ${created.name}`);
    ctx.out.view(created, routerFields(created));
  });

  const view = withOptions(
    router.command('view').description('Show a router').argument('<router>', 'router name or id'),
    [projectOption(), vpcOption()],
  );
  withExamples(view, ['rackctl router view system --project web --vpc default']);
  action<Scope>(view, io, async (ctx, [selector = ''], { project, vpc }) => {
    const found = await ctx.request('vpcRouterView', { path: { router: selector }, query: { project, vpc } });
    ctx.out.view(found, routerFields(found));
  });

  const update = withOptions(
    router
      .command('update')
      .description("Change a router's name or description")
      .argument('<router>', 'router name or id'),
    [
      projectOption(),
      vpcOption(),
      new Option('--name <name>', 'new name').argParser(nameArg),
      new Option('-d, --description <text>', 'new description'),
    ],
  );
  withExamples(update, ['rackctl router update egress --project web --vpc default --name outbound']);
  action<Scope & { name?: string; description?: string }>(
    update,
    io,
    async (ctx, [selector = ''], options) => {
      const updated = await ctx.request('vpcRouterUpdate', {
        path: { router: selector },
        query: { project: options.project, vpc: options.vpc },
        body: { name: options.name ?? null, description: options.description ?? null },
      });
      ctx.out.note(`Updated router ${updated.name}`);
      ctx.out.view(updated, routerFields(updated));
    },
  );

  const remove = withOptions(
    router.command('delete').description('Delete a custom router').argument('<router>', 'router name or id'),
    [projectOption(), vpcOption()],
  );
  withExamples(remove, ['rackctl router delete egress --project web --vpc default']);
  action<Scope>(remove, io, async (ctx, [selector = ''], { project, vpc }) => {
    await ctx.request('vpcRouterDelete', { path: { router: selector }, query: { project, vpc } });
    ctx.out.note(`Deleted router ${selector}`);
  });
}
