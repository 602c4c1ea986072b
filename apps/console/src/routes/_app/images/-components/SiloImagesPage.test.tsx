import { GIB, type Image } from '@rackconsole/sdk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siloImageListQuery } from '~/api/lists';
import { apiQuery } from '~/api/queries';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { SiloImagesPage } from './SiloImagesPage';

// Changing silo images takes the silo collaborator role; a viewer sees the actions disabled, saying why.
// (e2e/tests/viewer.spec.ts checks the same as the seeded silo viewer; here each role is set up directly.)

const time = new Date('2026-01-05T09:00:00Z');
const image: Image = {
  id: 'image-1',
  name: 'debian-12',
  description: 'debian 12',
  timeCreated: time,
  timeModified: time,
  blockSize: 512,
  os: 'debian',
  version: '12',
  size: 2 * GIB,
};

/** A query cache as the console holds it for a user with `siloRole` on the silo. */
function signedIn(siloRole: 'admin' | 'viewer') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, {
    id: 'user-1',
    displayName: 'Simone',
    siloId: 'silo-1',
    siloName: 'maze-war',
    siloAdmin: siloRole === 'admin',
    fleetViewer: false,
    timeCreated: time,
    timeModified: time,
  });
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, {
    roleAssignments: [{ identityId: 'user-1', identityType: 'silo_user', roleName: siloRole }],
  });
  queryClient.setQueryData(siloImageListQuery({}).queryKey, { items: [image] });
  return queryClient;
}

// The first render pays for loading Radix and the router, which takes seconds on a busy machine.
describe('silo images gating', () => {
  it('shows a silo viewer demote and delete disabled', async () => {
    await renderWithRouter(<SiloImagesPage />, { url: '/images', queryClient: signedIn('viewer') });
    await userEvent.click(screen.getByRole('button', { name: 'Row actions for debian-12' }));
    expect(await screen.findByRole('menuitem', { name: 'Demote' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'View' })).not.toHaveAttribute('aria-disabled');
  });

  it('lets a silo admin demote and delete', async () => {
    await renderWithRouter(<SiloImagesPage />, { url: '/images', queryClient: signedIn('admin') });
    await userEvent.click(screen.getByRole('button', { name: 'Row actions for debian-12' }));
    expect(await screen.findByRole('menuitem', { name: 'Demote' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled');
  });
});
