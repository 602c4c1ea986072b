import { expect, type Page } from '@playwright/test';
import { test } from './support';

/** A name nothing seeded has, so each test works on its own resources. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });

/** Opens a row's action menu (found by the row, whatever its key) and picks an action. */
async function rowAction(page: Page, table: string, text: string, action: string) {
  await row(page, table, text)
    .getByRole('button', { name: /^Row actions for / })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a webhook receiver is created, subscribed, probed and deleted', async ({ page }) => {
  test.setTimeout(60_000);
  const name = uniqueName('e2e-hook');
  await page.goto('/system/alerts');
  await page.getByRole('button', { name: 'New webhook receiver' }).click();
  const form = page.getByRole('dialog', { name: 'Create webhook receiver' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('not a url');
  await form.getByLabel('Secret', { exact: true }).fill('s3cret-value');
  await form.getByRole('checkbox', { name: /^instance\.failed/ }).check();
  await form.getByRole('button', { name: 'Create webhook receiver' }).click();
  await expect(form.getByText('Endpoint must be a URL, e.g. https://alerts.example.com/hook')).toBeVisible();
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://hooks.example.com/e2e');
  await form.getByRole('button', { name: 'Create webhook receiver' }).click();
  await expect(page).toHaveURL(new RegExp(`/system/alerts/${name}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(row(page, 'Subscriptions', 'instance.failed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Secrets' }).getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add subscription' }).click();
  const add = page.getByRole('dialog', { name: 'Add subscription' });
  await add.getByRole('textbox', { name: 'Alert class' }).fill('hardware..x');
  await add.getByRole('button', { name: 'Add subscription' }).click();
  await expect(add.getByRole('alert')).toContainText('Must be an alert class or a glob');
  await add.getByRole('textbox', { name: 'Alert class' }).fill('hardware.**');
  await add.getByRole('button', { name: 'Add subscription' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, 'Subscriptions', 'hardware.**')).toBeVisible();

  await page.getByRole('button', { name: 'Send test alert' }).click();
  await expect(row(page, 'Deliveries', 'probe')).toBeVisible();

  await rowAction(page, 'Subscriptions', 'instance.failed', 'Remove');
  await confirm(page, 'Confirm remove subscription');
  await expect(row(page, 'Subscriptions', 'instance.failed')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm(page, 'Confirm delete');
  await expect(page).toHaveURL(/\/system\/alerts$/);
  await expect(row(page, 'Alert receivers', name)).toHaveCount(0);
});

test('a certificate is created from PEM text and deleted', async ({ page }) => {
  const name = uniqueName('e2e-cert');
  await page.goto('/system/certificates');
  await page.getByRole('button', { name: 'New certificate' }).click();
  const form = page.getByRole('dialog', { name: 'Create certificate' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Certificate' })
    .fill('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----');
  await form.getByRole('button', { name: 'Create certificate' }).click();
  await expect(form.getByText('Must be a PEM certificate (-----BEGIN CERTIFICATE-----)')).toBeVisible();
  await expect(form.getByText('Private key is required')).toBeVisible();
  await form
    .getByRole('textbox', { name: 'Certificate' })
    .fill('-----BEGIN CERTIFICATE-----\nMIIBIjAN\n-----END CERTIFICATE-----');
  await form.getByLabel('Private key file').setInputFiles({
    name: 'key.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from('-----BEGIN PRIVATE KEY-----\nMIIEvQIB\n-----END PRIVATE KEY-----\n'),
  });
  await expect(form.getByRole('textbox', { name: 'Private key' })).toHaveValue(/BEGIN PRIVATE KEY/);
  await form.getByRole('button', { name: 'Create certificate' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'Certificates', name)).toContainText('external API');

  await rowAction(page, 'Certificates', name, 'Delete');
  await confirm(page, 'Confirm delete');
  await expect(row(page, 'Certificates', name)).toHaveCount(0);
});

test('the audit log shows the last day and filters by actor on the page', async ({ page }) => {
  await page.goto('/system/audit-log');
  await expect(page).toHaveURL(/\/system\/audit-log\?.*start=/);
  const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(entries.filter({ hasText: 'Hannah Arendt' }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Actor' }).fill('no such actor');
  await expect(page.getByText('No entry on this page matches the actor filter.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Actor' }).fill('hannah');
  await expect(entries.filter({ hasText: 'Hannah Arendt' }).first()).toBeVisible();
  // Every remaining entry is by that actor (the header row aside).
  const shown = await entries.count();
  await expect(entries.filter({ hasText: 'Hannah Arendt' })).toHaveCount(shown - 1);
});

/** A moment as a `datetime-local` input takes it, in the browser's (and this process's) time zone. */
const localInput = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

test('the audit log is filtered by time range', async ({ page }) => {
  const DAY = 24 * 60 * 60 * 1000;
  await page.goto('/system/audit-log');
  const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(entries.first()).toBeVisible();
  const lastDay = await entries.count();

  // The seeded entries span three days: a wider range shows more of them.
  await page.getByLabel('Start').fill(localInput(new Date(Date.now() - 4 * DAY)));
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(page).toHaveURL(/start=/);
  await expect.poll(() => entries.count()).toBeGreaterThan(lastDay);

  // A range that ended before anything happened shows nothing.
  await page.getByLabel('Start').fill(localInput(new Date(Date.now() - 30 * DAY)));
  await page.getByLabel('End (Optional)').fill(localInput(new Date(Date.now() - 20 * DAY)));
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(page).toHaveURL(/end=/);
  await expect(page.getByText('Nothing was recorded in this time range.')).toBeVisible();
});

test('the alert log is filtered by alert class and by when alerts were raised', async ({ page }) => {
  const DAY = 24 * 60 * 60 * 1000;
  await page.goto('/system/alert-log');
  const alerts = page.getByRole('table', { name: 'Alerts' });
  await expect(alerts.getByRole('rowheader', { name: 'instance.failed' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Alert class' }).fill('hardware.**');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/class=hardware/);
  await expect(alerts.getByRole('rowheader', { name: 'hardware.disk.fault' })).toBeVisible();
  await expect(alerts.getByRole('rowheader', { name: 'instance.failed' })).toHaveCount(0);

  // Raised before anything was: no alert matches.
  await page.getByLabel('To (Optional)').fill(localInput(new Date(Date.now() - 365 * DAY)));
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/end=/);
  await expect(page.getByText('No alert matches this class and time range.')).toBeVisible();
});

test('a trust root is added from its root.json and removed', async ({ page }) => {
  await page.goto('/system/update');
  await page.getByRole('button', { name: 'Add trust root' }).click();
  const form = page.getByRole('dialog', { name: 'Add trust root' });
  const rootRole = form.getByRole('textbox', { name: 'Root role' });
  await rootRole.fill('{"signed": {"_type": "targets"}}');
  await form.getByRole('button', { name: 'Add trust root' }).click();
  await expect(form.getByText('Must be a TUF root role: a signed document of type "root"')).toBeVisible();
  await rootRole.fill(
    JSON.stringify({
      signed: { _type: 'root', version: 7, expires: '2031-06-01T00:00:00Z' },
      signatures: [],
    }),
  );
  await form.getByRole('button', { name: 'Add trust root' }).click();
  await expect(form).toBeHidden();
  // Listed by what the document says about itself: its root version.
  const added = page
    .getByRole('table', { name: 'Trust roots' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '7', exact: true }) });
  await expect(added).toHaveCount(1);

  await added.getByRole('button', { name: /^Row actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await confirm(page, 'Confirm delete');
  await expect(toast(page, 'Trust root removed')).toBeVisible();
  await expect(added).toHaveCount(0);
});

test('the allow list is restricted to validated networks, and inbound ICMP is toggled', async ({ page }) => {
  await page.goto('/system/networking/allow-list');
  await page.getByRole('button', { name: 'Edit allow list' }).click();
  const form = page.getByRole('dialog', { name: 'Edit allow list' });
  await form.getByRole('radio', { name: 'Only these networks' }).check();
  const networks = form.getByRole('textbox', { name: 'Networks' });
  await networks.fill('192.0.2.0/24\n10.0.0.0/33');
  await form.getByRole('button', { name: 'Update allow list' }).click();
  await expect(form.getByText('10.0.0.0/33: Max width for IPv4 is 32')).toBeVisible();
  await networks.fill('192.0.2.0/24\n2001:db8::/48');
  await form.getByRole('button', { name: 'Update allow list' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'Allowed networks', '2001:db8::/48')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  const icmp = page.getByRole('switch', { name: 'Inbound ICMP' });
  const before = await icmp.getAttribute('aria-checked');
  await icmp.click();
  await confirm(page, before === 'true' ? 'Disable Inbound ICMP' : 'Enable Inbound ICMP');
  await expect(icmp).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
});

test("a switch port's status and LLDP details open in a side panel", async ({ page }) => {
  await page.goto('/system/inventory/switches');
  await expect(page.getByRole('table', { name: 'Switches' }).getByRole('row')).not.toHaveCount(1);
  const port = page.getByRole('table', { name: 'Switch ports' }).getByRole('row').nth(1);
  const name = await port.getByRole('rowheader').textContent();
  await port.getByRole('button', { name: /^Row actions for / }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  const panel = page.getByRole('dialog', { name: new RegExp(`^Port switch[01]/${name}$`) });
  await expect(panel.getByLabel('Link status')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'LLDP configuration' })).toBeVisible();
  await expect(
    panel
      .getByRole('table', { name: 'LLDP neighbors' })
      .or(panel.getByText('No neighbors seen on this port.')),
  ).toBeVisible();
});
