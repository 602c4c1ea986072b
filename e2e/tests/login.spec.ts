import { expect } from '@playwright/test';
import { expectAccessible, test, watchConsole } from './support';

// The preview's seeded user (packages/mock-server fixtures: every local user's password is rack-console).
const USERNAME = 'hannah';
const PASSWORD = 'rack-console';

test('/login chooses the silo, maze-war by default, and keeps redirect_uri', async ({ page }) => {
  await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A populated server rack' })).toBeVisible();
  await expect(page.getByLabel('Silo')).toHaveValue('maze-war');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/login/maze-war/local?redirect_uri=%2Fsettings%2Fprofile');
});

test('the hero image gives way to the logo below 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('img', { name: 'A populated server rack' })).toBeHidden();
  await expect(page.getByRole('main').getByText('Rack Console')).toBeVisible();
});

test('local login shows the API refusal inline and stays on the page', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/login/maze-war/local?redirect_uri=%2Fsettings%2Fprofile');
  await expect(page.getByRole('heading', { name: 'Sign in to maze-war' })).toBeVisible();
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Credentials missing or invalid');
  // A 401 here is an answer to show, not a reason to go to /login.
  await expect(page).toHaveURL('/login/maze-war/local?redirect_uri=%2Fsettings%2Fprofile');
  await expectAccessible(page);
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});

test('local login asks for both fields', async ({ page }) => {
  await page.goto('/login/maze-war/local');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('local login signs in and returns to redirect_uri', async ({ page }) => {
  await page.goto('/login/maze-war/local?redirect_uri=%2Fsettings%2Fprofile');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/settings/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('local login without redirect_uri lands on the projects list', async ({ page }) => {
  await page.goto('/login/maze-war/local');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/projects');
});

test('a silo with an identity provider hands off to it', async ({ page }) => {
  await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile');
  await page.getByLabel('Silo').fill('myriad');
  await page.getByLabel('Identity provider (Optional)').fill('okta');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/login/myriad/saml/okta?redirect_uri=%2Fsettings%2Fprofile');
  await expect(page.getByText('signs you in through its identity provider, okta')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with okta' }).click();
  await expect(page).toHaveURL('/settings/profile');
  // The mock's provider vouches for the silo's first user.
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
});

test('signing out ends the session, and signing in as someone else sticks across reloads', async ({
  page,
}) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signed out, the console's pages send the browser back to the login with the location kept.
  await page.goto('/settings/profile');
  await expect(page).toHaveURL('/login?redirect_uri=%2Fsettings%2Fprofile');
  await page.goto('/login/maze-war/local?redirect_uri=%2Fsettings%2Fprofile');
  await page.getByLabel('Username').fill('hans');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/settings/profile');
  await expect(page.getByText('Hans Jonas').first()).toBeVisible();
  // A reload resets the preview's data, not who is signed in.
  await page.reload();
  await expect(page.getByText('Hans Jonas').first()).toBeVisible();
});
