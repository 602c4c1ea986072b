import { invalidRequest } from '../runtime/errors';
import type { Actor, Handlers } from '../runtime/types';
import type { Db } from '../store/db';
import { isUuid, newId, timestamp } from '../store/ids';
import { NETWORKING, requireProject } from './authz';
import { netSpan, spansOverlap } from './ip-address';
import { pageOf, paginate } from './paginate';
import { ensureUniqueName, findByNameOrId } from './select';
import {
  canonicalNet,
  freeSubnetV6,
  isPrivateV4Block,
  isVpcSubnetV6,
  MAX_SUBNET_V4_WIDTH,
  MIN_SUBNET_V4_WIDTH,
  widthOf,
} from './vpc-addresses';
import {
  findRouter,
  findSubnet,
  findVpc,
  type RouterRow,
  required,
  rowsWhere,
  type SubnetRow,
  type VpcRow,
} from './vpc-lookup';

/** Names of the system router's gateway routes; a subnet route may not take one of them. */
const DEFAULT_ROUTE_NAMES = ['default-v4', 'default-v6'];

/**
 * Keeps the VPC's system router holding exactly one `vpc_subnet` route per subnet, named after it, as the
 * platform reconciles them whenever a subnet is created, renamed or deleted.
 */
export function syncSubnetRoutes(db: Db, vpc: VpcRow, now: Date, nextId: () => string = newId) {
  const routes = db.table('routerRoutes');
  const subnetNames = new Set(
    rowsWhere(db.table('vpcSubnets'), 'vpc_id', vpc.id).map((subnet) => subnet.name),
  );
  const covered = new Set<string>();
  for (const route of rowsWhere(routes, 'vpc_router_id', vpc.system_router_id)) {
    if (route.kind !== 'vpc_subnet' || route.destination.type !== 'subnet') continue;
    if (subnetNames.has(route.destination.value)) covered.add(route.destination.value);
    else routes.delete(route.id);
  }
  const time = timestamp(now);
  for (const name of subnetNames) {
    if (covered.has(name)) continue;
    const id = nextId();
    routes.set(id, {
      id,
      name: DEFAULT_ROUTE_NAMES.includes(name) ? `conflict-${name}-${id}` : name,
      description: `VPC Subnet route for '${name}'`,
      kind: 'vpc_subnet',
      destination: { type: 'subnet', value: name },
      target: { type: 'subnet', value: name },
      vpc_router_id: vpc.system_router_id,
      vpc_id: vpc.id,
      project_id: vpc.project_id,
      time_created: time,
      time_modified: time,
    });
  }
}

/** The custom router a subnet may be attached to: one of the same VPC, never the system router. */
function routerForAttach(db: Db, actor: Actor | undefined, vpc: VpcRow, router: string): RouterRow {
  const found = isUuid(router)
    ? findRouter(db, actor, router, {})
    : findByNameOrId(rowsWhere(db.table('vpcRouters'), 'vpc_id', vpc.id), 'vpc-router', router);
  if (found.vpc_id !== vpc.id) {
    throw invalidRequest('a router can only be attached to a subnet when both belong to the same VPC');
  }
  if (found.kind === 'system') throw invalidRequest('cannot attach a system router to a VPC subnet');
  return found;
}

export interface SubnetParams {
  name: string;
  description: string;
  ipv4_block: string;
  ipv6_block?: string | null;
  custom_router_id?: string | null;
}

