import type { RouteDestination, RouterRoute, RouteTarget, Vpc, VpcRouter, VpcSubnet } from '@rackconsole/sdk';
import { validateIp, validateIpNet, validateName } from '@rackconsole/validators';
import { InvalidArgumentError, Option } from 'commander';
import { identityColumns, identityFields } from '../../output/columns';
import { text } from '../../output/format';
import { descriptionOption, ipNetArg, nameArg, projectOption, vpcOption } from '../parse';
import {
  creates,
  named,
  type Renaming,
  type Resource,
  renamed,
  renameOptions,
  renames,
  type Scope,
  scopeOf,
  updates,
} from '../resource';
import { projectScope } from './project';

// The resource table's rows for VPCs and what lives in them.

const vpcScope: Scope = scopeOf(['project', projectOption], ['vpc', vpcOption]);
const routerOption = () => new Option('--router <router>', 'router name or id').makeOptionMandatory();
const routerScope: Scope = scopeOf(['project', projectOption], ['vpc', vpcOption], ['router', routerOption]);

export const vpc: Resource<Vpc> = {
  noun: 'vpc',
  title: 'VPC',
  description: 'Manage VPCs (virtual private clouds)',
  examples: ['rackctl vpc list --project web', 'rackctl vpc create backend --project web'],
  scope: projectScope,
  columns: () =>
    identityColumns(
      { header: 'DNS NAME', value: (item) => item.dnsName },
      { header: 'IPV6 PREFIX', value: (item) => item.ipv6Prefix },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['DNS name', item.dnsName],
      ['IPv6 prefix', item.ipv6Prefix],
      ['System router', item.systemRouterId],
    ]),
  list: {
    operation: 'vpcList',
    description: 'List the VPCs of a project',
    examples: ['rackctl vpc list --project web'],
    empty: 'No VPCs',
  },
  create: creates<'vpcCreate', { dnsName?: string; ipv6Prefix?: string; description?: string }>({
    operation: 'vpcCreate',
    description: 'Create a VPC (with its system router and default subnet)',
    examples: ['rackctl vpc create backend --project web', 'rackctl vpc create backend -p web --dns-name be'],
    name: 'name of the new VPC',
    options: () => [
      new Option('--dns-name <name>', 'DNS name (default: the name)').argParser(nameArg),
      new Option('--ipv6-prefix <prefix>', 'IPv6 /48 prefix (default: chosen by the platform)').argParser(
        ipNetArg,
      ),
      descriptionOption('what the VPC is for'),
    ],
    body: (_ctx, name, options) => ({
      ...named(name, options),
      dnsName: options.dnsName ?? name,
      ...(options.ipv6Prefix ? { ipv6Prefix: options.ipv6Prefix } : {}),
    }),
  }),
  view: {
    operation: 'vpcView',
    description: 'Show a VPC',
    examples: ['rackctl vpc view default --project web'],
  },
  update: updates<'vpcUpdate', Renaming & { dnsName?: string }>({
    operation: 'vpcUpdate',
    description: "Change a VPC's name, description or DNS name",
    examples: ['rackctl vpc update backend --project web --description "Internal services"'],
    options: () => {
      const [name, description] = renameOptions();
      return [name, new Option('--dns-name <name>', 'new DNS name').argParser(nameArg), description];
    },
    body: (_ctx, options) => ({
      name: options.name ?? null,
      dnsName: options.dnsName ?? null,
      description: options.description ?? null,
    }),
  }),
  delete: {
    operation: 'vpcDelete',
    description: 'Delete a VPC',
    examples: ['rackctl vpc delete backend --project web'],
  },
};

export const subnet: Resource<VpcSubnet> = {
  noun: 'subnet',
  title: 'subnet',
  description: 'Manage VPC subnets',
  examples: [
    'rackctl subnet list --project web --vpc default',
    'rackctl subnet create backend --project web --vpc default --ipv4-block 10.1.0.0/24',
  ],
  scope: vpcScope,
  columns: () =>
    identityColumns(
      { header: 'IPV4 BLOCK', value: (item) => item.ipv4Block },
      { header: 'IPV6 BLOCK', value: (item) => item.ipv6Block },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['IPv4 block', item.ipv4Block],
      ['IPv6 block', item.ipv6Block],
      ['Custom router', text(item.customRouterId)],
      ['VPC', item.vpcId],
    ]),
  list: {
    operation: 'vpcSubnetList',
    description: 'List the subnets of a VPC',
    examples: ['rackctl subnet list --project web --vpc default'],
    empty: 'No subnets',
  },
  create: creates<
    'vpcSubnetCreate',
    { ipv4Block: string; ipv6Block?: string; customRouter?: string; description?: string }
  >({
    operation: 'vpcSubnetCreate',
    description: 'Create a subnet',
    examples: ['rackctl subnet create backend --project web --vpc default --ipv4-block 10.1.0.0/24'],
    name: 'name of the new subnet',
    options: () => [
      new Option('--ipv4-block <block>', 'IPv4 block, e.g. 10.1.0.0/24')
        .argParser(ipNetArg)
        .makeOptionMandatory(),
      new Option('--ipv6-block <block>', 'IPv6 /64 block (default: chosen by the platform)').argParser(
        ipNetArg,
      ),
      new Option('--custom-router <router>', 'send traffic through this custom router'),
      descriptionOption('what the subnet is for'),
    ],
    body: (_ctx, name, options) => ({
      ...named(name, options),
      ipv4Block: options.ipv4Block,
      ipv6Block: options.ipv6Block ?? null,
      customRouter: options.customRouter ?? null,
    }),
  }),
  view: {
    operation: 'vpcSubnetView',
    description: 'Show a subnet',
    examples: ['rackctl subnet view default --project web --vpc default'],
  },
  update: updates<'vpcSubnetUpdate', Renaming & { customRouter?: string }>({
    operation: 'vpcSubnetUpdate',
    description: "Change a subnet's name, description or custom router",
    examples: ['rackctl subnet update backend --project web --vpc default --custom-router egress'],
    options: () => [...renameOptions(), new Option('--custom-router <router>', 'new custom router')],
    body: (_ctx, options) => ({
      ...renamed(options),
      customRouter: options.customRouter ?? null,
    }),
  }),
  delete: {
    operation: 'vpcSubnetDelete',
    description: 'Delete a subnet',
    examples: ['rackctl subnet delete backend --project web --vpc default'],
  },
};

