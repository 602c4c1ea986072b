// Subnet pools and the fleet policy against a real HTTP backend (the Node mock server behind the console's
// proxy): what the console changes is still there after a page load.
import { expect, signIn, test } from './fixtures';

/** A name nothing seeded has, so the test works on its own pool. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

test('a subnet pool is created and linked to a silo, and both persist on the platform', async ({ page }) => {
  const name = uniqueName('e2e-remote-subnets');
  await signIn(page, 'hannah');
  await page.goto('/system/networking/subnet-pools');
  await page.getByRole('button', { name: 'New Subnet Pool' }).click();
  const create = page.getByRole('dialog', { name: 'Create subnet pool' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await create.getByRole('button', { name: 'Create subnet pool' }).click();
  await expect(page).toHaveURL(`/system/networking/subnet-pools/${name}`);

  await page.getByRole('tab', { name: 'Linked silos' }).click();
  await page.getByRole('button', { name: 'Link silo' }).click();
  const link = page.getByRole('dialog', { name: 'Link silo' });
  await link.getByRole('combobox', { name: 'Silo' }).click();
  await page.getByRole('option', { name: 'maze-war', exact: true }).click();
  await link.getByRole('button', { name: 'Link silo' }).click();
  await expect(link).toBeHidden();

  // A page load asks the platform again: the pool and its link are really there.
  await page.reload();
  await page.getByRole('tab', { name: 'Linked silos' }).click();
  await expect(
    page.getByRole('table', { name: 'Linked silos' }).getByRole('row').filter({ hasText: 'maze-war' }),
  ).toHaveCount(1);
  await page.goto('/system/silos/maze-war/subnet-pools');
  const linked = page.getByRole('table', { name: 'Linked subnet pools' });
  await expect(linked.getByRole('row').filter({ hasText: name })).not.toContainText('Default');
  await expect(linked.getByRole('row').filter({ hasText: 'customer-v4' })).toContainText('Default');
});

test('a user without a fleet role gets the error screen on /system/access', async ({ page }) => {
  await signIn(page, 'hans');
  await page.goto('/system/access');
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
});
