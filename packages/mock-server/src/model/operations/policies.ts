import { requireFleet, requireSilo, signedIn } from '../core/authz';
import type { Operation } from '../core/context';
import { type FleetAssignment, replaceSiloPolicy, siloPolicyOf, validatePolicy } from '../identity/policies';

// Every user of a silo may read its policy: the console's 403 screen reads it to explain a missing role.
export const policyView: Operation<'policy_view'> = ({ db, actor }) =>
  siloPolicyOf(db, signedIn(actor).siloId);

export const policyUpdate: Operation<'policy_update'> = ({ db, actor, body }) => {
  const who = requireSilo(db, actor, 'admin');
  return replaceSiloPolicy(db, who.siloId, body.role_assignments);
};

export const systemPolicyView: Operation<'system_policy_view'> = ({ db, actor }) => {
  requireFleet(db, actor, 'viewer');
  // Only fleet roles are ever stored on the fleet: system_policy_update's body admits no other.
  const assignments = db.table('fleetPolicy').get('fleet')?.role_assignments ?? [];
  return { role_assignments: assignments as FleetAssignment[] };
};

export const systemPolicyUpdate: Operation<'system_policy_update'> = ({ db, actor, body }) => {
  requireFleet(db, actor, 'admin');
  validatePolicy(db, body.role_assignments);
  db.table('fleetPolicy').set('fleet', { id: 'fleet', role_assignments: body.role_assignments });
  return { role_assignments: body.role_assignments };
};
