import { expect, type Page } from '@playwright/test';
import { test, watchConsole } from './support';

// A silo's users and groups on the silo page, on the in-browser mock signed in as hannah (fleet admin, and
// admin of her own silo maze-war). The platform lists groups, sessions and tokens only within the caller's own
// silo; other silos show their users only.

const usersTable = (page: Page) => page.getByRole('table', { name: 'Silo users' });

test('a local user is created with a checked username, loses password login, and is deleted', async ({
  page,
}) => {
  // Two forms, a modal and a confirmation in one flow.
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await page.goto('/system/silos/maze-war');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL('/system/silos/maze-war/users');
  await expect(usersTable(page).getByRole('row', { name: /Simone de Beauvoir/ })).toBeVisible();

  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveTitle('New user / maze-war / Silos / Rack Console');
  const form = page.getByRole('dialog', { name: 'Create user' });
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Username is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Username' }).fill('9lives');
  await expect(form.getByText('Must start with a lower-case letter')).toBeVisible();
  await form.getByRole('textbox', { name: 'Username' }).fill('e2e-user');
  await form.getByLabel('Password', { exact: true }).fill('a long enough secret');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('User e2e-user created', { exact: true })).toBeVisible();
  const created = usersTable(page).getByRole('row', { name: /e2e-user/ });
  await expect(created).toBeVisible();

  // A second user by the same name is refused by the platform, inline.
  await page.getByRole('link', { name: 'New user' }).click();
  await form.getByRole('textbox', { name: 'Username' }).fill('e2e-user');
  await form.getByRole('radio', { name: 'No password: password login disallowed' }).check();
  await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The creation's toast lies over the row's menu and stays while the pointer is over it: dismiss it first.
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss' }).click();
  await created.getByRole('button', { name: /^Row actions for / }).click();
  await page.getByRole('menuitem', { name: 'Set password' }).click();
  const password = page.getByRole('dialog', { name: 'Set password' });
  await password.getByRole('radio', { name: 'No password: password login disallowed' }).check();
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(password).toBeHidden();
  await expect(
    page.getByText('e2e-user can no longer sign in with a password', { exact: true }),
  ).toBeVisible();

  await created.getByRole('link', { name: 'e2e-user' }).click();
  const panel = page.getByRole('dialog', { name: 'User' });
  await expect(panel.getByLabel('User details')).toContainText('None');
  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/system/silos/maze-war/users');
  await expect(page.getByText('User e2e-user deleted', { exact: true })).toBeVisible();
  await expect(created).toHaveCount(0);
  expect(errors.filter((error) => !error.includes('400') && !error.includes('already exists'))).toEqual([]);
});

test("the silo's groups list their members, and a member's details list their groups", async ({ page }) => {
  await page.goto('/system/silos/maze-war/groups');
  const groups = page.getByRole('table', { name: 'Groups' });
  await expect(
    groups
      .getByRole('row', { name: /kernel-devs/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('2');
  await groups.getByRole('link', { name: 'kernel-devs' }).click();
  const group = page.getByRole('dialog', { name: 'Group' });
  const members = group.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('rowheader')).toHaveText(['Hans Jonas', 'Jacob Klein']);
  await expect(page).toHaveTitle('kernel-devs / Groups / maze-war / Silos / Rack Console');

  await members.getByRole('link', { name: 'Jacob Klein' }).click();
  await expect(page).toHaveURL(/\/system\/silos\/maze-war\/users\/[\w-]+$/);
  const user = page.getByRole('dialog', { name: 'User' });
  await expect(user.getByLabel('User details')).toContainText('kernel-devs');
  // Nobody but hannah has signed in on this page: Jacob has nothing to sign out of.
  await expect(user.getByText('No console sessions.')).toBeVisible();
  await expect(user.getByRole('button', { name: 'Sign out everywhere' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('groups are listed for your own silo only; another silo lists its users read from the system API', async ({
  page,
}) => {
  await page.goto('/system/silos/myriad/users');
  await expect(page.getByRole('tab', { name: 'Groups' })).toHaveCount(0);
  await expect(usersTable(page).getByRole('row', { name: /Ada Lovelace/ })).toBeVisible();
  // A SAML silo's users come from its identity provider.
  await expect(page.getByRole('button', { name: 'New user' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'New user' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Only local-only silos have users managed here');
  await usersTable(page).getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(page.getByRole('dialog', { name: 'User' })).toContainText(
    'Groups, sessions and tokens are shown for users of your own silo only.',
  );

  await page.goto('/system/silos/myriad/groups');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
});

test('signing yourself out everywhere ends the session and goes to /login', async ({ page }) => {
  await page.goto('/system/silos/maze-war/users');
  await usersTable(page).getByRole('link', { name: 'Hannah Arendt' }).click();
  const panel = page.getByRole('dialog', { name: 'User' });
  await expect(panel.getByLabel('User details')).toContainText('admins');
  await expect(panel.getByRole('table', { name: 'Console sessions' }).getByRole('row')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere' });
  await expect(dialog).toContainText(
    'End every console session and revoke every access token of Hannah Arendt?',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);
});
