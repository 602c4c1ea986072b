import { truncateSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectScreen, test, watchConsole } from './support';

// Silo and system silo screens on the in-browser mock, signed in as hannah (silo admin and, through the
// silo's fleet-role mapping, fleet admin). The mock forgets everything on reload, so each test starts fresh
// and moves around by clicking.

/** A self-signed certificate (the mock's seed) and a key it only checks for well-formed PEM. */
const CERT_PEM = `-----BEGIN CERTIFICATE-----
MIIBrzCCAVSgAwIBAgIUMtx5KeVb8tXZvfD042h8kImaR/owCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSKi5zeXMucmFjay5leGFtcGxlMB4XDTI2MTEyMjExMjY1OFoX
DTM2MTExOTExMjY1OFowHTEbMBkGA1UEAwwSKi5zeXMucmFjay5leGFtcGxlMFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAECuizAy95WtOPW+wc4cE7BHG3VURrKCju
rWKbyH17PdzgkB+amCSrV5tsRNDoMJScyKQIAXIvsblHg7dUsWkgM6NyMHAwHQYD
VR0OBBYEFDEO06gx0h+3YI5z1O2f/TR4SqjVMB8GA1UdIwQYMBaAFDEO06gx0h+3
YI5z1O2f/TR4SqjVMA8GA1UdEwEB/wQFMAMBAf8wHQYDVR0RBBYwFIISKi5zeXMu
cmFjay5leGFtcGxlMAoGCCqGSM49BAMCA0kAMEYCIQDBnZec80y/pgPJMslR3Qys
Cf1a7ekpCxndPU9a6GHCkQIhAP4rVBMsSMIEJ3F3FDVMkgsMGluYZWuLP3SK6DKU
mRl+
-----END CERTIFICATE-----`;
const KEY_PEM = `-----BEGIN PRIVATE KEY-----
ZTJlIHRlc3QgcHJpdmF0ZSBrZXkgbWF0ZXJpYWwsIG5vdCBhIHJlYWwga2V5ISE=
-----END PRIVATE KEY-----`;

const rowActions = (page: Page, label: string) =>
  page.getByRole('button', { name: `Row actions for ${label}` });

