import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './support';

// What a cloud user reaches for: a resource's own history (its Events tab), 'Create similar', and in preview
// a way to keep the work (export to a file, import it back after a reload).

const PROJECT = 'mock-project';

// The first load also starts the in-browser mock, and instances change state on the mock's clock.
test.describe.configure({ timeout: 90_000 });

const summary = (page: Page) => page.getByLabel('Instance summary');

test("an instance's Events tab shows the action just taken, with its actor and result", async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances/db1/storage`);
  await expect(summary(page).getByText('running', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Instance actions' }).click();
  await page.getByRole('menuitem', { name: 'Stop' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm stop' })
    .getByRole('button', { name: 'Confirm' })
    .click();

  await page.getByRole('tablist', { name: 'Instance' }).getByRole('tab', { name: 'Events' }).click();
  await expect(page).toHaveURL(`/projects/${PROJECT}/instances/db1/events`);
  const events = page.getByRole('table', { name: 'Events' });
  // Newest first: the stop heads the list.
  const newest = events.getByRole('row').nth(1);
  await expect(newest.getByRole('rowheader')).toHaveText('instance_stop');
  await expect(newest).toContainText('Hannah Arendt (maze-war)');
  await expect(newest).toContainText(/20\d/);
  // Another instance's calls are not among them.
  await expect(events.getByRole('rowheader', { name: 'instance_create' })).toHaveCount(0);
});

test("'Create similar' opens the create form filled from an instance and creates an equal one", async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances`);
  await page.getByRole('button', { name: 'Row actions for db1' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Create similar' }).click();
  await expect(page).toHaveURL(`/projects/${PROJECT}/instances-new?from=db1`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/^db1-[0-9a-f]{6}$/);
  const newName = await name.inputValue();

  await page.getByRole('button', { name: 'Create instance' }).click();
  await expect(page).toHaveURL(`/projects/${PROJECT}/instances/${newName}/storage`);
  await expect(summary(page).getByText('4 vCPUs')).toBeVisible();
  await expect(summary(page).getByText('16 GiB')).toBeVisible();

  // Its Events tab holds its create call, found by when the instance came to be.
  await page.getByRole('tablist', { name: 'Instance' }).getByRole('tab', { name: 'Events' }).click();
  await expect(page.getByRole('table', { name: 'Events' }).getByRole('rowheader')).toHaveText([
    'instance_create',
  ]);
});

test('a preview exported to a file, reloaded and imported brings back a created project', async ({
  page,
}) => {
  const name = `kept-${Math.random().toString(16).slice(2, 8)}`;
  await page.goto('/projects-new');
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`/projects/${name}/instances`);

  const openPreviewDialog = async () => {
    await page
      .getByRole('region', { name: 'Preview mode' })
      .getByRole('button', { name: 'Learn more' })
      .click();
    return page.getByRole('dialog', { name: 'Console Technical Preview' });
  };
  let dialog = await openPreviewDialog();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const file = test.info().outputPath('preview-state.json');
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'rackconsole-mock-state' });

  // A reload forgets everything, as the dialog says.
  await page.goto('/projects');
  const projects = page.getByRole('table', { name: 'Projects' });
  await expect(projects.getByRole('rowheader', { name: 'mock-project' })).toBeVisible({ timeout: 30_000 });
  await expect(projects.getByRole('rowheader', { name })).toHaveCount(0);

  dialog = await openPreviewDialog();
  await dialog.getByLabel('Preview state file').setInputFiles(file);
  // The toast itself (exact), not the live region's 'Success: …' copy of it for screen readers.
  await expect(
    page.getByText('Preview state imported from preview-state.json', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(projects.getByRole('rowheader', { name })).toBeVisible();

  // A file that is not a platform's is refused, and says why.
  dialog = await openPreviewDialog();
  await dialog
    .getByLabel('Preview state file')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('[1, 2]') });
  await expect(dialog.getByRole('alert')).toContainText('is not a state file');
  // Nor is one larger than any state (sparse: the test writes nothing), which is refused unread.
  const huge = test.info().outputPath('huge-state.json');
  writeFileSync(huge, '');
  truncateSync(huge, 64 * 1024 * 1024 + 1);
  await dialog.getByLabel('Preview state file').setInputFiles(huge);
  await expect(dialog.getByRole('alert')).toHaveText(
    'huge-state.json is larger than 64 MiB, more than a preview’s state holds',
  );
  await page.keyboard.press('Escape');
  await expect(projects.getByRole('rowheader', { name })).toBeVisible();
});

test('a link carrying an exported state opens the preview with it, once', async ({ page }) => {
  const name = `linked-${Math.random().toString(16).slice(2, 8)}`;
  await page.goto('/projects-new');
  const panel = page.getByRole('dialog', { name: 'Create project' });
  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`/projects/${name}/instances`);
  await page
    .getByRole('region', { name: 'Preview mode' })
    .getByRole('button', { name: 'Learn more' })
    .click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Console Technical Preview' })
    .getByRole('button', { name: 'Export' })
    .click();
  const state = readFileSync(await (await downloading).path(), 'utf8');

  // The link 'Copy link' makes: the state gzipped, base64url, in the fragment.
  await page.goto(`/projects#preview-state=${gzipSync(state).toString('base64url')}`);
  const projects = page.getByRole('table', { name: 'Projects' });
  await expect(projects.getByRole('rowheader', { name })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL('/projects');

  // Taken once: a refresh starts afresh, as the preview's dialog says.
  await page.reload();
  await expect(projects.getByRole('rowheader', { name: 'mock-project' })).toBeVisible({ timeout: 30_000 });
  await expect(projects.getByRole('rowheader', { name })).toHaveCount(0);
});
