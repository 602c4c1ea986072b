import type { Db } from '../../store/db';
import type { Tables } from '../../store/tables';
import { invalidRequest } from '../core/errors';
import { formatIp, ipSpan } from '../core/ip-address';
import { rangeSpan } from '../vpc/external-ips';

export type PoolRow = Tables['ipPools'];

// The platform's own wording for the rules it enforces on pools.
export const BAD_SILO_LINK = 'IP Pools cannot be both linked to Silos and assigned for system services use.';

export const POOL_HAS_IPS = 'IP addresses from this pool are in use in the linked silo';

export const LAST_SERVICE_POOL = (action: 'reassign' | 'delete') =>
  `Cannot ${action} the last IP Pool assigned for system services use. Create and assign at least one more IP Pool before ${action === 'reassign' ? 'reassigning' : 'deleting'} this one.`;

export const pools = (db: Db) => db.table('ipPools').values();

export const links = (db: Db) => [...db.table('ipPoolSiloLinks').values()];

export const isLastServicePool = (db: Db, pool: PoolRow) =>
  pool.assignment === 'system_services' &&
  [...pools(db)].filter((candidate) => candidate.assignment === 'system_services').length < 2;

/** Ranges sort by first address, IPv4 before IPv6, as the platform lists them; the key rides in `name`. */
export const rangeOrderKey = (range: Tables['ipPoolRanges']) => {
  const span = rangeSpan(range);
  return `${span.version}:${span.first.toString(16).padStart(32, '0')}`;
};

/** A range from a request, checked and in canonical form. */
export function requestedRange(body: { first: string; last: string }) {
  const span = ipSpan(body.first, body.last);
  if (!span) throw invalidRequest('IP address ranges must be non-decreasing');
  if (span.first > span.last) throw invalidRequest('IP address ranges must be non-decreasing');
  return {
    span,
    first: formatIp({ version: span.version, value: span.first }),
    last: formatIp({ version: span.version, value: span.last }),
  };
}

/** Whether a pool has the same type and IP version as another (the scope of "default"). */
export function sameKind(db: Db, poolId: string, pool: PoolRow): boolean {
  const other = db.table('ipPools').get(poolId);
  return other !== undefined && other.pool_type === pool.pool_type && other.ip_version === pool.ip_version;
}
