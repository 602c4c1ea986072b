import { expect, type Page } from '@playwright/test';
import { test } from './support';

const PROJECT = 'mock-project';
const VPC = 'mock-vpc';
const VPC_PATH = `/projects/${PROJECT}/vpcs/${VPC}`;

/** A name nothing seeded has, so each test works on its own resources. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

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

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The review every firewall rule change opens before the whole list is saved. */
const review = (page: Page) => page.getByRole('dialog', { name: 'Review firewall rule changes' });

async function saveReview(page: Page) {
  await review(page).getByRole('button', { name: 'Save' }).click();
  await expect(review(page)).toBeHidden();
}

test('a new rule is fixed after a validation error, reviewed as added, saved and undone', async ({
  page,
}) => {
  test.slow(); // two saves of the whole rule list and a table refresh after each
  const name = uniqueName('e2e-web');
  await page.goto(`${VPC_PATH}/firewall-rules`);
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('dialog', { name: 'Add firewall rule' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Web');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(form.getByText('Must start with a lower-case letter')).toBeVisible();
  await expect(review(page)).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Target name' }).fill(VPC);
  await form.getByRole('button', { name: 'Add target' }).click();
  await form.getByRole('textbox', { name: 'Port filter' }).fill(' 8080-8081 ');
  await form.getByRole('button', { name: 'Add port' }).click();
  await form.getByRole('textbox', { name: 'Port filter' }).fill('9000');
  await form.getByRole('textbox', { name: 'Port filter' }).press('Enter');
  await form.getByRole('button', { name: 'Add protocol' }).click();
  await form.getByRole('button', { name: 'Add rule' }).click();

  const added = review(page).getByRole('region', { name: 'Added' });
  await expect(added).toContainText(name);
  await expect(added).toContainText('Ports 8080-8081, 9000, TCP');
  await expect(review(page).getByRole('region', { name: 'Removed' })).toHaveCount(0);
  await saveReview(page);
  await expect(form).toBeHidden();
  const created = row(page, 'Firewall rules', name);
  await expect(created).toContainText('Ports 8080-8081, 9000');
  await expect(created).toContainText(`VPC ${VPC}`);
  // The other rules were sent back with the new one, untouched.
  await expect(row(page, 'Firewall rules', 'allow-https')).toContainText('Ports 443, 8443');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
  await expect(created).toHaveCount(0);
  await expect(row(page, 'Firewall rules', 'allow-https')).toContainText('Ports 443, 8443');
});

test('a rule is cloned under a free name, and one is deleted after its review', async ({ page }) => {
  test.slow();
  await page.goto(`${VPC_PATH}/firewall-rules`);
  await rowAction(page, 'allow-https', 'Clone');
  const clone = page.getByRole('dialog', { name: 'Clone firewall rule allow-https' });
  await expect(clone.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('allow-https-copy');
  await expect(clone.getByRole('table', { name: 'Ports' })).toContainText('8443');
  await clone.getByRole('button', { name: 'Add rule' }).click();
  await expect(review(page).getByRole('region', { name: 'Added' })).toContainText('allow-https-copy');
  await saveReview(page);
  await expect(clone).toBeHidden();
  await expect(row(page, 'Firewall rules', 'allow-https-copy')).toContainText('Ports 443, 8443');

  await rowAction(page, 'allow-https-copy', 'Delete');
  await expect(review(page).getByRole('region', { name: 'Removed' })).toContainText('allow-https-copy');
  await saveReview(page);
  await expect(row(page, 'Firewall rules', 'allow-https-copy')).toHaveCount(0);
  await expect(row(page, 'Firewall rules', 'allow-https')).toHaveCount(1);
});

test('an edit shows each changed field in the review, and its CLI command', async ({ page }) => {
  await page.goto(`${VPC_PATH}/firewall-rules`);
  await rowAction(page, 'allow-dns-out', 'Edit');
  const form = page.getByRole('dialog', { name: 'Edit firewall rule' });
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('70000');
  await form.getByRole('button', { name: 'Update rule' }).click();
  await expect(form.getByText('Priority must be a whole number from 0 to 65535')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('250');
  await form.getByRole('button', { name: 'Remove port 53' }).click();

  await form.getByRole('button', { name: 'CLI Command' }).click();
  const cli = page.getByRole('dialog', { name: 'CLI command' });
  await expect(cli).toContainText(
    `rackctl firewall-rules update --project ${PROJECT} --vpc ${VPC} --file rules.json`,
  );
  await expect(cli).toContainText('"priority": 250');
  await expect(cli.getByRole('button', { name: 'Copy command' })).toBeVisible();
  await cli.getByRole('button', { name: 'Close' }).click();

  await form.getByRole('button', { name: 'Update rule' }).click();
  const changes = review(page).getByRole('table', { name: 'Changes to allow-dns-out' });
  await expect(changes.getByRole('row', { name: /^Priority/ })).toContainText('200250');
  await expect(changes.getByRole('row', { name: /^Ports/ })).toContainText('53Any');
  await expect(changes.getByRole('row')).toHaveCount(3); // the header and the two fields that changed
  await saveReview(page);
  await expect(form).toBeHidden();
  const edited = row(page, 'Firewall rules', 'allow-dns-out');
  await expect(edited).toContainText('250');
  await expect(edited).not.toContainText('Port 53');
  await expect(row(page, 'Firewall rules', 'allow-ping-from-subnet')).toContainText('ICMP type 8 code 0');
});

test('two selected rules are disabled together in one reviewed save', async ({ page }) => {
  await page.goto(`${VPC_PATH}/firewall-rules`);
  await page.getByRole('checkbox', { name: 'Select allow-https' }).check();
  await page.getByRole('checkbox', { name: 'Select allow-dns-out' }).check();
  const bar = page.getByRole('toolbar', { name: 'Actions for 2 firewall rules' });
  await bar.getByRole('button', { name: 'Disable' }).click();
  for (const name of ['allow-https', 'allow-dns-out']) {
    const changes = review(page).getByRole('table', { name: `Changes to ${name}` });
    await expect(changes.getByRole('row', { name: /^Status/ })).toContainText('EnabledDisabled');
  }
  await saveReview(page);
  await expect(page.getByText('2 firewall rules disabled', { exact: true })).toBeVisible();
  await expect(row(page, 'Firewall rules', 'allow-https')).toContainText('Disabled');
  await expect(row(page, 'Firewall rules', 'allow-dns-out')).toContainText('Disabled');
  await expect(row(page, 'Firewall rules', 'allow-ping-from-subnet')).toContainText('Enabled');
  await expect(bar).toHaveCount(0);
});

test('the instance networking tab lists the rules of each interface and fixes an unmet check', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/projects/${PROJECT}/instances/scratch/networking`);
  const rules = page.getByRole('table', { name: 'Firewall rules for net0' });
  await expect(rules.getByRole('row', { name: /allow-ssh/ })).toContainText('Inbound');
  await expect(rules.getByRole('row', { name: /allow-icmp/ })).toContainText('ICMP');
  await expect(rules).not.toContainText('allow-https'); // a rule of mock-vpc, not of this interface's VPC

  const checklist = page.getByRole('list', { name: 'Reachability checklist' });
  await expect(checklist.getByRole('listitem', { name: 'Instance is running: no' })).toContainText('stopped');
  await expect(checklist.getByRole('button', { name: 'Start instance' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Attach an external IP' })).toBeVisible();
  await expect(
    checklist.getByRole('listitem', { name: 'Inbound TCP port 22 allowed from anywhere: yes' }),
  ).toContainText('Allowed by rule allow-ssh');
  await expect(checklist.getByRole('link', { name: 'Add an SSH key' })).toHaveAttribute(
    'href',
    '/settings/ssh-keys-new',
  );

  await page.getByRole('spinbutton', { name: 'Port to check' }).fill('8443');
  const port = checklist.getByRole('listitem', { name: 'Inbound TCP port 8443 allowed from anywhere: no' });
  await port.getByRole('link', { name: 'Add a rule allowing TCP port 8443' }).click();
  const form = page.getByRole('dialog', { name: 'Add firewall rule' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'allow-tcp-8443-to-scratch',
  );
  await expect(form.getByRole('table', { name: 'Targets' })).toContainText('scratch');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await saveReview(page);
  await expect(row(page, 'Firewall rules', 'allow-tcp-8443-to-scratch')).toContainText('Port 8443');

  // Back through the app (a reload would reset the in-browser mock and lose the new rule).
  await page.getByRole('navigation').getByRole('link', { name: 'Instances' }).click();
  await row(page, 'Instances', 'scratch').getByRole('link', { name: 'scratch', exact: true }).click();
  await page.getByRole('tab', { name: 'Networking' }).click();
  await page.getByRole('spinbutton', { name: 'Port to check' }).fill('8443');
  await expect(
    checklist.getByRole('listitem', { name: 'Inbound TCP port 8443 allowed from anywhere: yes' }),
  ).toContainText('Allowed by rule allow-tcp-8443-to-scratch');
});

test("a duplicate target is refused with 'Items must be unique'", async ({ page }) => {
  await page.goto(`${VPC_PATH}/firewall-rules-new`);
  const form = page.getByRole('dialog', { name: 'Add firewall rule' });
  await choose(page, 'Target type', 'Subnet');
  for (let i = 0; i < 2; i++) {
    await form.getByRole('combobox', { name: 'Target name' }).fill('mock-subnet');
    await form.getByRole('button', { name: 'Add target' }).click();
  }
  await expect(form.getByRole('alert').filter({ hasText: 'Items must be unique' })).toBeVisible();
  await expect(form.getByRole('table', { name: 'Targets' }).getByRole('row')).toHaveCount(2);

  await choose(page, 'Host type', 'IP subnet');
  await form.getByRole('textbox', { name: 'Host IP network' }).fill('10.0.0.0/40');
  await form.getByRole('button', { name: 'Add host filter' }).click();
  await expect(form.getByText('Max width for IPv4 is 32')).toBeVisible();
  await form.getByRole('textbox', { name: 'Port filter' }).fill('90-80');
  await form.getByRole('button', { name: 'Add port' }).click();
  await expect(form.getByText('End of range must not be below the start')).toBeVisible();
});

test('a subnet block is validated and the subnet created', async ({ page }) => {
  const name = uniqueName('e2e-sub');
  await page.goto(`${VPC_PATH}/subnets`);
  await page.getByRole('button', { name: 'New subnet' }).click();
  const form = page.getByRole('dialog', { name: 'Create subnet' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Create subnet' }).click();
  await expect(form.getByText('IPv4 block is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('10.9.0.0');
  await form.getByRole('button', { name: 'Create subnet' }).click();
  await expect(form.getByText('Must contain an IP address and a width, separated by a /')).toBeVisible();
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('10.9.0.0/33');
  await form.getByRole('button', { name: 'Create subnet' }).click();
  await expect(form.getByText('Max width for IPv4 is 32')).toBeVisible();
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('10.9.0.0/24');
  await choose(page, 'Custom router', 'mock-custom-router');
  await form.getByRole('button', { name: 'Create subnet' }).click();
  await expect(form).toBeHidden();
  const created = row(page, 'Subnets', name);
  await expect(created).toContainText('10.9.0.0/24');
  await expect(created).toContainText('mock-custom-router');
});

test('a floating IP is created, attached to an instance and detached', async ({ page }) => {
  const name = uniqueName('e2e-fip');
  await page.goto(`/projects/${PROJECT}/floating-ips`);
  await page.getByRole('button', { name: 'New Floating IP' }).click();
  const form = page.getByRole('dialog', { name: 'Create floating IP' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Create floating IP' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'Floating IPs', name)).toHaveCount(1);

  await rowAction(page, name, 'Attach');
  const attach = page.getByRole('dialog', { name: `Attach floating IP ${name}` });
  await choose(page, 'Instance', 'scratch (stopped)');
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach).toBeHidden();
  await expect(row(page, 'Floating IPs', name).getByRole('link', { name: 'scratch' })).toBeVisible();

  await rowAction(page, name, 'Detach');
  await confirm(page, 'Detach floating IP');
  await expect(row(page, 'Floating IPs', name).getByRole('link', { name: 'scratch' })).toHaveCount(0);
  await rowAction(page, name, 'Delete');
  await confirm(page, 'Confirm delete');
  await expect(row(page, 'Floating IPs', name)).toHaveCount(0);
});

test('a project role is added, changed and removed', async ({ page }) => {
  await page.goto(`/projects/${PROJECT}/access`);
  const table = page.getByRole('table', { name: 'Role assignments' });
  // Groups first, then users, each by name.
  await expect(table.getByRole('rowheader')).toHaveText(['kernel-devs', 'Jacob Klein']);

  await page.getByRole('button', { name: 'Add user or group' }).click();
  const form = page.getByRole('dialog', { name: `Add user or group to project ${PROJECT}` });
  await form.getByRole('combobox', { name: 'User or group' }).click();
  // The picker leaves out identities that already have a role.
  await expect(page.getByRole('option', { name: 'Jacob Klein (User)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Jane Austen (User)' }).click();
  await form.getByRole('radio', { name: 'Collaborator', exact: true }).check();
  await form.getByRole('button', { name: 'Assign role' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'Role assignments', 'Jane Austen')).toContainText('Collaborator');

  await rowAction(page, 'Jane Austen', 'Change role');
  const change = page.getByRole('dialog', { name: 'Change role of Jane Austen' });
  await change.getByRole('radio', { name: 'Viewer' }).check();
  await change.getByRole('button', { name: 'Update role' }).click();
  await expect(change).toBeHidden();
  await expect(row(page, 'Role assignments', 'Jane Austen')).toContainText('Viewer');

  await rowAction(page, 'Jane Austen', 'Remove role');
  await confirm(page, 'Confirm remove role');
  await expect(row(page, 'Role assignments', 'Jane Austen')).toHaveCount(0);
  await expect(table.getByRole('rowheader')).toHaveText(['kernel-devs', 'Jacob Klein']);
});

test('an anti-affinity group is created with its policy hint and takes a stopped instance', async ({
  page,
}) => {
  const name = uniqueName('e2e-spread');
  await page.goto(`/projects/${PROJECT}/affinity`);
  await page.getByRole('button', { name: 'New group' }).click();
  const form = page.getByRole('dialog', { name: 'Create anti-affinity group' });
  await expect(
    form.getByText(
      "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied",
    ),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('radio', { name: 'Fail' }).check();
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add instance' }).click();
  const add = page.getByRole('dialog', { name: `Add instance to ${name}` });
  await add.getByRole('combobox', { name: 'Instance' }).click();
  // Only stopped instances may join (spec §4).
  await expect(page.getByRole('option', { name: 'db1' })).toHaveCount(0);
  await page.getByRole('option', { name: 'windows-dev' }).click();
  await add.getByRole('button', { name: 'Add instance' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, 'Members', 'windows-dev')).toContainText('stopped');

  await rowAction(page, 'windows-dev', 'Remove from group');
  await confirm(page, 'Remove instance from group');
  await expect(row(page, 'Members', 'windows-dev')).toHaveCount(0);
});

test('a router takes a route to the internet gateway, which the gateway then lists', async ({ page }) => {
  const name = uniqueName('e2e-route');
  await page.goto(`${VPC_PATH}/routers/mock-custom-router`);
  await page.getByRole('button', { name: 'New route' }).click();
  const form = page.getByRole('dialog', { name: 'Create route' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Destination IP network' }).fill('192.0.2.0/24');
  await choose(page, 'Target internet gateway', 'mock-gateway');
  await form.getByRole('button', { name: 'Create route' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, 'Routes', name)).toContainText('Internet gateway mock-gateway');

  await page.getByRole('tab', { name: 'Internet gateways' }).click();
  await page.getByRole('link', { name: 'mock-gateway' }).click();
  const panel = page.getByRole('dialog', { name: 'Internet gateway mock-gateway' });
  await expect(panel.getByRole('table', { name: 'IP addresses' })).toContainText('203.0.113.60');
  const routes = panel.getByRole('table', { name: 'Routes targeting this gateway' });
  await expect(routes).toContainText('to-gateway');
  await expect(routes).toContainText(name);
});

test('system router routes are read-only', async ({ page }) => {
  await page.goto(`${VPC_PATH}/routers/system`);
  await expect(page.getByRole('button', { name: 'New route' })).toHaveAttribute('aria-disabled', 'true');
});
