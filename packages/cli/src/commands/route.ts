import type { RouteDestination, RouterRoute, RouteTarget } from '@rackconsole/sdk';
import { validateIp, validateIpNet, validateName } from '@rackconsole/validators';
import { type Command, InvalidArgumentError, Option } from 'commander';
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

const VALIDATE: Record<string, (value: string) => string | undefined> = {
  ip: validateIp,
  ip_net: validateIpNet,
  vpc: validateName,
  subnet: validateName,
  instance: validateName,
  internet_gateway: validateName,
};

/** Parses `TYPE:VALUE` (the value may itself hold colons, as IPv6 addresses do), or a bare TYPE in `bare`. */
function typedValue(kinds: readonly string[], bare: readonly string[] = []) {
  return (input: string): { type: string; value?: string } => {
    const colon = input.indexOf(':');
    const type = colon < 0 ? input : input.slice(0, colon);
    const value = colon < 0 ? undefined : input.slice(colon + 1);
    if (!kinds.includes(type)) throw new InvalidArgumentError(`The type must be one of ${kinds.join(', ')}.`);
    if (bare.includes(type)) {
      if (value !== undefined) throw new InvalidArgumentError(`"${type}" takes no value.`);
      return { type };
    }
    if (!value) throw new InvalidArgumentError(`Give a value as ${type}:VALUE.`);
    const problem = VALIDATE[type]?.(value);
    if (problem) throw new InvalidArgumentError(`${problem}.`);
    return { type, value };
  };
}

const destinationArg = typedValue(['ip', 'ip_net', 'vpc', 'subnet']) as (input: string) => RouteDestination;
const targetArg = typedValue(['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop'], ['drop']) as (
  input: string,
) => RouteTarget;

const shown = (typed: { type: string; value?: string }) =>
  typed.value === undefined ? typed.type : `${typed.type}:${typed.value}`;

const routeColumns: Column<RouterRoute>[] = [
  { header: 'NAME', value: (route) => route.name },
  { header: 'KIND', value: (route) => route.kind },
  { header: 'DESTINATION', value: (route) => shown(route.destination) },
  { header: 'TARGET', value: (route) => shown(route.target) },
  { header: 'DESCRIPTION', value: (route) => route.description, flexible: true },
  { header: 'CREATED', value: (route) => ago(route.timeCreated) },
];

const routeFields = (route: RouterRoute): Fields => [
  ['Name', route.name],
  ['ID', route.id],
  ['Kind', route.kind],
  ['Destination', shown(route.destination)],
  ['Target', shown(route.target)],
  ['Router', route.vpcRouterId],
  ['Description', text(route.description)],
  ['Created', when(route.timeCreated)],
];

interface Scope {
  project: string;
  vpc: string;
  router: string;
}

const routerOption = () => new Option('--router <router>', 'router name or id').makeOptionMandatory();
const scopeOptions = () => [projectOption(), vpcOption(), routerOption()];
const scopeQuery = ({ project, vpc, router }: Scope) => ({ project, vpc, router });

/** `rackctl route …`: the routes of a VPC router. */
export function registerRoute(program: Command, io: Io): void {
  const route = noun(program, 'route', 'Manage the routes of a VPC router', [
    'rackctl route list --project web --vpc default --router egress',
    'rackctl route create to-gw -p web --vpc default --router egress --destination ip_net:0.0.0.0/0 --target internet_gateway:default',
  ]);

  const list = withOptions(route.command('list').description('List the routes of a router'), [
    ...scopeOptions(),
    ...listOptions(),
  ]);
  withExamples(list, ['rackctl route list --project web --vpc default --router system']);
  action<ListOptions & Scope>(list, io, async (ctx, _args, options) => {
    const { items, more } = await ctx.list('vpcRouterRouteList', { query: scopeQuery(options) }, options);
    ctx.out.list(items, routeColumns, { empty: 'No routes', more });
  });

  const create = withOptions(
    route
      .command('create')
      .description('Add a route to a custom router')
      .argument('<name>', 'name of the new route', nameArg),
    [
      ...scopeOptions(),
      new Option(
        '--destination <type:value>',
        'traffic to match: ip:ADDR, ip_net:CIDR, vpc:NAME or subnet:NAME',
      )
        .argParser(destinationArg)
        .makeOptionMandatory(),
      new Option(
        '--target <type:value>',
        'where to send it: ip:ADDR, vpc:NAME, subnet:NAME, instance:NAME, internet_gateway:NAME or drop',
      )
        .argParser(targetArg)
        .makeOptionMandatory(),
      descriptionOption('what the route is for'),
    ],
  );
  withExamples(create, [
    'rackctl route create to-gw -p web --vpc default --router egress --destination ip_net:0.0.0.0/0 --target internet_gateway:default',
    'rackctl route create blackhole -p web --vpc default --router egress --destination ip:192.0.2.1 --target drop',
  ]);
  action<Scope & { destination: RouteDestination; target: RouteTarget; description?: string }>(
    create,
    io,
    async (ctx, [name = ''], options) => {
      const created = await ctx.request('vpcRouterRouteCreate', {
        query: scopeQuery(options),
        body: {
          name,
          description: options.description ?? '',
          destination: options.destination,
          target: options.target,
        },
      });
      ctx.out.note(`Created route ${created.name}`);
      ctx.out.view(created, routeFields(created));
    },
  );

  const view = withOptions(
    route.command('view').description('Show a route').argument('<route>', 'route name or id'),
    scopeOptions(),
  );
  withExamples(view, ['rackctl route view to-gw --project web --vpc default --router egress']);
  action<Scope>(view, io, async (ctx, [selector = ''], options) => {
    const found = await ctx.request('vpcRouterRouteView', {
      path: { route: selector },
      query: scopeQuery(options),
    });
    ctx.out.view(found, routeFields(found));
  });

  const update = withOptions(
    route
      .command('update')
      .description("Change a route's destination, target, name or description")
      .argument('<route>', 'route name or id'),
    [
      ...scopeOptions(),
      new Option('--destination <type:value>', 'new destination (default: unchanged)').argParser(
        destinationArg,
      ),
      new Option('--target <type:value>', 'new target (default: unchanged)').argParser(targetArg),
      new Option('--name <name>', 'new name').argParser(nameArg),
      new Option('-d, --description <text>', 'new description'),
    ],
  );
  withExamples(update, ['rackctl route update to-gw -p web --vpc default --router egress --target drop']);
  action<
    Scope & { destination?: RouteDestination; target?: RouteTarget; name?: string; description?: string }
  >(update, io, async (ctx, [selector = ''], options) => {
    const target = { path: { route: selector }, query: scopeQuery(options) };
    // The platform replaces destination and target together, so unchanged ones are sent as they are.
    const current = await ctx.request('vpcRouterRouteView', target);
    const updated = await ctx.request('vpcRouterRouteUpdate', {
      ...target,
      body: {
        name: options.name ?? null,
        description: options.description ?? null,
        destination: options.destination ?? current.destination,
        target: options.target ?? current.target,
      },
    });
    ctx.out.note(`Updated route ${updated.name}`);
    ctx.out.view(updated, routeFields(updated));
  });

  const remove = withOptions(
    route.command('delete').description('Delete a route').argument('<route>', 'route name or id'),
    scopeOptions(),
  );
  withExamples(remove, ['rackctl route delete to-gw --project web --vpc default --router egress']);
  action<Scope>(remove, io, async (ctx, [selector = ''], options) => {
    await ctx.request('vpcRouterRouteDelete', { path: { route: selector }, query: scopeQuery(options) });
    ctx.out.note(`Deleted route ${selector}`);
  });
}
