import type { Db } from '../../store/db';
import { isUuid, newId, timestamp } from '../../store/ids';
import type { Actor } from '../core/context';
import { invalidRequest } from '../core/errors';
import { netSpan, spansOverlap } from '../core/ip-address';
import { ensureUniqueName, findByNameOrId } from '../core/select';
import {
  canonicalNet,
  freeSubnetV6,
  isPrivateV4Block,
  isVpcSubnetV6,
  MAX_SUBNET_V4_WIDTH,
  MIN_SUBNET_V4_WIDTH,
  widthOf,
} from './vpc-addresses';
import { findRouter, type RouterRow, rowsWhere, type SubnetRow, type VpcRow } from './vpc-lookup';

/** Names of the system router's gateway routes; a subnet route may not take one of them. */
export const DEFAULT_ROUTE_NAMES = ['default-v4', 'default-v6'];

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
export function routerForAttach(db: Db, actor: Actor | undefined, vpc: VpcRow, router: string): RouterRow {
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
