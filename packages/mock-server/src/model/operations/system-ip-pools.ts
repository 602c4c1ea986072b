import { newId } from '../../store/ids';
import { requireFleet } from '../core/authz';
import type { Operation } from '../core/context';
import { invalidRequest, PlatformError } from '../core/errors';
import { spanSize, spansOverlap } from '../core/ip-address';
import { paginate } from '../core/paginate';
import { ensureUniqueName, renameRow } from '../core/select';
import {
  BAD_SILO_LINK,
  isLastServicePool,
  LAST_SERVICE_POOL,
  links,
  POOL_HAS_IPS,
  type PoolRow,
  pools,
  rangeOrderKey,
  requestedRange,
  sameKind,
} from '../system/system-ip-pools';
import { findIpPool, findSilo, linkKey, poolAddresses, poolRanges, rangeSpan } from '../vpc/external-ips';
import { prefixOf } from '../vpc/subnet-pools';

export const systemIpPoolList: Operation<'system_ip_pool_list'> = ({ db, actor, query }) => {
  requireFleet(db, actor, 'viewer');
  const rows = [...pools(db)].filter(
    (pool) =>
      (!query.assignment || pool.assignment === query.assignment) &&
      (!query.ip_version || pool.ip_version === query.ip_version) &&
      (!query.pool_type || pool.pool_type === query.pool_type),
  );
  return paginate(rows, query);
};

export const systemIpPoolCreate: Operation<'system_ip_pool_create'> = ({ db, actor, body, now }) => {
  requireFleet(db, actor, 'admin');
  ensureUniqueName(pools(db), 'ip-pool', body.name);
  const time = now.toISOString();
  const pool: PoolRow = { ...body, id: newId(), time_created: time, time_modified: time };
  db.table('ipPools').set(pool.id, pool);
  return pool;
};

export const systemIpPoolView: Operation<'system_ip_pool_view'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'viewer');
  return findIpPool(db, path.pool);
};

export const systemIpPoolUpdate: Operation<'system_ip_pool_update'> = ({ db, actor, path, body, now }) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  return renameRow(db.table('ipPools'), pools(db), 'ip-pool', pool, body, now);
};

export const systemIpPoolDelete: Operation<'system_ip_pool_delete'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  // Addresses are only ever allocated from ranges, so a pool without ranges has none in use.
  if (poolRanges(db, pool.id).length > 0) {
    throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges');
  }
  if (isLastServicePool(db, pool)) throw invalidRequest(LAST_SERVICE_POOL('delete'));
  db.table('ipPools').delete(pool.id);
  for (const link of links(db)) {
    if (link.ip_pool_id === pool.id) db.table('ipPoolSiloLinks').delete(link.id);
  }
};

export const systemIpPoolAssign: Operation<'system_ip_pool_assign'> = ({ db, actor, path, body, now }) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  if (pool.assignment === body.assignment) {
    throw invalidRequest(`IP Pool already has assignment '${body.assignment}'`);
  }
  if (body.assignment === 'system_services' && links(db).some((link) => link.ip_pool_id === pool.id)) {
    throw invalidRequest(BAD_SILO_LINK);
  }
  if (poolAddresses(db, pool.id).length > 0) throw invalidRequest(POOL_HAS_IPS);
  if (isLastServicePool(db, pool)) throw invalidRequest(LAST_SERVICE_POOL('reassign'));
  Object.assign(pool, { assignment: body.assignment, time_modified: now.toISOString() });
  db.table('ipPools').set(pool.id, pool);
  return pool;
};

export const systemIpPoolRangeList: Operation<'system_ip_pool_range_list'> = ({ db, actor, path, query }) => {
  requireFleet(db, actor, 'viewer');
  const pool = findIpPool(db, path.pool);
  const rows = poolRanges(db, pool.id).map((range) => ({ ...range, name: rangeOrderKey(range) }));
  return paginate(rows, query, 'name_ascending');
};

