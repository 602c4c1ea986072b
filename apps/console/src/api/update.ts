// The system update page's queries (status, trust roots, repositories), for loaders and views alike.
import { ALL_ITEMS } from '~/constants';
import type { PageSearch } from './listSearch';
import { pageParams } from './lists';
import { apiQuery } from './queries';

export const updateStatusQuery = apiQuery('systemUpdateStatus');

/** Trust roots are few (one per signing-key rotation), so they are listed whole. */
export const trustRootListQuery = apiQuery('systemUpdateTrustRootList', { query: { limit: ALL_ITEMS } });

/** The repositories list query for a page of the URL's pagination, newest release first. */
export const repositoryListQuery = (search: PageSearch) =>
  apiQuery('systemUpdateRepositoryList', {
    query: { ...pageParams(search), sortBy: 'version_descending' },
  });