test('create a silo with quotas, a certificate, a pool and fleet roles, and see it listed', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/system/silos');
  await page.getByRole('link', { name: 'New Silo' }).click();
  const form = page.getByRole('dialog', { name: 'Create silo' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-silo');
  await form.getByRole('textbox', { name: 'Description (Optional)' }).fill('Made by the e2e suite');
  await form.getByRole('radio', { name: 'Local only' }).check();
  await form.getByRole('spinbutton', { name: 'CPU quota' }).fill('24');
  await form.getByRole('spinbutton', { name: 'Memory quota (GiB)' }).fill('96');
  await form.getByRole('spinbutton', { name: 'Storage quota (GiB)' }).fill('2048');

  // A certificate is checked before it joins the list.
  await form.getByRole('textbox', { name: 'Certificate name' }).fill('e2e-cert');
  await form.getByRole('button', { name: 'Add certificate' }).click();
  await expect(form.getByText('Certificate must be a PEM-encoded certificate chain')).toBeVisible();
  await form.getByRole('textbox', { name: 'Certificate (PEM)' }).fill(CERT_PEM);
  await form.getByRole('textbox', { name: 'Private key (PEM)' }).fill(KEY_PEM);
  await form.getByRole('button', { name: 'Add certificate' }).click();
  await expect(form.getByRole('table', { name: 'TLS certificates' })).toContainText('e2e-cert');

  await form.getByRole('checkbox', { name: 'spare (v4)' }).check();
  await form.getByRole('combobox', { name: 'Default IP pool (Optional)' }).click();
  await page.getByRole('option', { name: 'spare' }).click();
  await form
    .getByRole('group', { name: 'Silo admin (Optional)' })
    .getByRole('checkbox', { name: 'Fleet viewer' })
    .check();
  await form.getByRole('button', { name: 'Create silo' }).click();

  await expect(page).toHaveURL('/system/silos/e2e-silo/idps');
  await expect(page.getByRole('heading', { level: 1, name: 'e2e-silo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quotas' }).click();
  const quotas = page.getByRole('table', { name: 'Quotas' });
  await expect(quotas.getByRole('row', { name: /CPUs/ })).toContainText('24 CPUs');
  await expect(quotas.getByRole('row', { name: /Memory/ })).toContainText('96 GiB');
  await expect(quotas.getByRole('row', { name: /Storage/ })).toContainText('2 TiB');
  await page.getByRole('tab', { name: 'IP Pools' }).click();
  await expect(
    page.getByRole('table', { name: 'Linked IP pools' }).getByRole('row', { name: /spare/ }),
  ).toContainText('Default');
  await page.getByRole('tab', { name: 'Fleet Roles' }).click();
  await expect(
    page.getByRole('table', { name: 'Fleet roles' }).getByRole('row', { name: /Admin/ }),
  ).toContainText('Fleet viewer');

  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Silos' }).click();
  const row = page.getByRole('table', { name: 'Silos' }).getByRole('row', { name: /e2e-silo/ });
  await expect(row).toContainText('Made by the e2e suite');
  await expect(row).toContainText('Local only');
  expect(errors).toEqual([]);
});

test('silo names are checked before the form is sent', async ({ page }) => {
  await page.goto('/system/silos-new');
  const form = page.getByRole('dialog', { name: 'Create silo' });
  await form.getByRole('button', { name: 'Create silo' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('maze-war');
  await form.getByRole('button', { name: 'Create silo' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
});

test('the silo tabs cycle with the arrow keys', async ({ page }) => {
  await page.goto('/system/silos/myriad');
  await expect(page).toHaveURL('/system/silos/myriad/idps');
  await expect(page.getByRole('table', { name: 'Identity providers' })).toContainText('okta');
  const tabs: [name: string, path: string, check: (page: Page) => Promise<void>][] = [
    [
      'IP Pools',
      'ip-pools',
      (p) => expect(p.getByRole('table', { name: 'Linked IP pools' })).toContainText('default'),
    ],
    [
      'Subnet Pools',
      'subnet-pools',
      (p) => expect(p.getByRole('table', { name: 'Linked subnet pools' })).toContainText('customer-v4'),
    ],
    ['Quotas', 'quotas', (p) => expect(p.getByRole('table', { name: 'Quotas' })).toContainText('32 CPUs')],
    ['Fleet Roles', 'fleet-roles', (p) => expect(p.getByText('No mapped fleet roles')).toBeVisible()],
    ['SCIM', 'scim', (p) => expect(p.getByRole('heading', { name: 'No SCIM tokens' })).toBeVisible()],
    // Not signed in to myriad: its users are listed, its groups are not (no Groups tab).
    [
      'Users',
      'users',
      (p) => expect(p.getByRole('table', { name: 'Silo users' })).toContainText('Ada Lovelace'),
    ],
    [
      'Identity Providers',
      'idps',
      (p) => expect(p.getByRole('table', { name: 'Identity providers' })).toBeVisible(),
    ],
  ];
  await page.getByRole('tab', { name: 'Identity Providers' }).focus();
  for (const [name, path, check] of tabs) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`/system/silos/myriad/${path}`);
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name })).toBeFocused();
    await check(page);
  }
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL('/system/silos/myriad/users');
});

test('a SCIM token is shown once on creation, then can be deleted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/system/silos/myriad/scim');
  await expect(page.getByText('No SCIM tokens')).toBeVisible();
  await page.getByRole('button', { name: 'Create token' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'SCIM token created' });
  await expect(dialog.getByRole('alert')).toContainText('It will not be shown again');
  const secret = await dialog.getByRole('textbox', { name: 'Bearer token' }).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{40}$/);
  await dialog.getByRole('button', { name: 'Copy token' }).click();
  await expect(dialog.getByLabel('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'SCIM tokens' });
  await expect(table.getByRole('row')).toHaveCount(2);
  // The list never carries the secret.
  await expect(page.getByText(secret)).toHaveCount(0);
  const id = (await table.getByRole('row').nth(1).getByRole('rowheader').textContent())?.trim() ?? '';
  await rowActions(page, id).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('SCIM token deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No SCIM tokens')).toBeVisible();
});

test('edit quotas against what the silo has provisioned', async ({ page }) => {
  await page.goto('/system/silos/maze-war/quotas');
  const cpus = page.getByRole('table', { name: 'Quotas' }).getByRole('row', { name: /CPUs/ });
  await expect(cpus).toContainText('64 CPUs');
  await page.getByRole('button', { name: 'Edit quotas' }).click();
  const form = page.getByRole('dialog', { name: 'Edit quotas' });
  await expect(form.getByText(/Provisioned now: \d+ CPUs/)).toBeVisible();
  await form.getByRole('spinbutton', { name: 'CPU quota' }).fill('-1');
  await form.getByRole('button', { name: 'Update quotas' }).click();
  await expect(form.getByText('Must be a whole number, 0 or more')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'CPU quota' }).fill('80');
  await form.getByRole('button', { name: 'Update quotas' }).click();
  await expect(form).toBeHidden();
  await expect(cpus).toContainText('80 CPUs');
  await expect(page.getByText('Quotas of silo maze-war updated', { exact: true })).toBeVisible();
});

