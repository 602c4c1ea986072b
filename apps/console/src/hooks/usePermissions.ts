import {
  FORBIDDEN_MESSAGE,
  needsNoGroupsNotice,
  type RoleActionIn,
  type RoleName,
  roleMay,
  userRoleFromPolicies,
} from '@rackconsole/sdk';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiQuery } from '~/api/queries';

/**
 * The signed-in user's effective role on the silo, or on a project (the stronger of the project's own policy
 * and the silo role). Undefined while loading or when the user holds none.
 */
export function useRole(project?: string): RoleName | undefined {
  const me = useQuery(apiQuery('currentUserView'));
  const groups = useQuery(apiQuery('currentUserGroups'));
  const siloPolicy = useQuery(apiQuery('policyView'));
  const projectPolicy = useQuery({
    ...apiQuery('projectPolicyView', { path: { project: project ?? '' } }),
    enabled: Boolean(project),
  });
  if (!me.data || !groups.data || !siloPolicy.data) return undefined;
  const policies = [siloPolicy.data, ...(project && projectPolicy.data ? [projectPolicy.data] : [])];
  return userRoleFromPolicies(me.data, groups.data.items, policies);
}

/**
 * Why the user may not take `action` (spec §6: 'Action not authorized'), or undefined when they may, by the
 * SDK's `ROLE_ACTIONS` table the Roles pages show. A project action is judged on the project's role (its policy
 * and the silo role), a silo action on the silo role. Pass it to a button's or row action's `disabledReason`.
 */
export function useUnauthorizedReason(action: RoleActionIn<'silo'>): string | undefined;
export function useUnauthorizedReason(action: RoleActionIn<'project'>, project: string): string | undefined;
export function useUnauthorizedReason(
  action: RoleActionIn<'silo' | 'project'>,
  project?: string,
): string | undefined {
  const role = useRole(project);
  return roleMay(role, action) ? undefined : FORBIDDEN_MESSAGE;
}

/**
 * Loads what `useRole` reads, so a page's actions and forms are gated (or not) from their first render rather
 * than flashing 'Action not authorized' while the policies load. It never throws: a failure leaves them gated.
 */
export function prefetchRole(queryClient: QueryClient, project?: string) {
  return Promise.all([
    queryClient.prefetchQuery(apiQuery('currentUserGroups')),
    queryClient.prefetchQuery(apiQuery('policyView')),
    ...(project ? [queryClient.prefetchQuery(apiQuery('projectPolicyView', { path: { project } }))] : []),
  ]);
}

/**
 * Whether the signed-in user is in no group and holds no role on the silo (spec §6's notice applies): usually an
 * identity provider that is not set up. False while loading.
 */
export function useHasNoGroupsOrRole(): boolean {
  const me = useQuery(apiQuery('currentUserView'));
  const groups = useQuery(apiQuery('currentUserGroups'));
  const policy = useQuery(apiQuery('policyView'));
  if (!me.data || !groups.data || !policy.data) return false;
  return needsNoGroupsNotice(groups.data, policy.data, me.data.id);
}
