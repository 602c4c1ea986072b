import { expect, type Page } from '@playwright/test';
import { test } from './support';

const PROJECT = 'mock-project';

// Each test fills the full create form and waits on the mock's run-state transitions.
test.describe.configure({ timeout: 60_000 });

/** A name no seeded instance has, so each test works on its own instance. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

/**
 * Creates an instance through the create form and lands on its page. The preview's mock lives in the page,
 * so everything after this must navigate inside the app (a reload would forget the instance).
 */
async function createInstance(page: Page, name: string, { start }: { start: boolean }) {
  await page.goto(`/projects/${PROJECT}/instances-new`);
  // The first load also starts the in-browser mock, which is slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  if (!start) await page.getByRole('checkbox', { name: 'Start the instance once it is created' }).uncheck();
  await page.getByRole('button', { name: 'Create instance' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/instances/${name}/storage$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const instanceRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Instances' }).getByRole('row').filter({ hasText: name });

async function openRowActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click();
}

test('an instance is created through the form, runs, is stopped and deleted', async ({ page }) => {
  // Two run-state transitions of the mock (create → running, running → stopped) on top of the form.
  test.setTimeout(90_000);
  const name = uniqueName('e2e-life');
  await createInstance(page, name, { start: true });
  await expect(page.getByLabel('Instance summary').getByText('running', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Instances' })
    .click();
  await expect(instanceRow(page, name).getByText('running', { exact: true })).toBeVisible();

  await openRowActions(page, name);
  await page.getByRole('menuitem', { name: 'Stop' }).click();
  const stopDialog = page.getByRole('alertdialog', { name: 'Confirm stop' });
  await stopDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(stopDialog).toBeHidden();
  await expect(instanceRow(page, name).getByText('stopped', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await openRowActions(page, name);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(deleteDialog).toContainText(`Are you sure you want to delete instance ${name}?`);
  await deleteDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(instanceRow(page, name)).toHaveCount(0);
});

test('a row action unavailable in the instance state explains why in a tooltip', async ({ page }) => {
  const name = uniqueName('e2e-tip');
  await createInstance(page, name, { start: false });
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Instances' })
    .click();

  await openRowActions(page, name);
  const reboot = page.getByRole('menuitem', { name: 'Reboot' });
  await expect(reboot).toHaveAttribute('aria-disabled', 'true');
  await reboot.hover();
  await expect(page.getByRole('tooltip')).toContainText('Only running instances can be rebooted');
});

test('instance tabs are navigated with the arrow keys', async ({ page }) => {
  const name = uniqueName('e2e-tabs');
  await createInstance(page, name, { start: false });
  const tabs = page.getByRole('tablist', { name: 'Instance' });
  await tabs.getByRole('tab', { name: 'Storage' }).focus();

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/instances/${name}/networking$`));
  await expect(tabs.getByRole('tab', { name: 'Networking' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Networking' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Network interfaces' })).toBeVisible();

  // Left from the first tab wraps around to the last.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/instances/${name}/events$`));
  await expect(tabs.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
});

test('an instance is created with the keyboard alone', async ({ page }) => {
  const name = uniqueName('e2e-keys');
  await page.goto(`/projects/${PROJECT}/instances-new`);
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameField).toBeVisible({ timeout: 30_000 });
  // Tab from the top of the page to the first field: skip link, top bar, side navigation, header, form.
  for (
    let presses = 0;
    presses < 60 && !(await nameField.evaluate((field) => field === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(nameField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  // Enter in a text field submits the form with every other choice left at its default.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${PROJECT}/instances/${name}/storage$`));
  await expect(page.getByRole('table', { name: 'Boot disk' }).getByRole('rowheader')).toHaveCount(1);
});

test('the serial console connects and echoes typed text', async ({ page }) => {
  const name = uniqueName('e2e-serial');
  await createInstance(page, name, { start: true });
  await expect(page.getByLabel('Instance summary').getByText('running', { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('tablist', { name: 'Instance' }).getByRole('tab', { name: 'Connect' }).click();
  await page.getByRole('link', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Serial console', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeVisible({ timeout: 10_000 });

  const terminal = page.getByRole('region', { name: `Serial console of ${name}` });
  await expect(terminal).toContainText(`${name} login:`);
  await terminal.click();
  await page.keyboard.type('hello from e2e');
  await expect(terminal).toContainText('hello from e2e');
});
