import { z } from 'zod';
import { defineOperations } from './operation.js';
import { IdentityType } from './projects.js';
import { named } from './registry.js';
import { uuid } from './shared.js';

export const SiloRole = named(
  'SiloRole',
  z.enum(['admin', 'collaborator', 'limited_collaborator', 'viewer']),
);
export const SiloRoleRoleAssignment = named(
  'SiloRoleRoleAssignment',
  z.object({ identity_id: uuid(), identity_type: IdentityType, role_name: SiloRole }),
);
export const SiloRolePolicy = named(
  'SiloRolePolicy',
  z.object({ role_assignments: z.array(SiloRoleRoleAssignment) }),
);

export const FleetRole = named('FleetRole', z.enum(['admin', 'collaborator', 'viewer']));
export const FleetRoleRoleAssignment = named(
  'FleetRoleRoleAssignment',
  z.object({ identity_id: uuid(), identity_type: IdentityType, role_name: FleetRole }),
);
export const FleetRolePolicy = named(
  'FleetRolePolicy',
  z.object({ role_assignments: z.array(FleetRoleRoleAssignment) }),
);

export const policyOperations = defineOperations({
  policy_view: {
    method: 'get',
    path: '/v1/policy',
    tag: 'silos',
    summary: "Fetch the current silo's access policy",
    status: 200,
    response: SiloRolePolicy,
  },
  policy_update: {
    method: 'put',
    path: '/v1/policy',
    tag: 'silos',
    summary: "Replace the current silo's access policy",
    body: SiloRolePolicy,
    status: 200,
    response: SiloRolePolicy,
  },
  system_policy_view: {
    method: 'get',
    path: '/v1/system/policy',
    tag: 'policy',
    summary: 'Fetch the fleet access policy',
    status: 200,
    response: FleetRolePolicy,
  },
  system_policy_update: {
    method: 'put',
    path: '/v1/system/policy',
    tag: 'policy',
    summary: 'Replace the fleet access policy',
    body: FleetRolePolicy,
    status: 200,
    response: FleetRolePolicy,
  },
});
