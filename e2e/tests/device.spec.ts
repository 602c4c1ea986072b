import { expect, type Page } from '@playwright/test';
import { expectAccessible, test, watchConsole } from './support';

/**
 * Starts a device authorization the way the CLI does (POST /device/auth). It runs inside the page: in
 * preview mode the platform is the page's own mock, which Playwright's request API cannot reach.
 */
const startDeviceAuth = (page: Page) =>
  page.evaluate(async () => {
    const clientId = crypto.randomUUID();
    const response = await fetch('/device/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: clientId }),
    });
    const body = (await response.json()) as { user_code: string; device_code: string };
    return { clientId, userCode: body.user_code, deviceCode: body.device_code };
  });

const boxes = (page: Page) => page.getByRole('group', { name: 'Device code' }).getByRole('textbox');

test('a device is approved by typing its code', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/device/verify');
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible();
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible();
  await expect(boxes(page)).toHaveCount(8);
  await expectAccessible(page);

  const device = await startDeviceAuth(page);
  const submit = page.getByRole('button', { name: 'Log in on device' });
  await boxes(page).first().click();
  await page.keyboard.type(device.userCode.slice(0, 4).toLowerCase());
  await expect(submit).toBeDisabled();
  await page.keyboard.type(device.userCode.slice(5));
  await expect(boxes(page).nth(7)).toHaveValue(device.userCode.slice(-1));
  await submit.click();

  await expect(page).toHaveURL('/device/success');
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible();
  await expect(page.getByText('You can close this window')).toBeVisible();
  await expectAccessible(page);

  // The device can now collect its token; it then shows in the user's access tokens, where it is revoked.
  const grant = await page.evaluate(async ({ clientId, deviceCode }) => {
    const response = await fetch('/device/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        device_code: deviceCode,
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      }),
    });
    return response.status;
  }, device);
  expect(grant).toBe(200);
  // Client-side navigation: a reload would restart the in-browser platform and forget the token.
  await page.evaluate(() => {
    history.pushState({}, '', '/settings/access-tokens');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const tokens = page.getByRole('table', { name: 'Access tokens' });
  await expect(tokens.getByRole('row')).toHaveCount(2);
  await expect(tokens).toContainText('Never');
  await tokens.getByRole('button', { name: /^Row actions for/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Confirm revoke' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Access token revoked', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No access tokens' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a paste fills the boxes with its letters', async ({ page }) => {
  await page.goto('/device/verify');
  await boxes(page).first().focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ' wxyz-bcdf\n');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  });
  await expect(boxes(page).nth(0)).toHaveValue('W');
  await expect(boxes(page).nth(7)).toHaveValue('F');
  await expect(page.getByRole('button', { name: 'Log in on device' })).toBeEnabled();
});

test("a wrong code says 'Code is invalid' and Backspace walks back through the boxes", async ({ page }) => {
  await page.goto('/device/verify');
  await boxes(page).first().click();
  await page.keyboard.type('QQQQQQQQ');
  await page.getByRole('button', { name: 'Log in on device' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code is invalid');
  await expect(page).toHaveURL('/device/verify');

  await boxes(page).nth(7).click();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('alert')).toBeHidden();
  await page.keyboard.press('Backspace');
  await expect(boxes(page).nth(6)).toHaveValue('');
  await expect(boxes(page).nth(6)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Log in on device' })).toBeDisabled();
});
