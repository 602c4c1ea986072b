import {
  FORBIDDEN_MESSAGE,
  getEffectiveRole,
  type RoleName,
  roleMay,
  snakeToCamel,
  userRoleFromPolicies,
} from '@rackconsole/sdk';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';

/**
 * Loads what `useFleetRole` reads, so a page's actions are enabled (or not) from its first render. It never
 * throws: a user without fleet access simply ends up with no fleet role.
 */
export async function prefetchFleetRole(queryClient: QueryClient) {
  const [me] = await Promise.all([
    queryClient.ensureQueryData(apiQuery('currentUserView')),
    queryClient.prefetchQuery(apiQuery('currentUserGroups')),
    queryClient.prefetchQuery(apiQuery('systemPolicyView')),
    queryClient.prefetchQuery(apiQuery('policyView')),
  ]);
  if (me.fleetViewer) await queryClient.prefetchQuery(apiQuery('siloView', { path: { silo: me.siloName } }));
}

/**
 * The signed-in user's fleet role. It is held directly (or through a group) on the fleet policy, or mapped
 * from the user's silo role by the silo's fleet-role mapping, which is how a silo admin becomes a fleet admin.
 * Undefined while loading or when the user has none (a silo user without fleet access gets a 403 here).
 */
export function useFleetRole(): RoleName | undefined {
  const me = useQuery(apiQuery('currentUserView'));
  const groups = useQuery(apiQuery('currentUserGroups'));
  const fleetPolicy = useQuery(apiQuery('systemPolicyView'));
  const siloPolicy = useQuery(apiQuery('policyView'));
  const silo = useQuery({
    ...apiQuery('siloView', { path: { silo: me.data?.siloName ?? '' } }),
    enabled: Boolean(me.data?.fleetViewer),
  });
  if (!me.data || !groups.data) return undefined;
  const direct = fleetPolicy.data
    ? userRoleFromPolicies(me.data, groups.data.items, [fleetPolicy.data])
    : undefined;
  const siloRole = siloPolicy.data
    ? userRoleFromPolicies(me.data, groups.data.items, [siloPolicy.data])
    : undefined;
  // Response keys arrive camelCased, so a mapping for limited_collaborator is keyed limitedCollaborator.
  const mapped = siloRole && silo.data ? (silo.data.mappedFleetRoles[snakeToCamel(siloRole)] ?? []) : [];
  return getEffectiveRole([...(direct ? [direct] : []), ...mapped]);
}

/** Why the user may not change the fleet ('Action not authorized' by the SDK's `ROLE_ACTIONS`), or undefined. */
export function useFleetAdminReason(): string | undefined {
  return roleMay(useFleetRole(), 'manageFleet') ? undefined : FORBIDDEN_MESSAGE;
}
