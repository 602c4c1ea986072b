import { GIB, type Image, type RoleName, type Snapshot } from '@rackconsole/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { diskSourceQueries } from '~/api/disks';
import { apiQuery } from '~/api/queries';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { DiskCreateForm } from './DiskCreateForm';

const time = new Date('2026-01-05T09:00:00Z');
const snapshot: Snapshot = {
  id: '5aa00000-0000-4000-8000-000000000001',
  name: 'weekly',
  description: '',
  diskId: 'd15c0000-0000-4000-8000-000000000001',
  projectId: 'p',
  size: 500 * GIB,
  state: 'ready',
  timeCreated: time,
  timeModified: time,
};
const image: Image = {
  id: '1a900000-0000-4000-8000-000000000001',
  name: 'debian',
  description: '',
  os: 'debian',
  version: '12',
  blockSize: 512,
  size: 3 * GIB,
  timeCreated: time,
  timeModified: time,
};

/** The form on its own route, so it reads its project from the URL, with its choices and the user's role loaded. */
async function renderForm(siloRole: RoleName = 'collaborator') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(apiQuery('currentUserView').queryKey, {
    id: 'user-1',
    displayName: 'Hannah',
    siloId: 'silo-1',
    siloName: 'maze-war',
    siloAdmin: false,
    fleetViewer: false,
    timeCreated: time,
    timeModified: time,
  });
  queryClient.setQueryData(apiQuery('currentUserGroups').queryKey, { items: [] });
  queryClient.setQueryData(apiQuery('policyView').queryKey, {
    roleAssignments: [{ identityId: 'user-1', identityType: 'silo_user', roleName: siloRole }],
  });
  queryClient.setQueryData(apiQuery('projectPolicyView', { path: { project: 'p' } }).queryKey, {
    roleAssignments: [],
  });
  const sources = diskSourceQueries('p');
  queryClient.setQueryData(sources.projectImages.queryKey, { items: [] } as never);
  queryClient.setQueryData(sources.siloImages.queryKey, { items: [image] } as never);
  queryClient.setQueryData(sources.snapshots.queryKey, { items: [snapshot] } as never);
  await renderWithRouter(<DiskCreateForm />, {
    route: '/_app/projects/$project/_disks-list/disks-new',
    url: '/projects/p/disks-new',
    queryClient,
  });
  return within(await screen.findByRole('dialog', { name: 'Create disk' }));
}

// Radix dialogs, radios and selects in jsdom are slow on a loaded machine; the default 5 s is too tight.
describe('DiskCreateForm', () => {
  it('tells a viewer, before anything is filled in, that they may not create a disk', async () => {
    const dialog = await renderForm('viewer');
    expect(dialog.getByRole('status')).toHaveTextContent('Action not authorized');
    expect(dialog.getByRole('button', { name: 'Create disk' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no such notice for a collaborator', async () => {
    const dialog = await renderForm();
    expect(dialog.queryByRole('status')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Create disk' })).not.toHaveAttribute('aria-disabled');
  });

  it('requires a name and keeps the size at least the source size, within the platform maximum', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await renderForm();
    const size = dialog.getByRole('spinbutton', { name: 'Size (GiB)' });
    await user.clear(size);
    await user.type(size, '2048');
    await user.click(dialog.getByRole('button', { name: 'Create disk' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Must be a whole number of GiB from 1 to 1023')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Snapshot' }));
    await user.click(dialog.getByRole('combobox', { name: 'Snapshot' }));
    await user.click(await screen.findByRole('option', { name: 'weekly (500 GiB)' }));
    await user.clear(size);
    await user.type(size, '100');
    await user.click(dialog.getByRole('button', { name: 'Create disk' }));
    expect(await dialog.findByText('Must be at least 500 GiB, the size of its source')).toBeInTheDocument();

    // Picking a source larger than the size grows the size to fit it.
    await user.click(dialog.getByRole('radio', { name: 'Image' }));
    await user.clear(size);
    await user.type(size, '1');
    await user.click(dialog.getByRole('combobox', { name: 'Image' }));
    await user.click(await screen.findByRole('option', { name: 'debian (silo image, 3 GiB)' }));
    expect(size).toHaveValue(3);
  });

  it('in upload mode, requires a non-empty file and, when asked for, the image fields', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await renderForm();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'uploaded');
    await user.click(dialog.getByRole('radio', { name: 'Upload image' }));
    expect(dialog.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Create an image from the snapshot' }));
    await user.click(dialog.getByRole('button', { name: 'Upload image' }));
    expect(await dialog.findByText('Image file is required')).toBeInTheDocument();
    expect(dialog.getByText('Image name is required')).toBeInTheDocument();
    expect(dialog.getByText('OS is required')).toBeInTheDocument();
    expect(dialog.getByText('Version is required')).toBeInTheDocument();

    await user.upload(dialog.getByLabelText('Image file'), new File([], 'empty.img'));
    await user.click(dialog.getByRole('button', { name: 'Upload image' }));
    expect(await dialog.findByText('The file is empty')).toBeInTheDocument();

    await user.upload(dialog.getByLabelText('Image file'), new File([new Uint8Array(1536)], 'disk.img'));
    expect(await dialog.findByText('disk.img, 1.5 KiB')).toBeInTheDocument();
    // The field revalidates after the change settles; wait for it rather than racing it.
    await waitFor(() => expect(dialog.queryByText('The file is empty')).not.toBeInTheDocument());
  });
});
