import { type CurrentUser, FORBIDDEN_MESSAGE, type Group } from '@rackconsole/sdk';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import type { PageSearch } from '~/api/listSearch';
import { pageParams } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { ALL_ITEMS } from '~/constants';
import { useFleetRole } from '~/hooks/useFleetRole';
import { useRole } from '~/hooks/usePermissions';

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

/** Whether a silo selector (name or id, as in the URL) names the signed-in user's own silo. */
export const isOwnSilo = (me: CurrentUser, silo: string) => silo === me.siloName || silo === me.siloId;

/** Whether the silo page shown is the signed-in user's own silo (false while loading). */
export function useIsOwnSilo(silo: string): boolean {
  const me = useQuery(apiQuery('currentUserView')).data;
  return me ? isOwnSilo(me, silo) : false;
}

/**
 * Why the user may not manage a silo's local users, or undefined when they may: the platform lets a fleet
 * admin do it on any silo, and a silo admin on their own.
 */
export function useSiloUserAdminReason(silo: string): string | undefined {
  const fleetRole = useFleetRole();
  const siloRole = useRole();
  const ownSilo = useIsOwnSilo(silo);
  if (fleetRole === 'admin' || (ownSilo && siloRole === 'admin')) return undefined;
  return FORBIDDEN_MESSAGE;
}

/** The groups of the user's own silo, each with its members; `undefined` until every list has loaded. */
export function useGroupMembers(): { group: Group; memberIds: string[] }[] | undefined {
  const groups = useQuery(ownSiloGroupsQuery()).data?.items;
  const members = useQueries({ queries: (groups ?? []).map((group) => groupMembersQuery(group.id)) });
  if (!groups || members.some((list) => !list.data)) return undefined;
  return groups.map((group, index) => ({
    group,
    memberIds: members[index]?.data?.items.map((user) => user.id) ?? [],
  }));
}

/** Loads what `useGroupMembers` reads, so group memberships render with the page. */
export async function prefetchGroupMembers(queryClient: QueryClient) {
  const groups = await queryClient.ensureQueryData(ownSiloGroupsQuery());
  await Promise.all(groups.items.map((group) => queryClient.ensureQueryData(groupMembersQuery(group.id))));
}
