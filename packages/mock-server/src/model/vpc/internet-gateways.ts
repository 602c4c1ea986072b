import type { Db } from '../../store/db';
import { newId, timestamp } from '../../store/ids';
import type { Tables } from '../../store/tables';
import { invalidRequest } from '../core/errors';
import { ensureUniqueName } from '../core/select';
import { type GatewayRow, rowsWhere, type VpcRow } from './vpc-lookup';

export type GatewayPoolRow = Tables['internetGatewayIpPools'];

export type GatewayAddressRow = Tables['internetGatewayIpAddresses'];

export const CASCADE_HINT = 'To perform a cascading delete set the cascade option';

/** Adds an internet gateway to a VPC. */
export function createGateway(
  db: Db,
  vpc: VpcRow,
  params: { name: string; description: string },
  now: Date,
  nextId: () => string = newId,
): GatewayRow {
  ensureUniqueName(
    rowsWhere(db.table('internetGateways'), 'vpc_id', vpc.id),
    'internet-gateway',
    params.name,
  );
  const time = timestamp(now);
  // Fields named one by one: a row spread from a parsed body gets a hidden class of its own (~250 bytes).
  const gateway: GatewayRow = {
    name: params.name,
    description: params.description,
    id: nextId(),
    vpc_id: vpc.id,
    project_id: vpc.project_id,
    time_created: time,
    time_modified: time,
  };
  db.table('internetGateways').set(gateway.id, gateway);
  return gateway;
}

/** Links an IP pool to a gateway: instances with addresses from that pool reach the outside through it. */
export function attachGatewayPool(
  db: Db,
  gateway: GatewayRow,
  params: { name: string; description: string; ip_pool_id: string },
  now: Date,
  nextId: () => string = newId,
): GatewayPoolRow {
  const siblings = rowsWhere(db.table('internetGatewayIpPools'), 'internet_gateway_id', gateway.id);
  ensureUniqueName(siblings, 'internet-gateway-ip-pool', params.name);
  const time = timestamp(now);
  const link: GatewayPoolRow = {
    name: params.name,
    description: params.description,
    ip_pool_id: params.ip_pool_id,
    id: nextId(),
    internet_gateway_id: gateway.id,
    vpc_id: gateway.vpc_id,
    project_id: gateway.project_id,
    time_created: time,
    time_modified: time,
  };
  db.table('internetGatewayIpPools').set(link.id, link);
  return link;
}

/** Attaches a single address to a gateway. */
export function attachGatewayAddress(
  db: Db,
  gateway: GatewayRow,
  params: { name: string; description: string; address: string },
  now: Date,
  nextId: () => string = newId,
): GatewayAddressRow {
  const siblings = rowsWhere(db.table('internetGatewayIpAddresses'), 'internet_gateway_id', gateway.id);
  ensureUniqueName(siblings, 'internet-gateway-ip-address', params.name);
  const time = timestamp(now);
  const row: GatewayAddressRow = {
    ...params,
    id: nextId(),
    internet_gateway_id: gateway.id,
    vpc_id: gateway.vpc_id,
    project_id: gateway.project_id,
    time_created: time,
    time_modified: time,
  };
  db.table('internetGatewayIpAddresses').set(row.id, row);
  return row;
}

/** Routes of the gateway's VPC that send traffic to it (matched by name, as route targets are). */
export const routesToGateway = (db: Db, gateway: GatewayRow) =>
  rowsWhere(db.table('routerRoutes'), 'vpc_id', gateway.vpc_id).filter(
    (route) => route.target.type === 'internet_gateway' && route.target.value === gateway.name,
  );

/**
 * Floating IPs attached to instances plugged into the VPC that satisfy `matches`: the addresses whose traffic
 * would lose its way out if a gateway's pool or address went away.
 */
export function vpcFloatingIps(db: Db, vpcId: string, matches: (fip: Tables['floatingIps']) => boolean) {
  const instances = new Set(
    rowsWhere(db.table('networkInterfaces'), 'vpc_id', vpcId).map((nic) => nic.instance_id),
  );
  return [...db.table('floatingIps').values()].filter(
    (fip) => !!fip.instance_id && instances.has(fip.instance_id) && matches(fip),
  );
}

/** Removes a gateway and what hangs off it; with `cascade`, also the routes that target it. */
export function deleteGateway(db: Db, gateway: GatewayRow, cascade: boolean) {
  const pools = rowsWhere(db.table('internetGatewayIpPools'), 'internet_gateway_id', gateway.id);
  const addresses = rowsWhere(db.table('internetGatewayIpAddresses'), 'internet_gateway_id', gateway.id);
  if (!cascade && pools.length > 0) {
    throw invalidRequest(`Ip pools referencing this gateway exist. ${CASCADE_HINT}`);
  }
  if (!cascade && addresses.length > 0) {
    throw invalidRequest(`Ip addresses referencing this gateway exist. ${CASCADE_HINT}`);
  }
  if (cascade) {
    for (const route of routesToGateway(db, gateway)) db.table('routerRoutes').delete(route.id);
  }
  for (const pool of pools) db.table('internetGatewayIpPools').delete(pool.id);
  for (const address of addresses) db.table('internetGatewayIpAddresses').delete(address.id);
  db.table('internetGateways').delete(gateway.id);
}
