import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import { isUuid } from '../../store/ids';
import type { Tables, Wire } from '../../store/tables';
import { invalidRequest, notFound, PlatformError } from '../core/errors';
import {
  formatIp,
  type IpSpan,
  type IpVersion,
  ipSpan,
  netSpan,
  spanSize,
  spansOverlap,
} from '../core/ip-address';
import { findByNameOrId } from '../core/select';

// Subnet pools and the external subnets carved from them: blocks of external address space a silo's projects
// allocate whole prefixes from. The refusals use the platform's own words.

type PoolRow = Tables['subnetPools'];
type MemberRow = Tables['subnetPoolMembers'];
type LinkRow = Tables['subnetPoolSiloLinks'];
type SiloSubnetPool = Wire<typeof contract.SiloSubnetPool>;

const BITS: Record<IpVersion, number> = { v4: 32, v6: 128 };

export const NO_LINKED_POOL_CONTAINS_SUBNET =
  'The requested IP subnet is not contained in any Subnet Pool available in the current Silo.';
export const SUBNET_OVERLAPS_EXISTING = 'The requested IP subnet overlaps with an existing External Subnet';
export const SUBNET_STILL_ATTACHED =
  'Cannot delete external subnet while it is attached to an instance. Detach it and try again.';
const NO_LINKED_DEFAULT_POOL =
  'Must specify a Subnet Pool, as there is no linked default pool for the current Silo';
const MULTIPLE_LINKED_DEFAULT_POOLS =
  'Must specify an IP version when there is more than one default Subnet Pool for the Silo';

/** The key of a silo link row. */
export const subnetLinkKey = (poolId: string, siloId: string) => `${poolId}:${siloId}`;

/** A subnet pool by name or id among all pools (system view), or 404. */
export const findSubnetPool = (db: Db, selector: string): PoolRow =>
  findByNameOrId(db.table('subnetPools').values(), 'subnet-pool', selector);

/** A prefix in canonical form (network address, no host bits) with the addresses it covers. */
export interface Prefix extends IpSpan {
  width: number;
  text: string;
}

/** Parses a CIDR prefix; host bits are dropped, as the platform stores networks. */
export function prefixOf(net: string): Prefix {
  const span = netSpan(net);
  if (!span) throw invalidRequest(`invalid IP subnet "${net}"`);
  const text = `${formatIp({ version: span.version, value: span.first })}/${span.width}`;
  return { version: span.version, first: span.first, last: span.last, width: span.width, text };
}

/** The members of a pool, in address order. */
export const poolMembers = (db: Db, poolId: string): MemberRow[] =>
  db
    .table('subnetPoolMembers')
    .where('subnet_pool_id', poolId)
    .sort((a, b) => compareFirst(prefixOf(a.subnet), prefixOf(b.subnet)));

const compareFirst = (a: IpSpan, b: IpSpan) =>
  a.version !== b.version
    ? a.version < b.version
      ? -1
      : 1
    : a.first < b.first
      ? -1
      : a.first > b.first
        ? 1
        : 0;

/** The external subnets allocated from a pool. */
export const poolSubnets = (db: Db, poolId: string) =>
  db.table('externalSubnets').where('subnet_pool_id', poolId);

/** The silo links of a pool. */
export const poolLinks = (db: Db, poolId: string): LinkRow[] =>
  db.table('subnetPoolSiloLinks').where('subnet_pool_id', poolId);

/** The subnet pools linked to a silo, each with whether it is the silo's default. */
export function siloSubnetPools(db: Db, siloId: string): SiloSubnetPool[] {
  const pools: SiloSubnetPool[] = [];
  for (const link of db.table('subnetPoolSiloLinks').where('silo_id', siloId)) {
    const pool = db.table('subnetPools').get(link.subnet_pool_id);
    if (pool) pools.push({ ...pool, is_default: link.is_default });
  }
  return pools;
}

