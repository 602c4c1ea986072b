import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Disk uploads over a real backend, where the upload's data calls can be held: what the user does meanwhile
// (moving on, canceling) happens while the upload is certainly still running, whatever the machine's speed.

const PROJECT = 'mock-project';
const MIB = 1024 * 1024;
const BULK_WRITE = (url: URL) => /^\/v1\/disks\/[^/]+\/bulk-write$/.test(url.pathname);

const uploadSteps = (page: Page) => page.getByRole('list', { name: 'Upload steps' }).getByRole('listitem');

/** Holds the upload's data calls until `release` is called; then they, and any later ones, go through. */
async function holdBulkWrites(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(BULK_WRITE, (route) => (holding ? held.push(route) : route.continue()));
  return {
    held,
    release: async () => {
      holding = false;
      // A call the upload has given up on (canceled) is gone; continuing it fails, harmlessly.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

test('a disk upload keeps running as a job after the form closes and the user moves on', async ({ page }) => {
  const writes = await holdBulkWrites(page);
  await signIn(page, 'hannah');
  const name = `e2e-job-${Math.random().toString(16).slice(2, 8)}`;
  await page.goto(`/projects/${PROJECT}/disks-new`);
  await expect(page.getByRole('heading', { name: 'Create disk' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Upload image' }).click();
  // Four chunks: more than one call, all of them in flight at once.
  await page.getByLabel('Image file').setInputFiles({
    name: 'small.img',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(2 * MIB, 0x5a),
  });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByRole('list', { name: 'Upload steps' })).toBeVisible();
  await expect.poll(() => writes.held.length).toBeGreaterThan(0);

  // Closing the panel does not cancel the upload; another page does not stop it either.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/disks$`));
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Instances', exact: true })
    .click();
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible();

  await page.getByRole('button', { name: /^Jobs/ }).click();
  const job = page
    .getByRole('region', { name: 'Jobs' })
    .getByRole('listitem', { name: `Upload disk ${name}` });
  await expect(job).toBeVisible();
  await expect(job).toContainText('Running');

  await writes.release();
  await expect(job).toContainText('Upload complete.');
  await expect(job).toContainText('Done');
  await job.getByRole('button', { name: 'Show details' }).click();
  await expect(job.getByRole('list', { name: `Upload disk ${name} details` })).toContainText(
    'Upload image data: Succeeded',
  );

  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Disks', exact: true })
    .click();
  await expect(
    page
      .getByRole('table', { name: 'Disks' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) }),
  ).toBeVisible();
});

test('canceling an upload stops it and removes the disk it created', async ({ page }) => {
  const writes = await holdBulkWrites(page);
  await signIn(page, 'hannah');
  const name = `e2e-cancel-${Math.random().toString(16).slice(2, 8)}`;
  await page.goto(`/projects/${PROJECT}/disks-new`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Upload image' }).click();
  // Eight chunks: the first four are in flight (held) when the user cancels.
  await page.getByLabel('Image file').setInputFiles({
    name: 'tiny.img',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(4 * MIB, 0x5a),
  });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(uploadSteps(page).filter({ hasText: 'Upload image data' })).toContainText('In progress');
  await expect.poll(() => writes.held.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await writes.release();
  await expect(page.getByText('Upload canceled. Everything it created was removed.')).toBeVisible();
  await expect(uploadSteps(page).filter({ hasText: 'Upload image data' })).toContainText('Canceled');
  const written = await page
    .getByRole('progressbar', { name: 'Upload progress' })
    .getAttribute('aria-valuenow');
  expect(Number(written)).toBeLessThan(100);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/disks$`));
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Disks' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) }),
  ).toHaveCount(0);
});
