// The console and the platform's API versions: the alert log, and the quiet banner that says the platform was
// updated under the tab (faked here by rewriting the api-version header of the platform's answers).
import { expect, signIn, test } from './fixtures';

/** A version newer than the console's own (2026081901.0.0). */
const NEWER = '2026090100.0.0';

test('the alert log lists alerts, filters them by class and opens one with its deliveries', async ({
  page,
}) => {
  await signIn(page, 'hannah');
  await page.goto('/system/alerts');
  await page.getByRole('link', { name: 'Alert log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Alert Log', level: 1 })).toBeVisible();
  const alerts = page.getByRole('table', { name: 'Alerts' });
  await expect(alerts.getByRole('link', { name: 'update.completed' })).toBeVisible();

  const filter = page.getByRole('form', { name: 'Filter alerts' });
  await filter.getByLabel('Alert class').fill('hardware.**');
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/class=hardware/);
  await expect(alerts.getByRole('link', { name: 'hardware.switch.link_down' })).toBeVisible();
  await expect(alerts.getByRole('link', { name: 'update.completed' })).toBeHidden();

  // A time range, in the browser's time zone: bounds a day and a half apart hold the sled fault of Jan 3,
  // 21:00 UTC in any zone, and neither December's update nor the test alert of Jan 5.
  await filter.getByLabel('Alert class').fill('');
  await filter.getByLabel('From (Optional)').fill('2026-01-03T00:00');
  await filter.getByLabel('To (Optional)').fill('2026-01-04T12:00');
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/start=.*end=/);
  await expect(alerts.getByRole('link', { name: 'hardware.sled.fault' })).toBeVisible();
  await expect(alerts.getByRole('link', { name: 'update.completed' })).toBeHidden();
  await expect(alerts.getByRole('link', { name: 'test.foo', exact: true })).toBeHidden();

  await filter.getByLabel('From (Optional)').fill('');
  await filter.getByLabel('To (Optional)').fill('');
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await alerts.getByRole('link', { name: 'update.completed' }).click();
  await expect(page.getByRole('heading', { name: 'update.completed', level: 1 })).toBeVisible();
  await expect(page.getByText('"system_version": "17.0.0"')).toBeVisible();
  const deliveries = page.getByRole('table', { name: 'Deliveries' });
  await expect(deliveries.getByRole('link', { name: 'audit-archive' })).toBeVisible();

  await page
    .getByRole('button', { name: /Row actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Resend' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Alert update.completed resent', { exact: true })).toBeVisible();
  await expect(deliveries.getByRole('cell', { name: 'resend' })).toBeVisible();
  // The console speaks the platform's own version here: no update banner.
  await expect(page.getByRole('region', { name: 'Platform update' })).toHaveCount(0);
});

test('a newer platform gets a quiet reload banner, never while a form holds unsaved input', async ({
  page,
}) => {
  await signIn(page, 'hannah');
  await page.route('**/v1/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'api-version': NEWER } });
  });
  await page.goto('/projects');
  const banner = page.getByRole('region', { name: 'Platform update' });
  await expect(banner).toContainText('The platform was updated.');
  await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();

  await page.getByRole('link', { name: 'New Project' }).click();
  const form = page.getByRole('dialog', { name: 'Create project' });
  await form.getByRole('textbox', { name: 'Name' }).fill('half-typed');
  await expect(banner).toHaveCount(0);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(banner).toBeVisible();
  // Answers still in flight when the page goes are dropped, not fulfilled into a page that is gone.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
});

test('against an older platform the console speaks its version, and the alert log says what it needs', async ({
  page,
}) => {
  await signIn(page, 'hannah');
  // The platform says it speaks 2026081200 (before the alert log); the console then speaks that version.
  const spoken: string[] = [];
  await page.route('**/v1/**', async (route) => {
    spoken.push(route.request().headers()['api-version'] ?? '');
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'api-version': '2026081200.0.0' } });
  });
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'mock-project' })).toBeVisible();
  await page.getByRole('link', { name: 'Alert Log', exact: true }).click();
  await expect(
    page.getByText(
      'This page needs platform API version 2026081400 or later; this platform speaks 2026081200.',
    ),
  ).toBeVisible();
  expect(spoken).toContain('2026081200.0.0');
  await expect(page.getByRole('region', { name: 'Platform update' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
