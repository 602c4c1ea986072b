import { expect, type Page } from '@playwright/test';
import { expectAccessible, test } from './support';

// Subnet pools (system networking and each silo's tab) and the fleet's access policy, as hannah (a fleet admin
// through maze-war's mapping) and fleet-viewer (the fleet viewer role only). The preview mock forgets
// everything on a reload, so each flow moves through the app once it has changed something.

/** A name nothing seeded has, so each test works on its own resources. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a form's 'CLI Command' dialog, expects the command, and closes the dialog again. */
async function expectCommand(page: Page, form: ReturnType<Page['getByRole']>, command: string) {
  await form.getByRole('button', { name: 'CLI Command' }).click();
  const cli = page.getByRole('dialog', { name: 'CLI command' });
  await expect(cli.locator('code')).toHaveText(command);
  await cli.getByRole('button', { name: 'Close' }).click();
  await expect(cli).toBeHidden();
}

test('a subnet pool is created, gets a member, is linked to a silo that lists it, then emptied and deleted', async ({
  page,
}) => {
  // Five forms, three confirmations and a visit to the silo.
  test.setTimeout(90_000);
  const name = uniqueName('e2e-subnets');
  await page.goto('/system/networking');
  await page.getByRole('tab', { name: 'Subnet Pools' }).click();
  await expect(page).toHaveURL(/\/system\/networking\/subnet-pools$/);
  await expect(row(page, 'Subnet pools', 'customer-v4')).toContainText('IPv4');

  await page.getByRole('button', { name: 'New Subnet Pool' }).click();
  const create = page.getByRole('dialog', { name: 'Create subnet pool' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await create.getByRole('textbox', { name: /Description/ }).fill('Blocks for the e2e suite');
  await expect(create.getByRole('combobox', { name: 'IP version' })).toHaveText('IPv4');
  await expectCommand(
    page,
    create,
    `rackctl subnet-pool create --name ${name} --description 'Blocks for the e2e suite' --ip-version v4`,
  );
  await create.getByRole('button', { name: 'Create subnet pool' }).click();
  await expect(page).toHaveURL(new RegExp(`/system/networking/subnet-pools/${name}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No member subnets' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit subnet pool' });
  await edit.getByRole('textbox', { name: /Description/ }).fill('Edited by the e2e suite');
  await expectCommand(
    page,
    edit,
    `rackctl subnet-pool update ${name} --description 'Edited by the e2e suite'`,
  );
  await edit.getByRole('button', { name: 'Update subnet pool' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByLabel('Subnet pool summary')).toContainText('Edited by the e2e suite');

  await page.getByRole('button', { name: 'Add subnet' }).click();
  const add = page.getByRole('dialog', { name: 'Add member subnet' });
  const subnet = add.getByRole('textbox', { name: 'Subnet' });
  await subnet.fill('fd00:9::/48');
  await add.getByRole('button', { name: 'Add subnet' }).click();
  await expect(add.getByText('Must be an IPv4 subnet')).toBeVisible();
  await subnet.fill('100.72.64.0/33');
  await add.getByRole('button', { name: 'Add subnet' }).click();
  await expect(add.getByText('Max width for IPv4 is 32')).toBeVisible();
  // The platform's refusal of a block another pool holds, shown in the form.
  await subnet.fill('100.72.0.0/24');
  await add.getByRole('button', { name: 'Add subnet' }).click();
  await expect(add.getByRole('alert')).toContainText(
    'overlaps with an existing IP pool range or subnet pool member',
  );
  await subnet.fill('100.72.64.0/24');
  await expectCommand(page, add, `rackctl subnet-pool member add ${name} --subnet 100.72.64.0/24`);
  await add.getByRole('button', { name: 'Add subnet' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, 'Member subnets', '100.72.64.0/24')).toContainText('/24 to /32');
  await expect(page.getByLabel('Subnet pool summary')).toContainText('0 / 256');
  // A pool with members cannot be deleted: the button says so before any confirm.
  const deleteButton = page.getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
  await deleteButton.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    'Remove the member subnets of this pool before deleting it',
  );
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Linked silos' }).click();
  await page.getByRole('button', { name: 'Link silo' }).click();
  const link = page.getByRole('dialog', { name: 'Link silo' });
  await link.getByRole('combobox', { name: 'Silo' }).click();
  await page.getByRole('option', { name: 'myriad', exact: true }).click();
  await expectCommand(page, link, `rackctl subnet-pool link ${name} --silo myriad`);
  await link.getByRole('checkbox', { name: "Make this the silo's default IPv4 subnet pool" }).check();
  await expectCommand(page, link, `rackctl subnet-pool link ${name} --silo myriad --default`);
  // myriad's default IPv4 pool is customer-v4: a second default is the platform's refusal, shown in the form.
  await link.getByRole('button', { name: 'Link silo' }).click();
  await expect(link.getByRole('alert')).toContainText('already exists');
  await link.getByRole('checkbox', { name: "Make this the silo's default IPv4 subnet pool" }).uncheck();
  await link.getByRole('button', { name: 'Link silo' }).click();
  await expect(link).toBeHidden();
  await expect(row(page, 'Linked silos', 'myriad')).not.toContainText('default');
  await rowAction(page, 'myriad', 'Make default');
  await confirm(page, 'Make default subnet pool');
  await expect(row(page, 'Linked silos', 'myriad')).toContainText('default');

  // The silo's own tab lists the pool as its default, in place of customer-v4.
  await page.getByRole('navigation').getByRole('link', { name: 'Silos' }).click();
  await page.getByRole('table', { name: 'Silos' }).getByRole('link', { name: 'myriad', exact: true }).click();
  await page.getByRole('tab', { name: 'Subnet Pools' }).click();
  await expect(page).toHaveURL(/\/system\/silos\/myriad\/subnet-pools$/);
  await expect(row(page, 'Linked subnet pools', name)).toContainText('Default');
  await expect(row(page, 'Linked subnet pools', 'customer-v4')).not.toContainText('Default');
  await expectAccessible(page);

  // Emptied of its member, the pool can go; its silo link goes with it.
  await page.getByRole('table', { name: 'Linked subnet pools' }).getByRole('link', { name }).click();
  await rowAction(page, '100.72.64.0/24', 'Remove');
  await confirm(page, 'Confirm remove subnet');
  await expect(page.getByRole('heading', { name: 'No member subnets' })).toBeVisible();
  await expect(page.getByLabel('Subnet pool summary')).toContainText('0 / 0');
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Confirm delete');
  await expect(page).toHaveURL(/\/system\/networking\/subnet-pools$/);
  await expect(row(page, 'Subnet pools', name)).toHaveCount(0);
});

test('the fleet policy is shown and edited on /system/access with the fleet roles only', async ({ page }) => {
  const janeId = '1c0a4f1e-2b2f-4c7a-8a10-000000000006';
  await page.goto('/system/silos');
  await page.getByRole('navigation').getByRole('link', { name: 'Fleet Access' }).click();
  await expect(page).toHaveURL('/system/access');
  await expect(page.getByRole('heading', { name: 'Fleet access', level: 1 })).toBeVisible();
  await expect(row(page, 'Role assignments', 'Fleet Viewer')).toContainText('Viewer');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add user or group' }).click();
  const form = page.getByRole('dialog', { name: 'Add user or group to the fleet' });
  await expect(form.getByRole('radio')).toHaveCount(3);
  await expect(form.getByRole('radio', { name: 'Limited collaborator' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'User or group' }).click();
  // The picker leaves out identities that already have a role.
  await expect(page.getByRole('option', { name: 'Fleet Viewer (User)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Jane Austen (User)' }).click();
  await form.getByRole('radio', { name: 'Collaborator', exact: true }).check();
  await expectCommand(page, form, `rackctl policy add ${janeId} collaborator --fleet`);
  await form.getByRole('button', { name: 'Assign role' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'Role assignments', 'Jane Austen')).toContainText('Collaborator');

  await rowAction(page, 'Jane Austen', 'Remove role');
  await confirm(page, 'Confirm remove role');
  await expect(row(page, 'Role assignments', 'Jane Austen')).toHaveCount(0);
  await expect(row(page, 'Role assignments', 'Fleet Viewer')).toHaveCount(1);
});

test('a fleet viewer reads the fleet policy and the subnet pools but changes nothing', async ({ page }) => {
  await page.goto(`/login/maze-war/local?redirect_uri=${encodeURIComponent('/system/access')}`);
  await page.getByLabel('Username').fill('fleet-viewer');
  await page.getByLabel('Password').fill('rack-console');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/system/access');
  await expect(row(page, 'Role assignments', 'Fleet Viewer')).toContainText('Viewer');
  const add = page.getByRole('button', { name: 'Add user or group' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await add.focus();
  await expect(page.getByRole('tooltip')).toContainText('Action not authorized');

  await page.getByRole('navigation').getByRole('link', { name: 'Networking' }).click();
  await page.getByRole('tab', { name: 'Subnet Pools' }).click();
  await expect(row(page, 'Subnet pools', 'customer-v4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Subnet Pool' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
