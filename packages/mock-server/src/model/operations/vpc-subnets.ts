import { NETWORKING, requireProject } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { pageOf, paginate } from '../core/paginate';
import { renameRow } from '../core/select';
import { findSubnet, findVpc, required, rowsWhere, type VpcRow } from '../vpc/vpc-lookup';
import { createSubnet, routerForAttach, subnetInterfaces, syncSubnetRoutes } from '../vpc/vpc-subnets';

export const vpcSubnetList: Operation<'vpc_subnet_list'> = ({ db, actor, query }) => {
  const vpc = findVpc(db, actor, required(query.vpc, 'vpc'), query.project);
  return pageOf(db.table('vpcSubnets'), { column: 'vpc_id', value: vpc.id }, query);
};

export const vpcSubnetCreate: Operation<'vpc_subnet_create'> = ({ db, actor, query, body, now }) => {
  const vpc = findVpc(db, actor, query.vpc, query.project);
  requireProject(db, actor, vpc.project_id, NETWORKING);
  const router = body.custom_router ? routerForAttach(db, actor, vpc, body.custom_router) : undefined;
  return createSubnet(db, vpc, { ...body, custom_router_id: router?.id ?? null }, now);
};

export const vpcSubnetView: Operation<'vpc_subnet_view'> = ({ db, actor, path, query }) =>
  findSubnet(db, actor, path.subnet, query);

export const vpcSubnetUpdate: Operation<'vpc_subnet_update'> = ({ db, actor, path, query, body, now }) => {
  const subnet = findSubnet(db, actor, path.subnet, query);
  requireProject(db, actor, subnet.project_id, NETWORKING);
  const vpc = db.table('vpcs').get(subnet.vpc_id) as VpcRow;
  // As on the platform, an update without a custom router detaches the one the subnet had.
  const router = body.custom_router ? routerForAttach(db, actor, vpc, body.custom_router) : undefined;
  const table = db.table('vpcSubnets');
  renameRow(table, rowsWhere(table, 'vpc_id', vpc.id), 'vpc-subnet', subnet, body, now, {
    custom_router_id: router?.id ?? null,
  });
  syncSubnetRoutes(db, vpc, now);
  return subnet;
};

export const vpcSubnetDelete: Operation<'vpc_subnet_delete'> = ({ db, actor, path, query, now }) => {
  const subnet = findSubnet(db, actor, path.subnet, query);
  requireProject(db, actor, subnet.project_id, NETWORKING);
  if (subnetInterfaces(db, subnet.id).length > 0) {
    throw invalidRequest('VPC Subnet cannot be deleted while network interfaces in the subnet exist');
  }
  db.table('vpcSubnets').delete(subnet.id);
  syncSubnetRoutes(db, db.table('vpcs').get(subnet.vpc_id) as VpcRow, now);
};

export const vpcSubnetListNetworkInterfaces: Operation<'vpc_subnet_list_network_interfaces'> = ({
  db,
  actor,
  path,
  query,
}) => {
  const subnet = findSubnet(db, actor, path.subnet, query);
  return paginate(subnetInterfaces(db, subnet.id), query);
};
