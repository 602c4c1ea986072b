import type { FleetRoleName } from '@rackconsole/sdk';
import { apiQuery } from '~/api/queries';
import { createTestQueryClient } from '~/test/render';

// A query cache as the console holds it for a signed-in user with a fleet role, for the subnet pool tests.

export const time = new Date('2026-01-05T09:00:00Z');

const me = {
  id: 'user-1',
  displayName: 'Simone',
  siloId: 'silo-1',
  siloName: 'maze-war',
  siloAdmin: false,
  fleetViewer: true,
  timeCreated: time,
  timeModified: time,
};

/** A user holding `fleetRole` directly on the fleet policy, and no silo role. */
export function signedInWithFleetRole(fleetRole: FleetRoleName) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, me);
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, { roleAssignments: [] });
  queryClient.setQueryData(apiQuery('systemPolicyView').queryKey, {
    roleAssignments: [{ identityId: me.id, identityType: 'silo_user', roleName: fleetRole }],
  });
  queryClient.setQueryData(apiQuery('siloView', { path: { silo: 'maze-war' } }).queryKey, {
    id: 'silo-1',
    name: 'maze-war',
    description: '',
    timeCreated: time,
    timeModified: time,
    discoverable: true,
    identityMode: 'local_only',
    adminGroupName: 'admins',
    mappedFleetRoles: {},
  });
  return queryClient;
}
