import { newId } from '../../store/ids';
import { requireFleet, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest } from '../core/errors';
import { paginate } from '../core/paginate';
import { ensureUniqueName, findByNameOrId, renameRow } from '../core/select';
import { findSilo } from '../vpc/external-ips';
import {
  ensureLinkable,
  ensureUnlinkable,
  findLink,
  findSubnetPool,
  newMember,
  poolLinks,
  poolMembers,
  poolSubnets,
  poolUtilization,
  prefixOf,
  setDefault,
  siloSubnetPools,
  subnetLinkKey,
} from '../vpc/subnet-pools';

export const subnetPoolList: Operation<'subnet_pool_list'> = ({ db, actor, query }) =>
  paginate(siloSubnetPools(db, signedIn(actor).siloId), query);

export const subnetPoolView: Operation<'subnet_pool_view'> = ({ db, actor, path }) =>
  findByNameOrId(siloSubnetPools(db, signedIn(actor).siloId), 'subnet-pool', path.pool);

export const siloSubnetPoolList: Operation<'silo_subnet_pool_list'> = ({ db, actor, path, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(siloSubnetPools(db, findSilo(db, path.silo).id), query);
};

export const systemSubnetPoolList: Operation<'system_subnet_pool_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  return paginate(db.table('subnetPools').values(), query);
};

export const systemSubnetPoolCreate: Operation<'system_subnet_pool_create'> = ({ db, actor, body, now }) => {
  requireFleet(db, actor, 'admin');
  ensureUniqueName(db.table('subnetPools').values(), 'subnet-pool', body.name);
  const time = now.toISOString();
  const pool = { ...body, id: newId(), time_created: time, time_modified: time };
  db.table('subnetPools').set(pool.id, pool);
  return pool;
};

export const systemSubnetPoolView: Operation<'system_subnet_pool_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return findSubnetPool(db, path.pool);
};

export const systemSubnetPoolUpdate: Operation<'system_subnet_pool_update'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  const table = db.table('subnetPools');
  return renameRow(table, table.values(), 'subnet-pool', pool, body, now);
};

export const systemSubnetPoolDelete: Operation<'system_subnet_pool_delete'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  if (poolMembers(db, pool.id).length > 0) {
    throw invalidRequest('Subnet Pool cannot be deleted while it contains member subnets');
  }
  for (const link of poolLinks(db, pool.id)) db.table('subnetPoolSiloLinks').delete(link.id);
  db.table('subnetPools').delete(pool.id);
};

export const systemSubnetPoolMemberList: Operation<'system_subnet_pool_member_list'> = ({
  db,
  actor,
  path,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const pool = findSubnetPool(db, path.pool);
  // Members list in address order; the order key rides in `name` for the paginator and is not answered.
  const rows = poolMembers(db, pool.id).map((member, index) => ({
    ...member,
    name: String(index).padStart(10, '0'),
  }));
  const page = paginate(rows, query, 'name_ascending');
  return { ...page, items: page.items.map(({ name: _order, ...member }) => member) };
};

export const systemSubnetPoolMemberAdd: Operation<'system_subnet_pool_member_add'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  const member = newMember(db, pool, body, now, newId());
  db.table('subnetPoolMembers').set(member.id, member);
  db.table('subnetPools').set(pool.id, { ...pool, time_modified: now.toISOString() });
  return member;
};

export const systemSubnetPoolMemberRemove: Operation<'system_subnet_pool_member_remove'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  const wanted = prefixOf(body.subnet).text;
  const member = poolMembers(db, pool.id).find((row) => row.subnet === wanted);
  if (!member) throw invalidRequest(`subnet ${wanted} is not a member of subnet pool "${pool.name}"`);
  if (poolSubnets(db, pool.id).some((row) => row.subnet_pool_member_id === member.id)) {
    throw invalidRequest('Subnet Pool member cannot be removed while External Subnets are allocated from it');
  }
  db.table('subnetPoolMembers').delete(member.id);
  db.table('subnetPools').set(pool.id, { ...pool, time_modified: now.toISOString() });
};

export const systemSubnetPoolSiloList: Operation<'system_subnet_pool_silo_list'> = ({
  db,
  actor,
  path,
  query,
}) => {
  requireFleet(db, actor, 'viewer');
  const pool = findSubnetPool(db, path.pool);
  // Links have no id of their own; they sort by the silo's id, as the platform lists them.
  const rows = poolLinks(db, pool.id).map((link) => ({ ...link, id: link.silo_id }));
  const page = paginate(rows, query, 'id_ascending');
  return { ...page, items: page.items.map(({ id: _key, ...link }) => link) };
};

export const systemSubnetPoolSiloLink: Operation<'system_subnet_pool_silo_link'> = ({
  db,
  actor,
  path,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  const silo = findSilo(db, body.silo);
  ensureLinkable(db, pool, silo.id, body.is_default);
  const link = {
    id: subnetLinkKey(pool.id, silo.id),
    subnet_pool_id: pool.id,
    silo_id: silo.id,
    is_default: body.is_default,
  };
  db.table('subnetPoolSiloLinks').set(link.id, link);
  return link;
};

export const systemSubnetPoolSiloUpdate: Operation<'system_subnet_pool_silo_update'> = ({
  db,
  actor,
  path,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  const silo = findSilo(db, path.silo);
  return setDefault(db, findLink(db, pool.id, silo.id), body.is_default);
};

export const systemSubnetPoolSiloUnlink: Operation<'system_subnet_pool_silo_unlink'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findSubnetPool(db, path.pool);
  const silo = findSilo(db, path.silo);
  const link = findLink(db, pool.id, silo.id);
  ensureUnlinkable(db, pool.id, silo.id);
  db.table('subnetPoolSiloLinks').delete(link.id);
};

export const systemSubnetPoolUtilizationView: Operation<'system_subnet_pool_utilization_view'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'viewer');
  return poolUtilization(db, findSubnetPool(db, path.pool).id);
};
