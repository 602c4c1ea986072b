import { expect } from '@playwright/test';
import { expectAccessible, test, watchConsole } from './support';

// A public key made with ssh-keygen for these tests; the private half was thrown away.
const PUBLIC_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGUpV1w8YXbPOgD6c3dAPiRpFX8PdhvIWikSMYYa6Jf2 hannah@rack';

test('/settings shows the profile of the signed-in user', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/settings/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const user = page.getByLabel('User');
  await expect(user).toContainText('Hannah Arendt');
  await expect(user).toContainText('maze-war');
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('admins');
  await page.getByRole('button', { name: 'Copy ID', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('SSH keys: add, view, refuse a duplicate, delete', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/settings/ssh-keys');
  await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible();
  await page.getByRole('link', { name: 'Add SSH key' }).first().click();

  const panel = page.getByRole('dialog', { name: 'Add SSH key' });
  await expect(page).toHaveURL('/settings/ssh-keys-new');
  await panel.getByLabel('Name').fill('laptop');
  await panel.getByLabel('Description (Optional)').fill('My laptop');
  await panel.getByLabel('Public key').fill('AAAAC3NzaC1lZDI1NTE5AAAAIGUpV1w8');
  await panel.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(
    panel.getByText('Public key must start with its type, such as ssh-ed25519 or ssh-rsa'),
  ).toBeVisible();
  await panel.getByLabel('Public key').fill(PUBLIC_KEY);
  await panel.getByRole('button', { name: 'Add SSH key' }).click();

  await expect(page).toHaveURL('/settings/ssh-keys');
  await expect(page.getByText('SSH key laptop added', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'SSH keys' });
  await expect(table.getByRole('row', { name: /laptop/ })).toContainText('My laptop');

  // The platform has no SSH key update: the edit route shows the key read-only.
  await table.getByRole('link', { name: 'laptop' }).click();
  await expect(page).toHaveURL('/settings/ssh-keys/laptop/edit');
  const details = page.getByRole('dialog', { name: 'SSH key' });
  await expect(details).toContainText('SSH keys cannot be changed once added');
  await expect(details).toContainText(PUBLIC_KEY);
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL('/settings/ssh-keys');

  // Names are unique per user: the platform's refusal is shown in the form.
  await page.getByRole('link', { name: 'Add SSH key' }).click();
  await panel.getByLabel('Name').fill('laptop');
  await panel.getByLabel('Public key').fill(PUBLIC_KEY);
  await panel.getByRole('button', { name: 'Add SSH key' }).click();
  await expect(panel.getByRole('alert')).toContainText('already exists');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/settings/ssh-keys');

  await table.getByRole('button', { name: 'Row actions for laptop' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(confirm).toContainText('Are you sure you want to delete SSH key laptop?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('SSH key laptop deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible();
  expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
});

test('access tokens list says how tokens come to exist', async ({ page }) => {
  await page.goto('/settings/access-tokens');
  await expect(page.getByRole('heading', { name: 'Access Tokens', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No access tokens' })).toBeVisible();
});
