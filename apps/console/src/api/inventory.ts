// The system inventory's queries (racks, sleds, switches, physical disks), for loaders and views alike.
import { ALL_ITEMS } from '~/constants';
import type { PageSearch } from './listSearch';
import { pageParams } from './lists';
import { apiQuery } from './queries';

/** The physical disks list query for a page of the URL's pagination. */
export const physicalDiskListQuery = (search: PageSearch) =>
  apiQuery('physicalDiskList', { query: pageParams(search) });

export const allSwitchesQuery = apiQuery('switchList', { query: { limit: ALL_ITEMS } });

/** The racks list query for a page of the URL's pagination. */
export const rackListQuery = (search: PageSearch) => apiQuery('rackList', { query: pageParams(search) });

/** The switch ports list query for a page of the URL's pagination. */
export const switchPortListQuery = (search: PageSearch) =>
  apiQuery('networkingSwitchPortList', { query: pageParams(search) });

/** Every port settings bundle, to name the settings applied to a port. */
export const allPortSettingsQuery = apiQuery('networkingSwitchPortSettingsList', {
  query: { limit: ALL_ITEMS },
});

/** The sleds list query for a page of the URL's pagination. */
export const sledListQuery = (search: PageSearch) => apiQuery('sledList', { query: pageParams(search) });
