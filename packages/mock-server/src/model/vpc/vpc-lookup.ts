import { joinList } from '@rackconsole/sdk';
import type { Db, Table } from '../../store/db';
import { isUuid } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { canSeeProject, signedIn } from '../core/authz';
import type { Actor } from '../core/context';
import { badRequest, notFound } from '../core/errors';
import { checkScope, findByNameOrId } from '../core/select';

// The name-or-id lookups every networking handler shares.

type InProject = { project_id: string };

export type VpcRow = Tables['vpcs'];
export type SubnetRow = Tables['vpcSubnets'];
export type RouterRow = Tables['vpcRouters'];
export type RouteRow = Tables['routerRoutes'];
export type GatewayRow = Tables['internetGateways'];

/** Rows of a table whose (immutable, owner-linking) `key` column equals `value`, through the table's index. */
export function rowsWhere<Row, Key extends keyof Row>(table: Table<Row>, key: Key, value: Row[Key]): Row[] {
  return table.where(key, value);
}

/** Whether the actor may see a project: it is in their silo and they hold a role on it. */
export function canSeeProjectOf(db: Db, actor: Actor, projectId: string): boolean {
  const project = db.table('projects').get(projectId);
  return project?.silo_id === actor.siloId && canSeeProject(db, actor, projectId);
}

type Parent = [kind: string, value: string | null | undefined];

/**
 * The platform's scoping rule along a chain of parents (e.g. route → router → vpc → project): given by id,
 * none of the parents may be named; given by name, the nearest parent is required.
 */
export function checkScopeChain(kind: string, selector: string, parents: [Parent, ...Parent[]]) {
  if (isUuid(selector)) {
    const named = parents.find(([, value]) => value);
    checkScope(
      kind,
      selector,
      joinList(
        parents.map(([parentKind]) => parentKind),
        'and',
      ),
      named?.[1],
    );
    return;
  }
  const [[parentKind, parent]] = parents;
  checkScope(kind, selector, parentKind, parent);
}

/** A list's required parent, refused the way the platform refuses a query string missing a field. */
export function required(value: string | null | undefined, field: string): string {
  if (!value) throw badRequest(`unable to parse query string: missing field \`${field}\``);
  return value;
}

/** A row of a project-scoped table by id, or 404 when it does not exist or its project is hidden. */
export function findById<Row extends InProject>(
  db: Db,
  actor: Actor,
  table: Map<string, Row>,
  kind: string,
  id: string,
) {
  const row = table.get(id);
  if (!row || !canSeeProjectOf(db, actor, row.project_id)) throw notFound(kind, 'id', id);
  return row;
}

/**
 * A project of the actor's silo they may see, by name or id. (The same rule as `findProject` in projects.ts,
 * which this module does not import: projects.ts creates default VPCs, and the cycle would reach the VPC
 * handler tables before they exist.)
 */
export function findOwnerProject(db: Db, actor: Actor, selector: string) {
  const visible = [...db.table('projects').values()].filter((project) =>
    canSeeProjectOf(db, actor, project.id),
  );
  return findByNameOrId(visible, 'project', selector);
}

/** A row of a project's child table (VPCs, floating IPs, external subnets) by name (within `project`) or by id. */
export function findProjectChild<Row extends InProject & { id: string; name: string }>(
  db: Db,
  actor: Actor | undefined,
  table: Table<Row>,
  [kind, parameter]: [kind: string, parameter: string],
  selector: string,
  project: string | null | undefined,
): Row {
  const who = signedIn(actor);
  checkScopeChain(parameter, selector, [['project', project]]);
  if (isUuid(selector)) return findById(db, who, table, kind, selector);
  const owner = findOwnerProject(db, who, project as string);
  return findByNameOrId(rowsWhere(table, 'project_id', owner.id), kind, selector);
}

/** A VPC by name (within `project`) or by id. */
export const findVpc = (db: Db, actor: Actor | undefined, vpc: string, project?: string | null): VpcRow =>
  findProjectChild(db, actor, db.table('vpcs'), ['vpc', 'vpc'], vpc, project);

export interface VpcChildQuery {
  project?: string | null;
  vpc?: string | null;
}

/** A row of a VPC's child table by name (within `vpc`) or by id. */
function findVpcChild<Row extends InProject & { id: string; name: string; vpc_id: string }>(
  db: Db,
  actor: Actor | undefined,
  table: Table<Row>,
  [kind, parameter]: [kind: string, parameter: string],
  selector: string,
  query: VpcChildQuery,
): Row {
  const who = signedIn(actor);
  checkScopeChain(parameter, selector, [
    ['vpc', query.vpc],
    ['project', query.project],
  ]);
  if (isUuid(selector)) return findById(db, who, table, kind, selector);
  const vpc = findVpc(db, who, query.vpc as string, query.project);
  return findByNameOrId(rowsWhere(table, 'vpc_id', vpc.id), kind, selector);
}

export const findSubnet = (db: Db, actor: Actor | undefined, subnet: string, query: VpcChildQuery) =>
  findVpcChild(db, actor, db.table('vpcSubnets'), ['vpc-subnet', 'subnet'], subnet, query);

export const findRouter = (db: Db, actor: Actor | undefined, router: string, query: VpcChildQuery) =>
  findVpcChild(db, actor, db.table('vpcRouters'), ['vpc-router', 'router'], router, query);

export const findGateway = (db: Db, actor: Actor | undefined, gateway: string, query: VpcChildQuery) =>
  findVpcChild(db, actor, db.table('internetGateways'), ['internet-gateway', 'gateway'], gateway, query);

/** A route by name (within `router`) or by id. */
export function findRoute(
  db: Db,
  actor: Actor | undefined,
  route: string,
  query: VpcChildQuery & { router?: string | null },
): RouteRow {
  const who = signedIn(actor);
  checkScopeChain('route', route, [
    ['router', query.router],
    ['vpc', query.vpc],
    ['project', query.project],
  ]);
  if (isUuid(route)) return findById(db, who, db.table('routerRoutes'), 'router-route', route);
  const router = findRouter(db, who, query.router as string, query);
  return findByNameOrId(
    rowsWhere(db.table('routerRoutes'), 'vpc_router_id', router.id),
    'router-route',
    route,
  );
}

/** A row hanging off an internet gateway (an attached pool or address) by name (within `gateway`) or id. */
export function findGatewayChild<
  Row extends InProject & { id: string; name: string; internet_gateway_id: string },
>(
  db: Db,
  actor: Actor | undefined,
  table: Table<Row>,
  [kind, parameter]: [kind: string, parameter: string],
  selector: string,
  query: VpcChildQuery & { gateway?: string | null },
): Row {
  const who = signedIn(actor);
  checkScopeChain(parameter, selector, [
    ['gateway', query.gateway],
    ['vpc', query.vpc],
    ['project', query.project],
  ]);
  if (isUuid(selector)) return findById(db, who, table, kind, selector);
  const gateway = findGateway(db, who, query.gateway as string, query);
  return findByNameOrId(rowsWhere(table, 'internet_gateway_id', gateway.id), kind, selector);
}
