/** Silo and project roles, strongest first (spec §6). Fleet roles are the same minus limited_collaborator. */
export const ROLES = ['admin', 'collaborator', 'limited_collaborator', 'viewer'] as const;

export type RoleName = (typeof ROLES)[number];

/** Fleet roles, strongest first: the silo roles without limited_collaborator (the contract's `FleetRole`). */
export const FLEET_ROLES = ['admin', 'collaborator', 'viewer'] as const satisfies readonly RoleName[];

export type FleetRoleName = (typeof FLEET_ROLES)[number];

/** Lower is stronger (spec §9), so the effective role of several is the minimum. */
export const ROLE_STRENGTH: Readonly<Record<RoleName, number>> = {
  admin: 0,
  collaborator: 1,
  limited_collaborator: 2,
  viewer: 3,
};

import type { IdentityType } from '../generated/api.js';

/** One identity's role on a resource. */
export interface RoleAssignment<Role extends RoleName = RoleName> {
  identityId: string;
  identityType: IdentityType;
  roleName: Role;
}

/** The roles assigned directly on one resource (silo, project or fleet). */
export interface Policy<Role extends RoleName = RoleName> {
  roleAssignments: RoleAssignment<Role>[];
}

/** A user or group as role pickers and policy tables show it. */
export interface Identity {
  id: string;
  displayName: string;
  identityType: IdentityType;
}

/** The strongest of the given roles, or undefined when there are none. */
export function getEffectiveRole<Role extends RoleName>(roles: readonly Role[]): Role | undefined {
  let strongest: Role | undefined;
  for (const role of roles) {
    if (strongest === undefined || ROLE_STRENGTH[role] < ROLE_STRENGTH[strongest]) strongest = role;
  }
  return strongest;
}

/** A policy with the identity's assignment added or changed; a policy holds one role per identity. */
export function updateRole<Role extends RoleName>(
  assignment: RoleAssignment<Role>,
  policy: Policy<Role>,
): Policy<Role> {
  const others = policy.roleAssignments.filter((a) => a.identityId !== assignment.identityId);
  return { ...policy, roleAssignments: [...others, assignment] };
}

/** A policy without any assignment for the identity. */
export function deleteRole<Role extends RoleName>(identityId: string, policy: Policy<Role>): Policy<Role> {
  return { ...policy, roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A copy sorted groups first, then by display name, as policy tables list them (spec §6). */
export function sortIdentities<T extends Pick<Identity, 'displayName' | 'identityType'>>(
  identities: readonly T[],
): T[] {
  const groupRank = (identity: T) => (identity.identityType === 'silo_group' ? 0 : 1);
  return [...identities].sort(
    (a, b) => groupRank(a) - groupRank(b) || byName.compare(a.displayName, b.displayName),
  );
}

/** Identities the add-role picker may offer: those without an assignment, since adding would overwrite it. */
export function pickerCandidates<T extends Pick<Identity, 'id'>>(
  identities: readonly T[],
  policy: Policy,
): T[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId));
  return identities.filter((identity) => !assigned.has(identity.id));
}

/** The strongest role the user holds on any of the policies, directly or through a group, for gating UI. */
export function userRoleFromPolicies(
  user: { id: string },
  groups: readonly { id: string }[],
  policies: readonly Policy[],
): RoleName | undefined {
  const identityIds = new Set([user.id, ...groups.map((g) => g.id)]);
  const held = policies.flatMap((policy) =>
    policy.roleAssignments.filter((a) => identityIds.has(a.identityId)).map((a) => a.roleName),
  );
  return getEffectiveRole(held);
}

/** Whether `role` is at least as strong as `required`, e.g. to gate a collaborator-only action. */
export function roleAtLeast(role: RoleName | undefined, required: RoleName): boolean {
  return role !== undefined && ROLE_STRENGTH[role] <= ROLE_STRENGTH[required];
}
