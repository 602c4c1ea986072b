import type { Db } from '../../store/db';
import type { RoleAssignmentRow } from '../../store/tables';
import { badRequest, invalidRequest } from '../core/errors';

export type FleetAssignment = RoleAssignmentRow & { role_name: 'admin' | 'collaborator' | 'viewer' };

/** The platform caps the assignments of one policy, so that replacing a policy stays one small transaction. */
export const MAX_ROLE_ASSIGNMENTS = 64;

/**
 * Refuses a policy the platform would refuse: too many assignments, two roles for one identity, or an
 * identity that does not exist (in the silo, when `siloId` is given; anywhere for the fleet policy), or that
 * is of another type than the assignment says.
 */
export function validatePolicy(db: Db, assignments: RoleAssignmentRow[], siloId?: string) {
  if (assignments.length > MAX_ROLE_ASSIGNMENTS) {
    throw badRequest(
      `unable to parse JSON body: role_assignments: invalid length ${assignments.length}, expected a list of at most ${MAX_ROLE_ASSIGNMENTS} role assignments`,
    );
  }
  const identities = new Set(assignments.map((assignment) => assignment.identity_id));
  if (identities.size !== assignments.length) {
    throw invalidRequest('a policy may assign only one role per identity');
  }
  for (const { identity_id, identity_type } of assignments) {
    const identity =
      identity_type === 'silo_user'
        ? db.table('users').get(identity_id)
        : db.table('groups').get(identity_id);
    if (!identity || (siloId !== undefined && identity.silo_id !== siloId)) {
      const where = siloId === undefined ? '' : ' in this silo';
      throw invalidRequest(
        `role assignment names a ${identity_type} that does not exist${where}: ${identity_id}`,
      );
    }
  }
}

/** A silo's role assignments (empty for a silo that has none yet). */
export const siloPolicyOf = (db: Db, siloId: string) => ({
  role_assignments: db.table('siloPolicies').get(siloId)?.role_assignments ?? [],
});

/** Replaces a silo's policy as a whole, after checking it. */
export function replaceSiloPolicy(db: Db, siloId: string, assignments: RoleAssignmentRow[]) {
  validatePolicy(db, assignments, siloId);
  db.table('siloPolicies').set(siloId, { id: siloId, role_assignments: assignments });
  return { role_assignments: assignments };
}
