import type { SiloIdentityMode } from '@rackconsole/sdk';
import type { PageSearch } from '~/api/listSearch';
import { ALL_ITEMS } from '~/constants';
import { pageParams } from './lists';
import { apiQuery } from './queries';

/** How each identity mode reads in the console. */
export const IDENTITY_MODE_LABELS: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML JIT',
  saml_scim: 'SAML SCIM',
};

export const siloListQuery = (search: PageSearch) => apiQuery('siloList', { query: pageParams(search) });

export const siloQuery = (silo: string) => apiQuery('siloView', { path: { silo } });

export const identityProviderListQuery = (silo: string, search: PageSearch) =>
  apiQuery('siloIdentityProviderList', { query: { silo, ...pageParams(search) } });

export const samlProviderQuery = (silo: string, provider: string) =>
  apiQuery('samlIdentityProviderView', { path: { provider }, query: { silo } });

export const siloIpPoolListQuery = (silo: string, search: PageSearch) =>
  apiQuery('siloIpPoolList', { path: { silo }, query: pageParams(search) });

/** Every IP pool of the fleet, for the pickers that link pools to a silo. */
export const ipPoolPickerQuery = () => apiQuery('systemIpPoolList', { query: { limit: ALL_ITEMS } });

export const siloQuotasQuery = (silo: string) => apiQuery('siloQuotasView', { path: { silo } });

export const siloUtilizationQuery = (silo: string) => apiQuery('siloUtilizationView', { path: { silo } });

export const scimTokenListQuery = (silo: string) => apiQuery('scimTokenList', { query: { silo } });

/** A silo's users, read through the system API (any silo, for fleet viewers). */
export const siloUserListQuery = (silo: string, search: PageSearch) =>
  apiQuery('siloUserList', { query: { silo, ...pageParams(search) } });

export const siloUserQuery = (silo: string, userId: string) =>
  apiQuery('siloUserView', { path: { userId }, query: { silo } });

/**
 * The groups of the signed-in user's own silo: the platform lists groups, and their members, only to users of
 * the silo they belong to.
 */
export const ownSiloGroupsQuery = () => apiQuery('groupList', { query: { limit: ALL_ITEMS } });

export const groupQuery = (groupId: string) => apiQuery('groupView', { path: { groupId } });

export const groupMembersQuery = (groupId: string) =>
  apiQuery('userList', { query: { group: groupId, limit: ALL_ITEMS } });

export const userSessionsQuery = (userId: string) =>
  apiQuery('userSessionList', { path: { userId }, query: { limit: ALL_ITEMS } });

export const userTokensQuery = (userId: string) =>
  apiQuery('userTokenList', { path: { userId }, query: { limit: ALL_ITEMS } });

/** Every silo's provisioning and quotas, for the fleet totals and the per-silo table. */
export const siloUtilizationListQuery = () =>
  apiQuery('siloUtilizationList', { query: { limit: ALL_ITEMS } });