export const systemIpPoolRangeAdd: Operation<'system_ip_pool_range_add'> = ({
  db,
  actor,
  path,
  body,
  now,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  const { span, first, last } = requestedRange(body);
  if (span.version !== pool.ip_version) {
    throw invalidRequest(
      `Cannot add IP${span.version} address range to IP${pool.ip_version} pool with ID "${pool.id}"`,
    );
  }
  const overlapsRange = [...db.table('ipPoolRanges').values()].some((range) =>
    spansOverlap(rangeSpan(range), span),
  );
  const overlapsSubnet = [...db.table('subnetPoolMembers').values()].some((member) =>
    spansOverlap(prefixOf(member.subnet), span),
  );
  if (overlapsRange || overlapsSubnet) {
    throw invalidRequest(
      `The provided IP range ${first}-${last} overlaps with an existing IP pool range or subnet pool member`,
    );
  }
  const range = {
    id: newId(),
    ip_pool_id: pool.id,
    range: { first, last },
    time_created: now.toISOString(),
  };
  db.table('ipPoolRanges').set(range.id, range);
  return range;
};

export const systemIpPoolRangeRemove: Operation<'system_ip_pool_range_remove'> = ({
  db,
  actor,
  path,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  const { span, first, last } = requestedRange(body);
  const range = poolRanges(db, pool.id).find((candidate) => {
    const existing = rangeSpan(candidate);
    return existing.version === span.version && existing.first === span.first && existing.last === span.last;
  });
  if (!range) throw invalidRequest(`The provided range ${first}-${last} does not exist`);
  if (poolAddresses(db, pool.id).some((address) => address.ip_pool_range_id === range.id)) {
    throw invalidRequest(
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    );
  }
  db.table('ipPoolRanges').delete(range.id);
};

export const systemIpPoolSiloList: Operation<'system_ip_pool_silo_list'> = ({ db, actor, path, query }) => {
  requireFleet(db, actor, 'viewer');
  const pool = findIpPool(db, path.pool);
  // The platform lists links to discoverable silos only, ordered by silo id.
  const rows = links(db)
    .filter((link) => link.ip_pool_id === pool.id && db.table('silos').get(link.silo_id)?.discoverable)
    .map((link) => ({ ...link, id: link.silo_id }));
  return paginate(rows, query, 'id_ascending');
};

export const systemIpPoolSiloLink: Operation<'system_ip_pool_silo_link'> = ({ db, actor, path, body }) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  const silo = findSilo(db, body.silo);
  if (pool.assignment !== 'silos') throw invalidRequest(BAD_SILO_LINK);
  const taken = links(db).some(
    (link) =>
      link.silo_id === silo.id &&
      (link.ip_pool_id === pool.id ||
        // One default per silo, pool type and IP version; a second default conflicts like a second link.
        (body.is_default && link.is_default && sameKind(db, link.ip_pool_id, pool))),
  );
  if (taken) {
    throw new PlatformError(
      400,
      'ObjectAlreadyExists',
      `already exists: ip-pool-resource "ip_pool_id: ${pool.id}, resource_id: ${silo.id}, resource_type: Silo"`,
    );
  }
  const link = {
    id: linkKey(pool.id, silo.id),
    ip_pool_id: pool.id,
    silo_id: silo.id,
    is_default: body.is_default,
  };
  db.table('ipPoolSiloLinks').set(link.id, link);
  return link;
};

export const systemIpPoolSiloUpdate: Operation<'system_ip_pool_silo_update'> = ({
  db,
  actor,
  path,
  body,
}) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  const silo = findSilo(db, path.silo);
  const link = db.table('ipPoolSiloLinks').get(linkKey(pool.id, silo.id));
  if (!link) {
    throw new PlatformError(
      404,
      'ObjectNotFound',
      `not found: ip-pool-resource with id "ip_pool_id: ${pool.id}, silo_id: ${silo.id}"`,
    );
  }
  if (body.is_default) {
    // Making a pool the default demotes the silo's previous default of the same type and IP version.
    for (const other of links(db)) {
      if (other.silo_id === silo.id && other !== link && sameKind(db, other.ip_pool_id, pool)) {
        other.is_default = false;
        db.table('ipPoolSiloLinks').set(other.id, other);
      }
    }
  }
  link.is_default = body.is_default;
  db.table('ipPoolSiloLinks').set(link.id, link);
  return link;
};

export const systemIpPoolSiloUnlink: Operation<'system_ip_pool_silo_unlink'> = ({ db, actor, path }) => {
  requireFleet(db, actor, 'admin');
  const pool = findIpPool(db, path.pool);
  const silo = findSilo(db, path.silo);
  if (poolAddresses(db, pool.id).some((address) => address.silo_id === silo.id)) {
    throw invalidRequest(POOL_HAS_IPS);
  }
  db.table('ipPoolSiloLinks').delete(linkKey(pool.id, silo.id));
};

export const systemIpPoolUtilizationView: Operation<'system_ip_pool_utilization_view'> = ({
  db,
  actor,
  path,
}) => {
  requireFleet(db, actor, 'viewer');
  const pool = findIpPool(db, path.pool);
  const capacity = poolRanges(db, pool.id).reduce((total, range) => total + spanSize(rangeSpan(range)), 0n);
  const allocated = BigInt(poolAddresses(db, pool.id).length);
  // Doubles, as on the platform: an IPv6 pool can hold more addresses than an integer can count exactly.
  return { capacity: Number(capacity), remaining: Number(capacity - allocated) };
};
