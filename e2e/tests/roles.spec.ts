import { expect, type Page } from '@playwright/test';
import { expectAccessible, signInAs, test, watchConsole } from './support';

// The Roles pages say what each role may do, from the same table the buttons are gated by (the SDK's
// ROLE_ACTIONS). Seeded users (packages/mock-server README): hans is a silo collaborator, simone a silo viewer
// (through web-devs), iris a limited collaborator on other-project only, hannah a silo admin.

const FORBIDDEN = 'Action not authorized';

const rolesTable = (page: Page) => page.getByRole('table', { name: 'What each role may do' });

/** What the Roles table says where an action's row meets a role's column: 'Allowed' or 'Not allowed'. */
async function permission(page: Page, action: string, role: RegExp) {
  const table = rolesTable(page);
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => role.test(header));
  expect(column, `a column for ${role}`).toBeGreaterThan(0);
  const row = table.getByRole('row', { name: new RegExp(`^${action}\\b`) });
  // The row's first cell is its header (the action); the roles follow in the headers' order.
  return (await row.locator('th, td').nth(column).textContent())?.replace(/^[✓–]/, '');
}

/** Goes from the project's Access page to its Roles page by the link, as a user would. */
async function openProjectRoles(page: Page, project: string) {
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Access' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/access$`));
  await page.getByRole('link', { name: 'What each role may do' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project}/access/roles$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Project roles' })).toBeVisible();
}

test("a collaborator reads on the project's Roles page that they may create instances and a viewer may not", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInAs(page, 'hans', '/projects/mock-project/instances');
  await openProjectRoles(page, 'mock-project');
  await expect(page.getByText('Your role: Collaborator')).toBeVisible();
  await expect(
    rolesTable(page).getByRole('columnheader', { name: 'Collaborator (your role)' }),
  ).toBeVisible();
  expect(await permission(page, 'Create instances', /^Collaborator/)).toBe('Allowed');
  expect(await permission(page, 'Create instances', /^Viewer/)).toBe('Not allowed');
  expect(await permission(page, 'Edit firewall rules', /^Limited collaborator/)).toBe('Not allowed');
  expect(await permission(page, 'Manage project access', /^Collaborator/)).toBe('Not allowed');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a viewer reads that they may not create instances, and the New Instance button agrees', async ({
  page,
}) => {
  await signInAs(page, 'simone', '/projects/mock-project/instances');
  await openProjectRoles(page, 'mock-project');
  await expect(page.getByText('Your role: Viewer')).toBeVisible();
  expect(await permission(page, 'Create instances', /^Viewer/)).toBe('Not allowed');
  expect(await permission(page, 'Create instances', /^Collaborator/)).toBe('Allowed');

  // The button gated by the same rule: offered, disabled, saying why.
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Instances' }).click();
  const newInstance = page.getByRole('button', { name: 'New Instance' });
  await expect(newInstance).toHaveAttribute('aria-disabled', 'true');
  await expect(async () => {
    await newInstance.blur();
    await newInstance.focus();
    await expect(page.getByRole('tooltip')).toContainText(FORBIDDEN, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test("the silo's Roles page is reached from Silo access and lists the silo's actions", async ({ page }) => {
  await signInAs(page, 'hans', '/access');
  await page.getByRole('link', { name: 'What each role may do' }).click();
  await expect(page).toHaveURL(/\/access\/roles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Silo roles' })).toBeVisible();
  await expect(page.getByText('Your role: Collaborator')).toBeVisible();
  expect(await permission(page, 'Create and edit projects', /^Collaborator/)).toBe('Allowed');
  expect(await permission(page, 'Create and edit projects', /^Limited collaborator/)).toBe('Not allowed');
  expect(await permission(page, 'Manage silo access', /^Admin/)).toBe('Allowed');
  await expect(rolesTable(page).getByRole('row', { name: /^Create instances/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Silo access' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Silo access' })).toBeVisible();
});

test('a limited collaborator creates a floating IP and an anti-affinity group, as the Roles page says and the platform allows', async ({
  page,
}) => {
  // iris holds limited_collaborator on other-project only; the platform takes floating IPs and anti-affinity
  // groups from that role (the vendor's rule, omicron#9299; the mock server's too), so the buttons are hers.
  await signInAs(page, 'iris', '/projects/other-project/floating-ips');
  await openProjectRoles(page, 'other-project');
  await expect(page.getByText('Your role: Limited collaborator')).toBeVisible();
  expect(await permission(page, 'Create, attach and delete floating IPs', /^Limited collaborator/)).toBe(
    'Allowed',
  );
  expect(await permission(page, 'Create, edit and delete affinity groups', /^Limited collaborator/)).toBe(
    'Allowed',
  );

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Floating IPs' }).click();
  await page.getByRole('button', { name: 'New Floating IP' }).click();
  const form = page.getByRole('dialog', { name: 'Create floating IP' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('iris-float');
  await form.getByRole('button', { name: 'Create floating IP' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Floating IPs' }).getByRole('row', { name: /iris-float/ }),
  ).toHaveCount(1);

  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Affinity Groups' })
    .click();
  // The empty list offers the same button as the page header.
  await page.getByRole('button', { name: 'New group' }).first().click();
  const groupForm = page.getByRole('dialog', { name: 'Create anti-affinity group' });
  await groupForm.getByRole('textbox', { name: 'Name', exact: true }).fill('iris-spread');
  await groupForm.getByRole('button', { name: 'Create group' }).click();
  await expect(groupForm).toBeHidden();
  // A created group opens on its own page.
  await expect(page.getByRole('heading', { level: 1, name: 'iris-spread' })).toBeVisible();
});
