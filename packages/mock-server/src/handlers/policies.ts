import { requireFleet, requireSilo, signedIn } from '../model/core/authz';
import {
  type FleetAssignment,
  replaceSiloPolicy,
  siloPolicyOf,
  validatePolicy,
} from '../model/identity/policies';
import type { Handlers } from './types';

export const policyHandlers: Handlers = {
  // Every user of a silo may read its policy: the console's 403 screen reads it to explain a missing role.
  policy_view: ({ db, actor }) => siloPolicyOf(db, signedIn(actor).siloId),

  policy_update: ({ db, actor, body }) => {
    const who = requireSilo(db, actor, 'admin');
    return replaceSiloPolicy(db, who.siloId, body.role_assignments);
  },

  system_policy_view: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer');
    // Only fleet roles are ever stored on the fleet: system_policy_update's body admits no other.
    const assignments = db.table('fleetPolicy').get('fleet')?.role_assignments ?? [];
    return { role_assignments: assignments as FleetAssignment[] };
  },

  system_policy_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin');
    validatePolicy(db, body.role_assignments);
    db.table('fleetPolicy').set('fleet', { id: 'fleet', role_assignments: body.role_assignments });
    return { role_assignments: body.role_assignments };
  },
};
