import { describe, expect, it } from 'vitest';
import { mappingRows } from './FleetRolesTab';

describe('mapped fleet roles', () => {
  it('lists silo roles strongest first, reading camelCased keys back to the platform spelling', () => {
    expect(
      mappingRows({
        viewer: ['viewer'],
        limitedCollaborator: ['viewer'],
        admin: ['admin'],
        collaborator: [],
      }),
    ).toEqual([
      { siloRole: 'admin', fleetRoles: ['admin'] },
      { siloRole: 'limited_collaborator', fleetRoles: ['viewer'] },
      { siloRole: 'viewer', fleetRoles: ['viewer'] },
    ]);
  });
});
