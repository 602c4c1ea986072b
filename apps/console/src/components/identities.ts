import { type Identity, type Policy, type RoleName, sortIdentities } from '@rackconsole/sdk';
import { useQuery } from '@tanstack/react-query';
import { groupListQuery, userListQuery } from '~/api/identities';

export const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Admin',
  collaborator: 'Collaborator',
  limited_collaborator: 'Limited collaborator',
  viewer: 'Viewer',
};

/** The silo's users and groups as identities, groups first then by name (spec §6). */
export function useIdentities(): { identities: Identity[]; loaded: boolean } {
  const users = useQuery(userListQuery());
  const groups = useQuery(groupListQuery());
  const identities = sortIdentities([
    ...(groups.data?.items ?? []).map((group) => ({
      id: group.id,
      displayName: group.displayName,
      identityType: 'silo_group' as const,
    })),
    ...(users.data?.items ?? []).map((user) => ({
      id: user.id,
      displayName: user.displayName,
      identityType: 'silo_user' as const,
    })),
  ]);
  return { identities, loaded: users.isSuccess && groups.isSuccess };
}

/** One row of a policy table: the identity by display name, and its role. */
export interface RoleRow<Role extends RoleName = RoleName> extends Identity {
  roleName: Role;
}

/**
 * A policy's assignments with their identities' display names, sorted groups first then by name. An
 * identity the lists do not hold (e.g. removed from the silo) shows by its id rather than disappearing.
 */
export function policyRows<Role extends RoleName>(
  policy: Policy<Role> | undefined,
  identities: readonly Identity[],
): RoleRow<Role>[] {
  const byId = new Map(identities.map((identity) => [identity.id, identity]));
  return sortIdentities(
    (policy?.roleAssignments ?? []).map((assignment) => ({
      id: assignment.identityId,
      identityType: assignment.identityType,
      displayName: byId.get(assignment.identityId)?.displayName ?? assignment.identityId,
      roleName: assignment.roleName,
    })),
  );
}
