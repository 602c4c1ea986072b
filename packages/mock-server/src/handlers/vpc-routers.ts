import type * as contract from '@rackconsole/sdk/contract';
import { invalidRequest } from '../runtime/errors';
import type { Handlers } from '../runtime/types';
import type { Db } from '../store/db';
import { newId, timestamp } from '../store/ids';
import { NETWORKING, requireProject } from './authz';
import { ipValue, netSpan } from './ip-address';
import { pageOf } from './paginate';
import { ensureUniqueName } from './select';
import type { Wire } from './tables';
import {
  findRoute,
  findRouter,
  findVpc,
  type RouteRow,
  type RouterRow,
  required,
  rowsWhere,
  type VpcRow,
} from './vpc-lookup';

type Destination = Wire<typeof contract.RouteDestination>;
type Target = Wire<typeof contract.RouteTarget>;

/** How the platform names route kinds in its messages. */
const KIND_LABEL = {
  default: 'Default',
  vpc_subnet: 'VpcSubnet',
  vpc_peering: 'VpcPeering',
  custom: 'Custom',
};

/** The IP version of an explicit address or network, if the value is one. */
function versionOf(value: Destination | Target): 'v4' | 'v6' | undefined {
  if (value.type === 'ip') return ipValue(value.value)?.version;
  if (value.type === 'ip_net') return netSpan(value.value)?.version;
  return undefined;
}

