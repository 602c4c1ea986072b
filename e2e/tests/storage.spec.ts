import { expect, type Page } from '@playwright/test';
import { test } from './support';

const PROJECT = 'mock-project';
const MIB = 1024 * 1024;

/** A name nothing seeded has, so each test works on its own resources. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

const row = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });

async function openRowActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Row actions for ${name}` }).click();
}

const projectNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name, exact: true });

/** Picks an option of a labelled select. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A disk image of `size` bytes that is not all zeros, so every chunk is written. */
const diskImage = (size: number) => ({
  name: 'tiny.img',
  mimeType: 'application/octet-stream',
  buffer: Buffer.alloc(size, 0x5a),
});

const uploadSteps = (page: Page) => page.getByRole('list', { name: 'Upload steps' }).getByRole('listitem');

test('a blank disk is created, shows as detached, and is deleted', async ({ page }) => {
  // The disk goes through creating to detached on the mock's clock before it can be deleted.
  test.slow();
  const name = uniqueName('e2e-disk');
  await page.goto(`/projects/${PROJECT}/disks`);
  await page.getByRole('link', { name: 'New Disk' }).click();
  await expect(page.getByRole('heading', { name: 'Create disk' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, 'Block size', '512 bytes');
  await page.getByRole('spinbutton', { name: 'Size (GiB)' }).fill('20');
  await page.getByRole('button', { name: 'Create disk' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/disks$`));
  await expect(row(page, 'Disks', name)).toContainText('20 GiB');
  // A new disk is created first, then detached; the list polls until it settles.
  await expect(row(page, 'Disks', name).getByText('detached', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await openRowActions(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(dialog).toContainText(`Are you sure you want to delete disk ${name}?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row(page, 'Disks', name)).toHaveCount(0);
});

test('a disk size below its source is refused with the rule', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/disks-new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('e2e-small'));
  await page.getByRole('radio', { name: 'Snapshot' }).click();
  await choose(page, 'Snapshot', /^backup-vol-weekly/);
  const size = page.getByRole('spinbutton', { name: 'Size (GiB)' });
  // Choosing the 500 GiB snapshot grew the size to fit it.
  await expect(size).toHaveValue('500');
  await size.fill('100');
  await page.getByRole('button', { name: 'Create disk' }).click();
  await expect(page.getByText('Must be at least 500 GiB, the size of its source')).toBeVisible();
});

test('deleting an attached disk is disabled, with the reason in a tooltip', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/disks`);
  await expect(row(page, 'Disks', 'db1-data').getByRole('link', { name: 'db1' })).toBeVisible();
  await openRowActions(page, 'db1-data');
  const remove = page.getByRole('menuitem', { name: 'Delete' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.hover();
  await expect(page.getByRole('tooltip')).toContainText('Only detached or faulted disks can be deleted');
});

test('a snapshot is taken of a disk and an image is made from it', async ({ page }) => {
  const snapshot = uniqueName('e2e-snap');
  const image = uniqueName('e2e-image');
  await page.goto(`/projects/${PROJECT}/snapshots`);
  await page.getByRole('link', { name: 'New Snapshot' }).click();
  await expect(page.getByRole('heading', { name: 'Create snapshot' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(snapshot);
  await choose(page, 'Disk', /^backup-vol/);
  await page.getByRole('button', { name: 'Create snapshot' }).click();

  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/snapshots$`));
  await expect(row(page, 'Snapshots', snapshot)).toContainText('backup-vol');
  await expect(row(page, 'Snapshots', snapshot)).toContainText('ready');

  await openRowActions(page, snapshot);
  await page.getByRole('menuitem', { name: 'Create image' }).click();
  await expect(page.getByRole('heading', { name: 'Create image from snapshot' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(image);
  await page.getByRole('textbox', { name: 'OS' }).fill('debian');
  await page.getByRole('textbox', { name: 'Version' }).fill('12');
  await page.getByRole('button', { name: 'Create image' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/snapshots$`));

  await projectNav(page, 'Images').click();
  await expect(row(page, 'Images', image)).toContainText('debian');
  await row(page, 'Images', image).getByRole('link', { name: image }).click();
  const details = page.getByRole('dialog', { name: 'Image' });
  await expect(details.getByLabel('Image details')).toContainText('500 GiB');
  await details.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(row(page, 'Images', image)).toHaveCount(0);
});

test('a project image is promoted to the silo after confirming', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/images`);
  await openRowActions(page, 'web-base');
  await page.getByRole('menuitem', { name: 'Promote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Promote image' });
  await expect(dialog).toContainText('Every project in the silo will be able to use it');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Image web-base promoted to the silo', { exact: true })).toBeVisible();
  await expect(row(page, 'Images', 'web-base')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'web-base' })).toBeVisible();
});

test('a local disk image is uploaded in chunks into a disk, a snapshot and an image', async ({ page }) => {
  // Every chunk is a call with the preview mock's latency.
  test.setTimeout(120_000);
  const name = uniqueName('e2e-upload');
  await page.goto(`/projects/${PROJECT}/disks-new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Upload image' }).click();
  await page.getByLabel('Image file').setInputFiles(diskImage(3 * MIB));
  await expect(page.getByText('tiny.img, 3 MiB')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Create an image from the snapshot' }).click();
  await page.getByRole('textbox', { name: 'Image name', exact: true }).fill(`${name}-image`);
  await page.getByRole('textbox', { name: 'OS' }).fill('debian');
  await page.getByRole('textbox', { name: 'Version' }).fill('12');
  await page.getByRole('button', { name: 'Upload image' }).click();

  await expect(page.getByText('Upload complete.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('3 MiB of 3 MiB written (100%)')).toBeVisible();
  await expect(uploadSteps(page)).toHaveCount(6);
  for (const step of await uploadSteps(page).all()) await expect(step).toContainText('Done');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/disks$`));
  // The form's default size, which holds the file.
  await expect(row(page, 'Disks', name)).toContainText('10 GiB');
  await expect(row(page, 'Disks', name).getByText('detached', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await projectNav(page, 'Images').click();
  await expect(row(page, 'Images', `${name}-image`)).toContainText('debian');
});

test('an image is uploaded through a temporary disk that is removed afterwards', async ({ page }) => {
  // Every chunk is a call with the preview mock's latency.
  test.setTimeout(120_000);
  const image = uniqueName('e2e-upimg');
  await page.goto(`/projects/${PROJECT}/images-new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(image);
  await page.getByRole('textbox', { name: 'OS' }).fill('alpine');
  await page.getByRole('textbox', { name: 'Version' }).fill('3.20');
  await page.getByRole('radio', { name: 'Upload image' }).click();
  await page.getByLabel('Image file').setInputFiles(diskImage(2 * MIB));
  await page.getByRole('button', { name: 'Upload image' }).click();

  await expect(page.getByText('Upload complete.')).toBeVisible({ timeout: 60_000 });
  await expect(uploadSteps(page).filter({ hasText: 'Remove temporary disk and snapshot' })).toContainText(
    'Done',
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, 'Images', image)).toContainText('alpine');

  await projectNav(page, 'Disks').click();
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible();
  await expect(row(page, 'Disks', image)).toHaveCount(0);
});
