import type { Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// A disk upload runs as a job: it goes on after its form closes and the user moves to another page. Here, over
// a real backend, the upload's data calls are held while the user moves on, so the upload is certainly still
// running then, whatever the machine's speed, and the page is not competing with it; then they go through.

const PROJECT = 'mock-project';
const MIB = 1024 * 1024;
const BULK_WRITE = (url: URL) => /^\/v1\/disks\/[^/]+\/bulk-write$/.test(url.pathname);

test('a disk upload keeps running as a job after the form closes and the user moves on', async ({ page }) => {
  const held: Route[] = [];
  let holding = true;
  await page.route(BULK_WRITE, (route) => (holding ? held.push(route) : route.continue()));

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
  await expect.poll(() => held.length).toBeGreaterThan(0);

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

  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
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