/** Checks a new member's subnet and prefix bounds against its pool and everything already allocated. */
export function newMember(
  db: Db,
  pool: PoolRow,
  body: { subnet: string; min_prefix_length?: number | null; max_prefix_length?: number | null },
  now: Date,
  id: string,
): MemberRow {
  const prefix = prefixOf(body.subnet);
  if (prefix.version !== pool.ip_version) {
    throw invalidRequest(
      `Cannot add IP${prefix.version} subnet to IP${pool.ip_version} subnet pool with ID "${pool.id}"`,
    );
  }
  const bits = BITS[prefix.version];
  const min = body.min_prefix_length ?? prefix.width;
  const max = body.max_prefix_length ?? bits;
  if (min < prefix.width || max > bits || min > max) {
    throw invalidRequest(
      `prefix lengths must satisfy ${prefix.width} <= min_prefix_length <= max_prefix_length <= ${bits}`,
    );
  }
  // Subnet pool members and IP pool ranges share the rack's external address space.
  const overlapsMember = [...db.table('subnetPoolMembers').values()].some((member) =>
    spansOverlap(prefixOf(member.subnet), prefix),
  );
  const overlapsRange = [...db.table('ipPoolRanges').values()].some((range) => {
    const span = ipSpan(range.range.first, range.range.last);
    return span !== undefined && spansOverlap(span, prefix);
  });
  if (overlapsMember || overlapsRange) {
    throw invalidRequest(
      `The provided subnet ${prefix.text} overlaps with an existing IP pool range or subnet pool member`,
    );
  }
  return {
    id,
    subnet_pool_id: pool.id,
    subnet: prefix.text,
    min_prefix_length: min,
    max_prefix_length: max,
    time_created: now.toISOString(),
  };
}

/** Capacity and remaining addresses of a pool, as doubles (IPv6 pools exceed 2^53 addresses). */
export function poolUtilization(db: Db, poolId: string) {
  const capacity = poolMembers(db, poolId).reduce((total, row) => total + spanSize(prefixOf(row.subnet)), 0n);
  const used = poolSubnets(db, poolId).reduce((total, row) => total + spanSize(prefixOf(row.subnet)), 0n);
  return { capacity: Number(capacity), remaining: Number(capacity - used) };
}

/** Refuses a second link of a pool to a silo, or a second default of the same IP version. */
export function ensureLinkable(db: Db, pool: PoolRow, siloId: string, isDefault: boolean) {
  const taken = siloSubnetPools(db, siloId).some(
    (linked) =>
      linked.id === pool.id || (isDefault && linked.is_default && linked.ip_version === pool.ip_version),
  );
  if (taken) {
    throw new PlatformError(
      400,
      'ObjectAlreadyExists',
      `already exists: subnet-pool-silo-link "subnet_pool_id: ${pool.id}, silo_id: ${siloId}"`,
    );
  }
}

/** Making a pool a silo's default demotes the silo's previous default of the same IP version. */
export function setDefault(db: Db, link: LinkRow, isDefault: boolean) {
  const pool = db.table('subnetPools').get(link.subnet_pool_id);
  const links = db.table('subnetPoolSiloLinks');
  if (isDefault) {
    for (const other of links.where('silo_id', link.silo_id)) {
      const otherPool = db.table('subnetPools').get(other.subnet_pool_id);
      if (other.id !== link.id && other.is_default && otherPool?.ip_version === pool?.ip_version) {
        links.set(other.id, { ...other, is_default: false });
      }
    }
  }
  const updated = { ...link, is_default: isDefault };
  links.set(updated.id, updated);
  return updated;
}

/** How a create asks for its subnet. */
export type SubnetAllocator = Wire<typeof contract.ExternalSubnetAllocator>;

/** Where an allocation lands: the pool, the member and the prefix. */
export interface Allocation {
  pool: PoolRow;
  member: MemberRow;
  subnet: string;
}

const overlapsAllocated = (db: Db, prefix: IpSpan) =>
  [...db.table('externalSubnets').values()].some((row) => spansOverlap(prefixOf(row.subnet), prefix));

/** A requested subnet: it must lie in a member of a pool linked to the silo and overlap nothing allocated. */
function claimExplicit(db: Db, siloId: string, net: string): Allocation {
  const prefix = prefixOf(net);
  for (const pool of siloSubnetPools(db, siloId)) {
    for (const member of poolMembers(db, pool.id)) {
      const span = prefixOf(member.subnet);
      const inside =
        span.version === prefix.version && span.first <= prefix.first && prefix.last <= span.last;
      if (!inside || prefix.width < member.min_prefix_length || prefix.width > member.max_prefix_length)
        continue;
      if (overlapsAllocated(db, prefix)) throw invalidRequest(SUBNET_OVERLAPS_EXISTING);
      return { pool: db.table('subnetPools').get(pool.id) as PoolRow, member, subnet: prefix.text };
    }
  }
  throw invalidRequest(NO_LINKED_POOL_CONTAINS_SUBNET);
}