export const router: Resource<VpcRouter> = {
  noun: 'router',
  title: 'router',
  description: 'Manage VPC routers',
  examples: [
    'rackctl router list --project web --vpc default',
    'rackctl router create egress --project web --vpc default',
  ],
  scope: vpcScope,
  columns: () => identityColumns({ header: 'KIND', value: (item) => item.kind }),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['Kind', item.kind],
      ['VPC', item.vpcId],
    ]),
  list: {
    operation: 'vpcRouterList',
    description: 'List the routers of a VPC',
    examples: ['rackctl router list --project web --vpc default'],
    empty: 'No routers',
  },
  create: creates<'vpcRouterCreate', { description?: string }>({
    operation: 'vpcRouterCreate',
    description: 'Create a custom router',
    examples: ['rackctl router create egress --project web --vpc default'],
    name: 'name of the new router',
    options: () => [descriptionOption('what the router is for')],
    body: (_ctx, name, options) => named(name, options),
  }),
  view: {
    operation: 'vpcRouterView',
    description: 'Show a router',
    examples: ['rackctl router view system --project web --vpc default'],
  },
  update: renames({
    operation: 'vpcRouterUpdate',
    description: "Change a router's name or description",
    examples: ['rackctl router update egress --project web --vpc default --name outbound'],
  }),
  delete: {
    operation: 'vpcRouterDelete',
    description: 'Delete a custom router',
    examples: ['rackctl router delete egress --project web --vpc default'],
  },
};

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

export const route: Resource<RouterRoute> = {
  noun: 'route',
  title: 'route',
  description: 'Manage the routes of a VPC router',
  examples: [
    'rackctl route list --project web --vpc default --router egress',
    'rackctl route create to-gw -p web --vpc default --router egress --destination ip_net:0.0.0.0/0 --target internet_gateway:default',
  ],
  scope: routerScope,
  columns: () =>
    identityColumns(
      { header: 'KIND', value: (item) => item.kind },
      { header: 'DESTINATION', value: (item) => shown(item.destination) },
      { header: 'TARGET', value: (item) => shown(item.target) },
    ),
  fields: (_ctx, item) =>
    identityFields(item, [
      ['Kind', item.kind],
      ['Destination', shown(item.destination)],
      ['Target', shown(item.target)],
      ['Router', item.vpcRouterId],
    ]),
  list: {
    operation: 'vpcRouterRouteList',
    description: 'List the routes of a router',
    examples: ['rackctl route list --project web --vpc default --router system'],
    empty: 'No routes',
  },
  create: creates<
    'vpcRouterRouteCreate',
    { destination: RouteDestination; target: RouteTarget; description?: string }
  >({
    operation: 'vpcRouterRouteCreate',
    description: 'Add a route to a custom router',
    examples: [
      'rackctl route create to-gw -p web --vpc default --router egress --destination ip_net:0.0.0.0/0 --target internet_gateway:default',
      'rackctl route create blackhole -p web --vpc default --router egress --destination ip:192.0.2.1 --target drop',
    ],
    name: 'name of the new route',
    options: () => [
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
    body: (_ctx, name, options) => ({
      ...named(name, options),
      destination: options.destination,
      target: options.target,
    }),
  }),
  view: {
    operation: 'vpcRouterRouteView',
    description: 'Show a route',
    examples: ['rackctl route view to-gw --project web --vpc default --router egress'],
  },
  update: updates<
    'vpcRouterRouteUpdate',
    Renaming & { destination?: RouteDestination; target?: RouteTarget }
  >({
    operation: 'vpcRouterRouteUpdate',
    description: "Change a route's destination, target, name or description",
    examples: ['rackctl route update to-gw -p web --vpc default --router egress --target drop'],
    options: () => [
      new Option('--destination <type:value>', 'new destination (default: unchanged)').argParser(
        destinationArg,
      ),
      new Option('--target <type:value>', 'new target (default: unchanged)').argParser(targetArg),
      ...renameOptions(),
    ],
    body: async (ctx, options, target) => {
      // The platform replaces destination and target together, so unchanged ones are sent as they are.
      const current = await ctx.request('vpcRouterRouteView', target as never);
      return {
        ...renamed(options),
        destination: options.destination ?? current.destination,
        target: options.target ?? current.target,
      };
    },
  }),
  delete: {
    operation: 'vpcRouterRouteDelete',
    description: 'Delete a route',
    examples: ['rackctl route delete to-gw --project web --vpc default --router egress'],
  },
};
