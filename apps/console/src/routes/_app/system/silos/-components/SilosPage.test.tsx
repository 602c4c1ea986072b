import type { Silo } from '@rackconsole/sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiQuery } from '~/api/queries';
import { siloListQuery } from '~/api/silos';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { SilosPage } from './SilosPage';

// Role gating of the silos list: without the fleet admin role the actions show disabled, saying why, rather
// than calls that fail. (e2e/tests/viewer.spec.ts checks the same as the seeded fleet viewer.)

const time = new Date('2026-01-05T09:00:00Z');
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
const group = {
  id: 'group-1',
  displayName: 'web-devs',
  siloId: 'silo-1',
  timeCreated: time,
  timeModified: time,
};
const silo: Silo = {
  id: 'silo-1',
  name: 'maze-war',
  description: 'The default silo',
  timeCreated: time,
  timeModified: time,
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: 'admins',
  mappedFleetRoles: { admin: ['admin'] },
};

/** A query cache as the console holds it for a signed-in user with `siloRole` through their group. */
function signedIn(siloRole: 'admin' | 'viewer') {
  const queryClient = createTestQueryClient();
  const policy = {
    roleAssignments: [{ identityId: group.id, identityType: 'silo_group' as const, roleName: siloRole }],
  };
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, me);
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [group] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, policy);
  // A fleet viewer through the fleet policy; fleet admin only through the silo's mapping of silo admins.
  queryClient.setQueryData(apiQuery('systemPolicyView').queryKey, {
    roleAssignments: [{ identityId: me.id, identityType: 'silo_user', roleName: 'viewer' }],
  });
  queryClient.setQueryData(apiQuery('siloView', { path: { silo: 'maze-war' } }).queryKey, silo);
  queryClient.setQueryData(siloListQuery({}).queryKey, { items: [silo] });
  return queryClient;
}

// The first render pays for loading Radix and the router, which takes seconds on a busy machine.
describe('silos list gating', () => {
  it('lets a fleet admin (a silo admin, by the mapping) create and delete silos', async () => {
    await renderWithRouter(<SilosPage />, { url: '/system/silos', queryClient: signedIn('admin') });
    expect(screen.getByRole('link', { name: 'New Silo' })).toHaveAttribute('href', '/system/silos-new');
    await userEvent.click(screen.getByRole('button', { name: 'Row actions for maze-war' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a fleet viewer the actions disabled, saying why', async () => {
    await renderWithRouter(<SilosPage />, { url: '/system/silos', queryClient: signedIn('viewer') });
    expect(screen.queryByRole('link', { name: 'New Silo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New Silo' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Row actions for maze-war' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  });
});
