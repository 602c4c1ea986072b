import type { PageSearch } from '~/api/listSearch';
import { ALL_ITEMS } from '~/constants';
import { pageParams } from './lists';
import { apiQuery } from './queries';

/** The IP pools list query for a page of the URL's pagination. */
export const ipPoolListQuery = (search: PageSearch) =>
  apiQuery('systemIpPoolList', { query: pageParams(search) });

export const ipPoolQuery = (pool: string) => apiQuery('systemIpPoolView', { path: { pool } });

/** A pool's silo links; a pool is linked to few silos, so they are listed whole. */
export const ipPoolSilosQuery = (pool: string) =>
  apiQuery('systemIpPoolSiloList', { path: { pool }, query: { limit: ALL_ITEMS } });

export const ipPoolUtilizationQuery = (pool: string) =>
  apiQuery('systemIpPoolUtilizationView', { path: { pool } });

/** A pool's ranges; pools hold few, so they are listed whole. */
export const ipPoolRangesQuery = (pool: string) =>
  apiQuery('systemIpPoolRangeList', { path: { pool }, query: { limit: ALL_ITEMS } });
