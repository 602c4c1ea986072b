import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, PASSWORD, signInAs, test, watchConsole } from './support';

// The console as users with less than hannah's roles (packages/mock-server README, password rack-console):
// simone is a silo viewer (through web-devs), fleet-viewer holds the fleet viewer role only, jane has no group
// and no role. Every change is offered but disabled, with 'Action not authorized' as the reason, and system
// pages refuse users without a fleet role with the spec's error screen instead of failing calls one by one.

const FORBIDDEN = 'Action not authorized';
const REFUSAL = 'Please try again. If the problem persists, contact your administrator.';
const NO_GROUPS_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly. Read the docs for more information.';

/**
 * A control that is offered, refuses activation and says why in its tooltip. It stays focusable so keyboard
 * users reach the reason: focus opens the tooltip as hover does.
 */
async function expectUnauthorized(page: Page, control: Locator) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  // Focused again if the tooltip has not opened: on a busy machine its code may arrive after the first focus.
  await expect(async () => {
    await control.blur();
    await control.focus();
    await expect(page.getByRole('tooltip')).toContainText(FORBIDDEN, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** A row action that is disabled with the reason in its tooltip (menu items show it on hover). */
async function expectMenuItemUnauthorized(page: Page, item: Locator) {
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await item.hover();
  await expect(page.getByRole('tooltip')).toContainText(FORBIDDEN);
}

/** Opens a row's action menu and checks each named action is disabled as unauthorized. */
async function expectRowActionsUnauthorized(page: Page, row: Locator, actions: string[]) {
  // Park the pointer first: a tooltip still open elsewhere would hold back the menu items' tooltips.
  await page.mouse.move(0, 0);
  await row.getByRole('button', { name: /^Row actions for / }).click();
  for (const action of actions) {
    await expectMenuItemUnauthorized(page, page.getByRole('menuitem', { name: action, exact: true }));
  }
  // The first Escape may only close a tooltip still on its way out.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

/** Console errors that are not the one refused call a refusal screen is about. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/\b403\b|Forbidden|Action not authorized/.test(error));

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const sideNav = (page: Page, section: string) => page.getByRole('navigation', { name: section });

test('a silo viewer sees silo images but cannot demote or delete them', async ({ page }) => {
  const errors = watchConsole(page);
  await signInAs(page, 'simone', '/images');
  await expect(page.getByRole('button', { name: 'User menu: Simone de Beauvoir' })).toBeVisible();
  const images = table(page, 'Silo images');
  await expectRowActionsUnauthorized(page, images.getByRole('row', { name: /fedora-41/ }), [
    'Demote',
    'Delete',
  ]);

  await images.getByRole('link', { name: 'debian-12' }).click();
  const panel = page.getByRole('dialog', { name: 'Image' });
  await expect(panel).toContainText('2 GiB');
  await expectUnauthorized(page, panel.getByRole('button', { name: 'Demote' }));
  await expectUnauthorized(page, panel.getByRole('button', { name: 'Delete' }));
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a silo viewer reads the silo policy but cannot change it', async ({ page }) => {
  const errors = watchConsole(page);
  await signInAs(page, 'simone', '/access');
  const assignments = table(page, 'Role assignments');
  await expect(assignments.getByRole('row', { name: /web-devs/ })).toContainText('Viewer');
  await expectUnauthorized(page, page.getByRole('button', { name: 'Add user or group' }));
  await expectRowActionsUnauthorized(page, assignments.getByRole('row', { name: /Hans Jonas/ }), [
    'Change role',
    'Remove role',
  ]);
  expect(errors).toEqual([]);
});

test('a silo viewer sees utilization against quota, charts included', async ({ page }) => {
  const errors = watchConsole(page);
  await signInAs(page, 'simone', '/utilization');
  await expect(page.getByRole('meter', { name: 'CPUs provisioned of quota' })).toHaveAttribute(
    'aria-valuetext',
    /CPUs of 64 CPUs/,
  );
  await expect(page.getByRole('slider', { name: 'Memory provisioned read-out' })).toHaveAccessibleDescription(
    /^Memory provisioned from /,
  );
  await page.getByRole('radio', { name: 'Last week' }).click();
  await expect(page).toHaveURL('/utilization?range=week');
  expect(errors).toEqual([]);
});

test('a silo viewer has no system navigation and is refused every system page', async ({ page }) => {
  // One sign-in per page: the preview's mock lives in the page, and a reload would start it afresh.
  test.setTimeout(90_000);
  for (const path of [
    '/system/silos',
    '/system/silos/maze-war/users',
    '/system/utilization',
    '/system/inventory/sleds',
    '/system/networking/ip-pools',
    '/system/update',
    '/system/audit-log',
    '/system/support-bundles',
  ]) {
    const errors = watchConsole(page);
    await page.goto(`/login/maze-war/local?redirect_uri=${encodeURIComponent(path)}`);
    await page.getByLabel('Username').fill('simone');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    await expect(page.getByText(REFUSAL)).toBeVisible();
    // simone is in web-devs, which holds a silo role: the no-groups notice is not hers.
    await expect(page.getByText(NO_GROUPS_NOTICE)).toHaveCount(0);
    expect(unexpected(errors), path).toEqual([]);
  }
  await page.getByRole('link', { name: 'Back to console' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(sideNav(page, 'Silo')).toBeVisible();
  await expect(sideNav(page, 'System')).toHaveCount(0);
});

test('a user with no group and no role is refused with the no-groups notice', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/login/maze-war/local?redirect_uri=%2Fsystem%2Fsilos');
  await page.getByLabel('Username').fill('jane');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(page.getByText(NO_GROUPS_NOTICE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  expect(unexpected(errors)).toEqual([]);
});

test('a fleet viewer reads silos with every change disabled', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await signInAs(page, 'fleet-viewer', '/system/silos');
  await expectUnauthorized(page, page.getByRole('button', { name: 'New Silo' }));
  await expectRowActionsUnauthorized(page, table(page, 'Silos').getByRole('row', { name: /myriad/ }), [
    'Delete',
  ]);

  await table(page, 'Silos').getByRole('link', { name: 'maze-war' }).click();
  const tabs = page.getByRole('tablist', { name: 'Silo' });
  await expect(page).toHaveURL('/system/silos/maze-war/idps');
  await tabs.getByRole('tab', { name: 'IP Pools' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'Link pool' }));
  await expectRowActionsUnauthorized(
    page,
    table(page, 'Linked IP pools').getByRole('row', { name: /^default / }),
    ['Make default', 'Unlink'],
  );
  await tabs.getByRole('tab', { name: 'Quotas' }).click();
  await expect(table(page, 'Quotas')).toContainText('64 CPUs');
  await expectUnauthorized(page, page.getByRole('button', { name: 'Edit quotas' }));
  await tabs.getByRole('tab', { name: 'SCIM' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'Create token' }).first());
  await tabs.getByRole('tab', { name: 'Users' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New user' }));
  const hans = table(page, 'Silo users').getByRole('row', { name: /Hans Jonas/ });
  await expectRowActionsUnauthorized(page, hans, ['Set password', 'Delete']);
  await hans.getByRole('link', { name: 'Hans Jonas' }).click();
  const user = page.getByRole('dialog', { name: 'User' });
  await expect(user.getByLabel('User details')).toContainText('kernel-devs');
  await expect(user).toContainText("Only a silo admin sees another user's sessions and tokens.");
  await expectUnauthorized(page, user.getByRole('button', { name: 'Delete' }));
  await user.getByRole('button', { name: 'Close' }).last().click();

  await page.goto('about:blank');
  await signInAs(page, 'fleet-viewer', '/system/silos/myriad/idps');
  await expectUnauthorized(page, page.getByRole('button', { name: 'New provider' }));
  expect(errors).toEqual([]);
});

test('a fleet viewer reads inventory, networking, update and operations pages with every change disabled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await signInAs(page, 'fleet-viewer', '/system/inventory/sleds');
  const system = sideNav(page, 'System');
  await expectRowActionsUnauthorized(page, table(page, 'Sleds').getByRole('row', { name: /BRM41221000/ }), [
    'Change provision policy',
  ]);

  await system.getByRole('link', { name: 'Networking' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New IP Pool' }));
  await expectRowActionsUnauthorized(page, table(page, 'IP pools').getByRole('row', { name: /^default / }), [
    'Edit',
    'Delete',
  ]);
  await table(page, 'IP pools').getByRole('link', { name: 'default', exact: true }).click();
  for (const action of ['Edit', 'Change assignment', 'Delete', 'Add range']) {
    await expectUnauthorized(page, page.getByRole('button', { name: action, exact: true }));
  }
  await page.getByRole('tab', { name: 'Linked silos' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'Link silo' }));

  const networking = page.getByRole('tablist', { name: 'Networking' });
  await system.getByRole('link', { name: 'Networking' }).click();
  await networking.getByRole('tab', { name: 'BGP' }).click();
  await expectRowActionsUnauthorized(
    page,
    table(page, 'BGP configurations').getByRole('row', { name: /as65547/ }),
    ['Delete'],
  );
  await networking.getByRole('tab', { name: 'Allow List' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'Edit allow list' }));
  await networking.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expectUnauthorized(page, page.getByRole('switch', { name: 'Inbound ICMP' }));

  await system.getByRole('link', { name: 'Update' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'Upload repository' }));
  await expectUnauthorized(page, page.getByRole('button', { name: 'Add trust root' }));

  await system.getByRole('link', { name: 'Alerts' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New webhook receiver' }));
  await system.getByRole('link', { name: 'Support Bundles' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New support bundle' }));
  await system.getByRole('link', { name: 'Audit Log' }).click();
  await expect(table(page, 'Audit log').getByRole('row').nth(1)).toBeVisible();
  expect(errors).toEqual([]);
});

/** A form opened by its URL that the user may not submit: it says so at its top and its submit is disabled. */
async function expectFormRefused(page: Page, form: Locator, submit: string) {
  await expect(form.getByRole('status')).toContainText(FORBIDDEN);
  const button = form.getByRole('button', { name: submit });
  // Scrolled to first: focusing it would scroll a long form, and a scroll closes the tooltip it opened.
  // The button is drawn again once its tooltip's code is in: retried, as a person would simply scroll again.
  await expect(() => button.scrollIntoViewIfNeeded()).toPass();
  await expectUnauthorized(page, button);
}

/** Signs in afresh and lands on `path`, as opening its URL in a new tab does (the preview keeps no session). */
async function openAs(page: Page, username: string, path: string) {
  await page.goto('about:blank');
  await signInAs(page, username, path);
}

test('a silo viewer is offered the create buttons disabled, with the reason, and refused the forms', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'simone', '/projects');
  await expectUnauthorized(page, page.getByRole('button', { name: 'New Project' }));
  await table(page, 'Projects').getByRole('link', { name: 'mock-project' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New Instance' }));
  await sideNav(page, 'Project').getByRole('link', { name: 'Disks' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New Disk' }));

  // The forms themselves, reached by URL: refused before anything is filled in.
  await openAs(page, 'simone', '/projects-new');
  await expectFormRefused(page, page.getByRole('dialog', { name: 'Create project' }), 'Create project');
  await openAs(page, 'simone', '/projects/mock-project/disks-new');
  await expectFormRefused(page, page.getByRole('dialog', { name: 'Create disk' }), 'Create disk');
  await openAs(page, 'simone', '/projects/mock-project/instances-new');
  await expectFormRefused(page, page.getByRole('form', { name: 'Create instance' }), 'Create instance');
});

test('a limited collaborator creates compute and storage in their project but not networking or projects', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // iris is a limited collaborator on other-project and holds nothing else.
  await signInAs(page, 'iris', '/projects');
  await expectUnauthorized(page, page.getByRole('button', { name: 'New Project' }));
  await table(page, 'Projects').getByRole('link', { name: 'other-project' }).click();
  await expect(page.getByRole('link', { name: 'New Instance' })).toBeVisible();
  const project = sideNav(page, 'Project');
  await project.getByRole('link', { name: 'Disks' }).click();
  await expect(page.getByRole('link', { name: 'New Disk' })).toBeVisible();
  await project.getByRole('link', { name: 'VPCs' }).click();
  await expectUnauthorized(page, page.getByRole('button', { name: 'New VPC' }));
  // Floating IPs are hers to use, as the platform allows (roles.spec.ts creates one as her).
  await project.getByRole('link', { name: 'Floating IPs' }).click();
  const newFloatingIp = page.getByRole('button', { name: 'New Floating IP' });
  await expect(newFloatingIp).toBeVisible();
  await expect(newFloatingIp).not.toHaveAttribute('aria-disabled', 'true');

  await openAs(page, 'iris', '/projects/other-project/vpcs-new');
  await expectFormRefused(page, page.getByRole('dialog', { name: 'Create VPC' }), 'Create VPC');
  // A form she may use has no such notice.
  await openAs(page, 'iris', '/projects/other-project/disks-new');
  const diskForm = page.getByRole('dialog', { name: 'Create disk' });
  await expect(diskForm.getByRole('button', { name: 'Create disk' })).toBeEnabled();
  await expect(diskForm.getByText(FORBIDDEN)).toHaveCount(0);
});
