import type { Db } from '../../store/db';
import { newId, timestamp } from '../../store/ids';
import { invalidRequest } from '../core/errors';
import { ensureUniqueName } from '../core/select';
import { siloPools } from './external-ips';
import { attachGatewayPool, createGateway, deleteGateway } from './internet-gateways';
import { DEFAULT_SUBNET_V4_BLOCK, firstSubnetV6, isUlaPrefix, randomVpcPrefix } from './vpc-addresses';
import { defaultFirewallRules, replaceFirewallRules } from './vpc-firewall';
import { rowsWhere, type VpcRow } from './vpc-lookup';
import { createRoute, createRouter, deleteRouter } from './vpc-routers';
import { createSubnet } from './vpc-subnets';

export interface VpcParams {
  name: string;
  description: string;
  dns_name: string;
  ipv6_prefix?: string | null;
}

/** Where a new VPC's ids come from: fresh ones, or a fixed sequence for seed data. */
export type IdSource = () => string;

/**
 * The default routes' destinations and target, shared by every VPC: a route's update replaces them whole and
 * never changes them in place (frozen, to keep it so), so 20,000 VPCs need not hold 80,000 small objects.
 */
export const DEFAULT_V4_DESTINATION = Object.freeze({ type: 'ip_net', value: '0.0.0.0/0' } as const);

export const DEFAULT_V6_DESTINATION = Object.freeze({ type: 'ip_net', value: '::/0' } as const);

export const DEFAULT_GATEWAY_TARGET = Object.freeze({ type: 'internet_gateway', value: 'default' } as const);

/**
 * Creates a VPC the way the platform's VPC saga does: the VPC, its system router, a `default` internet
 * gateway linked to the silo's default IP pool, gateway routes for IPv4 and IPv6, a `default` subnet with its
 * route, and the default firewall rules.
 */
export function createVpc(
  db: Db,
  projectId: string,
  params: VpcParams,
  now: Date,
  nextId: IdSource = newId,
): VpcRow {
  if (params.ipv6_prefix && !isUlaPrefix(params.ipv6_prefix, 48)) {
    throw invalidRequest(
      'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
    );
  }
  ensureUniqueName(rowsWhere(db.table('vpcs'), 'project_id', projectId), 'vpc', params.name);
  const time = timestamp(now);
  const vpc: VpcRow = {
    id: nextId(),
    name: params.name,
    description: params.description,
    dns_name: params.dns_name,
    ipv6_prefix: params.ipv6_prefix ?? randomVpcPrefix(),
    project_id: projectId,
    system_router_id: nextId(),
    time_created: time,
    time_modified: time,
  };
  db.table('vpcs').set(vpc.id, vpc);

  const router = createRouter(
    db,
    vpc,
    {
      id: vpc.system_router_id,
      name: 'system',
      description: 'Routes are automatically added to this router as VPC subnets are created',
      kind: 'system',
    },
    now,
  );
  const gateway = createGateway(
    db,
    vpc,
    { name: 'default', description: 'Automatically created default VPC gateway' },
    now,
    nextId,
  );
  const siloId = db.table('projects').get(projectId)?.silo_id ?? '';
  const pools = siloPools(db, siloId).filter((pool) => pool.is_default);
  const defaultPool = pools.find((pool) => pool.ip_version === 'v4') ?? pools[0];
  if (defaultPool) {
    attachGatewayPool(
      db,
      gateway,
      { name: 'default', description: 'Automatically attached default IP pool', ip_pool_id: defaultPool.id },
      now,
      nextId,
    );
  }
  for (const [name, net] of [
    ['default-v4', DEFAULT_V4_DESTINATION],
    ['default-v6', DEFAULT_V6_DESTINATION],
  ] as const) {
    createRoute(
      db,
      router,
      {
        name,
        description: 'The default route of a vpc',
        kind: 'default',
        destination: net,
        target: DEFAULT_GATEWAY_TARGET,
      },
      now,
      nextId,
    );
  }
  createSubnet(
    db,
    vpc,
    {
      name: 'default',
      description: `The default subnet for ${vpc.name}`,
      ipv4_block: DEFAULT_SUBNET_V4_BLOCK,
      ipv6_block: firstSubnetV6(vpc.ipv6_prefix),
    },
    now,
    nextId,
  );
  replaceFirewallRules(db, vpc, defaultFirewallRules(vpc.name), now, nextId);
  return vpc;
}

/** Fixed ids and prefix for seed data, so that every start yields the same rows. */
export interface SeedVpc {
  nextId: IdSource;
  ipv6Prefix: string;
}

/** Gives a new project the `default` VPC the platform creates with it. */
export function createDefaultVpc(db: Db, projectId: string, now: Date, seed?: SeedVpc): VpcRow {
  const params = {
    name: 'default',
    description: 'Default VPC',
    dns_name: 'default',
    ipv6_prefix: seed?.ipv6Prefix,
  };
  return createVpc(db, projectId, params, now, seed?.nextId);
}

/**
 * Deletes a VPC once it has no subnets (they hold network interfaces, so the platform makes users delete them
 * first); its routers, gateways and firewall rules go with it.
 */
export function deleteVpc(db: Db, vpc: VpcRow) {
  if (rowsWhere(db.table('vpcSubnets'), 'vpc_id', vpc.id).length > 0) {
    throw invalidRequest('VPC cannot be deleted while VPC Subnets exist');
  }
  for (const router of rowsWhere(db.table('vpcRouters'), 'vpc_id', vpc.id)) deleteRouter(db, router);
  for (const gateway of rowsWhere(db.table('internetGateways'), 'vpc_id', vpc.id))
    deleteGateway(db, gateway, true);
  for (const rule of rowsWhere(db.table('vpcFirewallRules'), 'vpc_id', vpc.id)) {
    db.table('vpcFirewallRules').delete(rule.id);
  }
  db.table('vpcs').delete(vpc.id);
}
