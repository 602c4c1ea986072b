import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support';

// A list and its create/edit panels sit under one layout route that owns the list (DESIGN.md): opening a panel
// over page 2 keeps page 2 on screen and in the URL, and asks the API for no list page at all.

/** Counts the page's GET requests for `path` (a list operation) from now on. */
function countListRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === path) seen.push(url.search);
  });
  return seen;
}

/**
 * The data row's row-actions button, which names the row. A row's whole text is no identity: its side columns
 * (pool, instance) fill in after the list arrives. `includeHidden`: a modal panel hides the list from assistive
 * technology, and the list is still there, and still read.
 */
function rowActions(rows: Locator, name?: string) {
  return rows.nth(1).getByRole('button', {
    name: name === undefined ? /^Row actions for / : `Row actions for ${name}`,
    exact: true,
    includeHidden: true,
  });
}

async function rowName(rows: Locator) {
  return ((await rowActions(rows).getAttribute('aria-label')) ?? '').replace('Row actions for ', '');
}

/** Opens a list one row per page, moves to its second page, and returns the name of the row shown there. */
async function secondPage(page: Page, url: string, table: string) {
  await page.goto(url);
  const rows = page
    .getByRole('table', { name: table, includeHidden: true })
    .getByRole('row', { includeHidden: true });
  // A header row and one data row.
  await expect(rows).toHaveCount(2);
  const first = await rowName(rows);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]pages=/);
  await expect(rowActions(rows, first)).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  return { rows, shown: await rowName(rows) };
}

test('opening a create panel over page 2 of a list keeps page 2 and sends no list request', async ({
  page,
}) => {
  const { rows, shown } = await secondPage(page, '/projects?limit=1', 'Projects');
  const pageTwo = new URL(page.url()).searchParams.get('pages');
  const listRequests = countListRequests(page, '/v1/projects');

  await page.getByRole('link', { name: 'New Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects-new\?/);
  expect(new URL(page.url()).searchParams.get('pages')).toBe(pageTwo);
  // The list is still mounted behind the panel, on the same page.
  await expect(rows).toHaveCount(2);
  await expect(rowActions(rows, shown)).toHaveCount(1);

  await page.getByRole('dialog', { name: 'Create project' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Create project' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/projects\?/);
  expect(new URL(page.url()).searchParams.get('pages')).toBe(pageTwo);
  await expect(rowActions(rows, shown)).toHaveCount(1);
  expect(listRequests).toEqual([]);
});

test('opening an edit panel from a row on page 2 keeps the list and its page', async ({ page }) => {
  const { rows, shown } = await secondPage(
    page,
    '/projects/mock-project/floating-ips?limit=1',
    'Floating IPs',
  );
  const listRequests = countListRequests(page, '/v1/floating-ips');

  await rowActions(rows, shown).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit floating IP' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/floating-ips/${shown}/edit\\?.*pages=`));
  await expect(rowActions(rows, shown)).toHaveCount(1);
  expect(listRequests).toEqual([]);
});
