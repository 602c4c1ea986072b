import type * as contract from '@rackconsole/sdk/contract';
import type { Db } from '../../store/db';
import type { ExternalIpKind, ExternalIpRow, Tables, Wire } from '../../store/tables';
import { invalidRequest, notFound } from '../core/errors';
import { formatIp, type IpSpan, type IpVersion, ipSpan, ipValue, spanContains } from '../core/ip-address';
import { findByNameOrId } from '../core/select';

type PoolRow = Tables['ipPools'];
type RangeRow = Tables['ipPoolRanges'];
type SiloIpPool = Wire<typeof contract.SiloIpPool>;

/** The key of a silo link row. */
export const linkKey = (poolId: string, siloId: string) => `${poolId}:${siloId}`;

/** The span a stored range covers (stored ranges are always well formed). */
export const rangeSpan = (range: RangeRow): IpSpan => ipSpan(range.range.first, range.range.last) as IpSpan;

/** The ranges of a pool. */
export const poolRanges = (db: Db, poolId: string) =>
  [...db.table('ipPoolRanges').values()].filter((range) => range.ip_pool_id === poolId);

/** The addresses allocated from a pool. */
export const poolAddresses = (db: Db, poolId: string) =>
  [...db.table('externalIps').values()].filter((address) => address.ip_pool_id === poolId);

/**
 * The IP pools linked to a silo, each with whether it is the silo's default: what `/v1/ip-pools` and
 * `/v1/system/silos/{silo}/ip-pools` list. Pools serving the rack's own services are never linked.
 */
export function siloPools(db: Db, siloId: string): SiloIpPool[] {
  const pools: SiloIpPool[] = [];
  for (const link of db.table('ipPoolSiloLinks').values()) {
    const pool = db.table('ipPools').get(link.ip_pool_id);
    if (link.silo_id !== siloId || !pool || pool.assignment !== 'silos') continue;
    const { assignment: _assignment, ...identity } = pool;
    pools.push({ ...identity, is_default: link.is_default });
  }
  return pools;
}

export interface PoolSelection {
  /** A pool by name or id; it must be linked to the silo. */
  pool?: string | null;
  /** With no pool, which of the silo's default pools to use. */
  ip_version?: IpVersion | null;
  /** A specific address, for floating IPs created with an explicit address; its pool must be linked. */
  ip?: string | null;
}

/** The pool choice of a request (a pool, or the silo's default of an IP version) as the allocator takes it. */
export const poolSelectorOf = (selector: Wire<typeof contract.PoolSelector>): PoolSelection =>
  selector.type === 'explicit' ? { pool: selector.pool } : { ip_version: selector.ip_version ?? null };

function selectPool(db: Db, siloId: string, selector: PoolSelection): PoolRow {
  const linked = siloPools(db, siloId);
  if (selector.pool) {
    // A pool the silo is not linked to does not exist for the silo's users.
    const pool = findByNameOrId(linked, 'ip-pool', selector.pool);
    return db.table('ipPools').get(pool.id) as PoolRow;
  }
  const defaults = linked.filter(
    (pool) =>
      pool.is_default &&
      pool.pool_type === 'unicast' &&
      (!selector.ip_version || pool.ip_version === selector.ip_version),
  );
  if (new Set(defaults.map((pool) => pool.ip_version)).size > 1) {
    throw invalidRequest(
      'Multiple default unicast IP pools exist with different IP versions. Please specify ip_version (v4 or v6) or provide an explicit pool.',
    );
  }
  const chosen = defaults[0];
  if (!chosen) {
    const version = selector.ip_version ? `IP${selector.ip_version}` : 'IP';
    throw invalidRequest(`no default unicast ${version} pool is linked to the current silo`);
  }
  return db.table('ipPools').get(chosen.id) as PoolRow;
}

/** The range of a linked pool holding a requested address, and that address in canonical form. */
function claimExplicit(db: Db, siloId: string, ip: string): { range: RangeRow; ip: string } {
  const address = ipValue(ip);
  const linked = new Set(siloPools(db, siloId).map((pool) => pool.id));
  const range = [...db.table('ipPoolRanges').values()].find(
    (candidate) => linked.has(candidate.ip_pool_id) && address && spanContains(rangeSpan(candidate), address),
  );
  if (!address || !range) throw notFound('ip-pool', 'id', `unicast pool containing address ${ip}`);
  const canonical = formatIp(address);
  if (db.table('externalIps').has(canonical)) {
    throw invalidRequest(`Requested external IP address ${canonical} is not available`);
  }
  return { range, ip: canonical };
}

/** The first free address of a pool, walking its ranges in address order. */
function nextFree(db: Db, pool: PoolRow): { range: RangeRow; ip: string } {
  const taken = db.table('externalIps');
  const ranges = poolRanges(db, pool.id)
    .map((range) => ({ range, span: rangeSpan(range) }))
    .sort((a, b) => (a.span.first < b.span.first ? -1 : a.span.first > b.span.first ? 1 : 0));
  for (const { range, span } of ranges) {
    // Only allocated addresses are skipped, so the walk ends within (allocations + 1) steps per range.
    for (let value = span.first; value <= span.last; value += 1n) {
      const ip = formatIp({ version: span.version, value });
      if (!taken.has(ip)) return { range, ip };
    }
  }
  throw invalidRequest(`No external IP addresses available in IP pool "${pool.name}"`);
}

/**
 * Allocates an external address for a silo: a requested address, the next free one of an explicitly chosen
 * pool linked to the silo, or of the silo's default pool (for the requested IP version). Refuses with
 * InvalidRequest when the silo has no such default or the pool is exhausted.
 */
export function allocateExternalIp(
  db: Db,
  siloId: string,
  selector: PoolSelection,
  kind: ExternalIpKind,
): { ip: string; ip_pool_id: string } {
  const claim = selector.ip
    ? claimExplicit(db, siloId, selector.ip)
    : nextFree(db, selectPool(db, siloId, selector));
  const row: ExternalIpRow = {
    id: claim.ip,
    ip: claim.ip,
    ip_pool_id: claim.range.ip_pool_id,
    ip_pool_range_id: claim.range.id,
    silo_id: siloId,
    kind,
  };
  db.table('externalIps').set(row.id, row);
  return { ip: row.ip, ip_pool_id: row.ip_pool_id };
}

/** Returns an address to its pool; releasing an address that is not allocated does nothing. */
export function releaseExternalIp(db: Db, ip: string): void {
  const address = ipValue(ip);
  db.table('externalIps').delete(address ? formatIp(address) : ip);
}

/** A pool by name or id among all pools (system view), or 404. */
export const findIpPool = (db: Db, selector: string): PoolRow =>
  findByNameOrId(db.table('ipPools').values(), 'ip-pool', selector);

/** A silo by name or id, or 404. */
export const findSilo = (db: Db, selector: string) =>
  findByNameOrId(db.table('silos').values(), 'silo', selector);
