import { ROLE_ACTIONS, type RoleActionRule } from '@rackconsole/sdk';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { RolesPage } from './RolesPage';

const createInstances = ROLE_ACTIONS.createInstances as RoleActionRule;
const original = createInstances.minimum;
afterEach(() => {
  createInstances.minimum = original;
});

const showAs = (role: 'collaborator' | undefined) =>
  renderWithRouter(
    <RolesPage title="Project roles" scope="project" role={role} inheritance="" accessLink={null} />,
  );

/** The text of the cell where an action's row meets a role's column. */
function cell(action: string, roleHeader: string) {
  const table = screen.getByRole('table', { name: 'What each role may do' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const row = within(table).getByRole('row', { name: new RegExp(`^${action}`) });
  return [...row.querySelectorAll('th, td')][headers.indexOf(roleHeader)]?.textContent;
}

describe('RolesPage', () => {
  it("shows each project action against each role, and says the user's role", async () => {
    await showAs('collaborator');
    expect(screen.getByText(/Your role:/).textContent).toBe('Your role: Collaborator');
    expect(cell('Create instances', 'Limited collaborator')).toBe('✓Allowed');
    expect(cell('Create instances', 'Viewer')).toBe('–Not allowed');
    expect(cell('Edit firewall rules', 'Collaborator (your role)')).toBe('✓Allowed');
    expect(cell('Edit firewall rules', 'Limited collaborator')).toBe('–Not allowed');
    expect(cell('Manage project access', 'Collaborator (your role)')).toBe('–Not allowed');
    expect(screen.queryByRole('row', { name: /Create and edit projects/ })).toBeNull();
  });

  it('says when the user holds no role', async () => {
    await showAs(undefined);
    expect(screen.getByText('You hold no role on this project')).toBeTruthy();
  });

  it("draws the SDK's table as it stands, so it shows what the gates read", async () => {
    createInstances.minimum = 'admin';
    await showAs('collaborator');
    expect(cell('Create instances', 'Collaborator (your role)')).toBe('–Not allowed');
  });
});
