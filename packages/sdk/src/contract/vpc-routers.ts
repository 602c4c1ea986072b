import { z } from 'zod';
import { IpNet, ipAddr } from './net.js';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import {
  identityMetadata,
  listQuery,
  Name,
  NameOrId,
  NameOrIdSortMode,
  pageOf,
  pathOf,
  projectScope,
  uuid,
  vpcListQuery,
  vpcScope,
} from './shared.js';

// VPC routers and their routes; vpcs.ts re-exports this file and folds its operations into `vpcOperations`.

export const VpcRouterKind = named('VpcRouterKind', z.enum(['system', 'custom']));
export const VpcRouter = named(
  'VpcRouter',
  z.object({ ...identityMetadata, kind: VpcRouterKind, vpc_id: uuid() }),
);
export const VpcRouterResultsPage = pageOf('VpcRouterResultsPage', VpcRouter);
export const VpcRouterCreate = named('VpcRouterCreate', z.object({ name: Name, description: z.string() }));
export const VpcRouterUpdate = named(
  'VpcRouterUpdate',
  z.object({ name: Name.nullable().optional(), description: z.string().nullable().optional() }),
);

/** The traffic a route matches. */
export const RouteDestination = named(
  'RouteDestination',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('ip'), value: ipAddr() }),
    z.object({ type: z.literal('ip_net'), value: IpNet }),
    z.object({ type: z.literal('vpc'), value: Name }),
    z.object({ type: z.literal('subnet'), value: Name }),
  ]),
);

/** Where a route sends matching traffic (or that it drops it). */
export const RouteTarget = named(
  'RouteTarget',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('ip'), value: ipAddr() }),
    z.object({ type: z.literal('vpc'), value: Name }),
    z.object({ type: z.literal('subnet'), value: Name }),
    z.object({ type: z.literal('instance'), value: Name }),
    z.object({ type: z.literal('internet_gateway'), value: Name }),
    z.object({ type: z.literal('drop') }),
  ]),
);

export const RouterRouteKind = named(
  'RouterRouteKind',
  z.enum(['default', 'vpc_subnet', 'vpc_peering', 'custom']),
);
export const RouterRoute = named(
  'RouterRoute',
  z.object({
    ...identityMetadata,
    destination: RouteDestination,
    kind: RouterRouteKind,
    target: RouteTarget,
    vpc_router_id: uuid(),
  }),
);
export const RouterRouteResultsPage = pageOf('RouterRouteResultsPage', RouterRoute);
export const RouterRouteCreate = named(
  'RouterRouteCreate',
  z.object({
    name: Name,
    description: z.string(),
    destination: RouteDestination,
    target: RouteTarget,
  }),
);
export const RouterRouteUpdate = named(
  'RouterRouteUpdate',
  z.object({
    name: Name.nullable().optional(),
    description: z.string().nullable().optional(),
    destination: RouteDestination,
    target: RouteTarget,
  }),
);

const tag = 'vpcs';
const routerScope = { ...vpcScope, router: NameOrId.optional() };
const router = pathOf('router');
const route = pathOf('route');

export const vpcRouterOperations = defineOperations({
  vpc_router_list: {
    method: 'get',
    path: '/v1/vpc-routers',
    tag,
    summary: 'List routers',
    query: vpcListQuery,
    status: 200,
    response: VpcRouterResultsPage,
  },
  vpc_router_create: {
    method: 'post',
    path: '/v1/vpc-routers',
    tag,
    summary: 'Create a router',
    query: { ...projectScope, vpc: NameOrId },
    body: VpcRouterCreate,
    status: 201,
    response: VpcRouter,
  },
  vpc_router_view: {
    method: 'get',
    path: '/v1/vpc-routers/{router}',
    tag,
    summary: 'Fetch a router',
    pathParams: router,
    query: vpcScope,
    status: 200,
    response: VpcRouter,
  },
  vpc_router_update: {
    method: 'put',
    path: '/v1/vpc-routers/{router}',
    tag,
    summary: 'Update a router',
    pathParams: router,
    query: vpcScope,
    body: VpcRouterUpdate,
    status: 200,
    response: VpcRouter,
  },
  vpc_router_delete: {
    method: 'delete',
    path: '/v1/vpc-routers/{router}',
    tag,
    summary: 'Delete a router',
    pathParams: router,
    query: vpcScope,
    status: 204,
  },
  vpc_router_route_list: {
    method: 'get',
    path: '/v1/vpc-router-routes',
    tag,
    summary: "List a router's routes",
    query: { ...listQuery(NameOrIdSortMode), ...routerScope },
    status: 200,
    response: RouterRouteResultsPage,
  },
  vpc_router_route_create: {
    method: 'post',
    path: '/v1/vpc-router-routes',
    tag,
    summary: 'Create a route',
    query: { ...vpcScope, router: NameOrId },
    body: RouterRouteCreate,
    status: 201,
    response: RouterRoute,
  },
  vpc_router_route_view: {
    method: 'get',
    path: '/v1/vpc-router-routes/{route}',
    tag,
    summary: 'Fetch a route',
    pathParams: route,
    query: routerScope,
    status: 200,
    response: RouterRoute,
  },
  vpc_router_route_update: {
    method: 'put',
    path: '/v1/vpc-router-routes/{route}',
    tag,
    summary: 'Update a route',
    pathParams: route,
    query: routerScope,
    body: RouterRouteUpdate,
    status: 200,
    response: RouterRoute,
  },
  vpc_router_route_delete: {
    method: 'delete',
    path: '/v1/vpc-router-routes/{route}',
    tag,
    summary: 'Delete a route',
    pathParams: route,
    query: routerScope,
    status: 204,
  },
});
