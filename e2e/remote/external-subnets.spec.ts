// External subnets against a real HTTP backend (the Node mock server behind the console's proxy): what the
// console creates and attaches is still there on a fresh page load.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const PROJECT = 'mock-project';

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

test('an external subnet is created, attached to a stopped instance whose networking tab lists it after a reload, and cleaned up', async ({
  page,
}) => {
  const name = `e2e-remote-block-${Math.random().toString(16).slice(2, 8)}`;
  await signIn(page, 'hannah');
  await page.goto(`/projects/${PROJECT}/external-subnets-new`);
  const form = page.getByRole('dialog', { name: 'Create external subnet' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(form.getByRole('combobox', { name: 'Subnet pool' })).toHaveText('customer-v4 (IPv4, default)');
  await form.getByRole('spinbutton', { name: 'Prefix length' }).fill('27');
  await form.getByRole('button', { name: 'Create external subnet' }).click();
  await expect(form).toBeHidden();
  const created = row(page, 'External subnets', name);
  await expect(created).toContainText(/100\.72\.\d+\.\d+\/27/);
  const subnet = ((await created.getByText(/\/27$/).textContent()) ?? '').trim();

  await rowAction(page, name, 'Attach');
  const attach = page.getByRole('dialog', { name: `Attach external subnet ${name}` });
  await page.getByRole('combobox', { name: 'Instance', exact: true }).click();
  await page.getByRole('option', { name: 'scratch (stopped)', exact: true }).click();
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach).toBeHidden();
  await expect(created.getByRole('link', { name: 'scratch' })).toBeVisible();

  // A new page load asks the platform again: the subnet really routes to scratch.
  await page.goto(`/projects/${PROJECT}/instances/scratch/networking`);
  const listed = row(page, 'External subnets', name);
  await expect(listed).toContainText(subnet);

  await rowAction(page, name, 'Detach');
  await confirm(page, 'Detach external subnet');
  await expect(listed).toHaveCount(0);
  await page.goto(`/projects/${PROJECT}/external-subnets`);
  await rowAction(page, name, 'Delete');
  await confirm(page, 'Confirm delete');
  await expect(row(page, 'External subnets', name)).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'External subnets', 'edge-block')).toBeVisible();
  await expect(row(page, 'External subnets', name)).toHaveCount(0);
});
