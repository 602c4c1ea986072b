// Smoke tests of the console talking to a real HTTP backend: the Node mock server behind the console's
// proxy. Unlike the preview's in-page mock, the platform keeps its state across page loads.
import type { Page } from '@playwright/test';
import { expect, signIn, submitLocalLogin, test } from './fixtures';

const SOMETHING_WENT_WRONG = 'Something went wrong';
const TRY_AGAIN = 'Please try again. If the problem persists, contact your administrator.';
const NO_GROUPS_NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly. Read the docs for more information.';

/** A name no seeded project has, so a test works on its own project. */
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(16).slice(2, 8)}`;

/** Deletes a row of a table through its row actions and the confirm dialog. */
async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('local login shows the API refusal, then signs in', async ({ page }) => {
  await page.goto('/login/maze-war/local');
  await submitLocalLogin(page, 'hannah', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Credentials missing or invalid');
  await expect(page).toHaveURL('/login/maze-war/local');

  await page.getByLabel('Password').fill('rack-console');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText('Hannah Arendt');
});

test('signed out, a page sends the browser to /login and back there after signing in', async ({ page }) => {
  await page.goto('/projects/mock-project/instances?limit=10');
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects%2Fmock-project%2Finstances%3Flimit%3D10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitLocalLogin(page, 'hannah');
  await expect(page).toHaveURL('/projects/mock-project/instances?limit=10');
  await expect(page.getByRole('table', { name: 'Instances' })).toContainText('db1');
});

test('a project is created, listed, and deleted once emptied of its default VPC', async ({ page }) => {
  const name = uniqueName('e2e-remote');
  const projects = page.getByRole('table', { name: 'Projects' });
  const crumb = (label: string) =>
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: label });
  await signIn(page, 'hannah');
  await page.getByRole('link', { name: 'New Project' }).click();
  const form = page.getByRole('dialog', { name: 'Create project' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`/projects/${name}/instances`);
  await expect(page.getByText(`Project ${name} created`, { exact: true })).toBeVisible();

  // A page load asks the platform again: the project is really there.
  await page.goto('/projects');
  await expect(projects).toContainText(name);

  // As on the platform, a new project's default VPC (and its subnet) must go first: the dialog says so.
  await page.getByRole('button', { name: `Row actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const refused = page.getByRole('alertdialog', { name: 'Confirm delete' });
  await expect(refused.getByRole('status')).toContainText('Delete these first: VPCs (default)');
  await expect(refused.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/projects/${name}/vpcs/default/subnets`);
  await deleteRow(page, 'default');
  await expect(page.getByRole('heading', { name: 'No subnets' })).toBeVisible();
  await crumb('VPCs').click();
  await deleteRow(page, 'default');
  await expect(page.getByRole('heading', { name: 'No VPCs' })).toBeVisible();
  await crumb('Projects').click();
  await deleteRow(page, name);
  await expect(page.getByText(`Project ${name} deleted`, { exact: true })).toBeVisible();
  await expect(projects).not.toContainText(name);

  await page.reload();
  await expect(projects).toContainText('mock-project');
  await expect(projects).not.toContainText(name);
});

test('an instance page renders with its disks', async ({ page }) => {
  await signIn(page, 'hannah');
  await page.goto('/projects/mock-project/instances/db1');
  await expect(page).toHaveURL('/projects/mock-project/instances/db1/storage');
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Boot disk' })).toContainText('db1-boot');
  await expect(page.getByRole('table', { name: 'Other disks' })).toContainText('db1-data');
});

test('a user without a fleet role gets the error screen on /system/silos', async ({ page }) => {
  await signIn(page, 'hans');
  await page.goto('/system/silos');
  await expect(page.getByRole('heading', { name: SOMETHING_WENT_WRONG, level: 1 })).toBeVisible();
  await expect(page.getByText(TRY_AGAIN)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to console' })).toBeVisible();
  await expect(page.getByText(NO_GROUPS_NOTICE)).toBeHidden();
});

test('a user with no groups and no role also gets the no-groups notice', async ({ page }) => {
  await signIn(page, 'jane');
  await page.goto('/system/silos');
  await expect(page.getByRole('heading', { name: SOMETHING_WENT_WRONG, level: 1 })).toBeVisible();
  await expect(page.getByText(NO_GROUPS_NOTICE)).toBeVisible();
});

test('signing out ends the session on the platform', async ({ page }) => {
  await signIn(page, 'hannah');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/settings/profile');
  await expect(page).toHaveURL('/login?redirect_uri=%2Fsettings%2Fprofile');
});
