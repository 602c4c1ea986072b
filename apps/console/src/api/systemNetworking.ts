import { ALL_ITEMS } from '~/constants';
// The system networking pages' queries (BFD, port settings, allow list, address lots), for loaders and views alike.
import type { PageSearch } from './listSearch';
import { pageParams } from './lists';
import { apiQuery } from './queries';

export const bfdStatusQuery = apiQuery('networkingBfdStatus');

/** The switch port settings list query for a page of the URL's pagination. */
export const portSettingsListQuery = (search: PageSearch) =>
  apiQuery('networkingSwitchPortSettingsList', { query: pageParams(search) });

export const allowListQuery = apiQuery('networkingAllowListView');

/** The address lots list query for a page of the URL's pagination. */
export const addressLotListQuery = (search: PageSearch) =>
  apiQuery('networkingAddressLotList', { query: pageParams(search) });

/** The loopback addresses list query for a page of the URL's pagination. */
export const loopbackAddressListQuery = (search: PageSearch) =>
  apiQuery('networkingLoopbackAddressList', { query: pageParams(search) });

export const announceSetsQuery = apiQuery('networkingBgpAnnounceSetList', { query: { limit: ALL_ITEMS } });