/** The platform's checks on a route users write: no mixed IP versions, no VPCs, no subnet targets. */
function validateRoute(destination: Destination, target: Target, kind: RouteRow['kind']) {
  const label = KIND_LABEL[kind];
  if (target.type === 'ip' && (destination.type === 'ip' || destination.type === 'ip_net')) {
    if (versionOf(destination) !== versionOf(target)) {
      throw invalidRequest('cannot mix explicit IPv4 and IPv6 addresses between destination and target');
    }
    return;
  }
  if (destination.type === 'vpc' || target.type === 'vpc') {
    throw invalidRequest(`users cannot specify VPCs as a destination or target in ${label} routes`);
  }
  if (target.type === 'subnet')
    throw invalidRequest(`subnets cannot be used as a target in ${label} routers`);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Adds a router to a VPC (the system router when the VPC is created, custom ones on request). */
export function createRouter(
  db: Db,
  vpc: VpcRow,
  params: { id?: string; name: string; description: string; kind: RouterRow['kind'] },
  now: Date,
): RouterRow {
  ensureUniqueName(rowsWhere(db.table('vpcRouters'), 'vpc_id', vpc.id), 'vpc-router', params.name);
  const time = timestamp(now);
  const router: RouterRow = {
    id: params.id ?? newId(),
    name: params.name,
    description: params.description,
    kind: params.kind,
    vpc_id: vpc.id,
    project_id: vpc.project_id,
    time_created: time,
    time_modified: time,
  };
  db.table('vpcRouters').set(router.id, router);
  return router;
}

/** Adds a route to a router; name clashes within the router are refused. */
export function createRoute(
  db: Db,
  router: RouterRow,
  params: {
    name: string;
    description: string;
    destination: Destination;
    target: Target;
    kind: RouteRow['kind'];
  },
  now: Date,
  nextId: () => string = newId,
): RouteRow {
  ensureUniqueName(
    rowsWhere(db.table('routerRoutes'), 'vpc_router_id', router.id),
    'router-route',
    params.name,
  );
  const time = timestamp(now);
  // Fields named one by one: a row spread from a parsed body gets a hidden class of its own (~250 bytes).
  const route: RouteRow = {
    name: params.name,
    description: params.description,
    kind: params.kind,
    destination: params.destination,
    target: params.target,
    id: nextId(),
    vpc_router_id: router.id,
    vpc_id: router.vpc_id,
    project_id: router.project_id,
    time_created: time,
    time_modified: time,
  };
  db.table('routerRoutes').set(route.id, route);
  return route;
}

/** Deletes a router with its routes, detaching it from any subnet that used it. */
export function deleteRouter(db: Db, router: RouterRow) {
  for (const route of rowsWhere(db.table('routerRoutes'), 'vpc_router_id', router.id)) {
    db.table('routerRoutes').delete(route.id);
  }
  for (const subnet of rowsWhere(db.table('vpcSubnets'), 'custom_router_id', router.id)) {
    subnet.custom_router_id = null;
    db.table('vpcSubnets').set(subnet.id, subnet);
  }
  db.table('vpcRouters').delete(router.id);
}

export const vpcRouterHandlers: Handlers = {
  vpc_router_list: ({ db, actor, query }) => {
    const vpc = findVpc(db, actor, required(query.vpc, 'vpc'), query.project);
    return pageOf(db.table('vpcRouters'), { column: 'vpc_id', value: vpc.id }, query);
  },

  vpc_router_create: ({ db, actor, query, body, now }) => {
    const vpc = findVpc(db, actor, query.vpc, query.project);
    requireProject(db, actor, vpc.project_id, NETWORKING);
    return createRouter(db, vpc, { ...body, kind: 'custom' }, now);
  },

  vpc_router_view: ({ db, actor, path, query }) => findRouter(db, actor, path.router, query),

  vpc_router_update: ({ db, actor, path, query, body, now }) => {
    const router = findRouter(db, actor, path.router, query);
    requireProject(db, actor, router.project_id, NETWORKING);
    if (body.name) {
      ensureUniqueName(
        rowsWhere(db.table('vpcRouters'), 'vpc_id', router.vpc_id),
        'vpc-router',
        body.name,
        router.id,
      );
    }
    Object.assign(router, {
      name: body.name ?? router.name,
      description: body.description ?? router.description,
      time_modified: timestamp(now),
    });
    db.table('vpcRouters').set(router.id, router);
    return router;
  },

  vpc_router_delete: ({ db, actor, path, query }) => {
    const router = findRouter(db, actor, path.router, query);
    requireProject(db, actor, router.project_id, NETWORKING);
    if (router.kind === 'system') throw invalidRequest('cannot delete system router');
    deleteRouter(db, router);
  },

  vpc_router_route_list: ({ db, actor, query }) => {
    const router = findRouter(db, actor, required(query.router, 'router'), query);
    return pageOf(db.table('routerRoutes'), { column: 'vpc_router_id', value: router.id }, query);
  },

  vpc_router_route_create: ({ db, actor, query, body, now }) => {
    const router = findRouter(db, actor, query.router, query);
    requireProject(db, actor, router.project_id, NETWORKING);
    if (router.kind === 'system') {
      throw invalidRequest('user-provided routes cannot be added to a system router');
    }
    validateRoute(body.destination, body.target, 'custom');
    return createRoute(db, router, { ...body, kind: 'custom' }, now);
  },

  vpc_router_route_view: ({ db, actor, path, query }) => findRoute(db, actor, path.route, query),

  vpc_router_route_update: ({ db, actor, path, query, body, now }) => {
    const route = findRoute(db, actor, path.route, query);
    requireProject(db, actor, route.project_id, NETWORKING);
    if (route.kind === 'default') {
      // Only the target of a gateway route may change: it is how a VPC's internet access is redirected.
      const metadataChanged = body.name != null || body.description != null;
      if (metadataChanged || !sameJson(body.destination, route.destination)) {
        throw invalidRequest('the destination and metadata of a Default route cannot be changed');
      }
    } else if (route.kind !== 'custom') {
      throw invalidRequest(
        `routes of type ${KIND_LABEL[route.kind]} within the system router are not modifiable`,
      );
    }
    validateRoute(body.destination, body.target, route.kind);
    if (body.name) {
      ensureUniqueName(
        rowsWhere(db.table('routerRoutes'), 'vpc_router_id', route.vpc_router_id),
        'router-route',
        body.name,
        route.id,
      );
    }
    Object.assign(route, {
      name: body.name ?? route.name,
      description: body.description ?? route.description,
      destination: body.destination,
      target: body.target,
      time_modified: timestamp(now),
    });
    db.table('routerRoutes').set(route.id, route);
    return route;
  },

  vpc_router_route_delete: ({ db, actor, path, query }) => {
    const route = findRoute(db, actor, path.route, query);
    requireProject(db, actor, route.project_id, NETWORKING);
    if (route.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes');
    db.table('routerRoutes').delete(route.id);
  },
};
