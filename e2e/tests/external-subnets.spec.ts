import { expect, type Page } from '@playwright/test';
import { test } from './support';

// A project's external subnets and an instance's multicast groups, on the preview's in-browser mock: the
// mock forgets everything on a page load, so each test moves through the console by its links.

const PROJECT = 'mock-project';

/** A name nothing seeded has, so each test works on its own resources. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const row = (page: Page, name: string, text: string) =>
  table(page, name).getByRole('row').filter({ hasText: text });

async function openRowActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click();
}

async function rowAction(page: Page, name: string, action: string) {
  await openRowActions(page, name);
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** The command a form's 'CLI Command' button shows, after which the form is back. */
async function cliCommand(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByRole('button', { name: 'CLI Command' }).click();
  const dialog = page.getByRole('dialog', { name: 'CLI command' });
  const command = (await dialog.locator('code').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return command;
}

test('an external subnet is created from the default pool, attached to a stopped instance that lists it, detached and deleted', async ({
  page,
}) => {
  test.slow(); // a create, an attach, a detach and a delete, each refreshing two lists
  const name = uniqueName('e2e-block');
  await page.goto(`/projects/${PROJECT}/external-subnets`);
  await expect(row(page, 'External subnets', 'edge-block')).toContainText('100.72.0.0/24');
  await page.getByRole('button', { name: 'New External Subnet' }).click();
  const form = page.getByRole('dialog', { name: 'Create external subnet' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // An explicit subnet inside edge-block's: the platform refuses it, and the form says why.
  await form.getByRole('radio', { name: 'A specific subnet' }).check();
  await form.getByRole('textbox', { name: 'Subnet' }).fill('100.72.0.16/28');
  expect(await cliCommand(page, form)).toBe(
    `rackctl external-subnet create --project ${PROJECT} --name ${name} --subnet 100.72.0.16/28`,
  );
  await form.getByRole('button', { name: 'Create external subnet' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The requested IP subnet overlaps with an existing External Subnet',
  );
  await form.getByRole('radio', { name: 'Next free block of a subnet pool' }).check();
  // The silo's default pool is chosen already.
  await expect(form.getByRole('combobox', { name: 'Subnet pool' })).toHaveText('customer-v4 (IPv4, default)');
  await form.getByRole('spinbutton', { name: 'Prefix length' }).fill('27');
  expect(await cliCommand(page, form)).toBe(
    `rackctl external-subnet create --project ${PROJECT} --name ${name} --pool customer-v4 --prefix-len 27`,
  );
  await form.getByRole('button', { name: 'Create external subnet' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`External subnet ${name} created`, { exact: true })).toBeVisible();
  const created = row(page, 'External subnets', name);
  await expect(created).toContainText(/100\.72\.\d+\.\d+\/27/);
  await expect(created).toContainText('customer-v4');

  await rowAction(page, name, 'Attach');
  const attach = page.getByRole('dialog', { name: `Attach external subnet ${name}` });
  // Instances mid-transition are not offered: the platform refuses them.
  await page.getByRole('combobox', { name: 'Instance', exact: true }).click();
  await expect(page.getByRole('option', { name: /^web-2 / })).toHaveCount(0);
  await page.getByRole('option', { name: 'scratch (stopped)', exact: true }).click();
  expect(await cliCommand(page, attach)).toBe(
    `rackctl external-subnet attach ${name} --project ${PROJECT} --instance scratch`,
  );
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach).toBeHidden();

  // Attached, it cannot be deleted; the menu says why.
  await openRowActions(page, name);
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  await created.getByRole('link', { name: 'scratch' }).click();
  await expect(page).toHaveURL(`/projects/${PROJECT}/instances/scratch/networking`);
  // The list stays on screen until the tab has loaded, with a row of the same name: wait for the tab.
  await expect(table(page, 'Network interfaces')).toBeVisible();
  const listed = row(page, 'External subnets', name);
  await expect(listed).toContainText('/27');
  await rowAction(page, name, 'Detach');
  await confirm(page, 'Detach external subnet');
  await expect(page.getByText(`External subnet ${name} detached`, { exact: true })).toBeVisible();
  await expect(listed).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'External Subnets' })
    .click();
  await expect(page.getByRole('heading', { name: 'External Subnets', level: 1 })).toBeVisible();
  await expect(row(page, 'External subnets', name).getByRole('link')).toHaveCount(0);
  await rowAction(page, name, 'Delete');
  await confirm(page, 'Confirm delete');
  await expect(row(page, 'External subnets', name)).toHaveCount(0);
});

test('an external subnet is attached from the networking tab of a running instance', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances/db2/networking`);
  await expect(page.getByRole('heading', { name: 'No external subnets' })).toBeVisible();
  await page.getByRole('button', { name: 'Attach external subnet' }).click();
  const attach = page.getByRole('dialog', { name: 'Attach external subnet' });
  // edge-block routes to db1 already: only the free spare-block is offered.
  await page.getByRole('combobox', { name: 'External subnet', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['spare-block (100.72.1.0/28)']);
  await page.getByRole('option', { name: 'spare-block (100.72.1.0/28)' }).click();
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach).toBeHidden();
  await expect(row(page, 'External subnets', 'spare-block')).toContainText('100.72.1.0/28');
  // The project's last free subnet is taken now.
  await expect(page.getByRole('button', { name: 'Attach external subnet' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an instance joins and leaves a multicast group from its networking tab', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/instances/scratch/networking`);
  const groups = table(page, 'Multicast groups');
  await expect(page.getByRole('heading', { name: 'No multicast groups' })).toBeVisible();
  await page.getByRole('button', { name: 'Join multicast group' }).click();
  const join = page.getByRole('dialog', { name: 'Join multicast group' });
  await join.getByRole('textbox', { name: 'Group' }).fill('telemetry');
  expect(await cliCommand(page, join)).toBe(
    `rackctl multicast-group join telemetry --project ${PROJECT} --instance scratch`,
  );
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join).toBeHidden();
  const telemetry = groups.getByRole('row').filter({ hasText: 'telemetry' });
  await expect(telemetry).toContainText('239.10.0.1');
  await expect(telemetry).toContainText('joined');

  await rowAction(page, 'telemetry', 'Leave');
  await confirm(page, 'Leave multicast group');
  await expect(page.getByRole('heading', { name: 'No multicast groups' })).toBeVisible();
});

