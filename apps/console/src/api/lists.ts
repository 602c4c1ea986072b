import { DEFAULT_PAGE_SIZE } from '@rackconsole/sdk';
import { type PageSearch, pageSortBy } from '~/api/listSearch';
import { apiQuery } from './queries';

/**
 * The paginated lists: one query builder each, used by the route's loader (`ensureQueryData`) and by the page
 * (`useQuery`), so both read the same cache entry for the page the URL names.
 */

/** The `limit` and `pageToken` of the URL's pagination, as loaders and pages both build list queries. */
export const pageParams = ({ pages, limit }: PageSearch) => ({
  limit: limit ?? DEFAULT_PAGE_SIZE,
  pageToken: pages?.split(',').at(-1),
});

/** The page the URL's pagination names, in the name order it asks for. */
const pageOfSearch = (search: PageSearch) => ({ ...pageParams(search), sortBy: pageSortBy(search) });

/** A page of the silo's projects. */
export const projectListQuery = (search: PageSearch) =>
  apiQuery('projectList', { query: pageOfSearch(search) });

/** A page of the project's instances. */
export const instanceListQuery = (project: string, search: PageSearch) =>
  apiQuery('instanceList', { query: { project, ...pageOfSearch(search) } });

/** A page of the project's disks. */
export const diskListQuery = (project: string, search: PageSearch) =>
  apiQuery('diskList', { query: { project, ...pageOfSearch(search) } });

/** A page of the project's snapshots. */
export const snapshotListQuery = (project: string, search: PageSearch) =>
  apiQuery('snapshotList', { query: { project, ...pageOfSearch(search) } });

/** A page of the project's own images (silo images are listed at the silo level). */
export const imageListQuery = (project: string, search: PageSearch) =>
  apiQuery('imageList', { query: { project, ...pageOfSearch(search) } });

/** A page of the silo's images. */
export const siloImageListQuery = (search: PageSearch) =>
  apiQuery('imageList', { query: pageOfSearch(search) });

/** A page of the project's VPCs. */
export const vpcListQuery = (project: string, search: PageSearch) =>
  apiQuery('vpcList', { query: { project, ...pageOfSearch(search) } });

/** A page of the project's floating IPs. */
export const floatingIpListQuery = (project: string, search: PageSearch) =>
  apiQuery('floatingIpList', { query: { project, ...pageOfSearch(search) } });

/** A page of the project's external subnets. */
export const externalSubnetListQuery = (project: string, search: PageSearch) =>
  apiQuery('externalSubnetList', { query: { project, ...pageOfSearch(search) } });

/** A page of the project's anti-affinity groups. */
export const antiAffinityGroupListQuery = (project: string, search: PageSearch) =>
  apiQuery('antiAffinityGroupList', { query: { project, ...pageOfSearch(search) } });

/** A page of the signed-in user's SSH keys. */
export const sshKeyListQuery = (search: PageSearch) =>
  apiQuery('currentUserSshKeyList', { query: pageOfSearch(search) });

/** A page of the signed-in user's access tokens (the platform lists them in one order only). */
export const accessTokenListQuery = (search: PageSearch) => {
  const { limit, pageToken } = pageOfSearch(search);
  return apiQuery('currentUserAccessTokenList', { query: { limit, pageToken } });
};

/** An instance's external addresses: SNAT, ephemeral and floating (one page holds them all). */
export const instanceExternalIpsQuery = (project: string, instance: string) =>
  apiQuery('instanceExternalIpList', { path: { instance }, query: { project } });

/** The external subnets attached to an instance (the platform answers them in one page). */
export const instanceExternalSubnetsQuery = (project: string, instance: string) =>
  apiQuery('instanceExternalSubnetList', { path: { instance }, query: { project } });

/** The multicast groups an instance has joined: few, so one page of the platform's largest holds them. */
export const instanceMulticastGroupsQuery = (project: string, instance: string) =>
  apiQuery('instanceMulticastGroupList', { path: { instance }, query: { project, limit: 1000 } });

/** The signed-in user's SSH keys; the create form offers all of them and gives every one by default. */
export const sshKeysQuery = apiQuery('currentUserSshKeyList', { query: { limit: 100 } });
