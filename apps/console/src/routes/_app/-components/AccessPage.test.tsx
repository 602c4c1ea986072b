import { FLEET_ROLES, type Policy, ROLES, type RoleName } from '@rackconsole/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupListQuery, userListQuery } from '~/api/identities';
import { ConfirmDialog } from '~/components/ConfirmDialog';
import { createTestQueryClient, renderWithRouter } from '~/test/render';
import { AccessPage } from './AccessPage';

const time = new Date('2026-01-05T09:00:00Z');
const identity = (id: string, displayName: string) => ({
  id,
  displayName,
  timeCreated: time,
  timeModified: time,
});

/**
 * A policy held in memory, read and replaced the way the page reads and replaces the platform's. The page
 * renders in a router: its table keeps its view in the URL.
 */
async function setup(
  initial: Policy,
  {
    roles = ROLES,
    scope = 'project p',
    fleet,
  }: { roles?: readonly RoleName[]; scope?: string; fleet?: true } = {},
) {
  let stored = initial;
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userListQuery().queryKey, {
    items: [identity('u-hans', 'Hans Jonas'), identity('u-ada', 'Ada Lovelace'), identity('u-zed', 'Zed')],
  } as never);
  queryClient.setQueryData(groupListQuery().queryKey, {
    items: [identity('g-web', 'web-devs'), identity('g-admins', 'admins')],
  } as never);
  const updatePolicy = vi.fn(async (policy: Policy) => {
    stored = policy;
    return policy;
  });
  await renderWithRouter(
    <>
      <AccessPage
        title="Project access"
        roles={roles}
        scope={scope}
        policyQuery={{ queryKey: ['policy'], queryFn: async () => stored }}
        updatePolicy={updatePolicy}
        policyFlags={{ fleet }}
      />
      <ConfirmDialog />
    </>,
    { queryClient },
  );
  return { updatePolicy, current: () => stored };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Role assignments' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Waits for the table to list exactly these names; the policy query resolves asynchronously. */
const expectNames = (expected: string[]) =>
  waitFor(() => expect(names()).toEqual(expected), { timeout: 5000 });

// Radix dialogs and selects in jsdom are slow on a loaded machine; the default 5 s is too tight.
describe('AccessPage', { timeout: 30_000 }, () => {
  it('lists groups first, then users, by display name; an unknown identity shows by id', async () => {
    await setup({
      roleAssignments: [
        { identityId: 'u-zed', identityType: 'silo_user', roleName: 'viewer' },
        { identityId: 'u-ada', identityType: 'silo_user', roleName: 'admin' },
        { identityId: 'g-web', identityType: 'silo_group', roleName: 'collaborator' },
        { identityId: 'u-gone', identityType: 'silo_user', roleName: 'viewer' },
      ],
    });
    await expectNames(['web-devs', 'Ada Lovelace', 'u-gone', 'Zed']);
  });

  it('adds a role for an unassigned identity only, then changes and removes it', async () => {
    const user = userEvent.setup({ delay: null });
    const { updatePolicy, current } = await setup({
      roleAssignments: [{ identityId: 'u-ada', identityType: 'silo_user', roleName: 'admin' }],
    });
    await expectNames(['Ada Lovelace']);

    await user.click(screen.getByRole('button', { name: 'Add user or group' }));
    await user.click(screen.getByRole('combobox', { name: 'User or group' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['admins (Group)', 'web-devs (Group)', 'Hans Jonas (User)', 'Zed (User)']);
    await user.click(screen.getByRole('option', { name: 'Hans Jonas (User)' }));
    await user.click(screen.getByRole('radio', { name: 'Collaborator' }));
    await user.click(screen.getByRole('button', { name: 'Assign role' }));
    await expectNames(['Ada Lovelace', 'Hans Jonas']);
    expect(current().roleAssignments).toContainEqual({
      identityId: 'u-hans',
      identityType: 'silo_user',
      roleName: 'collaborator',
    });

    await user.click(screen.getByRole('button', { name: 'Row actions for Hans Jonas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change role' }));
    await user.click(screen.getByRole('radio', { name: 'Viewer' }));
    await user.click(screen.getByRole('button', { name: 'Update role' }));
    await waitFor(() =>
      expect(current().roleAssignments.filter((a) => a.identityId === 'u-hans')).toEqual([
        { identityId: 'u-hans', identityType: 'silo_user', roleName: 'viewer' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Row actions for Hans Jonas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove role' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await expectNames(['Ada Lovelace']);
    expect(updatePolicy).toHaveBeenCalledTimes(3);
  });

  it("gives only the fleet's roles on the fleet policy, and says so in the CLI command", async () => {
    const user = userEvent.setup({ delay: null });
    const { current } = await setup(
      { roleAssignments: [{ identityId: 'u-ada', identityType: 'silo_user', roleName: 'admin' }] },
      { roles: FLEET_ROLES, scope: 'the fleet', fleet: true },
    );
    await expectNames(['Ada Lovelace']);

    await user.click(screen.getByRole('button', { name: 'Add user or group' }));
    const form = screen.getByRole('dialog', { name: 'Add user or group to the fleet' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['admin', 'collaborator', 'viewer']);
    expect(within(form).getByRole('radio', { name: 'Viewer' })).toBeChecked();
    await user.click(within(form).getByRole('combobox', { name: 'User or group' }));
    await user.click(screen.getByRole('option', { name: 'admins (Group)' }));
    await user.click(within(form).getByRole('radio', { name: 'Collaborator' }));
    await user.click(within(form).getByRole('button', { name: 'CLI Command' }));
    expect(screen.getByRole('dialog', { name: 'CLI command' }).querySelector('code')?.textContent).toBe(
      'rackctl policy add g-admins collaborator --fleet',
    );
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Assign role' }));
    await expectNames(['admins', 'Ada Lovelace']);
    expect(current().roleAssignments).toContainEqual({
      identityId: 'g-admins',
      identityType: 'silo_group',
      roleName: 'collaborator',
    });
  });

  it('disables every change with the reason when the user may not edit the policy', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['policy'], { roleAssignments: [] });
    await renderWithRouter(
      <AccessPage
        title="Project access"
        roles={ROLES}
        scope="project p"
        policyQuery={{ queryKey: ['policy'], queryFn: async () => ({ roleAssignments: [] }) }}
        updatePolicy={vi.fn()}
        disabledReason="Action not authorized"
      />,
      { queryClient },
    );
    for (const button of screen.getAllByRole('button', { name: 'Add user or group' })) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  });
});