/** The pool an automatic allocation draws from: one named and linked, or the silo's default. */
function selectPool(db: Db, siloId: string, selector: Wire<typeof contract.PoolSelector>): PoolRow {
  const linked = siloSubnetPools(db, siloId);
  if (selector.type === 'explicit') {
    const pool = findByNameOrId(linked, 'subnet-pool', selector.pool);
    return db.table('subnetPools').get(pool.id) as PoolRow;
  }
  const defaults = linked.filter(
    (pool) => pool.is_default && (!selector.ip_version || pool.ip_version === selector.ip_version),
  );
  if (defaults.length > 1) throw invalidRequest(MULTIPLE_LINKED_DEFAULT_POOLS);
  const chosen = defaults[0];
  if (!chosen) throw invalidRequest(NO_LINKED_DEFAULT_POOL);
  return db.table('subnetPools').get(chosen.id) as PoolRow;
}

/** The first free, aligned block of `width` in a member, walking its allocations in address order. */
function firstGap(db: Db, member: MemberRow, width: number): bigint | undefined {
  const span = prefixOf(member.subnet);
  const size = 1n << BigInt(BITS[span.version] - width);
  const alignUp = (value: bigint) => ((value + size - 1n) / size) * size;
  const taken = db
    .table('externalSubnets')
    .where('subnet_pool_member_id', member.id)
    .map((row) => prefixOf(row.subnet))
    .sort(compareFirst);
  let cursor = span.first;
  for (const block of taken) {
    if (cursor + size - 1n < block.first) return cursor;
    cursor = alignUp(block.last + 1n);
  }
  return cursor + size - 1n <= span.last ? cursor : undefined;
}

function allocateAuto(
  db: Db,
  siloId: string,
  allocator: Extract<SubnetAllocator, { type: 'auto' }>,
): Allocation {
  const pool = selectPool(db, siloId, allocator.pool_selector);
  const width = allocator.prefix_length;
  if (width > BITS[pool.ip_version]) {
    throw invalidRequest(`prefix length ${width} is too long for an IP${pool.ip_version} subnet`);
  }
  for (const member of poolMembers(db, pool.id)) {
    if (width < member.min_prefix_length || width > member.max_prefix_length) continue;
    const first = firstGap(db, member, width);
    if (first !== undefined) {
      return { pool, member, subnet: `${formatIp({ version: pool.ip_version, value: first })}/${width}` };
    }
  }
  const selector = allocator.pool_selector;
  if (selector.type === 'explicit') {
    const by = isUuid(selector.pool) ? 'ID' : 'name';
    throw invalidRequest(`All subnets are used in the Subnet Pool with ${by} '${selector.pool}'`);
  }
  const version = selector.ip_version ? `IP${selector.ip_version} ` : '';
  throw invalidRequest(`All subnets are used in the default ${version}Subnet Pool for the current Silo`);
}

/** Allocates a subnet for a project of a silo, as the allocator asks. */
export const allocateSubnet = (db: Db, siloId: string, allocator: SubnetAllocator): Allocation =>
  allocator.type === 'explicit'
    ? claimExplicit(db, siloId, allocator.subnet)
    : allocateAuto(db, siloId, allocator);

/** Refuses to unlink a pool from a silo whose projects still hold subnets from it. */
export function ensureUnlinkable(db: Db, poolId: string, siloId: string) {
  const inUse = poolSubnets(db, poolId).some(
    (row) => db.table('projects').get(row.project_id)?.silo_id === siloId,
  );
  if (inUse) throw invalidRequest('External subnets from this pool are in use in the linked silo');
}

/** A silo link, or 404 in the platform's words. */
export function findLink(db: Db, poolId: string, siloId: string): LinkRow {
  const link = db.table('subnetPoolSiloLinks').get(subnetLinkKey(poolId, siloId));
  if (!link) throw notFound('subnet-pool-silo-link', 'id', `subnet_pool_id: ${poolId}, silo_id: ${siloId}`);
  return link;
}