/** Adds a subnet to a VPC after the platform's address checks, and its route to the system router. */
export function createSubnet(
  db: Db,
  vpc: VpcRow,
  params: SubnetParams,
  now: Date,
  nextId: () => string = newId,
) {
  if (!isPrivateV4Block(params.ipv4_block)) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range');
  }
  const width = widthOf(params.ipv4_block);
  if (width < MIN_SUBNET_V4_WIDTH || width > MAX_SUBNET_V4_WIDTH) {
    throw invalidRequest(
      `VPC Subnet IPv4 address ranges must have prefix length between ${MIN_SUBNET_V4_WIDTH} and ${MAX_SUBNET_V4_WIDTH}, inclusive`,
    );
  }
  if (params.ipv6_block && !isVpcSubnetV6(params.ipv6_block, vpc.ipv6_prefix)) {
    throw invalidRequest(
      `VPC Subnet IPv6 address range '${params.ipv6_block}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
    );
  }
  const siblings = rowsWhere(db.table('vpcSubnets'), 'vpc_id', vpc.id);
  const ipv6Block =
    params.ipv6_block ??
    freeSubnetV6(
      vpc.ipv6_prefix,
      siblings.map((subnet) => subnet.ipv6_block),
    );
  for (const block of [params.ipv4_block, ipv6Block]) {
    const span = netSpan(block);
    const clash = siblings.some((subnet) =>
      [subnet.ipv4_block, subnet.ipv6_block].some((other) => {
        const otherSpan = netSpan(other);
        return !!span && !!otherSpan && spansOverlap(span, otherSpan);
      }),
    );
    if (clash)
      throw invalidRequest(`IP address range '${canonicalNet(block)}' conflicts with an existing subnet`);
  }
  ensureUniqueName(siblings, 'vpc-subnet', params.name);
  const time = timestamp(now);
  const subnet: SubnetRow = {
    id: nextId(),
    name: params.name,
    description: params.description,
    ipv4_block: params.ipv4_block,
    ipv6_block: ipv6Block,
    custom_router_id: params.custom_router_id ?? null,
    vpc_id: vpc.id,
    project_id: vpc.project_id,
    time_created: time,
    time_modified: time,
  };
  db.table('vpcSubnets').set(subnet.id, subnet);
  syncSubnetRoutes(db, vpc, now, nextId);
  return subnet;
}

/** The network interfaces plugged into a subnet. */
export const subnetInterfaces = (db: Db, subnetId: string) =>
  rowsWhere(db.table('networkInterfaces'), 'subnet_id', subnetId);

export const subnetHandlers: Handlers = {
  vpc_subnet_list: ({ db, actor, query }) => {
    const vpc = findVpc(db, actor, required(query.vpc, 'vpc'), query.project);
    return pageOf(db.table('vpcSubnets'), { column: 'vpc_id', value: vpc.id }, query);
  },

  vpc_subnet_create: ({ db, actor, query, body, now }) => {
    const vpc = findVpc(db, actor, query.vpc, query.project);
    requireProject(db, actor, vpc.project_id, NETWORKING);
    const router = body.custom_router ? routerForAttach(db, actor, vpc, body.custom_router) : undefined;
    return createSubnet(db, vpc, { ...body, custom_router_id: router?.id ?? null }, now);
  },

  vpc_subnet_view: ({ db, actor, path, query }) => findSubnet(db, actor, path.subnet, query),

  vpc_subnet_update: ({ db, actor, path, query, body, now }) => {
    const subnet = findSubnet(db, actor, path.subnet, query);
    requireProject(db, actor, subnet.project_id, NETWORKING);
    const vpc = db.table('vpcs').get(subnet.vpc_id) as VpcRow;
    // As on the platform, an update without a custom router detaches the one the subnet had.
    const router = body.custom_router ? routerForAttach(db, actor, vpc, body.custom_router) : undefined;
    if (body.name) {
      ensureUniqueName(
        rowsWhere(db.table('vpcSubnets'), 'vpc_id', vpc.id),
        'vpc-subnet',
        body.name,
        subnet.id,
      );
    }
    Object.assign(subnet, {
      name: body.name ?? subnet.name,
      description: body.description ?? subnet.description,
      custom_router_id: router?.id ?? null,
      time_modified: timestamp(now),
    });
    db.table('vpcSubnets').set(subnet.id, subnet);
    syncSubnetRoutes(db, vpc, now);
    return subnet;
  },

  vpc_subnet_delete: ({ db, actor, path, query, now }) => {
    const subnet = findSubnet(db, actor, path.subnet, query);
    requireProject(db, actor, subnet.project_id, NETWORKING);
    if (subnetInterfaces(db, subnet.id).length > 0) {
      throw invalidRequest('VPC Subnet cannot be deleted while network interfaces in the subnet exist');
    }
    db.table('vpcSubnets').delete(subnet.id);
    syncSubnetRoutes(db, db.table('vpcs').get(subnet.vpc_id) as VpcRow, now);
  },

  vpc_subnet_list_network_interfaces: ({ db, actor, path, query }) => {
    const subnet = findSubnet(db, actor, path.subnet, query);
    return paginate(subnetInterfaces(db, subnet.id), query);
  },
};
