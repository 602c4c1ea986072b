import { expect, type Page } from '@playwright/test';
import { test } from './support';

/** A name nothing seeded has, so each test works on its own resources. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const row = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });

async function rowAction(page: Page, key: string, action: string) {
  await page.getByRole('button', { name: `Row actions for ${key}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** The seeded sled in cubby 0 and its serial (packages/mock-server/src/fixtures/system-hardware.ts). */
const SLED_SERIAL = 'BRM41221000';

test('the sleds list shows each sled with its usable RAM and threads', async ({ page }) => {
  await page.goto('/system/inventory');
  await expect(page).toHaveURL(/\/system\/inventory\/sleds$/);
  const sleds = table(page, 'Sleds');
  await expect(sleds.getByRole('columnheader', { name: 'Usable RAM' })).toBeVisible();
  await expect(sleds.getByRole('columnheader', { name: 'Threads' })).toBeVisible();
  const sled = row(page, 'Sleds', SLED_SERIAL);
  // A gimlet's ~1 TiB of usable memory, in 1024 multiples, and its 128 hardware threads.
  await expect(sled).toContainText('1,012 GiB');
  await expect(sled.getByRole('cell', { name: '128', exact: true })).toBeVisible();
  await expect(sled).toContainText('provisionable');

  await sled.getByRole('link', { name: SLED_SERIAL }).click();
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[\w-]+\/instances$/);
  await expect(page.getByRole('heading', { name: SLED_SERIAL, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
    `Inventory/Sleds/${SLED_SERIAL}/Instances`,
  );
  await expect(table(page, 'Sled instances')).toBeVisible();
});

test("a sled's provision policy is changed after confirmation", async ({ page }) => {
  await page.goto('/system/inventory/sleds');
  const sled = row(page, 'Sleds', SLED_SERIAL);
  await expect(sled).toContainText('provisionable');
  await rowAction(page, SLED_SERIAL, 'Change provision policy');
  const dialog = page.getByRole('alertdialog', { name: 'Change provision policy' });
  await expect(dialog).toContainText(`Make sled ${SLED_SERIAL} not provisionable?`);
  await confirm(page, 'Change provision policy');
  await expect(sled).toContainText('not provisionable');
  await expect(page.getByText(`Sled ${SLED_SERIAL} is now not provisionable`, { exact: true })).toBeVisible();

  // An expunged sled has no provision policy to change.
  await page.getByRole('button', { name: 'Row actions for BRM41221555', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Change provision policy' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an IP pool is created, gets a validated IPv4 range and is linked to a silo', async ({ page }) => {
  // Three forms and a confirmation in one flow.
  test.setTimeout(60_000);
  const name = uniqueName('e2e-pool');
  await page.goto('/system/networking');
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools$/);
  await page.getByRole('button', { name: 'New IP Pool' }).click();
  const create = page.getByRole('dialog', { name: 'Create IP pool' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(create.getByRole('combobox', { name: 'IP version' })).toHaveText('IPv4');
  await create.getByRole('button', { name: 'Create IP pool' }).click();
  await expect(page).toHaveURL(new RegExp(`/system/networking/ip-pools/${name}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add range' }).click();
  const add = page.getByRole('dialog', { name: 'Add IP range' });
  const first = add.getByRole('textbox', { name: 'First' });
  const last = add.getByRole('textbox', { name: 'Last' });
  await first.fill('100.64.10.300');
  await last.fill('fd00::1');
  await add.getByRole('button', { name: 'Add range' }).click();
  await expect(add.getByText('Not a valid IP address')).toBeVisible();
  await expect(add.getByText('Must be an IPv4 address')).toBeVisible();
  await first.fill('100.64.10.20');
  await last.fill('100.64.10.1');
  await add.getByRole('button', { name: 'Add range' }).click();
  await expect(add.getByText('Last address must not be below the first')).toBeVisible();
  await last.fill('100.64.10.40');
  await add.getByRole('button', { name: 'Add range' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, 'IP ranges', '100.64.10.20')).toContainText('100.64.10.40');
  await expect(page.getByLabel('IP pool summary')).toContainText('0 / 21');

  await page.getByRole('tab', { name: 'Linked silos' }).click();
  await page.getByRole('button', { name: 'Link silo' }).click();
  const link = page.getByRole('dialog', { name: 'Link silo' });
  await link.getByRole('combobox', { name: 'Silo' }).click();
  await page.getByRole('option', { name: 'maze-war', exact: true }).click();
  await link.getByRole('button', { name: 'Link silo' }).click();
  await expect(link).toBeHidden();
  await expect(row(page, 'Linked silos', 'maze-war')).toBeVisible();

  await rowAction(page, 'maze-war', 'Make default');
  await confirm(page, 'Make default pool');
  await expect(row(page, 'Linked silos', 'maze-war')).toContainText('default');
});

test('a repository file is uploaded and listed', async ({ page }) => {
  // Newer than the seeded target release (17.0.0), so it can become the target.
  const version = `${100 + Math.floor(Math.random() * 1000)}.0.0`;
  await page.goto('/system/update');
  await expect(page.getByRole('heading', { name: 'System Update', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Upload repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload repository' });
  await dialog.getByLabel('Repository file').setInputFiles({
    name: `repo-${version}.zip`,
    mimeType: 'application/zip',
    buffer: Buffer.from(`a small stand-in for release ${version}`),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Repository ${version} uploaded`, { exact: true })).toBeVisible();
  await expect(row(page, 'Repositories', version)).toContainText(`repo-${version}.zip`);

  await rowAction(page, version, 'Set as target release');
  await confirm(page, 'Set target release');
  await expect(page.getByLabel('Update status')).toContainText(version);
});

test('a support bundle is created, collected and offered for download', async ({ page }) => {
  const reason = `e2e: ${uniqueName('sled fault')}`;
  await page.goto('/system/support-bundles');
  await page.getByRole('button', { name: 'New support bundle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create support bundle' });
  await dialog.getByRole('button', { name: 'Create support bundle' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Create support bundle' }).click();
  await expect(dialog).toBeHidden();
  const bundle = row(page, 'Support bundles', reason);
  await expect(bundle).toContainText('collecting');
  // The list polls while a bundle is collected; the mock finishes it after one transition.
  await expect(bundle).toContainText('active', { timeout: 15_000 });
  const download = page.waitForEvent('download');
  await bundle.getByRole('link', { name: /^Download support bundle/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^support-bundle-[\w-]+\.zip$/);
});

test('an IPv6 pool takes a validated range, loses it, is edited, reassigned and deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('e2e-v6');
  await page.goto('/system/networking/ip-pools-new');
  const create = page.getByRole('dialog', { name: 'Create IP pool' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await create.getByRole('combobox', { name: 'IP version' }).click();
  await page.getByRole('option', { name: 'IPv6' }).click();
  await create.getByRole('button', { name: 'Create IP pool' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByLabel('IP pool summary')).toContainText('IPv6');

  await page.getByRole('button', { name: 'Add range' }).click();
  const add = page.getByRole('dialog', { name: 'Add IP range' });
  await add.getByRole('textbox', { name: 'First' }).fill('192.0.2.1');
  await add.getByRole('textbox', { name: 'Last' }).fill('fd00:1::g');
  await add.getByRole('button', { name: 'Add range' }).click();
  await expect(add.getByText('Must be an IPv6 address')).toBeVisible();
  await expect(add.getByText('Not a valid IP address')).toBeVisible();
  await add.getByRole('textbox', { name: 'First' }).fill('fd00:1::10');
  await add.getByRole('textbox', { name: 'Last' }).fill('fd00:1::1f');
  await add.getByRole('button', { name: 'Add range' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, 'IP ranges', 'fd00:1::10')).toContainText('fd00:1::1f');
  await expect(page.getByLabel('IP pool summary')).toContainText('0 / 16');

  await row(page, 'IP ranges', 'fd00:1::10')
    .getByRole('button', { name: /^Row actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await confirm(page, 'Confirm remove range');
  await expect(page.getByText('Range fd00:1::10–fd00:1::1f removed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No IP ranges' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit IP pool' });
  await edit.getByRole('textbox', { name: 'Description (Optional)' }).fill('Edited by the e2e suite');
  await edit.getByRole('button', { name: 'Update IP pool' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByLabel('IP pool summary')).toContainText('Edited by the e2e suite');

  // A pool that no silo uses can serve the rack's own services instead.
  await page.getByRole('button', { name: 'Change assignment' }).click();
  await confirm(page, 'Change assignment');
  await expect(page.getByLabel('IP pool summary')).toContainText('System services');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm(page, 'Confirm delete');
  await expect(page).toHaveURL(/\/system\/networking\/ip-pools$/);
  await expect(row(page, 'IP pools', name)).toHaveCount(0);
});

test('the networking read views list address lots, BGP, BFD, loopback addresses and port settings', async ({
  page,
}) => {
  await page.goto('/system/networking/address-lots');
  await rowAction(page, 'initial-infra', 'View blocks');
  const blocks = page.getByRole('dialog', { name: 'Blocks of initial-infra' });
  await expect(blocks.getByRole('table', { name: 'Address lot blocks' }).getByRole('row')).not.toHaveCount(1);
  await blocks.getByRole('button', { name: 'Close' }).first().click();

  const tabs = page.getByRole('tablist', { name: 'Networking' });
  await tabs.getByRole('tab', { name: 'BGP' }).click();
  await expect(row(page, 'BGP configurations', 'as65547')).toContainText('65547');
  await expect(row(page, 'BGP peers', 'switch0')).toContainText('172.20.15.33');
  await rowAction(page, 'as65547-announce', 'View announcements');
  const announcements = page.getByRole('dialog', { name: 'Announcements of as65547-announce' });
  await expect(announcements.getByRole('table', { name: 'Announcements' })).toContainText('/');
  await announcements.getByRole('button', { name: 'Close' }).first().click();

  await tabs.getByRole('tab', { name: 'BFD' }).click();
  await expect(row(page, 'BFD sessions', '172.20.15.38')).toContainText('switch0');
  await tabs.getByRole('tab', { name: 'Loopback Addresses' }).click();
  await expect(row(page, 'Loopback addresses', '10.0.255.2/32')).toContainText('switch1');
  await tabs.getByRole('tab', { name: 'Port Settings' }).click();
  await rowAction(page, 'default-uplink0', 'View details');
  const settings = page.getByRole('dialog', { name: 'Port settings default-uplink0' });
  await expect(settings.getByLabel('Port configuration')).toBeVisible();
});

test('racks and physical disks are listed, fleet-wide and per sled', async ({ page }) => {
  await page.goto('/system/inventory/racks');
  await expect(table(page, 'Racks').getByRole('row')).toHaveCount(3);
  const tabs = page.getByRole('tablist', { name: 'Inventory' });
  await tabs.getByRole('tab', { name: 'Disks' }).click();
  await expect(row(page, 'Physical disks', 'A084A6C00')).toContainText(SLED_SERIAL);

  await tabs.getByRole('tab', { name: 'Sleds' }).click();
  await table(page, 'Sleds').getByRole('link', { name: SLED_SERIAL }).click();
  await page.getByRole('tab', { name: 'Physical disks' }).click();
  await expect(page).toHaveURL(/\/system\/inventory\/sleds\/[\w-]+\/disks$/);
  await expect(row(page, 'Physical disks', 'A084A6C00')).toContainText('U.2');
  // On a sled's page the sled column would repeat the page title.
  await expect(table(page, 'Physical disks')).not.toContainText(SLED_SERIAL);
});
