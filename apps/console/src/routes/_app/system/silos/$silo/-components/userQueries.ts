import { type CurrentUser, FORBIDDEN_MESSAGE, type Group } from '@rackconsole/sdk';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';
import { groupMembersQuery, ownSiloGroupsQuery } from '~/api/silos';
import { useFleetRole } from '~/hooks/useFleetRole';
import { useRole } from '~/hooks/usePermissions';

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
