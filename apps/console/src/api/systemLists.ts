import { useSearch } from '@tanstack/react-router';
import type { PageSearch } from '~/api/listSearch';
import { ALL_ITEMS } from '~/constants';
import { pageParams } from './lists';
import { apiQuery } from './queries';

/** Every silo, for pickers that link a pool to one and to name the silos of the audit log's actors. */
export const allSilosQuery = apiQuery('siloList', { query: { limit: ALL_ITEMS } });

/** Every sled (racks hold tens, well within one page): to name a disk's sled, and for the capacity estimate. */
export const allSledsQuery = apiQuery('sledList', { query: { limit: ALL_ITEMS } });

/** The URL's pagination, for a page to build the same list query its route's loader prefetched. */
export const usePageSearch = () => useSearch({ strict: false }) as PageSearch;

/** The certificates list query for a page of the URL's pagination. */
export const certificateListQuery = (search: PageSearch) =>
  apiQuery('certificateList', { query: pageParams(search) });

/** The support bundles list query for a page of the URL's pagination, newest first. */
export const supportBundleListQuery = (search: PageSearch) =>
  apiQuery('supportBundleList', { query: { ...pageParams(search), sortBy: 'time_and_id_descending' } });
