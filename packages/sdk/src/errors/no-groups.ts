/** Whether a 403 screen should add NO_GROUPS_NOTICE: the user has no groups and no role on the silo. */
export function needsNoGroupsNotice(
  groups: { items: readonly unknown[] },
  siloPolicy: { roleAssignments: readonly { identityId: string }[] },
  userId: string,
): boolean {
  // Such a user can do nothing at all, which almost always means the identity provider sends no groups.
  return groups.items.length === 0 && !siloPolicy.roleAssignments.some((a) => a.identityId === userId);
}
