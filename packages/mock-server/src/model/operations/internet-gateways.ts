import { NETWORKING, requireProject, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { ipValue } from '../core/ip-address';
import { pageOf } from '../core/paginate';
import { findByNameOrId } from '../core/select';
import { siloPools } from '../vpc/external-ips';
import {
  attachGatewayAddress,
  attachGatewayPool,
  CASCADE_HINT,
  createGateway,
  deleteGateway,
  routesToGateway,
  vpcFloatingIps,
} from '../vpc/internet-gateways';
import { findGateway, findGatewayChild, findVpc, type GatewayRow, required } from '../vpc/vpc-lookup';

export const internetGatewayList: Operation<'internet_gateway_list'> = ({ db, actor, query }) => {
  const vpc = findVpc(db, actor, required(query.vpc, 'vpc'), query.project);
  return pageOf(db.table('internetGateways'), { column: 'vpc_id', value: vpc.id }, query);
};

export const internetGatewayCreate: Operation<'internet_gateway_create'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  const vpc = findVpc(db, actor, query.vpc, query.project);
  requireProject(db, actor, vpc.project_id, NETWORKING);
  return createGateway(db, vpc, body, now);
};

export const internetGatewayView: Operation<'internet_gateway_view'> = ({ db, actor, path, query }) =>
  findGateway(db, actor, path.gateway, query);

export const internetGatewayDelete: Operation<'internet_gateway_delete'> = ({ db, actor, path, query }) => {
  const gateway = findGateway(db, actor, path.gateway, query);
  requireProject(db, actor, gateway.project_id, NETWORKING);
  deleteGateway(db, gateway, query.cascade ?? false);
};

export const internetGatewayIpPoolList: Operation<'internet_gateway_ip_pool_list'> = ({
  db,
  actor,
  query,
}) => {
  const gateway = findGateway(db, actor, required(query.gateway, 'gateway'), query);
  return pageOf(
    db.table('internetGatewayIpPools'),
    { column: 'internet_gateway_id', value: gateway.id },
    query,
  );
};

export const internetGatewayIpPoolCreate: Operation<'internet_gateway_ip_pool_create'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  const gateway = findGateway(db, actor, query.gateway, query);
  const who = requireProject(db, actor, gateway.project_id, NETWORKING);
  const pool = findByNameOrId(siloPools(db, signedIn(who).siloId), 'ip-pool', body.ip_pool);
  return attachGatewayPool(
    db,
    gateway,
    { name: body.name, description: body.description, ip_pool_id: pool.id },
    now,
  );
};

export const internetGatewayIpPoolDelete: Operation<'internet_gateway_ip_pool_delete'> = ({
  db,
  actor,
  path,
  query,
}) => {
  const link = findGatewayChild(
    db,
    actor,
    db.table('internetGatewayIpPools'),
    ['internet-gateway-ip-pool', 'pool'],
    path.pool,
    query,
  );
  requireProject(db, actor, link.project_id, NETWORKING);
  const gateway = db.table('internetGateways').get(link.internet_gateway_id) as GatewayRow;
  if (!query.cascade && routesToGateway(db, gateway).length > 0) {
    if (vpcFloatingIps(db, gateway.vpc_id, (fip) => fip.ip_pool_id === link.ip_pool_id).length > 0) {
      throw invalidRequest(`VPC routes dependent on this IP pool. ${CASCADE_HINT}`);
    }
  }
  db.table('internetGatewayIpPools').delete(link.id);
};

export const internetGatewayIpAddressList: Operation<'internet_gateway_ip_address_list'> = ({
  db,
  actor,
  query,
}) => {
  const gateway = findGateway(db, actor, required(query.gateway, 'gateway'), query);
  return pageOf(
    db.table('internetGatewayIpAddresses'),
    { column: 'internet_gateway_id', value: gateway.id },
    query,
  );
};

export const internetGatewayIpAddressCreate: Operation<'internet_gateway_ip_address_create'> = ({
  db,
  actor,
  query,
  body,
  now,
}) => {
  const gateway = findGateway(db, actor, query.gateway, query);
  requireProject(db, actor, gateway.project_id, NETWORKING);
  return attachGatewayAddress(db, gateway, body, now);
};

export const internetGatewayIpAddressDelete: Operation<'internet_gateway_ip_address_delete'> = ({
  db,
  actor,
  path,
  query,
}) => {
  const row = findGatewayChild(
    db,
    actor,
    db.table('internetGatewayIpAddresses'),
    ['internet-gateway-ip-address', 'address'],
    path.address,
    query,
  );
  requireProject(db, actor, row.project_id, NETWORKING);
  const gateway = db.table('internetGateways').get(row.internet_gateway_id) as GatewayRow;
  if (!query.cascade && routesToGateway(db, gateway).length > 0) {
    const address = ipValue(row.address)?.value;
    if (vpcFloatingIps(db, gateway.vpc_id, (fip) => ipValue(fip.ip)?.value === address).length > 0) {
      throw invalidRequest(`VPC routes dependent on this IP pool. ${CASCADE_HINT}`);
    }
  }
  db.table('internetGatewayIpAddresses').delete(row.id);
};
