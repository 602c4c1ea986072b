import type { SubnetPoolUtilization } from '@rackconsole/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { PageSearch } from '~/api/listSearch';
import { ALL_ITEMS } from '~/constants';
import { pageParams } from './lists';
import { apiQuery } from './queries';
import { allSilosQuery } from './systemLists';

/** The subnet pools list query for a page of the URL's pagination. */
export const subnetPoolListQuery = (search: PageSearch) =>
  apiQuery('systemSubnetPoolList', { query: pageParams(search) });

export const subnetPoolQuery = (pool: string) => apiQuery('systemSubnetPoolView', { path: { pool } });

/** A pool's member subnets; pools hold few, so they are listed whole. */
export const subnetPoolMembersQuery = (pool: string) =>
  apiQuery('systemSubnetPoolMemberList', { path: { pool }, query: { limit: ALL_ITEMS } });

/** A pool's silo links; a pool is linked to few silos, so they are listed whole. */
export const subnetPoolSilosQuery = (pool: string) =>
  apiQuery('systemSubnetPoolSiloList', { path: { pool }, query: { limit: ALL_ITEMS } });

export const subnetPoolUtilizationQuery = (pool: string) =>
  apiQuery('systemSubnetPoolUtilizationView', { path: { pool } });

/** A page of the subnet pools linked to a silo, for its Subnet Pools tab. */
export const siloSubnetPoolListQuery = (silo: string, search: PageSearch) =>
  apiQuery('siloSubnetPoolList', { path: { silo }, query: pageParams(search) });

/** Every subnet pool of the fleet, for the picker that links pools to a silo. */
export const subnetPoolPickerQuery = apiQuery('systemSubnetPoolList', { query: { limit: ALL_ITEMS } });

/** What a change to a pool's silo links makes stale: the pool's links and the silos' own pool lists. */
export const SUBNET_POOL_LINK_QUERIES = [
  'systemSubnetPoolSiloList',
  'siloSubnetPoolList',
  'subnetPoolList',
] as const;

/** Loads what the pool page shows below its header, so it renders with its data. */
export const prefetchSubnetPoolPage = (queryClient: QueryClient, pool: string) =>
  Promise.all([
    queryClient.ensureQueryData(subnetPoolMembersQuery(pool)),
    queryClient.ensureQueryData(subnetPoolSilosQuery(pool)),
    queryClient.ensureQueryData(subnetPoolUtilizationQuery(pool)),
    queryClient.ensureQueryData(allSilosQuery),
  ]);

export const POOL_HAS_MEMBERS_REASON = 'Remove the member subnets of this pool before deleting it';

/**
 * Why the platform would refuse to delete the pool, if it would: it refuses while the pool holds member
 * subnets, and a pool's capacity is exactly the sum of its members, so any capacity means members.
 */
export const subnetPoolDeleteReason = (utilization: SubnetPoolUtilization | undefined) =>
  utilization && utilization.capacity > 0 ? POOL_HAS_MEMBERS_REASON : undefined;

/** Loads a page of pools and each one's utilization, which tells which of them may be deleted. */
export async function prefetchSubnetPoolList(queryClient: QueryClient, search: PageSearch) {
  const pools = await queryClient.ensureQueryData(subnetPoolListQuery(search));
  await Promise.all(
    pools.items.map((pool) => queryClient.prefetchQuery(subnetPoolUtilizationQuery(pool.name))),
  );
}
