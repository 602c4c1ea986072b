import { expect, type Page } from '@playwright/test';
import { test } from './support';

const PROJECT = 'mock-project';

// The first load also starts the in-browser mock, and instances change state on the mock's clock.
test.describe.configure({ timeout: 90_000 });

const table = (page: Page, name: string) => page.getByRole('table', { name });

/** The names in a table's rows, top to bottom (the first cell of a row is its header). */
const rowNames = (page: Page, name: string) => table(page, name).getByRole('rowheader');

const row = (page: Page, tableName: string, name: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

const jobsButton = (page: Page) => page.getByRole('button', { name: /^Jobs/ });
const jobsTray = (page: Page) => page.getByRole('region', { name: 'Jobs' });

async function openInstances(page: Page, search = '') {
  await page.goto(`/projects/${PROJECT}/instances${search}`);
  await expect(table(page, 'Instances')).toBeVisible({ timeout: 30_000 });
}

test('the instances view (filter, sort, hidden column) lives in the URL: reload keeps it, Back undoes it', async ({
  page,
}) => {
  await openInstances(page);
  await page.getByRole('searchbox', { name: 'Filter by name' }).fill('web');
  await expect(rowNames(page, 'Instances')).toHaveText(['web-1', 'web-2']);

  const nameHeader = table(page, 'Instances').getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(page, 'Instances')).toHaveText(['web-2', 'web-1']);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Memory' }).click();
  await page.keyboard.press('Escape');
  await expect(table(page, 'Instances').getByRole('columnheader', { name: 'Memory' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]sort=-name/);
  await expect(page).toHaveURL(/[?&]q=web/);
  await expect(page).toHaveURL(/[?&]hide=memory/);

  await page.reload();
  await expect(rowNames(page, 'Instances')).toHaveText(['web-2', 'web-1'], { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('web');
  await expect(table(page, 'Instances').getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table(page, 'Instances').getByRole('columnheader', { name: 'Memory' })).toHaveCount(0);

  await page.goBack();
  await expect(table(page, 'Instances').getByRole('columnheader', { name: 'Memory' })).toBeVisible();
  await expect(rowNames(page, 'Instances')).toHaveText(['web-2', 'web-1']);
});

test('filtering by state shows only instances in that state', async ({ page }) => {
  await openInstances(page);
  await page.getByRole('combobox', { name: 'Filter by state' }).click();
  await page.getByRole('option', { name: 'stopped', exact: true }).click();
  await expect(rowNames(page, 'Instances')).toHaveText(['scratch', 'windows-dev']);
  await expect(page).toHaveURL(/[?&]state=stopped/);
});

test('bulk stop skips what cannot be stopped and reports each instance; bulk start starts them', async ({
  page,
}) => {
  await openInstances(page);
  await page.getByRole('checkbox', { name: 'Select db1' }).click();
  await page.getByRole('checkbox', { name: 'Select scratch' }).click();
  const bar = page.getByRole('toolbar', { name: 'Actions for 2 instances' });
  await expect(bar).toContainText('2 selected');

  await bar.getByRole('button', { name: 'Stop' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm stop' });
  await expect(dialog).toContainText('Are you sure you want to stop 1 instance?');
  await expect(dialog).toContainText('1 instance will be skipped');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(bar).toBeHidden();

  await expect(page.getByText('Stopped 1 of 2 instances', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'See details' }).click();
  const job = jobsTray(page).getByRole('listitem', { name: 'Stop 2 instances' });
  await expect(job).toContainText('Stopped 1 of 2 instances');
  const details = job.getByRole('list', { name: 'Stop 2 instances details' });
  await expect(details).toContainText('db1: Succeeded');
  await expect(details).toContainText(
    'scratch: Skipped (Only running, starting, rebooting or failed instances can be stopped)',
  );
  await page.getByRole('button', { name: 'Close jobs' }).click();

  // The list refreshes after the job: db1 goes through stopping to stopped.
  await expect(row(page, 'Instances', 'db1').getByText('stopped', { exact: true })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('checkbox', { name: 'Select db1' }).click();
  await page.getByRole('checkbox', { name: 'Select scratch' }).click();
  await page
    .getByRole('toolbar', { name: 'Actions for 2 instances' })
    .getByRole('button', { name: 'Start' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Confirm start' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Started 2 of 2 instances', { exact: true }).first()).toBeVisible();
  await jobsButton(page).click();
  await expect(jobsTray(page).getByRole('listitem', { name: 'Start 2 instances' })).toContainText('Done');
});

test('selected snapshots are deleted in bulk', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/snapshots`);
  await expect(table(page, 'Snapshots')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Select db1-data-nightly' }).click();
  await page.getByRole('checkbox', { name: 'Select backup-vol-weekly' }).click();
  await page
    .getByRole('toolbar', { name: 'Actions for 2 snapshots' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(dialog).toContainText('Are you sure you want to delete 2 snapshots?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Deleted 2 of 2 snapshots', { exact: true }).first()).toBeVisible();
  await expect(row(page, 'Snapshots', 'db1-data-nightly')).toHaveCount(0);
  await expect(row(page, 'Snapshots', 'backup-vol-weekly')).toHaveCount(0);
  await expect(row(page, 'Snapshots', 'db1-boot-snap')).toBeVisible();
});