test('link, make default and unlink IP pools of a silo', async ({ page }) => {
  await page.goto('/system/silos/myriad/ip-pools');
  const table = page.getByRole('table', { name: 'Linked IP pools' });
  await page.getByRole('button', { name: 'Link pool' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link IP pool' });
  await dialog.getByRole('combobox', { name: 'IP pool' }).click();
  await page.getByRole('option', { name: 'secondary (v4)' }).click();
  await dialog.getByRole('button', { name: 'Link pool' }).click();
  await expect(table.getByRole('row', { name: /secondary/ })).toBeVisible();

  await rowActions(page, 'secondary').click();
  await page.getByRole('menuitem', { name: 'Make default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('row', { name: /secondary/ })).toContainText('Default');
  await expect(table.getByRole('row', { name: /^default/ })).not.toContainText('Default');

  await rowActions(page, 'default').click();
  await page.getByRole('menuitem', { name: 'Unlink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('row', { name: /^default/ })).toHaveCount(0);
});

test('create a SAML identity provider from an uploaded metadata file, then view it', async ({ page }) => {
  await page.goto('/system/silos/myriad/idps');
  await page.getByRole('link', { name: 'New provider' }).click();
  const form = page.getByRole('dialog', { name: 'Create identity provider' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-idp');
  await expect(form.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(/\/login\/myriad\/saml\/e2e-idp$/);
  await form.getByRole('textbox', { name: 'Entity ID' }).fill('https://idp.e2e.example/saml');
  await form.getByRole('textbox', { name: 'SP client ID' }).fill('rack-myriad');
  await form.getByRole('textbox', { name: 'SLO URL' }).fill('https://myriad.sys.rack.example/logout');
  await form.getByRole('textbox', { name: 'Technical contact email' }).fill('it@e2e.example');
  await form.getByRole('textbox', { name: 'Group attribute name (Optional)' }).fill('groups');
  await form.getByRole('radio', { name: 'XML file' }).check();
  const metadata = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.e2e.example/saml">
  <md:IDPSSODescriptor><md:KeyDescriptor><X509Certificate>MIIBrzCC</X509Certificate></md:KeyDescriptor></md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  await form.getByLabel('Metadata XML file').setInputFiles({
    name: 'metadata.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(metadata),
  });
  await form.getByLabel('Public certificate (Optional)').setInputFiles({
    name: 'signing.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(CERT_PEM),
  });
  await form.getByRole('button', { name: 'Create provider' }).click();
  // A certificate without its key is refused before anything is sent.
  await expect(form.getByText('Private key is required')).toBeVisible();
  // So is a file too large for the platform to take (sparse: the test writes nothing), unread.
  const huge = test.info().outputPath('huge.key');
  writeFileSync(huge, '');
  truncateSync(huge, 2 * 1024 * 1024);
  await form.getByLabel('Private key').setInputFiles(huge);
  await form.getByRole('button', { name: 'Create provider' }).click();
  await expect(
    form.getByText('The file huge.key is larger than 1 MiB, more than the platform takes'),
  ).toBeVisible();
  await form.getByLabel('Private key').setInputFiles({
    name: 'signing.key',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(KEY_PEM),
  });
  await form.getByRole('button', { name: 'Create provider' }).click();

  await expect(page).toHaveURL('/system/silos/myriad/idps');
  await page
    .getByRole('table', { name: 'Identity providers' })
    .getByRole('link', { name: 'e2e-idp' })
    .click();
  const details = page.getByRole('dialog', { name: 'Identity provider' });
  await expect(details).toContainText('https://idp.e2e.example/saml');
  await expect(details).toContainText('it@e2e.example');
  await expect(details).not.toContainText('None');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL('/system/silos/myriad/idps');
});

test('demote a silo image to a project, and delete one', async ({ page }) => {
  await page.goto('/images');
  const table = page.getByRole('table', { name: 'Silo images' });
  await rowActions(page, 'fedora-41').click();
  await page.getByRole('menuitem', { name: 'Demote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demote image' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'empty-project' }).click();
  await dialog.getByRole('button', { name: 'Demote' }).click();
  await expect(
    page.getByText('Image fedora-41 moved to project empty-project', { exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /fedora-41/ })).toHaveCount(0);

  await table.getByRole('link', { name: 'debian-12' }).click();
  await expect(page).toHaveURL('/images/debian-12/edit');
  const panel = page.getByRole('dialog', { name: 'Image' });
  await expect(panel).toContainText('2 GiB');
  await panel.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/images');
  await expect(table.getByRole('row', { name: /debian-12/ })).toHaveCount(0);
});

test('silo utilization shows provisioned against quota and charts over a chosen period', async ({ page }) => {
  await page.goto('/utilization');
  await expect(page.getByRole('meter', { name: 'CPUs provisioned of quota' })).toHaveAttribute(
    'aria-valuetext',
    /CPUs of 64 CPUs \(\d+%\)/,
  );
  // A chart is a slider over time (its read-out), described by the summary of its data.
  const chart = page.getByRole('slider', { name: 'Memory provisioned read-out' });
  await expect(chart).toHaveAccessibleDescription(/^Memory provisioned from .+: Provisioned latest .+ GiB/);
  await expect(chart).toHaveAccessibleDescription(/Quota 256 GiB/);
  await page.getByRole('radio', { name: 'Last week' }).click();
  await expect(page).toHaveURL('/utilization?range=week');
  await expect(page.getByRole('slider', { name: 'CPUs provisioned read-out' })).toHaveAccessibleDescription(
    /^CPUs provisioned from /,
  );
});

test('system utilization estimates capacity from the sleds and lists every silo', async ({ page }) => {
  await page.goto('/system/utilization');
  await expect(page.getByText(/Capacity is estimated from \d+ sleds/)).toBeVisible();
  const silos = page.getByRole('table', { name: 'Silo utilization' });
  await expect(silos.getByRole('row')).toHaveCount(4);
  await expect(silos.getByRole('meter', { name: 'myriad CPUs provisioned of quota' })).toHaveAttribute(
    'aria-valuetext',
    /of 32 CPUs/,
  );
  await expect(
    page.getByRole('slider', { name: 'Storage provisioned read-out' }),
  ).toHaveAccessibleDescription(/Storage provisioned .*Capacity/);
  await page.getByRole('combobox', { name: 'Silo' }).click();
  await page.getByRole('option', { name: 'myriad' }).click();
  await expect(page).toHaveURL('/system/utilization?silo=myriad');
  await expect(page.getByRole('slider', { name: 'CPUs provisioned read-out' })).toHaveAccessibleDescription(
    /CPUs provisioned .*Quota 32$/,
  );
});

test('the issues page has nothing to report', async ({ page }) => {
  await page.goto('/system/issues');
  await expectScreen(page);
  await expect(page.getByRole('heading', { name: 'No issues' })).toBeVisible();
});

test('the silo policy is edited on /access: a role added, changed and removed', async ({ page }) => {
  await page.goto('/access');
  const table = page.getByRole('table', { name: 'Role assignments' });
  // Groups first, then users, each by name.
  await expect(table.getByRole('rowheader')).toHaveText(['admins', 'web-devs', 'Hans Jonas']);
  await page.getByRole('button', { name: 'Add user or group' }).click();
  const form = page.getByRole('dialog', { name: 'Add user or group to silo maze-war' });
  await form.getByRole('combobox', { name: 'User or group' }).click();
  await expect(page.getByRole('option', { name: 'admins (Group)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'kernel-devs (Group)' }).click();
  await form.getByRole('radio', { name: 'Viewer' }).check();
  await form.getByRole('button', { name: 'Assign role' }).click();
  await expect(form).toBeHidden();
  const added = table.getByRole('row', { name: /kernel-devs/ });
  await expect(added).toContainText('Viewer');
  await expect(table.getByRole('rowheader')).toHaveText(['admins', 'kernel-devs', 'web-devs', 'Hans Jonas']);

  await rowActions(page, 'kernel-devs').click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const change = page.getByRole('dialog', { name: 'Change role of kernel-devs' });
  await change.getByRole('radio', { name: 'Collaborator', exact: true }).check();
  await change.getByRole('button', { name: 'Update role' }).click();
  await expect(added).toContainText('Collaborator');

  await rowActions(page, 'kernel-devs').click();
  await page.getByRole('menuitem', { name: 'Remove role' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm remove role' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(added).toHaveCount(0);
});

test('a silo with projects cannot be deleted; a new, empty one can', async ({ page }) => {
  await page.goto('/system/silos');
  const silos = page.getByRole('table', { name: 'Silos' });
  await rowActions(page, 'myriad').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Could not delete silo', { exact: true })).toBeVisible();
  await expect(page.getByText('Silo to be deleted contains a project', { exact: true })).toBeVisible();
  await expect(silos.getByRole('row', { name: /myriad/ })).toBeVisible();

  await page.getByRole('link', { name: 'New Silo' }).click();
  const form = page.getByRole('dialog', { name: 'Create silo' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-short-lived');
  await form.getByRole('button', { name: 'Create silo' }).click();
  await expect(page).toHaveURL('/system/silos/e2e-short-lived/idps');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Silos' }).click();
  await rowActions(page, 'e2e-short-lived').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(dialog).toContainText('Are you sure you want to delete silo e2e-short-lived?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Silo e2e-short-lived deleted', { exact: true })).toBeVisible();
  await expect(silos.getByRole('row', { name: /e2e-short-lived/ })).toHaveCount(0);
});
