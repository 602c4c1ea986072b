import { NETWORKING, requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { pageOf } from '../core/paginate';
import { renameRow } from '../core/select';
import { findRoute, findRouter, findVpc, required, rowsWhere } from '../vpc/vpc-lookup';
import {
  createRoute,
  createRouter,
  deleteRouter,
  KIND_LABEL,
  sameJson,
  validateRoute,
} from '../vpc/vpc-routers';

export const vpcRouterList: Operation<'vpc_router_list'> = ({ db, actor, query }) => {
  const vpc = findVpc(db, actor, required(query.vpc, 'vpc'), query.project);
  return pageOf(db.table('vpcRouters'), { column: 'vpc_id', value: vpc.id }, query);
};

export const vpcRouterCreate: Operation<'vpc_router_create'> = ({ db, actor, query, body, now }) => {
  const vpc = findVpc(db, actor, query.vpc, query.project);
  requireProject(db, actor, vpc.project_id, NETWORKING);
  return createRouter(db, vpc, { ...body, kind: 'custom' }, now);
};

export const vpcRouterView: Operation<'vpc_router_view'> = ({ db, actor, path, query }) =>
  findRouter(db, actor, path.router, query);

export const vpcRouterUpdate: Operation<'vpc_router_update'> = ({ db, actor, path, query, body, now }) => {
  const router = findRouter(db, actor, path.router, query);
  requireProject(db, actor, router.project_id, NETWORKING);
  const table = db.table('vpcRouters');
  return renameRow(table, rowsWhere(table, 'vpc_id', router.vpc_id), 'vpc-router', router, body, now);
};

export const vpcRouterDelete: Operation<'vpc_router_delete'> = ({ db, actor, path, query }) => {
  const router = findRouter(db, actor, path.router, query);
  requireProject(db, actor, router.project_id, NETWORKING);
  if (router.kind === 'system') throw invalidRequest('cannot delete system router');
  deleteRouter(db, router);
};

export const vpcRouterRouteList: Operation<'vpc_router_route_list'> = ({ db, actor, query }) => {
  const router = findRouter(db, actor, required(query.router, 'router'), query);
  return pageOf(db.table('routerRoutes'), { column: 'vpc_router_id', value: router.id }, query);
};

export const vpcRouterRouteCreate: Operation<'vpc_router_route_create'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  const router = findRouter(db, actor, query.router, query);
  requireProject(db, actor, router.project_id, NETWORKING);
  if (router.kind === 'system') {
    throw invalidRequest('user-provided routes cannot be added to a system router');
  }
  validateRoute(body.destination, body.target, 'custom');
  return createRoute(db, router, { ...body, kind: 'custom' }, now);
};

export const vpcRouterRouteView: Operation<'vpc_router_route_view'> = ({ db, actor, path, query }) =>
  findRoute(db, actor, path.route, query);

export const vpcRouterRouteUpdate: Operation<'vpc_router_route_update'> = ({
  db,
  actor,
  path,
  query,
  body,
  now,
}) => {
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
  const table = db.table('routerRoutes');
  const siblings = rowsWhere(table, 'vpc_router_id', route.vpc_router_id);
  return renameRow(table, siblings, 'router-route', route, body, now, {
    destination: body.destination,
    target: body.target,
  });
};

export const vpcRouterRouteDelete: Operation<'vpc_router_route_delete'> = ({ db, actor, path, query }) => {
  const route = findRoute(db, actor, path.route, query);
  requireProject(db, actor, route.project_id, NETWORKING);
  if (route.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes');
  db.table('routerRoutes').delete(route.id);
};