test('an instance mid-transition cannot join a multicast group or take an external subnet, and says why', async ({
  page,
}) => {
  await page.goto(`/projects/${PROJECT}/instances/repair-shop/networking`);
  const join = page.getByRole('button', { name: 'Join multicast group' });
  await expect(join).toHaveAttribute('aria-disabled', 'true');
  await join.hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'Only running or stopped instances can join or leave multicast groups (this one is repairing)',
  );
  await expect(page.getByRole('button', { name: 'Attach external subnet' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('an external subnet is renamed, its form showing the API call it makes', async ({ page }) => {
  const name = uniqueName('e2e-spare');
  await page.goto(`/projects/${PROJECT}/external-subnets`);
  await rowAction(page, 'spare-block', 'Edit');
  await expect(page).toHaveURL(`/projects/${PROJECT}/external-subnets/spare-block/edit`);
  const form = page.getByRole('dialog', { name: 'Edit external subnet' });
  await expect(form.getByRole('textbox', { name: /Description/ })).toHaveValue('Held for the next service');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  expect(await cliCommand(page, form)).toBe(
    `rackctl external-subnet update spare-block --project ${PROJECT} --name ${name}`,
  );
  await form.getByRole('button', { name: 'Update external subnet' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'External subnets', name)).toContainText('100.72.1.0/28');
  await expect(row(page, 'External subnets', 'spare-block')).toHaveCount(0);
});
